/**
 * Partners' orders (docs/orders.md): generated from the caller's approved
 * quotation, listed and counted. Every read and change is limited to the owner's rows, so
 * another partner's id answers as a missing one. The steps are in submissions.ts, head
 * office's actions in head-office-steps.ts.
 */
import { and, asc, count, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { OrderWait } from '../../contract/backoffice-orders';
import {
  ORDER_STEPS,
  type OrderProgress,
  type OrderStep,
  type OrderSummary,
} from '../../contract/orders';
import { hasExpired } from '../../contract/quotations';
import { dayOf } from '../../contract/common';
import type { LangCode } from '../../i18n/languages';
import {
  checkStepSubmission,
  orderStepName,
  orderTurn,
  stepAfterSubmission,
  type OrderMessageKey,
  type OrderPosition,
} from '../../machines/order-flow/order-steps';
import type { Db } from '../db/client';
import {
  goods,
  orderEvents,
  orderItems,
  orders,
  projects,
  quotations,
  users,
  type OrderActor,
} from '../db/schema/index';
import { messages, texts } from '../messages';
import { orderStepsTotal } from '../operations/metrics';
import { dateTime, isDbId, localized } from '../listing';
import { moneyOf } from '../quotations/pricing';
import { quotationLines } from '../quotations/lines';
import { QUOTATION_STATUS, saverName } from '../quotations/quotations';

/** A stored order row. */
export type OrderRow = typeof orders.$inferSelect;

/** A refusal of a step, with the step the order is at (the message names it). */
export interface StepRefusal {
  refused: OrderMessageKey;
  step: OrderStep;
}

/** What a step call answers: the order's new step, a refusal, or null for no such order. */
export type StepOutcome = OrderProgress | StepRefusal | null;

/** Whether a step call was refused. */
export function isRefusal(outcome: StepOutcome): outcome is StepRefusal {
  return outcome !== null && 'refused' in outcome;
}

/** A refusal of the order flow in the caller's language. */
export function refusalText(lang: LangCode, { refused, step }: StepRefusal): string {
  const msg = messages(lang).order;
  switch (refused) {
    case 'waitPaymentConfirmation':
    case 'waitShippingMaterials':
    case 'waitDeliveryReceipt':
      return texts(lang).orders.messages[refused]();
    case 'orderCompleted':
      return msg[refused]();
    case 'contractFileType':
    case 'contractFileRequired':
      return msg.contractFileRule();
    case 'receiptFileType':
    case 'receiptRequired':
      return msg.receiptFileRule();
    default:
      return msg.stepOutOfOrder({ step: msg.step[orderStepName(step)]() });
  }
}

/** Status labels made so far, by language, step and payment wait: lists show one per row. */
const statusTexts = new Map<string, string>();

/** The status label of an order in the caller's language: its step, or the payment wait. */
export function statusText(step: OrderStep, waitingOn: OrderWait | null, lang: LangCode): string {
  const confirming = waitingOn === 'payment';
  const key = `${lang}:${confirming ? 'confirming' : step}`;
  let text = statusTexts.get(key);
  if (text === undefined) {
    const msg = messages(lang).order;
    text = confirming ? msg.paymentConfirming() : msg.step[orderStepName(step)]();
    statusTexts.set(key, text);
  }
  return text;
}

/** A payment receipt that is in, as the transition table asks (its link is not needed). */
const RECEIPT_IN = { name: '', url: '' };

/**
 * What an order waits on head office for, or null while it is the partner's turn or the order
 * is done: the transition table says whose turn it is; at shipping, the shipping information
 * tells the materials from the letter. Every write that moves an order stores it in
 * `orders.waiting_on`, in its transaction; every reader reads the column.
 */
export function waitingOnOf(
  position: OrderPosition,
  shippingInfo: string | null,
): OrderWait | null {
  if (orderTurn(position) !== 'backOffice') return null;
  if (position.step === ORDER_STEPS.payment) return 'payment';
  return shippingInfo === null ? 'shipping' : 'delivery_receipt';
}

/** What a write leaves an order waiting on, from the row before it and what it sets. */
export function waitingAfter(
  order: OrderRow,
  step: OrderStep,
  set: Partial<typeof orders.$inferInsert>,
  receiptIn: boolean,
): OrderWait | null {
  const position = {
    step,
    pay_receipt: receiptIn ? RECEIPT_IN : null,
    pay_confirmed: set.payConfirmed ?? order.payConfirmed,
  };
  return waitingOnOf(
    position,
    set.shippingInfo === undefined ? order.shippingInfo : set.shippingInfo,
  );
}

/** Where a stored order stands, as the transition table reads it. */
export function positionOf(
  order: Pick<OrderRow, 'step' | 'payConfirmed' | 'waitingOn'>,
): OrderPosition {
  return {
    step: order.step as OrderStep,
    // A receipt matters only at payment, where it is in while head office has it to confirm.
    pay_receipt: order.waitingOn === 'payment' ? RECEIPT_IN : null,
    pay_confirmed: order.payConfirmed,
    // At shipping, what is awaited tells whether the shipping information is in.
    shipping_info: order.waitingOn === 'delivery_receipt' ? '' : null,
  };
}

/**
 * Locks an order row for the rest of the transaction (concurrent steps on the same order wait
 * and then see its new step) and answers it with its position; undefined when none matches.
 */
export async function lockOrder(tx: Db, where: SQL | undefined) {
  const [order] = await tx.select().from(orders).where(where).for('update');
  if (!order) return undefined;
  return { order, position: positionOf(order) };
}

/** The caller's own order, or undefined (also for another partner's id). */
export function ownOrderWhere(
  userId: number | Placeholder,
  id: number | Placeholder,
): SQL | undefined {
  return and(eq(orders.id, id), eq(orders.userId, userId));
}

/** Who did something to an order, for its timeline. */
export interface OrderEventActor {
  actor: OrderActor;
  userId: number | null;
  /** Their name as the entry keeps it, or the statement that reads it as the entry is added. */
  name: string | SQL<string>;
}

/**
 * The partner as the timeline names them: their name, or their e-mail address, read by the
 * statement that adds the entry (no round trip of its own).
 */
export function partnerActor(userId: number): OrderEventActor {
  const name = sql<string>`coalesce((select ${saverName} from ${users} where ${users.id} = ${userId}), '')`;
  return { actor: 'partner', userId, name };
}

/** The timeline entries a transaction of {@link orderTransaction} has recorded so far. */
const recordedIn = new WeakMap<Db, { action: string; by: OrderEventActor['actor'] }[]>();

/**
 * Runs the transaction that makes an order or moves it on; every timeline entry it records is
 * counted in the metrics (`portal_order_steps_total`, docs/operations.md) once it has committed,
 * and none if it rolls back.
 */
export async function orderTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const recorded: { action: string; by: OrderEventActor['actor'] }[] = [];
  const outcome = await db.transaction((tx) => {
    recordedIn.set(tx, recorded);
    return work(tx);
  });
  for (const { action, by } of recorded) countOrderStep(action, by);
  return outcome;
}

/** Counts a committed timeline entry in the metrics (`portal_order_steps_total`). */
export function countOrderStep(action: string, by: OrderEventActor['actor']): void {
  orderStepsTotal.inc({ action, by });
}

/**
 * The statement that adds an entry to the timeline of the order in the row `moved`: a CTE of the
 * statement it joins, which moves the order on (or names it). No row in `moved`, no entry.
 * Returns the order's id.
 */
export function eventInsert(
  step: OrderStep,
  action: string,
  by: OrderEventActor,
  now: Date,
  note: string | null = null,
): SQL {
  return sql`insert into ${orderEvents}
      (order_id, step, action, actor, user_id, actor_name, note, created_at)
    select moved.id, ${step}::int, ${action}::varchar, ${by.actor}::varchar, ${by.userId}::int,
      ${by.name}, ${note}::text, ${now}::timestamptz
    from moved
    returning order_id`;
}

/** Adds an entry to an order's timeline, counted once the transaction commits. */
export async function recordEvent(
  tx: Db,
  orderId: number,
  step: OrderStep,
  action: string,
  by: OrderEventActor,
  now: Date,
  note: string | null = null,
): Promise<void> {
  recordedIn.get(tx)?.push({ action, by: by.actor });
  await tx.execute(
    sql`with moved as (select ${orderId}::int as id) ${eventInsert(step, action, by, now, note)}`,
  );
}

/** The people-facing number of an order: `SO` with its date and id. */
function orderSnOf(id: number, now: Date): string {
  return `SO${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/** Why an order could not be generated from a quotation. */
export type CreateRefusal = 'notFound' | 'notApproved' | 'expired' | 'exists';

/**
 * Step 1: generates an order from the caller's own approved quotation, copying its lines and
 * prices, in one transaction. One order per quotation: a second attempt is refused. `as.id`
 * gives the order an id chosen by the caller instead of the next one (a provider state whose
 * consumer names the order in a body Pact cannot fill).
 */
export async function createOrder(
  db: Db,
  userId: number,
  quotationId: number,
  now: Date,
  as: { id?: number } = {},
): Promise<OrderProgress | CreateRefusal> {
  if (!isDbId(quotationId)) return 'notFound';
  return orderTransaction(db, async (tx): Promise<OrderProgress | CreateRefusal> => {
    const [quotation] = await tx
      .select()
      .from(quotations)
      .where(and(eq(quotations.id, quotationId), eq(quotations.userId, userId)))
      .for('update');
    if (!quotation) return 'notFound';
    if (quotation.status !== QUOTATION_STATUS.approved) return 'notApproved';
    // Its prices have lapsed: saved again, it is priced anew and goes back to head office.
    if (hasExpired(quotation.validUntil, dayOf(now))) return 'expired';
    if (checkStepSubmission(null, { call: 'create' }) !== null) return 'notFound';
    const step = stepAfterSubmission({
      step: ORDER_STEPS.generate,
      pay_receipt: null,
      pay_confirmed: false,
    });
    const [created] = await tx
      .insert(orders)
      .values({
        id: as.id,
        userId,
        orderSn: `new-${now.getTime()}-${Math.random().toString(36).slice(2, 10)}`,
        quotationId,
        quotationCode: quotation.code,
        projectId: quotation.projectId,
        step,
        currency: quotation.currency,
        poCents: quotation.poCents,
        taxRate: quotation.taxRate,
        amountCents: quotation.amountCents,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.quotationId })
      .returning({ id: orders.id });
    if (!created) return 'exists';
    await tx
      .update(orders)
      .set({ orderSn: orderSnOf(created.id, now) })
      .where(eq(orders.id, created.id));
    // What the partner pays per unit is the line's discount price: quantity × it = subtotal.
    const lines = (await quotationLines(tx, quotationId, 'en')).map((line) => ({
      goodsId: line.goodsId,
      model: line.model,
      quantity: line.quantity,
      priceCents: line.discountCents,
      subtotalCents: line.subtotalCents,
    }));
    if (lines.length > 0) {
      await tx
        .insert(orderItems)
        .values(lines.map((line, position) => ({ ...line, orderId: created.id, position })));
    }
    await recordEvent(tx, created.id, ORDER_STEPS.generate, 'created', partnerActor(userId), now);
    return { id: created.id, step };
  });
}

/** An order's project, for its name; the summary's queries join it. */
export const withProject = eq(projects.id, orders.projectId);

/** The columns of an order's summary, with whether a receipt waits for confirmation. */
export function orderSummaryColumns() {
  return {
    id: orders.id,
    order_sn: orders.orderSn,
    project_id: orders.projectId,
    project_name: sql<string>`coalesce(${projects.name}, '')`,
    quotation_id: orders.quotationId,
    quotation_code: orders.quotationCode,
    customer_name: orders.customerName,
    step: orders.step,
    waitingOn: orders.waitingOn,
    currency: orders.currency,
    amountCents: orders.amountCents,
    create_time: dateTime(orders.createdAt),
  };
}

type SummaryRow = {
  step: number;
  waitingOn: OrderWait | null;
  amountCents: number;
} & Omit<OrderSummary, 'step' | 'status_text' | 'amount'>;

/** A summary row as the contract writes it. */
export function orderSummaryOf(
  { waitingOn, amountCents, ...row }: SummaryRow,
  lang: LangCode,
): OrderSummary {
  const step = row.step as OrderStep;
  return {
    ...row,
    step,
    status_text: statusText(step, waitingOn, lang),
    amount: moneyOf(amountCents),
  };
}

/**
 * An order's lines in their order, each with its goods' description in `lang` (empty for goods
 * no longer in the catalogue) and its unit price and subtotal in cents.
 */
export async function orderLines(db: Db, orderId: number, lang: LangCode) {
  const rows = await db
    .select({
      model: orderItems.model,
      description: localized(goods.description, lang),
      quantity: orderItems.quantity,
      priceCents: orderItems.priceCents,
      subtotalCents: orderItems.subtotalCents,
    })
    .from(orderItems)
    .leftJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return rows.map((row) => ({ ...row, description: row.description ?? '' }));
}

/** How many orders the user has (the personal home), as a query to embed. */
export function orderCount(db: Db, userId: number) {
  return db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
}
