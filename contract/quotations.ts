import { z } from 'zod';
import { QUOTATION_REMARK_MAX } from './values';
import {
  c,
  DateRangeQuerySchema,
  DateSchema,
  DateTimeSchema,
  envelope,
  fileResponse,
  IdFormSchema,
  IdSchema,
  KeywordSchema,
  MoneySchema,
  NoDataSchema,
  pageOf,
  PageQuerySchema,
  SavedIdSchema,
  TOKEN_ONLY,
  WireFlagSchema,
  WireIdSchema,
} from './common';

/** A purchase order below this value (in US cents) carries value-added tax (a quote term). */
export const VAT_THRESHOLD_CENTS = 400_000;
/** The value-added tax on small orders, in percent of the whole PO value (a quote term). */
export const VAT_PERCENT = 17;

/** One line of a quotation. Prices are per unit; `gpl_price` is the global price list in USD. */
export const QuotationItemSchema = z.object({
  id: IdSchema,
  goods_id: IdSchema,
  /** The item this one is an accessory of; null for a main product. */
  main_id: IdSchema.nullable(),
  model: z.string(),
  description: z.string(),
  quantity: z.number().int().positive(),
  /** The ERP material number. */
  erp_no: z.string(),
  gpl_price: MoneySchema,
  market_price: MoneySchema,
  discount_price: MoneySchema,
  /** The special price asked for in a project registration; null until one is asked for. */
  application_price: MoneySchema.nullable(),
  sale_price: MoneySchema,
  subtotal: MoneySchema,
});
export type QuotationItem = z.infer<typeof QuotationItemSchema>;

/**
 * Whether a quotation valid until `validUntil` has expired by `today` (both calendar days): its
 * prices no longer hold, so it is neither approved nor registered with a project
 * (docs/quotations.md).
 */
export function hasExpired(validUntil: string, today: string): boolean {
  return validUntil < today;
}

/** A quotation as the quotation list shows it. */
export const QuotationSummarySchema = z.object({
  id: IdSchema,
  /** The quotation number shown to people. */
  code: z.string(),
  project_id: IdSchema.nullable(),
  project_name: z.string(),
  /** The status code; its values are the backend's (docs/contract.md). */
  status: z.number().int(),
  /** The status label in the language of the call, such as 'Applying'. */
  status_text: z.string(),
  /** ISO 4217 code of the prices. */
  currency: z.string(),
  amount: MoneySchema,
  create_time: DateTimeSchema,
  valid_until: DateSchema,
  /**
   * The valid-until day has passed on the backend's calendar (`hasExpired`): the prices no longer
   * hold, so it is neither approved, ordered nor registered with a project until it is saved
   * again, which prices it anew.
   */
  expired: z.boolean(),
});
export type QuotationSummary = z.infer<typeof QuotationSummarySchema>;

/** One row of a packing list; weights in kg, dimensions in cm, volume in cubic metres. */
export const PackingRowSchema = z.object({
  item: z.string(),
  goods_description: z.string(),
  total_quantity: z.number().int().nonnegative(),
  quantity_per_package: z.number().int().positive(),
  packages: z.number().int().nonnegative(),
  gross_weight: z.number().nonnegative(),
  net_weight: z.number().nonnegative(),
  length: z.number().nonnegative(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
  volume: z.number().nonnegative(),
});
export type PackingRow = z.infer<typeof PackingRowSchema>;

/** A packing list: its rows and their totals. */
export const PackingListSchema = z.object({
  rows: z.array(PackingRowSchema),
  totals: PackingRowSchema.pick({
    total_quantity: true,
    packages: true,
    gross_weight: true,
    net_weight: true,
    volume: true,
  }),
});
export type PackingList = z.infer<typeof PackingListSchema>;

/** The project a quotation belongs to, as the quotation detail shows it. */
export const QuotationProjectSchema = z.object({
  id: IdSchema,
  project_name: z.string(),
  end_company_name: z.string(),
  status_text: z.string(),
});
export type QuotationProject = z.infer<typeof QuotationProjectSchema>;

/** One saved version of a quotation: who saved it, when, and its total then. */
export const QuotationRevisionSchema = z.object({
  /** 1 for the first version; the current one has the highest number. */
  revision: z.number().int().positive(),
  /** The name of the person who saved this version. */
  saved_by: z.string(),
  save_time: DateTimeSchema,
  currency: z.string(),
  amount: MoneySchema,
  /** The lines of that version, as `model × quantity`. */
  summary: z.string(),
});
export type QuotationRevision = z.infer<typeof QuotationRevisionSchema>;

/**
 * One quotation with its lines, packing list and project. `tax_rate` is a percentage; `revisions`
 * lists every version, the current one first.
 */
export const QuotationDetailSchema = QuotationSummarySchema.extend({
  tax_rate: z.number().nonnegative(),
  remark: z.string(),
  items: z.array(QuotationItemSchema),
  packing_list: PackingListSchema,
  project: QuotationProjectSchema.nullable(),
  revisions: z.array(QuotationRevisionSchema),
  /** The order generated from this quotation; null while there is none. */
  order_id: IdSchema.nullable(),
  /**
   * Whether an order may be generated from it now (`POST /user/createorder`): head office has
   * approved it, it has not expired, and no order has been made from it yet.
   */
  orderable: z.boolean(),
  /**
   * Why head office rejected the quotation, for the partner to read; null unless it is rejected
   * (docs/backoffice.md).
   */
  reject_reason: z.string().nullable(),
});
export type QuotationDetail = z.infer<typeof QuotationDetailSchema>;

/** Filters of the quotation list. */
export const QuotationListQuerySchema = PageQuerySchema.extend({
  /** Matches quotation number, project name or model. */
  keyword: KeywordSchema,
  status: z.coerce.number().int().optional(),
  create_time: DateRangeQuerySchema.optional(),
});
export type QuotationListQuery = z.input<typeof QuotationListQuerySchema>;

/** One line of the quotation form. */
export const QuotationFormItemSchema = z.object({
  goods_id: IdSchema,
  /** The main product's `goods_id` when this line is one of its accessories. */
  main_goods_id: IdSchema.optional(),
  quantity: z.number().int().positive(),
  /** The price the partner sells at; the backend fills in the list prices. */
  sale_price: MoneySchema.optional(),
});
export type QuotationFormItem = z.infer<typeof QuotationFormItemSchema>;

/** The quotation form, built in the configurator; at least one line. */
export const QuotationFormSchema = z.object({
  /** Absent to add a quotation, present to change one. */
  id: IdSchema.optional(),
  /** Quotations are priced in US dollars, as the global price list is. */
  currency: z.literal('USD').default('USD'),
  remark: z.string().trim().max(QUOTATION_REMARK_MAX).optional(),
  items: z.array(QuotationFormItemSchema).min(1),
  /**
   * The quotation draft the change was opened from, if any: once the change is saved, the draft
   * is used up and leaves the drafts box, in the same transaction (docs/quotations.md).
   */
  draft_id: IdSchema.optional(),
});
export type QuotationForm = z.input<typeof QuotationFormSchema>;

/** The file format of a download: a spreadsheet unless a PDF is asked for. */
export const DownloadFormatSchema = z.enum(['xlsx', 'pdf']).default('xlsx');

/**
 * Who the quotation is for: the partner (priced at the partner's price, with the GPL price and
 * the vendor's terms) unless the copy for the partner's customer is asked for (priced at the
 * partner's sale price, without the partner's own price).
 */
export const QuotationAudienceSchema = z.enum(['partner', 'customer']).default('partner');
export type QuotationAudience = z.output<typeof QuotationAudienceSchema>;

/** Names the quotation to download (form-encoded, so the id travels as text). */
export const DownloadQuotationFormSchema = z.object({
  id: WireIdSchema,
  format: DownloadFormatSchema,
  audience: QuotationAudienceSchema,
});

/** Filters the quotations offered in a select. */
export const QuotationOptionsQuerySchema = z.object({
  keyword: KeywordSchema,
  /** 1: only quotations not yet linked to a project. */
  unlinked: WireFlagSchema.optional(),
});

/** A quotation to pick in a select (projects, orders). */
export const QuotationOptionSchema = QuotationSummarySchema.pick({
  id: true,
  code: true,
  project_name: true,
  currency: true,
  amount: true,
});
export type QuotationOption = z.infer<typeof QuotationOptionSchema>;

/** Quotations, their packing lists and downloads. */
export const quotationsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/user/quotation',
      query: QuotationListQuerySchema,
      responses: { 200: envelope(pageOf(QuotationSummarySchema)) },
      summary: "One page of the user's quotations",
    },
    save: {
      method: 'POST',
      path: '/user/postquotation',
      body: QuotationFormSchema,
      responses: { 200: envelope(SavedIdSchema) },
      summary: 'Add a quotation, or change one when id is given',
    },
    delete: {
      method: 'POST',
      path: '/user/deletequotation',
      body: IdFormSchema,
      responses: { 200: envelope(NoDataSchema) },
      summary: 'Delete a quotation',
    },
    detail: {
      method: 'POST',
      path: '/user/detailquotation',
      body: IdFormSchema,
      responses: { 200: envelope(QuotationDetailSchema) },
      summary: 'One quotation with its lines, packing list and project',
    },
    download: {
      method: 'POST',
      path: '/user/downloadquotation',
      contentType: 'application/x-www-form-urlencoded',
      body: DownloadQuotationFormSchema,
      responses: { 200: fileResponse },
      summary: 'The quotation as a spreadsheet (.xlsx) or a PDF',
    },
    options: {
      method: 'GET',
      path: '/user/getquotation',
      query: QuotationOptionsQuerySchema,
      responses: { 200: envelope(z.array(QuotationOptionSchema)) },
      summary: 'Quotations to pick from',
    },
    downloadPackingList: {
      method: 'POST',
      path: '/user/downloadpackinglist',
      body: IdFormSchema.extend({ format: DownloadFormatSchema }),
      responses: { 200: fileResponse },
      summary: 'The packing list of a quotation as a spreadsheet (.xlsx) or a PDF',
    },
  },
  TOKEN_ONLY,
);
