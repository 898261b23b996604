import { z } from 'zod';
import {
  c,
  CountryCodeSchema,
  DateRangeQuerySchema,
  DateSchema,
  DateTimeSchema,
  envelope,
  FlagSchema,
  IdFormSchema,
  IdSchema,
  KeywordSchema,
  MoneySchema,
  NoDataSchema,
  pageOf,
  PageQuerySchema,
  PartnerTierSchema,
  SavedIdSchema,
  TOKEN_ONLY,
} from './common';
import { QuotationOptionSchema } from './quotations';

/**
 * The states of a project: 1 to 3 are stored, 4 is an approval whose protection period is over,
 * read from its end date on the day of the call (docs/projects.md).
 * The list's status filter offers them, and a project can be changed or deleted only while it is
 * applying (docs/projects.md).
 */
export const PROJECT_STATUS = { applying: 1, approved: 2, rejected: 3, expired: 4 } as const;
export type ProjectStatusName = keyof typeof PROJECT_STATUS;

/** The special price asked for one quotation line. */
export const ApplicationPriceSchema = z.object({
  /** The quotation line (`QuotationItem.id`). */
  item_id: IdSchema,
  application_price: MoneySchema,
});
export type ApplicationPrice = z.infer<typeof ApplicationPriceSchema>;

/** The longest texts of the project form (docs/projects.md). */
export const PROJECT_TEXT_LIMITS = {
  project_name: 200,
  industry: 100,
  rival_brand: 500,
  advancement: 500,
  predicted_leadtime: 100,
  description: 2000,
  notes: 2000,
} as const;

/**
 * The project registration form. Title, end user, quotation, predicted PO date, predicted
 * awarding date, predicted lead time and the application prices are required. Only a Direct
 * Project Partner may register a project; the backend refuses others with `code: 0`.
 */
export const ProjectFormSchema = z.object({
  /** Absent to register a project, present to change one. */
  id: IdSchema.optional(),
  project_name: z.string().trim().min(1).max(PROJECT_TEXT_LIMITS.project_name),
  /** The end user (`EndUser.id`). */
  end_company: IdSchema,
  description: z.string().trim().max(PROJECT_TEXT_LIMITS.description).optional(),
  industry: z.string().trim().max(PROJECT_TEXT_LIMITS.industry).optional(),
  /** The end user's country. */
  country: CountryCodeSchema.optional(),
  is_tender: FlagSchema.default(0),
  /** 1 asks for project protection; it applies once head office approves the registration. */
  is_protect: FlagSchema.default(0),
  rival_brand: z.string().trim().max(PROJECT_TEXT_LIMITS.rival_brand).optional(),
  /** How far the project has got. */
  advancement: z.string().trim().max(PROJECT_TEXT_LIMITS.advancement).optional(),
  estimated_po_date: DateSchema,
  predicted_awarding_date: DateSchema,
  /** Free text, such as '6 weeks'. */
  predicted_leadtime: z.string().trim().min(1).max(PROJECT_TEXT_LIMITS.predicted_leadtime),
  notes: z.string().trim().max(PROJECT_TEXT_LIMITS.notes).optional(),
  /** The quotation the project is registered with. */
  quotation_id: IdSchema,
  /** One application price per line of the quotation. */
  prices: z.array(ApplicationPriceSchema).min(1),
  /**
   * The project draft the form was opened from, if any: once the project is saved, the draft is
   * used up and leaves the drafts box, in the same transaction (docs/projects.md).
   */
  draft_id: IdSchema.optional(),
});
export type ProjectForm = z.input<typeof ProjectFormSchema>;

/** A project as the project list shows it. */
export const ProjectSummarySchema = z.object({
  id: IdSchema,
  project_name: z.string(),
  end_company: IdSchema,
  /** The end user's company name. */
  end_company_name: z.string(),
  /** The status code, one of {@link PROJECT_STATUS}; clients show `status_text`. */
  status: z.number().int(),
  /** The status label in the language of the call. */
  status_text: z.string(),
  /** 1 when the partner asked for protection; it applies only once head office approves. */
  is_protect: FlagSchema,
  /** The DCNet ID of the partner that registered the project. */
  dcnet_id: z.string().nullable(),
  /** The membership type the partner held when applying. */
  membership_type: PartnerTierSchema.nullable(),
  create_time: DateTimeSchema,
  /** When the registration was submitted to head office; null while unsent. */
  apply_time: DateTimeSchema.nullable(),
});
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;

/** What happened to a project, as its history names it. */
export const PROJECT_EVENT_ACTIONS = ['registered', 'approved', 'rejected', 'expired'] as const;
export type ProjectEventAction = (typeof PROJECT_EVENT_ACTIONS)[number];

/**
 * One change of a project's state, oldest first: the registration, head office's decision, and
 * the end of protection (which nobody does: its actor is null).
 */
export const ProjectEventSchema = z.object({
  time: DateTimeSchema,
  action: z.enum(PROJECT_EVENT_ACTIONS),
  actor: z.enum(['partner', 'head_office']).nullable(),
  actor_name: z.string(),
  /** The entry in the language of the call. */
  text: z.string(),
  /** Head office's reason for a rejection; null otherwise. */
  note: z.string().nullable(),
});
export type ProjectEvent = z.infer<typeof ProjectEventSchema>;

/** One project with everything entered and what head office decided. */
export const ProjectDetailSchema = ProjectSummarySchema.extend({
  description: z.string(),
  industry: z.string(),
  country: z.string(),
  is_tender: FlagSchema,
  /** Protection granted by head office; null while not granted. */
  protect_start_time: DateSchema.nullable(),
  protect_end_time: DateSchema.nullable(),
  /** Why head office rejected the registration; null unless it did. */
  reject_reason: z.string().nullable(),
  /** When head office approved or rejected the registration; null while it is applying. */
  decide_time: DateTimeSchema.nullable(),
  rival_brand: z.string(),
  advancement: z.string(),
  estimated_po_date: DateSchema,
  predicted_awarding_date: DateSchema,
  predicted_leadtime: z.string(),
  notes: z.string(),
  quotations: z.array(QuotationOptionSchema),
  prices: z.array(ApplicationPriceSchema),
  /** The project's changes of state, oldest first. */
  history: z.array(ProjectEventSchema),
});
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

/** Filters of the project list. */
export const ProjectListQuerySchema = PageQuerySchema.extend({
  /** Matches project name or end-user company. */
  keyword: KeywordSchema,
  status: z.coerce.number().int().optional(),
  create_time: DateRangeQuerySchema.optional(),
});
export type ProjectListQuery = z.input<typeof ProjectListQuerySchema>;

/** A project to pick in a select. */
export const ProjectOptionSchema = ProjectSummarySchema.pick({ id: true, project_name: true });
export type ProjectOption = z.infer<typeof ProjectOptionSchema>;

/** Project registrations. */
export const projectsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/user/project',
      query: ProjectListQuerySchema,
      responses: { 200: envelope(pageOf(ProjectSummarySchema)) },
      summary: "One page of the user's projects",
    },
    save: {
      method: 'POST',
      path: '/user/postproject',
      body: ProjectFormSchema,
      responses: { 200: envelope(SavedIdSchema) },
      summary: 'Register a project, or change one when id is given',
    },
    delete: {
      method: 'POST',
      path: '/user/deleteproject',
      body: IdFormSchema,
      responses: { 200: envelope(NoDataSchema) },
      summary: 'Delete a project',
    },
    detail: {
      method: 'POST',
      path: '/user/detailproject',
      body: IdFormSchema,
      responses: { 200: envelope(ProjectDetailSchema) },
      summary: 'One project with its quotations and application prices',
    },
    options: {
      method: 'GET',
      path: '/user/getuserprojects',
      responses: { 200: envelope(z.array(ProjectOptionSchema)) },
      summary: "The user's projects to pick from (id and name)",
    },
  },
  TOKEN_ONLY,
);
