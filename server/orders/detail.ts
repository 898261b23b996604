/**
 * One order as its detail shows it (docs/orders.md): what every step
 * gathered, each document with its state and a link for the owner, and the timeline.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_STEPS,
  type OrderDetail,
  type OrderDocument,
  type OrderDocumentKind,
  type OrderDocumentState,
  type OrderEvent,
  type OrderEventAction,
  type OrderStep,
} from '../../contract/orders';
import type { FileLink } from '../../contract/common';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { orderEvents, orderFiles, orders, projects } from '../db/schema/index';
import { messages, texts } from '../messages';
import { dateTime, isDbId } from '../listing';
import { orderFileLink } from './files';
import {
  orderLines,
  orderSummaryColumns,
  orderSummaryOf,
  ownOrderWhere,
  withProject,
} from './orders';
import { moneyOf } from '../quotations/pricing';

/** A current file of an order with its link. */
interface StoredFile {
  kind: string;
  link: FileLink;
  time: string;
}

/** The order `where` names, with its times and texts; undefined when there is none. */
async function orderRow(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({
      summary: orderSummaryColumns(),
      quotationCode: orders.quotationCode,
      remark: orders.remark,
      signContract: orders.signContract,
      payDate: orders.payDate,
      payConfirmed: orders.payConfirmed,
      payRejectReason: orders.payRejectReason,
      expectedDeliveryDate: orders.expectedDeliveryDate,
      deliveryPlan: orders.deliveryPlan,
      freightForwarder: orders.freightForwarder,
      remindTime: sql<string | null>`${dateTime(orders.remindedAt)}`,
      shippingInfo: orders.shippingInfo,
      finishTime: sql<string | null>`${dateTime(orders.finishedAt)}`,
    })
    .from(orders)
    .leftJoin(projects, withProject)
    .where(where);
  return row;
}

async function itemsOf(db: Db, orderId: number, lang: LangCode) {
  const lines = await orderLines(db, orderId, lang);
  return lines.map(({ priceCents, subtotalCents, ...line }) => ({
    ...line,
    price: moneyOf(priceCents),
    subtotal: moneyOf(subtotalCents),
  }));
}

/** The order's current files (a returned receipt is not one), oldest first, with links. */
async function filesOf(db: Db, orderId: number, now: Date): Promise<StoredFile[]> {
  const rows = await db
    .select({
      key: orderFiles.key,
      kind: orderFiles.kind,
      name: orderFiles.name,
      time: dateTime(orderFiles.createdAt),
    })
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), isNull(orderFiles.withdrawnAt)))
    .orderBy(asc(orderFiles.id));
  return rows.map((row) => ({
    kind: row.kind,
    link: { name: row.name, url: orderFileLink(row.key, now) },
    time: row.time,
  }));
}

async function eventsOf(
  db: Db,
  orderId: number,
  quotationCode: string,
  lang: LangCode,
): Promise<OrderEvent[]> {
  const msg = messages(lang).order;
  const rows = await db
    .select({
      time: dateTime(orderEvents.createdAt),
      step: orderEvents.step,
      action: orderEvents.action,
      actor: orderEvents.actor,
      actorName: orderEvents.actorName,
      note: orderEvents.note,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => {
    const action = row.action as OrderEventAction;
    return {
      time: row.time,
      step: row.step as OrderStep,
      action,
      actor: row.actor === 'headOffice' ? 'head_office' : 'partner',
      actor_name: row.actorName,
      text: action === 'created' ? msg.event.created({ code: quotationCode }) : msg.event[action](),
      note: row.note,
    };
  });
}

/** One document entry in the caller's language. */
function documentOf(
  lang: LangCode,
  kind: OrderDocumentKind,
  state: OrderDocumentState,
  file?: StoredFile,
): OrderDocument {
  const msg = messages(lang).order;
  return {
    kind,
    name: file?.link.name ?? texts(lang).orders.documentKind[kind](),
    url: file?.link.url ?? null,
    state,
    state_text: msg.documentState[state](),
    upload_time: file?.time ?? null,
  };
}

type Row = NonNullable<Awaited<ReturnType<typeof orderRow>>>;

/** Every document of the order with its state. */
function documentsOf(lang: LangCode, order: Row, files: StoredFile[]): OrderDocument[] {
  const one = (kind: string) => files.find((file) => file.kind === kind);
  const contract = one('contract');
  const receipt = one('receipt');
  const letter = one('deliveryReceipt');
  const shipping = files.filter((file) => file.kind === 'shipping');
  const { step } = order.summary;
  const { payConfirmed } = order;
  const finished = step === ORDER_STEPS.done;
  const document = (
    kind: OrderDocumentKind,
    state: OrderDocumentState,
    file?: StoredFile,
  ): OrderDocument => documentOf(lang, kind, state, file);
  return [
    document('contract_template', step >= ORDER_STEPS.contract ? 'available' : 'waiting'),
    contract
      ? document('signed_contract', 'uploaded', contract)
      : document('signed_contract', order.signContract === 0 ? 'not_required' : 'waiting'),
    receipt
      ? document('payment_receipt', payConfirmed ? 'confirmed' : 'uploaded', receipt)
      : document('payment_receipt', 'waiting'),
    ...(shipping.length > 0
      ? shipping.map((file) => document('shipping_file', 'uploaded', file))
      : [document('shipping_file', 'waiting')]),
    letter
      ? document('delivery_receipt', finished ? 'confirmed' : 'uploaded', letter)
      : document('delivery_receipt', 'waiting'),
  ];
}

/** The detail of the caller's own order; null for a missing one or another partner's. */
export async function orderDetail(
  db: Db,
  userId: number,
  id: number,
  lang: LangCode,
  now: Date,
): Promise<OrderDetail | null> {
  if (!isDbId(id)) return null;
  return orderDetailWhere(db, ownOrderWhere(userId, id), lang, now);
}

/**
 * The detail of the order `where` names, with links to its files; null when there is none.
 * Only the owner's detail and head office's back office call it.
 */
export async function orderDetailWhere(
  db: Db,
  where: SQL | undefined,
  lang: LangCode,
  now: Date,
): Promise<OrderDetail | null> {
  const order = await orderRow(db, where);
  if (!order) return null;
  const orderId = order.summary.id;
  const files = await filesOf(db, orderId, now);
  const link = (kind: string) => files.find((file) => file.kind === kind)?.link ?? null;
  const { signContract } = order;
  const pay_receipt = link('receipt');
  return {
    ...orderSummaryOf(order.summary, lang),
    items: await itemsOf(db, orderId, lang),
    remark: order.remark,
    sign_contract: signContract === 0 || signContract === 1 ? signContract : null,
    contract_file: link('contract'),
    pay_date: order.payDate,
    pay_receipt,
    pay_confirmed: order.payConfirmed,
    pay_reject_reason: order.payRejectReason,
    expected_delivery_date: order.expectedDeliveryDate,
    delivery_plan: order.deliveryPlan,
    freight_forwarder: order.freightForwarder,
    remind_time: order.remindTime,
    shipping_info: order.shippingInfo,
    shipping_files: files.filter((file) => file.kind === 'shipping').map((file) => file.link),
    delivery_receipt: link('deliveryReceipt'),
    finish_time: order.finishTime,
    documents: documentsOf(lang, order, files),
    events: await eventsOf(db, orderId, order.quotationCode, lang),
  };
}
