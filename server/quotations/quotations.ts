/**
 * Partners' quotations (docs/quotations.md, docs/quotations.md):
 * every read and change is limited to the owner's rows, so another partner's id answers as a
 * missing one.
 */
import { and, count, desc, eq, gte, ilike, isNull, notExists, sql } from 'drizzle-orm';
import { dayOf } from '../../contract/common';
import {
  hasExpired,
  type QuotationForm,
  type QuotationOption,
  type QuotationSummary,
} from '../../contract/quotations';
import type { LangCode } from '../../i18n/languages';
import { rowsOf, type Db } from '../db/client';
import {
  orders,
  projects,
  quotationItems,
  quotationRevisions,
  quotations,
  users,
} from '../db/schema/index';
import { messages } from '../messages';
import { useUpDraft } from '../drafts/drafts';
import { containsPattern, dateTime, day, isDbId } from '../listing';
import {
  isLineRefusal,
  priceLines,
  quotationLines,
  type LineRefusal,
  type PricedLine,
} from './lines';
import { discountOf, moneyOf, quoteTotals, validUntil } from './pricing';

/** The states of a quotation, as the backend numbers them. */
export const QUOTATION_STATUS = { applying: 1, approved: 2, rejected: 3 } as const;

/** A state's label in the caller's language ('Applying'). */
export function statusText(status: number, lang: LangCode): string {
  const msg = messages(lang).quotation;
  if (status === QUOTATION_STATUS.approved) return msg.statusApproved();
  if (status === QUOTATION_STATUS.rejected) return msg.statusRejected();
  return msg.statusApplying();
}

/** The caller of a quotation call. */
export interface Quoter {
  id: number;
  partnerType: string | null;
}

/** The quotation the owner may see, or undefined (also for another partner's id). */
export async function ownQuotation(db: Db, userId: number, id: number) {
  if (!isDbId(id)) return undefined;
  const [row] = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, id), eq(quotations.userId, userId)));
  return row;
}

/** The people-facing number of a quotation: `QT` with its date and id. */
function codeOf(id: number, now: Date): string {
  return `QT${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/**
 * The ids a version's lines take, and the new quotation's when `quotation` is set, from the
 * tables' own sequences in one round trip: the rows are then written once, each accessory
 * pointing at its main product's line, and a new quotation with the code made from its id.
 */
async function takeIds(
  db: Db,
  lineCount: number,
  quotation: boolean,
): Promise<{ id: number | null; lineIds: number[] }> {
  const [row] = await rowsOf<{ id: number | null; line_ids: number[] }>(
    db,
    sql`select
      case when ${quotation}::boolean
        then nextval(pg_get_serial_sequence('quotations', 'id'))::int end as id,
      array(
        select nextval(pg_get_serial_sequence('quotation_items', 'id'))::int
        from generate_series(1, ${lineCount}::int)
      ) as line_ids`,
  );
  if (row === undefined) throw new Error('no ids for a quotation');
  return { id: row.id, lineIds: row.line_ids };
}

/** A version's lines as rows, under the ids taken for them; an accessory names its main line. */
function itemRows(quotationId: number, lines: PricedLine[], lineIds: number[]) {
  let mainItemId: number | null = null;
  return lines.map((line, position) => {
    const id = lineIds[position];
    if (id === undefined) throw new Error('fewer ids than lines');
    if (line.mainGoodsId === null) mainItemId = id;
    return {
      id,
      quotationId,
      position,
      goodsId: line.goodsId,
      mainItemId: line.mainGoodsId === null ? null : mainItemId,
      quantity: line.quantity,
      gplCents: line.gplCents,
      marketCents: line.marketCents,
      discountCents: line.discountCents,
      saleCents: line.saleCents,
      subtotalCents: line.subtotalCents,
    };
  });
}

/** Keeps the current version of a quotation as a revision before it changes. */
async function keepRevision(db: Db, quotation: typeof quotations.$inferSelect): Promise<void> {
  const lines = await quotationLines(db, quotation.id, 'en');
  const goodsOfItem = new Map(lines.map((line) => [line.id, line.goodsId]));
  await db.insert(quotationRevisions).values({
    quotationId: quotation.id,
    revision: quotation.revision,
    savedBy: quotation.updatedBy,
    savedAt: quotation.updatedAt,
    currency: quotation.currency,
    remark: quotation.remark,
    amountCents: quotation.amountCents,
    lines: lines.map((line) => ({
      goodsId: line.goodsId,
      model: line.model,
      quantity: line.quantity,
      discountCents: line.discountCents,
      saleCents: line.saleCents,
      subtotalCents: line.subtotalCents,
      applicationCents: line.applicationCents,
      mainGoodsId: line.mainItemId === null ? null : (goodsOfItem.get(line.mainItemId) ?? null),
    })),
  });
}

/**
 * Sets the application prices a project asks for on a quotation's lines (`cents` by line id;
 * null takes them all off), as a new version: the one before is kept as a revision, so the
 * partner and head office see what the quotation said before the project. Nothing is kept when
 * nothing changes. The caller holds the quotation's row lock.
 */
export async function reviseApplicationPrices(
  db: Db,
  quotationId: number,
  cents: ReadonlyMap<number, number> | null,
  by: number,
  now: Date,
): Promise<void> {
  const [current] = await db.select().from(quotations).where(eq(quotations.id, quotationId));
  if (!current) return;
  const lines = await db
    .select({ id: quotationItems.id, applicationCents: quotationItems.applicationCents })
    .from(quotationItems)
    .where(eq(quotationItems.quotationId, quotationId));
  const wanted = (id: number) => (cents === null ? null : (cents.get(id) ?? null));
  if (lines.every((line) => line.applicationCents === wanted(line.id))) return;
  await keepRevision(db, current);
  for (const line of lines) {
    await db
      .update(quotationItems)
      .set({ applicationCents: wanted(line.id) })
      .where(eq(quotationItems.id, line.id));
  }
  await db
    .update(quotations)
    .set({ revision: current.revision + 1, updatedAt: now, updatedBy: by })
    .where(eq(quotations.id, quotationId));
}

/**
 * What a change does to head office's decision: a changed version of an approved or rejected
 * quotation is not the one head office decided on, so it goes back to head office, waiting from
 * now on; a change while it waits keeps its place (docs/backoffice.md).
 */
function sentAgain(status: number, now: Date) {
  if (status === QUOTATION_STATUS.applying) return {};
  return { status: QUOTATION_STATUS.applying, rejectReason: null, decidedAt: null, appliedAt: now };
}

/**
 * Adds a quotation, or changes the caller's own one when the form names it (the earlier
 * version is kept). Answers the id, null when the id names no quotation of the caller, why the
 * lines were refused, 'inProject' for a quotation registered with a project: its lines carry
 * the project's application prices (docs/projects.md), or 'hasOrder'
 * for one an order was generated from: the order keeps the prices it was made with. Order
 * generation and head office's decisions lock the same row, so none of them cross.
 */
export async function saveQuotation(
  db: Db,
  quoter: Quoter,
  form: QuotationForm,
  now: Date,
): Promise<{ id: number } | null | LineRefusal | { why: 'inProject' } | { why: 'hasOrder' }> {
  const discountPercent = discountOf(quoter.partnerType);
  const lines = await priceLines(db, form.items, discountPercent);
  if (isLineRefusal(lines)) return lines;
  const totals = quoteTotals(lines.reduce((sum, line) => sum + line.subtotalCents, 0));
  const values = {
    currency: 'USD',
    remark: form.remark ?? '',
    discountPercent,
    poCents: totals.poCents,
    taxRate: totals.taxRate,
    amountCents: totals.amountCents,
    validUntil: validUntil(now),
    updatedAt: now,
    updatedBy: quoter.id,
  };
  const changed = form.id;
  if (changed !== undefined) {
    if (!isDbId(changed)) return null;
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(quotations)
        .where(and(eq(quotations.id, changed), eq(quotations.userId, quoter.id)))
        .for('update');
      if (!current) return null;
      if (current.projectId !== null) return { why: 'inProject' as const };
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.quotationId, current.id));
      if (order) return { why: 'hasOrder' as const };
      await keepRevision(tx, current);
      await tx.delete(quotationItems).where(eq(quotationItems.quotationId, current.id));
      await tx
        .update(quotations)
        .set({ ...values, ...sentAgain(current.status, now), revision: current.revision + 1 })
        .where(eq(quotations.id, current.id));
      const { lineIds } = await takeIds(tx, lines.length, false);
      await tx.insert(quotationItems).values(itemRows(current.id, lines, lineIds));
      if (form.draft_id !== undefined) await useUpDraft(tx, quoter.id, 'quotation', form.draft_id);
      return { id: current.id };
    });
  }
  // A new quotation is one statement: the quotation, written once with the code made from its
  // id, and its lines.
  const { id, lineIds } = await takeIds(db, lines.length, true);
  if (id === null) throw new Error('no quotation id');
  const quotation = db.insert(quotations).values({
    ...values,
    id,
    userId: quoter.id,
    code: codeOf(id, now),
    status: QUOTATION_STATUS.applying,
    createdAt: now,
    appliedAt: now,
  });
  const items = db.insert(quotationItems).values(itemRows(id, lines, lineIds));
  await db.execute(sql`with quotation as ${quotation} ${items.getSQL()}`);
  return { id };
}

/**
 * Deletes the caller's own quotation: 'deleted', 'notFound', 'inProject' when registered, or
 * 'hasOrder' when an order was generated from it.
 */
export async function deleteQuotation(
  db: Db,
  userId: number,
  id: number,
): Promise<'deleted' | 'notFound' | 'inProject' | 'hasOrder'> {
  const quotation = await ownQuotation(db, userId, id);
  if (!quotation) return 'notFound';
  if (quotation.projectId !== null) return 'inProject';
  const ordered = sql`(select 1 from ${orders} where ${orders.quotationId} = ${quotations.id})`;
  const gone = await db
    .delete(quotations)
    .where(
      and(
        eq(quotations.id, id),
        eq(quotations.userId, userId),
        isNull(quotations.projectId),
        notExists(ordered),
      ),
    )
    .returning({ id: quotations.id });
  if (gone.length > 0) return 'deleted';
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.quotationId, id));
  return order ? 'hasOrder' : 'inProject';
}

/** The summary columns of the list and the detail. */
export function summaryColumns() {
  return {
    id: quotations.id,
    code: quotations.code,
    project_id: quotations.projectId,
    /** The name of the project it is registered with (read with a join on `projects`). */
    projectName: projects.name,
    status: quotations.status,
    currency: quotations.currency,
    amountCents: quotations.amountCents,
    create_time: dateTime(quotations.createdAt),
    valid_until: day(quotations.validUntil),
  };
}

type SummaryRow = { amountCents: number; status: number; projectName: string | null } & Omit<
  QuotationSummary,
  'amount' | 'status_text' | 'project_name' | 'expired'
>;

/** A summary row as the contract writes it, expired or not on `today`. */
export function summaryOf(
  { amountCents, projectName, ...row }: SummaryRow,
  lang: LangCode,
  today: string,
): QuotationSummary {
  return {
    ...row,
    project_name: projectName ?? '',
    status_text: statusText(row.status, lang),
    amount: moneyOf(amountCents),
    expired: hasExpired(row.valid_until, today),
  };
}

/**
 * The caller's quotations to pick from, newest first: all of them, as the select that shows them
 * is the only way to pick one (the project form's offer is bounded by the quotations' validity).
 */
export async function quotationOptions(
  db: Db,
  userId: number,
  keyword: string | undefined,
  unlinkedOnly: boolean,
  now: Date,
): Promise<QuotationOption[]> {
  // The project form's offer: quotations of no project, whose prices still hold (`hasExpired`).
  const where = and(
    eq(quotations.userId, userId),
    keyword ? ilike(quotations.code, containsPattern(keyword)) : undefined,
    unlinkedOnly ? isNull(quotations.projectId) : undefined,
    unlinkedOnly ? gte(quotations.validUntil, dayOf(now)) : undefined,
  );
  const rows = await db
    .select({
      id: quotations.id,
      code: quotations.code,
      currency: quotations.currency,
      amountCents: quotations.amountCents,
      projectName: projects.name,
    })
    .from(quotations)
    .leftJoin(projects, eq(projects.id, quotations.projectId))
    .where(where)
    .orderBy(desc(quotations.id));
  return rows.map(({ amountCents, projectName, ...row }) => ({
    ...row,
    project_name: projectName ?? '',
    amount: moneyOf(amountCents),
  }));
}

/** How many quotations the user has (the personal home), as a query to embed. */
export function quotationCount(db: Db, userId: number) {
  return db.select({ n: count() }).from(quotations).where(eq(quotations.userId, userId));
}

/** The name shown for who saved a version. */
export const saverName = sql<string>`coalesce(nullif(${users.realname}, ''), ${users.username}, '')`;
