/**
 * The partner's steps of an order (docs/orders.md). The transition table of the order flow
 * decides whether the step is the order's turn (`checkStepSubmission`) and where it goes next
 * (`stepAfterSubmission`); the step's fields, its file and its timeline entry are written
 * together, in one statement, or not at all.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  OrderBasicForm,
  OrderEventAction,
  OrderProgress,
  OrderStep,
  UploadDeliveryForm,
} from '../../contract/orders';
import {
  checkStepSubmission,
  stepAfterSubmission,
  type OrderStepSubmission,
} from '../../machines/order-flow/order-steps';
import { preparedPerHandle, rowsOf, type Db } from '../db/client';
import { orders, type OrderFileKind } from '../db/schema/index';
import { isDbId } from '../listing';
import { checkOrderFile, fileInsert, type CheckedFile, type IncomingFile } from './files';
import {
  countOrderStep,
  eventInsert,
  ownOrderWhere,
  partnerActor,
  positionOf,
  waitingAfter,
  type OrderRow,
  type StepRefusal,
} from './orders';

/**
 * What a partner's step answers: the new step, a refusal, or null for no such order. The
 * contract's schemas have checked the fields already (their limits: `ORDER_FORM_TEXTS`).
 */
export type SubmissionOutcome = OrderProgress | StepRefusal | null;

/** What a step writes to the order and how the timeline names it. */
interface StepWrite {
  set: Partial<typeof orders.$inferInsert>;
  action: OrderEventAction;
  file?: { kind: OrderFileKind; file: CheckedFile };
}

/**
 * Runs one of the partner's steps on the caller's own order: reads it, checks the step against
 * the transition table, and writes the step's fields, file and timeline entry in one statement
 * that holds only while the order still stands where it was read (its step, and what the table
 * and the wait were read from). Should another request have moved it in between, the statement
 * writes nothing and the step is decided again on the order as it now stands: the same answers
 * as a locked row gives, in two round trips where a transaction took six.
 */
async function submitStep(
  db: Db,
  userId: number,
  id: number,
  submission: OrderStepSubmission,
  now: Date,
  write: (order: OrderRow) => StepWrite | Promise<StepWrite | StepRefusal>,
): Promise<SubmissionOutcome> {
  if (!isDbId(id)) return null;
  for (let attempt = 1; ; attempt += 1) {
    const [order] = await ownOrder(db).execute({ userId, id });
    if (!order) return null;
    const position = positionOf(order);
    const refused = checkStepSubmission(position, submission);
    if (refused !== null) return { refused, step: position.step };
    const step = stepAfterSubmission(position);
    const written = await write(order);
    if ('refused' in written) return written;
    const { set, action, file } = written;
    // A receipt sent at payment is in until head office confirms or returns it.
    const receiptIn = position.pay_receipt !== null || file?.kind === 'receipt';
    const waitingOn = waitingAfter(order, step, set, receiptIn);
    const moved = db
      .update(orders)
      .set({ ...set, step, waitingOn, updatedAt: now })
      .where(and(ownOrderWhere(userId, order.id), standsAsRead(order)))
      .returning({ id: orders.id });
    const filed = file && fileInsert(file.kind, file.file, userId, now);
    const actor = partnerActor(userId);
    const [entry] = await rowsOf<{ order_id: number }>(
      db,
      sql`with moved as ${moved}${filed ? sql`, filed as (${filed})` : sql``}
        ${eventInsert(position.step, action, actor, now)}`,
    );
    if (entry) {
      countOrderStep(action, actor.actor);
      return { id: order.id, step };
    }
    // Moved by another request since it was read: decide again on the order as it stands. An
    // order moves a few times in its life; one that never stands still is a fault, not a race.
    if (attempt === MOST_ATTEMPTS) throw new Error(`order ${order.id} kept moving during a step`);
  }
}

/** How often a step is decided again on an order that moved in between, at most. */
const MOST_ATTEMPTS = 5;

/** The caller's own order, as a statement prepared once per database handle. */
const ownOrder = preparedPerHandle((db) =>
  db
    .select()
    .from(orders)
    .where(ownOrderWhere(sql.placeholder('userId'), sql.placeholder('id')))
    .prepare('own_order'),
);

/**
 * The order still stands as it was read: its step, and every column the transition table and
 * the wait after the step were read from.
 */
function standsAsRead(order: OrderRow): SQL | undefined {
  return and(
    eq(orders.step, order.step),
    eq(orders.payConfirmed, order.payConfirmed),
    order.waitingOn === null ? isNull(orders.waitingOn) : eq(orders.waitingOn, order.waitingOn),
    order.shippingInfo === null
      ? isNull(orders.shippingInfo)
      : eq(orders.shippingInfo, order.shippingInfo),
  );
}

/** Step 2: the customer name and remarks. */
export function submitBasic(
  db: Db,
  userId: number,
  form: OrderBasicForm,
  now: Date,
): Promise<SubmissionOutcome> {
  const remark = form.remark ?? '';
  return submitStep(db, userId, form.id, { call: 'upload', step: form.step }, now, () => ({
    set: { customerName: form.customer_name, remark },
    action: 'basic',
  }));
}

/** Step 3: a contract signed (with the signed contract, Word or PDF) or none. */
export function submitContract(
  db: Db,
  userId: number,
  form: { id: number; signContract: 0 | 1; contract: IncomingFile | null },
  now: Date,
): Promise<SubmissionOutcome> {
  return submitStep(db, userId, form.id, { call: 'uploadContract' }, now, async (order) => {
    // Not signing keeps no file, even when one came along.
    if (form.signContract === 0) {
      return { set: { signContract: 0 }, action: 'contract_not_signed' };
    }
    const file = form.contract && (await checkOrderFile('contract', form.contract));
    if (!file) return { refused: 'contractFileType', step: order.step as OrderStep };
    return {
      set: { signContract: 1 },
      action: 'contract_signed',
      file: { kind: 'contract', file },
    };
  });
}

/** Step 4: the payment date and receipt (JPG or PDF); head office confirms it next. */
export function submitPayment(
  db: Db,
  userId: number,
  form: { id: number; payDate: string; receipt: IncomingFile },
  now: Date,
): Promise<SubmissionOutcome> {
  return submitStep(db, userId, form.id, { call: 'uploadPayInfo' }, now, async (order) => {
    const file = await checkOrderFile('receipt', form.receipt);
    if (!file) return { refused: 'receiptFileType', step: order.step as OrderStep };
    return {
      set: { payDate: form.payDate, payRejectReason: null },
      action: 'payment_sent',
      file: { kind: 'receipt', file },
    };
  });
}

/** Step 5: the delivery date, plan and freight forwarder. */
export function submitSchedule(
  db: Db,
  userId: number,
  form: UploadDeliveryForm,
  now: Date,
): Promise<SubmissionOutcome> {
  return submitStep(db, userId, form.id, { call: 'uploadDelivery' }, now, () => ({
    set: {
      expectedDeliveryDate: form.expected_delivery_date,
      deliveryPlan: form.delivery_plan,
      freightForwarder: form.freight_forwarder,
    },
    action: 'schedule',
  }));
}

/** Step 6: asks head office to ship. */
export function submitReminder(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<SubmissionOutcome> {
  return submitStep(db, userId, id, { call: 'upload', step: 6 }, now, () => ({
    set: { remindedAt: now },
    action: 'reminded',
  }));
}

/** Step 8: confirms receipt of the delivery; the order is completed. */
export function finishOrder(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<SubmissionOutcome> {
  return submitStep(db, userId, id, { call: 'finish' }, now, () => ({
    set: { finishedAt: now },
    action: 'finished',
  }));
}
