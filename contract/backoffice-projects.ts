import { z } from 'zod';
import {
  AuditEntrySchema,
  BACKOFFICE_PERMISSIONS,
  PartnerSummarySchema,
  ReasonSchema,
  deskCalls,
} from './backoffice';
import {
  c,
  DateSchema,
  IdFormSchema,
  IdQuerySchema,
  IdSchema,
  KeywordSchema,
  NoDataSchema,
  pageOf,
  PageQuerySchema,
  PartnerTierSchema,
} from './common';
import { ProjectDetailSchema, ProjectSummarySchema } from './projects';
import { QuotationItemSchema } from './quotations';

/** The tier a direct project partner is migrated from, and the one it is migrated to. */
export const MIGRATION = { from: 'DC-DPP', to: 'DC-APP' } as const;

/** The tier whose partners buy through a master distributor head office chooses: APP. */
export const DISTRIBUTED_TIER = MIGRATION.to;

/** The tier of the partners an APP may buy from: direct distribution partners. */
export const MASTER_DISTRIBUTOR_TIER = 'DC-DDP';

/**
 * Project registrations of a state (applying unless another is asked for), oldest first; the
 * keyword matches the project's name, or its partner's company or e-mail address.
 */
export const ProjectQueueQuerySchema = PageQuerySchema.extend({
  status: z.coerce.number().int().min(1).max(4).default(1),
  keyword: KeywordSchema,
});
export type ProjectQueueQuery = z.input<typeof ProjectQueueQuerySchema>;

/** A project in head office's list, with the partner that registered it. */
export const QueuedProjectSchema = ProjectSummarySchema.extend({
  partner: PartnerSummarySchema,
});
export type QueuedProject = z.infer<typeof QueuedProjectSchema>;

/** The company an APP buys from. */
export const DistributorSchema = z.object({ id: IdSchema, company: z.string() });

/** A partner as the project desk sees it: its tier, DCNet ID and master distributor. */
export const ProjectPartnerSchema = PartnerSummarySchema.extend({
  partner_type: PartnerTierSchema.nullable(),
  dcnet_id: z.string().nullable(),
  /** For an APP, the distributor head office chose; null until then and for other tiers. */
  master_distributor: DistributorSchema.nullable(),
});
export type ProjectPartner = z.infer<typeof ProjectPartnerSchema>;

/** One project as head office sees it: the partner's detail, the partner, the audit trail. */
export const BackofficeProjectSchema = ProjectDetailSchema.extend({
  partner: ProjectPartnerSchema,
  /**
   * The lines of the quotation registered with the project, each with the partner's price and
   * the application price asked for, which head office decides on.
   */
  lines: z.array(QuotationItemSchema),
  audit: z.array(AuditEntrySchema),
});
export type BackofficeProject = z.infer<typeof BackofficeProjectSchema>;

/** Approval of an applying project with its protection period, both days included. */
export const ApproveProjectSchema = z
  .object({ id: IdSchema, start_date: DateSchema, end_date: DateSchema })
  .refine((form) => form.start_date <= form.end_date, {
    message: 'The end date must not be before the start date',
    path: ['end_date'],
  });
export type ApproveProject = z.infer<typeof ApproveProjectSchema>;

/** Rejection of an applying project, with the reason the partner reads. */
export const RejectProjectSchema = z.object({ id: IdSchema, reason: ReasonSchema });
export type RejectProject = z.infer<typeof RejectProjectSchema>;

/** Filters of the partner list: a tier, and text in the company, name or e-mail address. */
export const PartnerQuerySchema = PageQuerySchema.extend({
  tier: PartnerTierSchema.optional(),
  keyword: KeywordSchema,
});
export type PartnerQuery = z.input<typeof PartnerQuerySchema>;

/** The master distributor head office chooses for an APP. */
export const ChooseDistributorSchema = z.object({ id: IdSchema, distributor_id: IdSchema });
export type ChooseDistributor = z.infer<typeof ChooseDistributorSchema>;

/** The calls of each desk of this contract, by the permission they need. */
const projectDesk = deskCalls(BACKOFFICE_PERMISSIONS.projectApprove);

/**
 * The project desk (docs/backoffice.md): project registrations
 * and head office's decisions on them, and its final say on project partners' tiers and master
 * distributors.
 */
export const backofficeProjectsContract = c.router({
  projects: projectDesk.read('/backoffice/projects', {
    query: ProjectQueueQuerySchema,
    data: pageOf(QueuedProjectSchema),
    summary: 'One page of project registrations, applying ones unless a status is asked for',
  }),
  project: projectDesk.read('/backoffice/projects/detail', {
    query: IdQuerySchema,
    data: BackofficeProjectSchema,
    summary: 'One project with its partner, its history and its audit trail',
  }),
  approveProject: projectDesk.act('/backoffice/projects/approve', {
    body: ApproveProjectSchema,
    data: NoDataSchema,
    summary: 'Approve an applying project with its protection start and end dates',
  }),
  rejectProject: projectDesk.act('/backoffice/projects/reject', {
    body: RejectProjectSchema,
    data: NoDataSchema,
    summary: 'Reject an applying project with a reason',
  }),
  partners: projectDesk.read('/backoffice/partners', {
    query: PartnerQuerySchema,
    data: pageOf(ProjectPartnerSchema),
    summary: 'One page of partners, by company, with their tier and master distributor',
  }),
  migratePartner: projectDesk.act('/backoffice/partners/migrate', {
    body: IdFormSchema,
    data: ProjectPartnerSchema,
    summary: 'Migrate a direct project partner (DPP) to an authorized project partner (APP)',
  }),
  chooseDistributor: projectDesk.act('/backoffice/partners/distributor', {
    body: ChooseDistributorSchema,
    data: ProjectPartnerSchema,
    summary: 'Choose the master distributor an APP buys from',
  }),
});
