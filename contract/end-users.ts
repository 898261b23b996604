import { z } from 'zod';
import { TelephoneSchema, WebsiteSchema } from './auth';
import {
  c,
  DateTimeSchema,
  EmailSchema,
  envelope,
  fileResponse,
  FlagSchema,
  IdFormSchema,
  IdSchema,
  KeywordSchema,
  MoneySchema,
  NoDataSchema,
  pageOf,
  PageQuerySchema,
  SavedIdSchema,
  TOKEN_ONLY,
} from './common';

/** Longest texts of an end user: names and numbers, and the longer descriptive fields. */
export const END_USER_LIMITS = { short: 100, name: 200, long: 500 } as const;

/** The largest purchase figure an end user may state (USD): below a trillion. */
export const MAX_PURCHASE_USD = 999_999_999_999.99;

/** A purchase figure in US dollars (rounded to cents when stored). */
const PurchaseSchema = MoneySchema.max(MAX_PURCHASE_USD);

/** A required text of at most `max` characters. */
const required = (max: number) => z.string().trim().min(1).max(max);
/** An optional text of at most `max` characters. */
const optional = (max: number) => z.string().trim().max(max).optional();

/**
 * An end user as the partner enters it. Company, address, contact, e-mail and mobile are
 * required; purchase figures are in US dollars. Texts have upper limits so that no form can
 * fill the database (docs/projects.md).
 */
export const EndUserFormSchema = z.object({
  /** Absent to add an end user, present to change one. */
  id: IdSchema.optional(),
  /** The company's full name. */
  company: required(END_USER_LIMITS.name),
  /** The registered address. */
  address: required(END_USER_LIMITS.long),
  /** The company's website: an `http://` or `https://` address, as on a profile. */
  website: WebsiteSchema.optional(),
  /** The contact person. */
  contact: required(END_USER_LIMITS.short),
  email: EmailSchema.max(254),
  /** A telephone number, by the profile's rule: digits with `+`, spaces and the like. */
  mobile: TelephoneSchema,
  staff_size: optional(END_USER_LIMITS.short),
  industry: optional(END_USER_LIMITS.short),
  /**
   * 1 when the partner asks for the end user to be protected. A request only: head office
   * decides whether it is granted.
   */
  is_protect: FlagSchema.default(0),
  /** The vendor's product lines the end user already runs. */
  product_lines: optional(END_USER_LIMITS.long),
  /** Competing brands the end user runs. */
  rival_brands: optional(END_USER_LIMITS.long),
  /** Last year's total networking purchase (USD). */
  last_year_total_purchase: PurchaseSchema.optional(),
  /** Last year's purchase of the vendor's products (USD). */
  last_year_vendor_purchase: PurchaseSchema.optional(),
  /** This year's predicted total networking purchase (USD). */
  current_year_total_purchase: PurchaseSchema.optional(),
  /** This year's predicted purchase of the vendor's products (USD). */
  current_year_vendor_purchase: PurchaseSchema.optional(),
  /** Other sources the customer buys from. */
  other_sources: optional(END_USER_LIMITS.long),
});
export type EndUserForm = z.input<typeof EndUserFormSchema>;

/** An end user as stored; optional text is answered as an empty string, figures as null. */
export const EndUserSchema = z.object({
  id: IdSchema,
  company: z.string(),
  address: z.string(),
  website: z.string(),
  contact: z.string(),
  email: z.string(),
  mobile: z.string(),
  staff_size: z.string(),
  industry: z.string(),
  is_protect: FlagSchema,
  product_lines: z.string(),
  rival_brands: z.string(),
  last_year_total_purchase: MoneySchema.nullable(),
  last_year_vendor_purchase: MoneySchema.nullable(),
  current_year_total_purchase: MoneySchema.nullable(),
  current_year_vendor_purchase: MoneySchema.nullable(),
  other_sources: z.string(),
  create_time: DateTimeSchema,
  /**
   * A project of the partner names this end user, so it cannot be deleted (the screen says so
   * instead of asking).
   */
  in_project: z.boolean(),
});
export type EndUser = z.infer<typeof EndUserSchema>;

/** Filters of the end-user list. */
export const EndUserListQuerySchema = PageQuerySchema.extend({
  /** Matches company, contact or e-mail. */
  keyword: KeywordSchema,
});
export type EndUserListQuery = z.input<typeof EndUserListQuerySchema>;

/** An end user to pick in a select (projects). */
export const EndUserOptionSchema = EndUserSchema.pick({ id: true, company: true });
export type EndUserOption = z.infer<typeof EndUserOptionSchema>;

/** Filters the end users offered in a select. */
export const EndUserOptionsFormSchema = z.object({ keyword: KeywordSchema });

/** The most end users one export may name by id (a pager shows at most 50 per page). */
export const MAX_EXPORT_IDS = 1000;

/** Which end users to export: the given ids, or every one matching `keyword` when none given. */
export const DownloadEndUserFormSchema = z.object({
  ids: z.array(IdSchema).max(MAX_EXPORT_IDS).optional(),
  keyword: KeywordSchema,
});
export type DownloadEndUserForm = z.infer<typeof DownloadEndUserFormSchema>;

/** The partner's end users (customers). */
export const endUsersContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/user/enduser',
      query: EndUserListQuerySchema,
      responses: { 200: envelope(pageOf(EndUserSchema)) },
      summary: "One page of the user's end users",
    },
    save: {
      method: 'POST',
      path: '/user/postenduser',
      body: EndUserFormSchema,
      responses: { 200: envelope(SavedIdSchema) },
      summary: 'Add an end user, or change one when id is given',
    },
    delete: {
      method: 'POST',
      path: '/user/deleteenduser',
      body: IdFormSchema,
      responses: { 200: envelope(NoDataSchema) },
      summary: 'Delete an end user',
    },
    download: {
      method: 'POST',
      path: '/user/downloadenduser',
      body: DownloadEndUserFormSchema,
      responses: { 200: fileResponse },
      summary: 'Export end users as a spreadsheet (.xlsx)',
    },
    options: {
      method: 'POST',
      path: '/user/getenduser',
      body: EndUserOptionsFormSchema,
      responses: { 200: envelope(z.array(EndUserOptionSchema)) },
      summary: 'End users to pick from (id and company), filtered by keyword',
    },
  },
  TOKEN_ONLY,
);
