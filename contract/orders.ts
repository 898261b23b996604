import { z } from 'zod';
import {
  c,
  CONTRACT_UPLOAD,
  DateRangeQuerySchema,
  DateSchema,
  DateTimeSchema,
  envelope,
  FileLinkSchema,
  fileResponse,
  FlagSchema,
  IdFormSchema,
  IdSchema,
  KeywordSchema,
  MoneySchema,
  pageOf,
  PageQuerySchema,
  RECEIPT_UPLOAD,
  textFields,
  TOKEN_ONLY,
  uploadFile,
  UrlSchema,
  WireFlagSchema,
  WireIdSchema,
} from './common';
import { ORDER_FORM_TEXTS, ORDER_STEPS } from './values';

// The steps are plain values, so that screens can name them without zod
// (docs/web-app.md).
export {
  ORDER_FORM_TEXTS,
  ORDER_STEPS,
  ORDER_STEP_NAMES,
  type OrderStepName,
  type OrderTextField,
  type OrderTextForm,
} from './values';

/**
 * An order step number, 1 to 9 (see {@link ORDER_STEPS}). One check of the value, not a union
 * of literals: a union makes and throws away an issue for each step a value is not, in every
 * row of every order list it checks; the OpenAPI document says the same `enum`.
 */
export const OrderStepSchema = z.nativeEnum(ORDER_STEPS);
export type OrderStep = z.infer<typeof OrderStepSchema>;

/** An order as the order list shows it. */
export const OrderSummarySchema = z.object({
  id: IdSchema,
  /** The order number shown to people. */
  order_sn: z.string(),
  project_id: IdSchema.nullable(),
  project_name: z.string(),
  /** The quotation the order was generated from (the spec's "quoter ID"). */
  quotation_id: IdSchema,
  /** That quotation's number, as people know it (`QT…`). */
  quotation_code: z.string(),
  customer_name: z.string(),
  step: OrderStepSchema,
  /** The status label in the language of the call. */
  status_text: z.string(),
  currency: z.string(),
  amount: MoneySchema,
  create_time: DateTimeSchema,
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** One product line of an order, copied from its quotation. */
export const OrderItemSchema = z.object({
  model: z.string(),
  description: z.string(),
  quantity: z.number().int().positive(),
  price: MoneySchema,
  subtotal: MoneySchema,
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** The documents of an order (docs/orders.md). */
export const ORDER_DOCUMENT_KINDS = [
  'contract_template',
  'signed_contract',
  'payment_receipt',
  'shipping_file',
  'delivery_receipt',
] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/**
 * Where a document stands: still to come, ready to download (the template), uploaded (and,
 * for the receipt and the delivery receipt letter, waiting to be confirmed), not needed, or
 * confirmed.
 */
export const ORDER_DOCUMENT_STATES = [
  'waiting',
  'available',
  'uploaded',
  'not_required',
  'confirmed',
] as const;
export type OrderDocumentState = (typeof ORDER_DOCUMENT_STATES)[number];

/** One document of an order and its state. */
export const OrderDocumentSchema = z.object({
  kind: z.enum(ORDER_DOCUMENT_KINDS),
  /** The file's name, or what the document is called while there is no file. */
  name: z.string(),
  /**
   * A link that works for a limited time, for the owner's files; null while there is no file
   * and for the template, which comes from `POST /user/downloadcontract`.
   */
  url: UrlSchema.nullable(),
  state: z.enum(ORDER_DOCUMENT_STATES),
  /** The state in the language of the call. */
  state_text: z.string(),
  upload_time: DateTimeSchema.nullable(),
});
export type OrderDocument = z.infer<typeof OrderDocumentSchema>;

/** What happened to an order, as its timeline names it. */
export const ORDER_EVENT_ACTIONS = [
  'created',
  'basic',
  'contract_signed',
  'contract_not_signed',
  'payment_sent',
  'payment_confirmed',
  'payment_returned',
  'schedule',
  'reminded',
  'shipped',
  'finished',
  // Head office's shipping step in two parts (docs/backoffice.md).
  'shipping_uploaded',
  'delivery_receipt_uploaded',
] as const;
export type OrderEventAction = (typeof ORDER_EVENT_ACTIONS)[number];

/** One entry of an order's timeline: who did what at which step, and when. */
export const OrderEventSchema = z.object({
  time: DateTimeSchema,
  /** The step the order was at when it happened. */
  step: OrderStepSchema,
  action: z.enum(ORDER_EVENT_ACTIONS),
  actor: z.enum(['partner', 'head_office']),
  actor_name: z.string(),
  /** The entry in the language of the call. */
  text: z.string(),
  /** Head office's reason when it returned a payment slip; null otherwise. */
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/**
 * One order with everything its steps have gathered. Fields of steps not reached yet are null
 * (or empty lists).
 */
export const OrderDetailSchema = OrderSummarySchema.extend({
  items: z.array(OrderItemSchema),
  /** Step 2, basic information: notes the partner added. */
  remark: z.string(),
  /** Step 3: 1 when the partner signs a contract, 0 when the order goes without one. */
  sign_contract: FlagSchema.nullable(),
  /** Step 3: the signed contract the partner uploaded. */
  contract_file: FileLinkSchema.nullable(),
  /** Step 4: the payment date and receipt. */
  pay_date: DateSchema.nullable(),
  pay_receipt: FileLinkSchema.nullable(),
  /** Step 4: whether the back office has confirmed the payment slip. */
  pay_confirmed: z.boolean(),
  /** Step 4: why head office returned the last payment slip; null when it has not. */
  pay_reject_reason: z.string().nullable(),
  /** Step 5: the delivery schedule. */
  expected_delivery_date: DateSchema.nullable(),
  delivery_plan: z.string().nullable(),
  freight_forwarder: z.string().nullable(),
  /** Step 6: when the partner asked the back office to ship. */
  remind_time: DateTimeSchema.nullable(),
  /** Step 7: shipping information and materials, uploaded by the back office. */
  shipping_info: z.string().nullable(),
  shipping_files: z.array(FileLinkSchema),
  /** Step 8: the delivery receipt letter the back office provides for the partner to confirm. */
  delivery_receipt: FileLinkSchema.nullable(),
  /** Step 9: when the partner confirmed receipt and the order was completed. */
  finish_time: DateTimeSchema.nullable(),
  /** Every document of the order, with its state. */
  documents: z.array(OrderDocumentSchema),
  /** The timeline, oldest first. */
  events: z.array(OrderEventSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** Filters of the order list. */
export const OrderListQuerySchema = PageQuerySchema.extend({
  /** Matches order number, project name or customer name. */
  keyword: KeywordSchema,
  step: z.coerce.number().int().min(ORDER_STEPS.generate).max(ORDER_STEPS.done).optional(),
  create_time: DateRangeQuerySchema.optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

/** Step 1: generate an order from an approved quotation. */
export const CreateOrderFormSchema = z.object({ quotation_id: IdSchema });
export type CreateOrderForm = z.infer<typeof CreateOrderFormSchema>;

/** The answer of a step: the order's id and the step it now waits on. */
export const OrderProgressSchema = z.object({ id: IdSchema, step: OrderStepSchema });
export type OrderProgress = z.infer<typeof OrderProgressSchema>;

/** Step 2: confirm the basic information, with optional notes ({@link ORDER_FORM_TEXTS}). */
export const OrderBasicFormSchema = z.object({
  id: IdSchema,
  step: z.literal(ORDER_STEPS.basic),
  ...textFields(ORDER_FORM_TEXTS.basic),
});
export type OrderBasicForm = z.infer<typeof OrderBasicFormSchema>;

/** Step 6: ask the back office to ship. */
export const OrderReminderFormSchema = z.object({
  id: IdSchema,
  step: z.literal(ORDER_STEPS.reminder),
});

/**
 * `POST /user/uploadorder`: the steps that carry no file and have no call of their own
 * (docs/orders.md).
 */
export const UploadOrderFormSchema = z.discriminatedUnion('step', [
  OrderBasicFormSchema,
  OrderReminderFormSchema,
]);
export type UploadOrderForm = z.infer<typeof UploadOrderFormSchema>;

/**
 * Step 3 (multipart): sign a contract or not; when signing, the signed contract (Word or PDF,
 * at most 500 kB) is required.
 */
export const UploadContractFormSchema = z
  .object({
    id: WireIdSchema,
    sign_contract: WireFlagSchema,
    contract: uploadFile(CONTRACT_UPLOAD).optional(),
  })
  .superRefine((form, ctx) => {
    if (form.sign_contract === 1 && !form.contract) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['contract'],
        message: 'Upload the signed contract',
      });
    }
  });
export type UploadContractForm = z.input<typeof UploadContractFormSchema>;

/** Step 4 (multipart): payment date and receipt (JPEG or PDF, at most 500 kB). */
export const UploadPayInfoFormSchema = z.object({
  id: WireIdSchema,
  pay_date: DateSchema,
  receipt: uploadFile(RECEIPT_UPLOAD),
});
export type UploadPayInfoForm = z.input<typeof UploadPayInfoFormSchema>;

/** Step 5: the delivery schedule; every field is required ({@link ORDER_FORM_TEXTS}). */
export const UploadDeliveryFormSchema = z.object({
  id: IdSchema,
  expected_delivery_date: DateSchema,
  ...textFields(ORDER_FORM_TEXTS.schedule),
});
export type UploadDeliveryForm = z.infer<typeof UploadDeliveryFormSchema>;

/** Steps 8 to 9: confirm receipt of the delivery; the order is completed. */
export const FinishOrderFormSchema = IdFormSchema;
export type FinishOrderForm = z.infer<typeof FinishOrderFormSchema>;

/** Orders and the nine-step order flow. */
export const ordersContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/user/orderlist',
      query: OrderListQuerySchema,
      responses: { 200: envelope(pageOf(OrderSummarySchema)) },
      summary: "One page of the user's orders",
    },
    detail: {
      method: 'POST',
      path: '/user/orderdetail',
      body: IdFormSchema,
      responses: { 200: envelope(OrderDetailSchema) },
      summary: 'One order with its current step and what each step gathered',
    },
    create: {
      method: 'POST',
      path: '/user/createorder',
      body: CreateOrderFormSchema,
      responses: { 200: envelope(OrderProgressSchema) },
      summary: 'Step 1: generate an order from a quotation',
    },
    upload: {
      method: 'POST',
      path: '/user/uploadorder',
      body: UploadOrderFormSchema,
      responses: { 200: envelope(OrderProgressSchema) },
      summary: 'Step 2 (basic information) or step 6 (shipping reminder), told apart by step',
    },
    uploadContract: {
      method: 'POST',
      path: '/user/uploadcontract',
      contentType: 'multipart/form-data',
      body: UploadContractFormSchema,
      responses: { 200: envelope(OrderProgressSchema) },
      summary: 'Step 3: sign a contract or not, with the signed contract',
    },
    uploadPayInfo: {
      method: 'POST',
      path: '/user/uploadpayinfo',
      contentType: 'multipart/form-data',
      body: UploadPayInfoFormSchema,
      responses: { 200: envelope(OrderProgressSchema) },
      summary: 'Step 4: payment date and receipt; the back office then confirms the payment slip',
    },
    uploadDelivery: {
      method: 'POST',
      path: '/user/uploaddelivery',
      body: UploadDeliveryFormSchema,
      responses: { 200: envelope(OrderProgressSchema) },
      summary: 'Step 5: delivery date, delivery plan and freight forwarder',
    },
    finish: {
      method: 'POST',
      path: '/user/finishorder',
      body: FinishOrderFormSchema,
      responses: { 200: envelope(OrderProgressSchema) },
      summary: 'Step 8: confirm the delivery receipt; the order is completed',
    },
    downloadContractTemplate: {
      method: 'POST',
      path: '/user/downloadcontract',
      body: IdFormSchema,
      responses: { 200: fileResponse },
      summary: 'Step 3: the contract template of the order, filled in (Word)',
    },
  },
  TOKEN_ONLY,
);
