import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { goods } from './catalog';
import { moment, ownerId } from './columns';
import { projects } from './projects';

/**
 * Partners' quotations (docs/quotations.md). Money is in whole US cents;
 * `revision` counts the changes, the earlier versions are in `quotation_revisions`.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    status: integer('status').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    remark: text('remark').notNull().default(''),
    /** The partner's discount off the global price list, in percent, when last priced. */
    discountPercent: integer('discount_percent').notNull(),
    /** The purchase-order value: the lines' subtotals. */
    poCents: bigint('po_cents', { mode: 'number' }).notNull(),
    /** Value-added tax in percent (17 below the threshold, else 0). */
    taxRate: integer('tax_rate').notNull(),
    /** What the partner pays: the PO value plus the tax. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    revision: integer('revision').notNull().default(1),
    /** The project the quotation is registered with (docs/projects.md). */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    // Head office's decision (docs/backoffice.md).
    /** When it was last sent to head office: made, or changed after a decision. */
    appliedAt: moment('applied_at').notNull(),
    /** When head office decided on the current version; null while it waits. */
    decidedAt: moment('decided_at'),
    /** Why head office rejected it, for the partner to read; null unless rejected. */
    rejectReason: text('reject_reason'),
  },
  (t) => [
    index('quotations_user_idx').on(t.userId, t.id),
    // A project's quotations are read by their project.
    index('quotations_project_idx').on(t.projectId),
    // The quotation desk reads those waiting, the longest waiting first.
    index('quotations_waiting_idx').on(t.status, t.appliedAt, t.id),
    // The quotation desk's keyword search, over the queue alone: the number (a trigram index,
    // the keyword may stand anywhere) and the partners whose names match (migration 0024).
    index('quotations_waiting_code_trgm_idx')
      .using('gin', t.code.op('gin_trgm_ops'))
      .where(sql`${t.status} = 1`),
    index('quotations_waiting_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 1`),
    check('quotations_rejected_reason', sql`${t.status} <> 3 or ${t.rejectReason} is not null`),
  ],
);

/** The lines of a quotation's current version, in their order; prices per unit in cents. */
export const quotationItems = pgTable(
  'quotation_items',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** The line of the main product this accessory belongs to; null for a main product. */
    mainItemId: integer('main_item_id'),
    quantity: integer('quantity').notNull(),
    gplCents: bigint('gpl_cents', { mode: 'number' }).notNull(),
    marketCents: bigint('market_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    applicationCents: bigint('application_cents', { mode: 'number' }),
    saleCents: bigint('sale_cents', { mode: 'number' }).notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('quotation_items_quotation_idx').on(t.quotationId, t.position)],
);

/** One line of an earlier version, as it was saved. */
export interface RevisionLine {
  goodsId: number;
  model: string;
  mainGoodsId: number | null;
  quantity: number;
  discountCents: number;
  saleCents: number;
  subtotalCents: number;
  /** The application price asked for through a project; absent in versions saved before. */
  applicationCents?: number | null;
}

/** The earlier versions of each quotation: who saved it, when, and what it held. */
export const quotationRevisions = pgTable(
  'quotation_revisions',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: moment('saved_at').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    remark: text('remark').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<RevisionLine[]>().notNull(),
  },
  (t) => [unique('quotation_revisions_number').on(t.quotationId, t.revision)],
);
