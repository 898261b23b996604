import { z } from 'zod';
import {
  AuditEntrySchema,
  BACKOFFICE_PERMISSIONS,
  PartnerSummarySchema,
  ReasonSchema,
  deskCalls,
} from './backoffice';
import { ProjectPartnerSchema } from './backoffice-projects';
import {
  c,
  DateTimeSchema,
  IdQuerySchema,
  IdSchema,
  KeywordSchema,
  NoDataSchema,
  pageOf,
  PageQuerySchema,
} from './common';
import { QuotationDetailSchema, QuotationSummarySchema } from './quotations';

/** Filters of the quotations waiting on head office: text in the number, company or e-mail. */
export const QuotationQueueQuerySchema = PageQuerySchema.extend({
  keyword: KeywordSchema,
});
export type QuotationQueueQuery = z.input<typeof QuotationQueueQuerySchema>;

/** When a quotation was last sent to head office: made, or changed after a decision. */
const AppliedTimeSchema = DateTimeSchema;

/** A quotation waiting on head office, with the partner that sent it. */
export const QueuedQuotationSchema = QuotationSummarySchema.extend({
  applied_time: AppliedTimeSchema,
  partner: PartnerSummarySchema,
});
export type QueuedQuotation = z.infer<typeof QueuedQuotationSchema>;

/**
 * One quotation as head office decides on it: everything the partner's detail shows, the
 * version it is at, when it was sent, the partner with its tier, and the desk's audit trail.
 */
export const BackofficeQuotationSchema = QuotationDetailSchema.extend({
  /** The current version's number; a decision names it, so it decides what head office read. */
  revision: z.number().int().positive(),
  applied_time: AppliedTimeSchema,
  partner: ProjectPartnerSchema,
  audit: z.array(AuditEntrySchema),
});
export type BackofficeQuotation = z.infer<typeof BackofficeQuotationSchema>;

/** Names the quotation and the version of it head office read. */
const DecisionSchema = z.object({ id: IdSchema, revision: z.number().int().positive() });

/** Approval of a quotation waiting on head office: an order may then be made from it. */
export const ApproveQuotationSchema = DecisionSchema;
export type ApproveQuotation = z.infer<typeof ApproveQuotationSchema>;

/** Rejection of a quotation waiting on head office, with the reason the partner reads. */
export const RejectQuotationSchema = DecisionSchema.extend({ reason: ReasonSchema });
export type RejectQuotation = z.infer<typeof RejectQuotationSchema>;

/** The calls of each desk of this contract, by the permission they need. */
const quotationDesk = deskCalls(BACKOFFICE_PERMISSIONS.quotationApprove);

/**
 * The quotation desk (docs/backoffice.md): partners' quotations waiting on
 * head office, and its approval, which lets the partner make an order, or its rejection.
 */
export const backofficeQuotationsContract = c.router({
  quotations: quotationDesk.read('/backoffice/quotations', {
    query: QuotationQueueQuerySchema,
    data: pageOf(QueuedQuotationSchema),
    summary: 'One page of the quotations waiting on head office, the longest waiting first',
  }),
  quotation: quotationDesk.read('/backoffice/quotations/detail', {
    query: IdQuerySchema,
    data: BackofficeQuotationSchema,
    summary: 'One quotation with its lines, versions, partner and audit trail',
  }),
  approveQuotation: quotationDesk.act('/backoffice/quotations/approve', {
    body: ApproveQuotationSchema,
    data: NoDataSchema,
    summary: 'Approve the version of a waiting quotation that head office read',
  }),
  rejectQuotation: quotationDesk.act('/backoffice/quotations/reject', {
    body: RejectQuotationSchema,
    data: NoDataSchema,
    summary: 'Reject the version of a waiting quotation that head office read, with a reason',
  }),
});
