import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OrderWait } from '../../../contract/backoffice-orders';
import { users } from './accounts';
import { goods } from './catalog';
import { bytea, moment, ownerId } from './columns';

/**
 * Partners' orders (docs/orders.md): generated from a quotation, whose lines and
 * prices they copy, and moved through the nine steps of the order flow. `step` is the step the
 * order waits on; each step's fields stay null until the step is reached. Money in whole cents.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    orderSn: varchar('order_sn', { length: 32 }).notNull().unique(),
    /** The quotation it was generated from; one order per quotation. Quotations link themselves. */
    quotationId: integer('quotation_id').notNull(),
    quotationCode: varchar('quotation_code', { length: 32 }).notNull(),
    projectId: integer('project_id'),
    step: integer('step').notNull(),
    customerName: text('customer_name').notNull().default(''),
    remark: text('remark').notNull().default(''),
    currency: varchar('currency', { length: 3 }).notNull(),
    poCents: bigint('po_cents', { mode: 'number' }).notNull(),
    taxRate: integer('tax_rate').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Step 3: 1 when a contract is signed, 0 when the order goes without one. */
    signContract: integer('sign_contract'),
    /** Step 4: the payment date, whether head office confirmed it, why it returned the last slip. */
    payDate: date('pay_date', { mode: 'string' }),
    payConfirmed: boolean('pay_confirmed').notNull().default(false),
    payRejectReason: text('pay_reject_reason'),
    /** Step 5: the delivery schedule. */
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    deliveryPlan: text('delivery_plan'),
    freightForwarder: text('freight_forwarder'),
    /** Step 6: when the partner asked head office to ship. */
    remindedAt: moment('reminded_at'),
    /** Step 7: the shipping information head office gave. */
    shippingInfo: text('shipping_info'),
    /**
     * What the order waits on head office for (`payment`, `shipping`, `delivery_receipt`), null
     * while it is the partner's turn or the order is done: written with every move of the order,
     * in its transaction (server/orders/orders.ts `waitingOnOf`), and read by every list.
     */
    waitingOn: text('waiting_on').$type<OrderWait>(),
    /** Step 9: when the partner confirmed receipt. */
    finishedAt: moment('finished_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_user_step_idx').on(t.userId, t.step, t.id),
    uniqueIndex('orders_quotation_idx').on(t.quotationId),
    // Head office's work queue, oldest first, by what the orders wait for.
    index('orders_waiting_idx')
      .on(t.waitingOn, t.updatedAt, t.id)
      .where(sql`${t.waitingOn} is not null`),
    // The same queue whatever the orders wait for, oldest first (the desk's first view).
    index('orders_waiting_any_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.waitingOn} is not null`),
    // A renamed project finds the orders that show its name (their owners' lists change).
    index('orders_project_idx').on(t.projectId),
    // The order desk's keyword search, over the orders waiting alone: trigram indexes (the
    // keyword may stand anywhere) and the owner, for the partners the keyword names.
    index('orders_waiting_sn_trgm_idx')
      .using('gin', t.orderSn.op('gin_trgm_ops'))
      .where(sql`${t.waitingOn} is not null`),
    index('orders_waiting_customer_trgm_idx')
      .using('gin', t.customerName.op('gin_trgm_ops'))
      .where(sql`${t.waitingOn} is not null`),
    index('orders_waiting_user_idx')
      .on(t.userId)
      .where(sql`${t.waitingOn} is not null`),
  ],
);

/** The lines of an order, copied from its quotation; price is the sale price per unit. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    model: text('model').notNull(),
    quantity: integer('quantity').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position)],
);

/** What an order file is: the signed contract, a payment receipt, shipping material, the letter. */
export const ORDER_FILE_KINDS = ['contract', 'receipt', 'shipping', 'deliveryReceipt'] as const;
export type OrderFileKind = (typeof ORDER_FILE_KINDS)[number];

/**
 * The files of an order, in the database so every server process serves them
 * (docs/orders.md). A file is served under its random key with a signed
 * link. A payment receipt head office returned is withdrawn, not deleted: the timeline keeps it.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 32 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<OrderFileKind>().notNull(),
    name: text('name').notNull(),
    contentType: varchar('content_type', { length: 80 }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull(),
    withdrawnAt: moment('withdrawn_at'),
  },
  (t) => [
    index('order_files_order_idx').on(t.orderId, t.kind, t.id),
    // One current file of each kind, except shipping materials, of which there may be several.
    uniqueIndex('order_files_current_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.withdrawnAt} is null and ${t.kind} <> 'shipping'`),
  ],
);

/** Who did something to an order: the partner, or head office. */
export type OrderActor = 'partner' | 'headOffice';

/**
 * The timeline of an order: who did what at which step, and when. `actorName` is the name at
 * the time; a note carries head office's reason when it returns a payment slip.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    actor: varchar('actor', { length: 16 }).$type<OrderActor>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    note: text('note'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);
