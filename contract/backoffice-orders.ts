import { z } from 'zod';
import {
  AuditEntrySchema,
  BACKOFFICE_PERMISSIONS,
  ORDER_PERMISSIONS,
  PartnerSummarySchema,
  ReasonSchema,
  deskCalls,
} from './backoffice';
import {
  c,
  DOCUMENT_TYPES,
  IdFormSchema,
  IdQuerySchema,
  IdSchema,
  KeywordSchema,
  pageOf,
  PageQuerySchema,
  uploadFile,
  type UploadRule,
  WireIdSchema,
} from './common';
import { OrderDetailSchema, OrderProgressSchema, OrderSummarySchema } from './orders';

const { pdf: PDF, jpg: JPEG, png: PNG, docx: DOCX, xlsx: XLSX, doc: DOC } = DOCUMENT_TYPES;

/** The largest file head office adds to an order: 2 MB (docs/orders.md). */
export const HEAD_OFFICE_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** What head office gives at the shipping step, at most. */
export const SHIPPING_LIMITS = {
  /** Characters of the shipping information. */
  info: 4000,
  /** Shipping files in one upload. */
  files: 10,
} as const;

/** Shipping materials: PDF, JPEG, PNG, Word or Excel, at most 2 MB each. */
export const SHIPPING_UPLOAD: UploadRule = {
  types: [PDF, JPEG, PNG, DOCX, XLSX, DOC],
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'docx', 'xlsx', 'doc'],
  maxBytes: HEAD_OFFICE_FILE_MAX_BYTES,
};

/** The delivery receipt letter: PDF, JPEG or Word, at most 2 MB. */
export const DELIVERY_RECEIPT_UPLOAD: UploadRule = {
  types: [PDF, JPEG, DOCX, DOC],
  extensions: ['pdf', 'jpg', 'jpeg', 'docx', 'doc'],
  maxBytes: HEAD_OFFICE_FILE_MAX_BYTES,
};

/**
 * What an order waits on head office for: the payment slip's confirmation, the shipping
 * information and files, or the delivery receipt letter.
 */
export const ORDER_WAITS = ['payment', 'shipping', 'delivery_receipt'] as const;
export const OrderWaitSchema = z.enum(ORDER_WAITS);
export type OrderWait = z.infer<typeof OrderWaitSchema>;

/**
 * Filters of the orders waiting on head office: every kind of wait unless one is asked for,
 * narrowed by a keyword.
 */
export const WaitingOrderQuerySchema = PageQuerySchema.extend({
  waiting: OrderWaitSchema.optional(),
  /** Matches the order number, the partner's company or e-mail address, or the customer. */
  keyword: KeywordSchema,
});
export type WaitingOrderQuery = z.input<typeof WaitingOrderQuerySchema>;

/** An order waiting on head office, with its partner and what it waits for. */
export const WaitingOrderSchema = OrderSummarySchema.extend({
  waiting: OrderWaitSchema,
  partner: PartnerSummarySchema,
});
export type WaitingOrder = z.infer<typeof WaitingOrderSchema>;

/**
 * One order as head office sees it: everything the partner's detail shows, the partner, what
 * it waits on head office for (null when nothing), and the audit trail of head office's actions.
 */
export const BackofficeOrderSchema = OrderDetailSchema.extend({
  partner: PartnerSummarySchema,
  waiting: OrderWaitSchema.nullable(),
  audit: z.array(AuditEntrySchema),
});
export type BackofficeOrder = z.infer<typeof BackofficeOrderSchema>;

/** A payment slip returned to the partner, with the reason the partner is told. */
export const ReturnPaymentSchema = z.object({ id: IdSchema, reason: ReasonSchema });
export type ReturnPayment = z.infer<typeof ReturnPaymentSchema>;

/**
 * The shipping step (multipart): the shipping information and one to ten shipping files. A
 * single file arrives as one part, several as the same part name repeated.
 */
export const UploadShippingSchema = z.object({
  id: WireIdSchema,
  shipping_info: z.string().trim().min(1).max(SHIPPING_LIMITS.info),
  shipping_files: z
    .union([uploadFile(SHIPPING_UPLOAD), z.array(uploadFile(SHIPPING_UPLOAD))])
    .transform((files) => (Array.isArray(files) ? files : [files]))
    .refine((files) => files.length >= 1 && files.length <= SHIPPING_LIMITS.files, {
      message: `One to ${SHIPPING_LIMITS.files} shipping files`,
    }),
});
export type UploadShipping = z.input<typeof UploadShippingSchema>;

/** The delivery receipt letter (multipart), which the partner then confirms. */
export const UploadDeliveryReceiptSchema = z.object({
  id: WireIdSchema,
  delivery_receipt: uploadFile(DELIVERY_RECEIPT_UPLOAD),
});
export type UploadDeliveryReceipt = z.input<typeof UploadDeliveryReceiptSchema>;

/** The calls of each desk of this contract, by the permission they need. */
const orderDesk = deskCalls(...ORDER_PERMISSIONS);
const paymentDesk = deskCalls(BACKOFFICE_PERMISSIONS.orderPaymentConfirm);
const shippingDesk = deskCalls(BACKOFFICE_PERMISSIONS.orderShippingUpload);
const receiptDesk = deskCalls(BACKOFFICE_PERMISSIONS.orderReceiptUpload);

/**
 * The order desk (docs/backoffice.md): orders waiting on head
 * office, one order with its audit trail, and head office's steps of the order flow.
 */
export const backofficeOrdersContract = c.router({
  orders: orderDesk.read('/backoffice/orders', {
    query: WaitingOrderQuerySchema,
    data: pageOf(WaitingOrderSchema),
    summary: 'One page of the orders waiting on head office, oldest first',
  }),
  order: orderDesk.read('/backoffice/orders/detail', {
    query: IdQuerySchema,
    data: BackofficeOrderSchema,
    summary: 'One order with its partner, its documents, its timeline and its audit trail',
  }),
  confirmPayment: paymentDesk.act('/backoffice/orders/payment/confirm', {
    body: IdFormSchema,
    data: OrderProgressSchema,
    summary: 'Confirm the payment slip waiting on an order; it moves to the delivery schedule',
  }),
  returnPayment: paymentDesk.act('/backoffice/orders/payment/reject', {
    body: ReturnPaymentSchema,
    data: OrderProgressSchema,
    summary: 'Return the payment slip with a reason; the partner sends a new one',
  }),
  uploadShipping: shippingDesk.upload('/backoffice/orders/shipping', {
    body: UploadShippingSchema,
    data: OrderProgressSchema,
    summary: 'Upload the shipping information and files of an order at the shipping step',
  }),
  uploadDeliveryReceipt: receiptDesk.upload('/backoffice/orders/delivery-receipt', {
    body: UploadDeliveryReceiptSchema,
    data: OrderProgressSchema,
    summary: 'Upload the delivery receipt letter; the order moves on to the partner to confirm',
  }),
});
