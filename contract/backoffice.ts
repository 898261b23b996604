import { z } from 'zod';
import { ADMIN_ROLE, ALL_PERMISSIONS } from './auth';
import {
  CountryCodeSchema,
  DateSchema,
  DateTimeSchema,
  IdSchema,
  NoDataSchema,
  PageQuerySchema,
  PartnerTierSchema,
  envelope,
  pageOf,
  c,
  type RouteMetadata,
} from './common';
import { MembershipApplicationSchema, MembershipLevelSchema } from './dcnet';

/**
 * What head-office staff may do, one permission per kind of action
 * (docs/decisions/100-back-office-access.md). Role 'admin' and '*:*:*' hold all of them.
 */
export const BACKOFFICE_PERMISSIONS = {
  dcnetApprove: 'dcnet:approve',
  trainingCodes: 'training:codes',
  examResults: 'exam:results',
  messagesRead: 'messages:read',
  settingsWrite: 'settings:write',
  projectApprove: 'project:approve',
  orderPaymentConfirm: 'order:payment:confirm',
  orderShippingUpload: 'order:shipping:upload',
  orderReceiptUpload: 'order:receipt:upload',
  quotationApprove: 'quotation:approve',
} as const;
export type BackofficePermission =
  (typeof BACKOFFICE_PERMISSIONS)[keyof typeof BACKOFFICE_PERMISSIONS];

/** Every back-office permission. */
export const ALL_BACKOFFICE_PERMISSIONS: readonly BackofficePermission[] =
  Object.values(BACKOFFICE_PERMISSIONS);

/** The permissions of the order desk: payment slips, shipping and delivery receipts. */
export const ORDER_PERMISSIONS: readonly BackofficePermission[] = [
  BACKOFFICE_PERMISSIONS.orderPaymentConfirm,
  BACKOFFICE_PERMISSIONS.orderShippingUpload,
  BACKOFFICE_PERMISSIONS.orderReceiptUpload,
];

/**
 * Whether a user may do what one of `wanted` allows: role 'admin' and permission '*:*:*' pass
 * every check. The server refuses back-office calls with it; the screens hide with it.
 */
export function holdsPermission(
  user: { roles: readonly string[]; permissions: readonly string[] } | null,
  wanted: readonly string[],
): boolean {
  if (!user) return false;
  if (user.roles.includes(ADMIN_ROLE) || user.permissions.includes(ALL_PERMISSIONS)) return true;
  return user.permissions.some((permission) => wanted.includes(permission));
}

/** Whether a user holds any back-office permission: who the back office is for. */
export function isHeadOffice(
  user: { roles: readonly string[]; permissions: readonly string[] } | null,
): boolean {
  return holdsPermission(user, ALL_BACKOFFICE_PERMISSIONS);
}

/** Route options of a back-office call: a token, and one of these permissions. */
function needs(...permission: BackofficePermission[]) {
  return { metadata: { access: 'token', permission } satisfies RouteMetadata };
}

/** What a desk call is about: the data it answers, in words for the OpenAPI document. */
interface DeskCall<D extends z.ZodTypeAny> {
  data: D;
  summary: string;
}

/**
 * The calls of one back-office desk, each needing a token and one of the desk's permissions and
 * answering its data in the envelope: `read` is a GET (with a query, if it takes one), `act` a
 * POST with a JSON body, `upload` a POST with a multipart body.
 */
export function deskCalls(...permission: BackofficePermission[]) {
  const options = needs(...permission);
  const read = <
    P extends string,
    D extends z.ZodTypeAny,
    Q extends z.ZodTypeAny | undefined = undefined,
  >(
    path: P,
    { query, data, summary }: DeskCall<D> & { query?: Q },
  ) => ({
    method: 'GET' as const,
    path,
    ...((query === undefined ? {} : { query }) as Q extends z.ZodTypeAny ? { query: Q } : object),
    responses: { 200: envelope(data) },
    summary,
    ...options,
  });
  const act = <P extends string, D extends z.ZodTypeAny, B extends z.ZodTypeAny>(
    path: P,
    { body, data, summary }: DeskCall<D> & { body: B },
  ) => ({
    method: 'POST' as const,
    path,
    body,
    responses: { 200: envelope(data) },
    summary,
    ...options,
  });
  /** An `act` whose body is multipart: fields and files. */
  const upload = <P extends string, D extends z.ZodTypeAny, B extends z.ZodTypeAny>(
    path: P,
    call: DeskCall<D> & { body: B },
  ) => ({ ...act(path, call), contentType: 'multipart/form-data' as const });
  return { read, act, upload };
}

/** Most characters of a reason, a region and one language's text of a site setting. */
export const BACKOFFICE_LIMITS = {
  reason: 500,
  region: 100,
  setting: 500,
  /** Most registration codes one call issues. */
  codes: 100,
} as const;

/** One count of the work queue: null for work the caller's permissions do not cover. */
const QueueCountSchema = z.number().int().nonnegative().nullable();

/**
 * What waits on head office, counted; each count is given only to staff who may do that work
 * (the permission of its desk), and is null for the others. A new kind of work is one more field
 * here and one more line in the server's count table.
 */
export const WorkQueueSchema = z.object({
  /** DCNet applications awaiting a decision. */
  memberships: QueueCountSchema,
  /** Orders whose payment slip waits for head office's confirmation. */
  payments: QueueCountSchema,
  /** Orders at the shipping step without their shipping information yet. */
  shipments: QueueCountSchema,
  /** Orders whose shipping information is in and whose delivery receipt letter is not. */
  delivery_receipts: QueueCountSchema,
  /** Project registrations awaiting a decision. */
  projects: QueueCountSchema,
  /** Quotations awaiting head office's approval (docs/backoffice.md). */
  quotations: QueueCountSchema,
});
export type WorkQueue = z.infer<typeof WorkQueueSchema>;

/** The partner behind an application, a registration or a message. */
export const PartnerSummarySchema = z.object({
  id: IdSchema,
  username: z.string(),
  realname: z.string(),
  company: z.string(),
  country: z.string(),
});

/**
 * One back-office action on a record, as head office's details show it
 * (docs/backoffice.md): who, when, what, and the values before and after.
 */
export const AuditEntrySchema = z.object({
  time: DateTimeSchema,
  /** Dot-separated: `order.payment.confirm`, `project.approve`, ... */
  action: z.string(),
  /** The staff member's account (null once it is gone) and e-mail address. */
  actor_id: IdSchema.nullable(),
  actor: z.string(),
  before: z.record(z.unknown()).nullable(),
  after: z.record(z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The status codes of a DCNet application: 0 pending, 1 approved, 2 rejected, 3 withdrawn. */
export const MembershipStatusSchema = z.coerce.number().int().min(0).max(3);

/** Filters of the application list: pending ones unless another status is asked for. */
export const MembershipQueueQuerySchema = PageQuerySchema.extend({
  status: MembershipStatusSchema.default(0),
});

/**
 * The partner who filed an application, with the partner type it has today (null for none yet),
 * which an approval replaces with the one applied for.
 */
export const MembershipApplicantSchema = PartnerSummarySchema.extend({
  partner_type: PartnerTierSchema.nullable(),
});

/** An application as head office sees it: with the partner who filed it. */
export const QueuedMembershipSchema = MembershipApplicationSchema.extend({
  applicant: MembershipApplicantSchema,
});
export type QueuedMembership = z.infer<typeof QueuedMembershipSchema>;

/** Approval of a pending application: the level granted and the membership's validity. */
export const ApproveMembershipSchema = z
  .object({
    id: IdSchema,
    level: MembershipLevelSchema,
    start_date: DateSchema,
    end_date: DateSchema,
  })
  .refine((form) => form.start_date <= form.end_date, {
    message: 'The end date must not be before the start date',
    path: ['end_date'],
  });
export type ApproveMembership = z.infer<typeof ApproveMembershipSchema>;

/** A reason for a refusal, told to the partner. */
export const ReasonSchema = z.string().trim().min(1).max(BACKOFFICE_LIMITS.reason);

/** Rejection of a pending application, with the reason the partner is told. */
export const RejectMembershipSchema = z.object({ id: IdSchema, reason: ReasonSchema });
export type RejectMembership = z.infer<typeof RejectMembershipSchema>;

/** Registration codes to issue for one training or exam subject. */
export const IssueCodesSchema = z.object({
  subject: IdSchema,
  count: z.number().int().min(1).max(BACKOFFICE_LIMITS.codes).default(1),
});
export type IssueCodes = z.input<typeof IssueCodesSchema>;

/** The codes issued, in upper case, each usable once for the subject. */
export const IssuedCodesSchema = z.object({ subject: IdSchema, codes: z.array(z.string()) });
export type IssuedCodes = z.infer<typeof IssuedCodesSchema>;

/** An exam registration that has no result yet. */
export const PendingExamSchema = z.object({
  id: IdSchema,
  name: z.string(),
  country: CountryCodeSchema,
  mailbox: z.string(),
  exam_subject: IdSchema,
  exam_subject_name: z.string(),
  exam_permit_number: z.string(),
  registration_date: DateSchema,
  partner: PartnerSummarySchema,
});
export type PendingExam = z.infer<typeof PendingExamSchema>;

/** The result of an exam: a score of 100, when and where it was taken. */
export const ExamOutcomeSchema = z.object({
  registration_id: IdSchema,
  score: z.number().int().min(0).max(100),
  exam_time: DateTimeSchema,
  region: z.string().trim().min(1).max(BACKOFFICE_LIMITS.region),
});
export type ExamOutcome = z.infer<typeof ExamOutcomeSchema>;

/** The stored result, and the certificate number when the exam was passed. */
export const RecordedResultSchema = z.object({
  result_id: IdSchema,
  certificate: z.string().nullable(),
});
export type RecordedResult = z.infer<typeof RecordedResultSchema>;

/** A chat message a partner left for head office. */
export const VisitorMessageSchema = z.object({
  id: IdSchema,
  /** The language the partner wrote in (the API's code). */
  lang: z.string(),
  body: z.string(),
  create_time: DateTimeSchema,
  partner: PartnerSummarySchema,
});
export type VisitorMessage = z.infer<typeof VisitorMessageSchema>;

/**
 * One text per language code of the API (`en`, `ru`, `kor`, ...); English is required, and a
 * language without its own text shows the English one.
 */
export const LocalizedTextSchema = z
  .record(z.string().regex(/^[a-z]{2,3}$/), z.string().trim().max(BACKOFFICE_LIMITS.setting))
  .refine((text) => typeof text.en === 'string', { message: 'English (en) is required' });
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** A localized text whose English text is also not empty (refused as a missing text). */
const RequiredLocalizedTextSchema = LocalizedTextSchema.superRefine((text, ctx) => {
  if ((text.en ?? '').trim() !== '') return;
  ctx.addIssue({
    code: z.ZodIssueCode.too_small,
    type: 'string',
    minimum: 1,
    inclusive: true,
    message: 'English (en) may not be empty',
  });
});

/**
 * The settings the layout shows, in every language, as stored and answered. A settings answer
 * is never refused for what an older version let through.
 */
export const SiteSettingsSchema = z.object({
  site_name: LocalizedTextSchema,
  copyright: LocalizedTextSchema,
  filing_number: LocalizedTextSchema,
  filing_url: LocalizedTextSchema,
  /** The chat page: empty, an http(s) address or a path on this site, in every language. */
  chat_url: LocalizedTextSchema,
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** The settings whose English text may not be saved empty: the site shows them on every page. */
const requiredSettings = {
  site_name: RequiredLocalizedTextSchema,
  copyright: RequiredLocalizedTextSchema,
};
export const REQUIRED_SETTINGS = Object.keys(requiredSettings) as (keyof SiteSettings)[];

/** Settings to change; those left out stay as they are. */
export const SiteSettingsFormSchema = SiteSettingsSchema.extend(requiredSettings)
  .partial()
  .refine((form) => Object.keys(form).length > 0, { message: 'Nothing to change' });
export type SiteSettingsForm = z.infer<typeof SiteSettingsFormSchema>;

/** The calls of each desk of this contract, by the permission they need. */
const anyDesk = deskCalls(...ALL_BACKOFFICE_PERMISSIONS);
const codeDesk = deskCalls(BACKOFFICE_PERMISSIONS.trainingCodes);
const examDesk = deskCalls(BACKOFFICE_PERMISSIONS.examResults);
const membershipDesk = deskCalls(BACKOFFICE_PERMISSIONS.dcnetApprove);
const messageDesk = deskCalls(BACKOFFICE_PERMISSIONS.messagesRead);
const settingsDesk = deskCalls(BACKOFFICE_PERMISSIONS.settingsWrite);

/**
 * Head office's side: the work queue, DCNet applications, training and exam codes and results,
 * the partners' messages and the site settings. Every call needs a token and its permission;
 * owner checks do not apply.
 */
export const backofficeContract = c.router({
  queue: anyDesk.read('/backoffice/queue', {
    data: WorkQueueSchema,
    summary: 'Counts of what waits on head office',
  }),
  memberships: membershipDesk.read('/backoffice/dcnet', {
    query: MembershipQueueQuerySchema,
    data: pageOf(QueuedMembershipSchema),
    summary: 'One page of DCNet applications, pending ones unless a status is asked for',
  }),
  approveMembership: membershipDesk.act('/backoffice/dcnet/approve', {
    body: ApproveMembershipSchema,
    data: NoDataSchema,
    summary: 'Approve a pending DCNet application with a level and a validity period',
  }),
  rejectMembership: membershipDesk.act('/backoffice/dcnet/reject', {
    body: RejectMembershipSchema,
    data: NoDataSchema,
    summary: 'Reject a pending DCNet application with a reason',
  }),
  issueCodes: codeDesk.act('/backoffice/training/codes', {
    body: IssueCodesSchema,
    data: IssuedCodesSchema,
    summary: 'Issue one or a batch of registration codes for a training or exam subject',
  }),
  pendingExams: examDesk.read('/backoffice/exams', {
    query: PageQuerySchema,
    data: pageOf(PendingExamSchema),
    summary: 'One page of exam registrations without a result, oldest first',
  }),
  recordExamResult: examDesk.act('/backoffice/exams/result', {
    body: ExamOutcomeSchema,
    data: RecordedResultSchema,
    summary: 'Record the result of an exam; a pass issues a certificate',
  }),
  messages: messageDesk.read('/backoffice/messages', {
    query: PageQuerySchema,
    data: pageOf(VisitorMessageSchema),
    summary: 'One page of the chat messages partners left, newest first',
  }),
  settings: settingsDesk.read('/backoffice/settings', {
    data: SiteSettingsSchema,
    summary: 'The site settings the layout shows, in every language',
  }),
  saveSettings: settingsDesk.act('/backoffice/settings/save', {
    body: SiteSettingsFormSchema,
    data: SiteSettingsSchema,
    summary: 'Change site settings; answers all of them as stored',
  }),
});
