/**
 * The order desk of the back office (docs/backoffice.md): the orders that wait on
 * head office, one order with its audit trail, and head office's steps of the order flow, each
 * written with its audit row and the partner's e-mail in the step's own transaction.
 */
import { and, asc, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import {
  SHIPPING_LIMITS,
  type BackofficeOrder,
  type OrderWait,
  type WaitingOrder,
  type WaitingOrderQuery,
} from '../../contract/backoffice-orders';
import type { OrderStep } from '../../contract/orders';
import type { LangCode } from '../../i18n/languages';
import { orderStepName } from '../../machines/order-flow/order-steps';
import type { Db } from '../db/client';
import { orders, projects, users } from '../db/schema/index';
import { messages } from '../messages';
import { auditEntries, recordAudit, type Staff } from './audit';
import { partnerSummary } from './dcnet-desk';
import { deskSearch, pageKeys } from './desk-search';
import { isDbId, searchablePage, type CountedRow } from '../listing';
import {
  confirmPayment,
  returnPayment,
  uploadDeliveryReceipt,
  uploadShipping,
  type ActionOutcome,
  type ActionProblem,
  type WithinAction,
} from '../orders/head-office-steps';
import { orderDetailWhere } from '../orders/detail';
import type { IncomingFile } from '../orders/files';
import {
  orderSummaryColumns,
  orderSummaryOf,
  withProject,
  type OrderRow,
  type StepRefusal,
} from '../orders/orders';
import { noticeToPartner, type PendingNotice, type ServerMessages } from './partner-notices';

/** The orders that wait for one thing, or for anything (`orders.waiting_on`, stored). */
function waitingWhere(wait?: OrderWait): SQL | undefined {
  return wait ? eq(orders.waitingOn, wait) : isNotNull(orders.waitingOn);
}

/** How many orders wait for `wait`: one count of the work queue. */
export function waitingOrderCount(wait: OrderWait) {
  return async (db: Db): Promise<number> => {
    const [row] = await db.select({ n: count() }).from(orders).where(waitingWhere(wait));
    return row?.n ?? 0;
  };
}

/**
 * One page of the orders waiting on head office, the longest waiting first; the keyword matches
 * the order number, the partner's company or e-mail address, or the customer.
 */
export function waitingOrders(
  db: Db,
  lang: LangCode,
  query: Required<Pick<WaitingOrderQuery, 'page' | 'limit'>> &
    Pick<WaitingOrderQuery, 'waiting' | 'keyword'>,
) {
  const keyword = query.keyword?.trim();
  const where = and(
    waitingWhere(query.waiting),
    keyword ? deskSearch(keyword, [orders.orderSn, orders.customerName], orders.userId) : undefined,
  );
  return searchablePage(
    lang,
    query,
    Boolean(keyword),
    db.select({ n: count() }).from(orders).where(where),
    async (limit, offset, total): Promise<CountedRow<WaitingOrder>[]> => {
      const order = [orders.updatedAt, orders.id];
      const page = pageKeys(db, orders, orders.id, where, order, { limit, offset, total });
      const rows = await db
        .select({
          summary: orderSummaryColumns(),
          partner: partnerSummary,
          total: page.total,
        })
        .from(page)
        .innerJoin(orders, eq(orders.id, page.id))
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(projects, withProject)
        .orderBy(...order.map((column) => asc(column)));
      return rows.map(({ summary, partner, total }) => ({
        total,
        item: {
          ...orderSummaryOf(summary, lang),
          // Every row of the queue waits on something.
          waiting: summary.waitingOn as OrderWait,
          partner,
        },
      }));
    },
  );
}

/** One order as head office sees it, with its partner and audit trail; null for none. */
export async function backofficeOrder(
  db: Db,
  id: number,
  lang: LangCode,
  now: Date,
): Promise<BackofficeOrder | null> {
  if (!isDbId(id)) return null;
  const detail = await orderDetailWhere(db, eq(orders.id, id), lang, now);
  const [row] = await db
    .select({ partner: partnerSummary, waitingOn: orders.waitingOn })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!detail || !row) return null;
  return {
    ...detail,
    partner: row.partner,
    waiting: row.waitingOn,
    audit: await auditEntries(db, { type: 'order', id }),
  };
}

/** What a desk action answers: the action's outcome and the notice to deliver after it. */
export interface DeskOutcome {
  outcome: ActionOutcome;
  notice: PendingNotice | null;
}

type Mail = (
  t: ServerMessages['backofficeDesks']['mail'],
  name: string,
  order: OrderRow,
) => {
  subject: string;
  text: string;
};

/**
 * Runs one of head office's order steps with its audit row (`action`, the values `change`
 * names before and after) and the partner's e-mail, in the step's transaction.
 */
async function deskAction(
  staff: Staff,
  now: Date,
  action: string,
  change: (order: OrderRow, step: OrderStep) => { before: object; after: object },
  mail: Mail,
  run: (within: WithinAction) => Promise<ActionOutcome>,
): Promise<DeskOutcome> {
  let notice: PendingNotice | null = null;
  const outcome = await run(async (tx, order, step) => {
    await recordAudit(tx, {
      actor: staff,
      action,
      target: { type: 'order', id: order.id },
      partnerId: order.userId,
      ...change(order, step),
      now,
    });
    const compose = (t: ServerMessages, to: { realname: string }) =>
      mail(t.backofficeDesks.mail, to.realname, order);
    notice = await noticeToPartner(tx, order.userId, compose, now);
  });
  return { outcome, notice };
}

/** The timeline's name for the staff member, with their account. */
const byStaff = (staff: Staff) => ({ name: staff.name, id: staff.id });

/** Confirms the payment slip waiting on an order. */
export function confirmOrderPayment(db: Db, staff: Staff, id: number, now: Date) {
  return deskAction(
    staff,
    now,
    'order.payment.confirm',
    (order, step) => ({
      before: { step: order.step, pay_confirmed: order.payConfirmed },
      after: { step, pay_confirmed: true },
    }),
    (mail, name, order) => ({
      subject: mail.paymentConfirmedSubject({ order: order.orderSn }),
      text: mail.paymentConfirmedBody({ name, order: order.orderSn }),
    }),
    (within) => confirmPayment(db, id, byStaff(staff), now, within),
  );
}

/** Returns the payment slip with a reason; the partner sends a new one. */
export function returnOrderPayment(db: Db, staff: Staff, id: number, reason: string, now: Date) {
  return deskAction(
    staff,
    now,
    'order.payment.reject',
    (order) => ({
      before: { pay_date: order.payDate, pay_reject_reason: order.payRejectReason },
      after: { pay_date: null, pay_reject_reason: reason.trim() },
    }),
    (mail, name, order) => ({
      subject: mail.paymentReturnedSubject({ order: order.orderSn }),
      text: mail.paymentReturnedBody({ name, order: order.orderSn, reason: reason.trim() }),
    }),
    (within) => returnPayment(db, id, reason, byStaff(staff), now, within),
  );
}

/** Uploads the shipping information and files of an order at the shipping step. */
export function uploadOrderShipping(
  db: Db,
  staff: Staff,
  id: number,
  materials: { shippingInfo: string; files: IncomingFile[] },
  now: Date,
) {
  const info = materials.shippingInfo.trim();
  return deskAction(
    staff,
    now,
    'order.shipping.upload',
    () => ({
      before: { shipping_info: null, shipping_files: [] },
      after: { shipping_info: info, shipping_files: materials.files.map((file) => file.name) },
    }),
    (mail, name, order) => ({
      subject: mail.shippedSubject({ order: order.orderSn }),
      text: mail.shippedBody({ name, order: order.orderSn, info }),
    }),
    (within) => uploadShipping(db, id, materials, byStaff(staff), now, within),
  );
}

/** Uploads the delivery receipt letter; the order moves on to the partner's confirmation. */
export function uploadOrderDeliveryReceipt(
  db: Db,
  staff: Staff,
  id: number,
  letter: IncomingFile,
  now: Date,
) {
  return deskAction(
    staff,
    now,
    'order.receipt.upload',
    (order, step) => ({
      before: { step: order.step, delivery_receipt: null },
      after: { step, delivery_receipt: letter.name },
    }),
    (mail, name, order) => ({
      subject: mail.deliveryReceiptSubject({ order: order.orderSn }),
      text: mail.deliveryReceiptBody({ name, order: order.orderSn }),
    }),
    (within) => uploadDeliveryReceipt(db, id, letter, byStaff(staff), now, within),
  );
}

/** Whether an outcome is a refusal of the order's step. */
function isStepRefusal(outcome: ActionOutcome): outcome is StepRefusal {
  return outcome !== null && 'refused' in outcome;
}

/** Why a desk action was refused, in the caller's language; null when it was done. */
export function deskRefusal(lang: LangCode, outcome: Exclude<ActionOutcome, null>): string | null {
  const msg = messages(lang);
  const say = msg.backofficeDesks;
  if (isStepRefusal(outcome)) {
    if (outcome.refused === 'orderCompleted') return msg.order.orderCompleted();
    return say.stale({ status: msg.order.step[orderStepName(outcome.step)]() });
  }
  if (!('problem' in outcome)) return null;
  const fields = msg.fieldIn.backofficeOrders;
  const problems: Record<ActionProblem['problem'], () => string> = {
    reasonRequired: () => msg.refusal.required({ field: fields.reason() }),
    shippingInfoRequired: () => msg.refusal.required({ field: fields.shipping_info() }),
    textTooLong: () =>
      msg.refusal.tooLong({ field: fields.shipping_info(), max: SHIPPING_LIMITS.info }),
    shippingFilesRequired: () => say.shippingFilesRule(),
    fileNotAllowed: () => say.fileRefused({ file: outcome.file ?? '' }),
    shippingAlreadyUploaded: () => say.shippingAlreadyUploaded(),
    shippingFirst: () => say.shippingFirst(),
  };
  return problems[outcome.problem]();
}
