import { z } from 'zod';
import {
  c,
  DateSchema,
  DateTimeSchema,
  EmailSchema,
  envelope,
  IdFormSchema,
  IdSchema,
  MoneySchema,
  NoDataSchema,
  pageOf,
  PageQuerySchema,
  PartnerTierSchema,
  SavedIdSchema,
  TOKEN_ONLY,
} from './common';

/** The partner-programme levels, lowest first. */
export const MEMBERSHIP_LEVELS = ['pre', 'silver', 'gold', 'diamond'] as const;
/** A partner-programme level: pre-level, Silver, Gold or Diamond. */
export const MembershipLevelSchema = z.enum(MEMBERSHIP_LEVELS);
export type MembershipLevel = z.infer<typeof MembershipLevelSchema>;

/** The years an application reports purchases for. */
export const PURCHASE_YEARS = [2020, 2021, 2022] as const;

/** Most characters of the application's texts, and most sub-partner rows. */
export const MEMBERSHIP_LIMITS = {
  shortText: 200,
  longText: 2000,
  partners: 50,
  /** The largest purchase volume of one year, in US dollars. */
  amount: 1_000_000_000_000,
} as const;

const shortText = () => z.string().trim().max(MEMBERSHIP_LIMITS.shortText);
const longText = () => z.string().trim().max(MEMBERSHIP_LIMITS.longText);

/** The purchase volume of one year, in US dollars. */
export const YearPurchaseSchema = z.object({
  year: z.number().int(),
  amount: MoneySchema.max(MEMBERSHIP_LIMITS.amount),
});

/** One sub-partner row of an application. */
export const SubPartnerSchema = z.object({
  company: shortText().min(1),
  project_details: longText(),
  industry: shortText(),
  business_type: shortText(),
  contact: shortText().min(1),
  email: EmailSchema.max(254),
  phone: shortText().min(1),
  website: shortText(),
});
export type SubPartner = z.infer<typeof SubPartnerSchema>;

/**
 * A membership application for one tier. `purchases` holds one entry per year of
 * {@link PURCHASE_YEARS}. Head office decides which master distributor an APP buys from; the
 * partner only proposes one.
 */
export const MembershipFormSchema = z.object({
  type: PartnerTierSchema,
  /** The kind of end user the partner targets. */
  end_user_type: shortText().min(1),
  product_line: shortText().min(1),
  rival_brands: longText(),
  master_distributor: shortText().optional(),
  purchases: z
    .array(YearPurchaseSchema)
    .length(PURCHASE_YEARS.length)
    .refine(
      (rows) => PURCHASE_YEARS.every((year) => rows.some((row) => row.year === year)),
      `One purchase entry for each of ${PURCHASE_YEARS.join(', ')}`,
    ),
  partners: z.array(SubPartnerSchema).max(MEMBERSHIP_LIMITS.partners).default([]),
});
export type MembershipForm = z.input<typeof MembershipFormSchema>;

/** A membership application as stored, with head office's decision so far. */
export const MembershipApplicationSchema = MembershipFormSchema.extend({
  id: IdSchema,
  master_distributor: z.string(),
  partners: z.array(SubPartnerSchema),
  /** The level granted; null until head office decides. */
  level: MembershipLevelSchema.nullable(),
  /** The status code; its values are the backend's (docs/contract.md). */
  status: z.number().int(),
  status_text: z.string(),
  /** Whether the application may still be withdrawn (`POST /user/revoke`). */
  revocable: z.boolean(),
  create_time: DateTimeSchema,
});
export type MembershipApplication = z.infer<typeof MembershipApplicationSchema>;

/** The user's standing in the partner programme. */
export const DcnetInfoSchema = z.object({
  /** The DCNet ID; null until the user is a member. */
  dcnet_id: z.string().nullable(),
  partner_type: PartnerTierSchema.nullable(),
  level: MembershipLevelSchema.nullable(),
  start_date: DateSchema.nullable(),
  end_date: DateSchema.nullable(),
  /** Tiers the user may apply for now. */
  available_types: z.array(PartnerTierSchema),
});
export type DcnetInfo = z.infer<typeof DcnetInfoSchema>;

/** The DCNet partner programme: membership applications and standing. */
export const dcnetContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/user/dcnet',
      query: PageQuerySchema,
      responses: { 200: envelope(pageOf(MembershipApplicationSchema)) },
      summary: "One page of the user's membership applications",
    },
    apply: {
      method: 'POST',
      path: '/user/postdcnet',
      body: MembershipFormSchema,
      responses: { 200: envelope(SavedIdSchema) },
      summary: 'Apply for a partner-programme tier',
    },
    info: {
      method: 'GET',
      path: '/user/dcnetinfo',
      responses: { 200: envelope(DcnetInfoSchema) },
      summary: "The user's DCNet ID, tier, level and the tiers open to them",
    },
    revoke: {
      method: 'POST',
      path: '/user/revoke',
      body: IdFormSchema,
      responses: { 200: envelope(NoDataSchema) },
      summary: 'Withdraw an application head office has not decided yet',
    },
  },
  TOKEN_ONLY,
);
