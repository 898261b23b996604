/**
 * Head office's part of the order flow (docs/orders.md,
 * docs/backoffice.md): confirming or returning a payment slip, and uploading the shipping
 * information and the delivery receipt letter, together or one after the other. Plain functions for the back office to call; each checks the
 * transition table (`checkBackOfficeAction`) and writes in one transaction on the locked order.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { SHIPPING_LIMITS } from '../../contract/backoffice-orders';
import type { OrderEventAction, OrderProgress, OrderStep } from '../../contract/orders';
import {
  ORDER_TRANSITIONS,
  checkBackOfficeAction,
  orderStepName,
  type BackOfficeAction,
} from '../../machines/order-flow/order-steps';
import type { Db } from '../db/client';
import { orderFiles, orders } from '../db/schema/index';
import { isDbId } from '../listing';
import {
  HEAD_OFFICE_FILE_MAX_BYTES,
  checkOrderFile,
  storeOrderFile,
  type CheckedFile,
  type IncomingFile,
} from './files';
import {
  lockOrder,
  orderTransaction,
  recordEvent,
  waitingAfter,
  type OrderRow,
  type StepRefusal,
} from './orders';

/** Who at head office acts; the timeline shows the name. */
export interface HeadOfficeUser {
  name: string;
  /** The staff member's account, when one acts through the back office. */
  id?: number;
}

/** The most shipping files one upload takes. */
export const MAX_SHIPPING_FILES = SHIPPING_LIMITS.files;

/** The longest texts head office gives: the shipping information and a return reason. */
export const HEAD_OFFICE_TEXT_MAX = SHIPPING_LIMITS.info;

/** Why head office's action was refused, beyond the order's step. */
export interface ActionProblem {
  problem:
    | 'reasonRequired'
    | 'shippingInfoRequired'
    | 'shippingFilesRequired'
    | 'textTooLong'
    | 'fileNotAllowed'
    /** The shipping information is in already; the letter is what is missing. */
    | 'shippingAlreadyUploaded'
    /** The letter comes after the shipping information. */
    | 'shippingFirst';
  /** The file that was refused, by the name it came with. */
  file?: string;
}

/** What an action answers: the order's step after it, a refusal, or null for no such order. */
export type ActionOutcome = OrderProgress | StepRefusal | ActionProblem | null;

/**
 * What the back office writes in an action's own transaction, once the action is written: its
 * audit row and the partner's notice. It gets the order as it was and the step it moved to.
 */
export type WithinAction = (tx: Db, before: OrderRow, step: OrderStep) => Promise<void>;

/** What an action writes to the order. */
interface ActionWrite {
  set: Partial<typeof orders.$inferInsert>;
  action: OrderEventAction;
  /** Whether the order moves to the table's next step, or stays (a returned slip). */
  moves: boolean;
  note?: string;
  files?: { kind: 'shipping' | 'deliveryReceipt'; file: CheckedFile }[];
  withdrawReceipt?: boolean;
}

async function act(
  db: Db,
  orderId: number,
  action: BackOfficeAction,
  by: HeadOfficeUser,
  now: Date,
  write: (order: OrderRow) => ActionWrite | ActionProblem,
  within?: WithinAction,
): Promise<ActionOutcome> {
  if (!isDbId(orderId)) return null;
  return orderTransaction(db, async (tx): Promise<ActionOutcome> => {
    const locked = await lockOrder(tx, eq(orders.id, orderId));
    if (!locked) return null;
    const { order, position } = locked;
    const refused = checkBackOfficeAction(position, action);
    if (refused !== null) return { refused, step: position.step };
    const written = write(order);
    if ('problem' in written) return written;
    const row = ORDER_TRANSITIONS[orderStepName(position.step)];
    const step: OrderStep = written.moves ? (row.next ?? row.step) : row.step;
    if (written.withdrawReceipt) {
      await tx
        .update(orderFiles)
        .set({ withdrawnAt: now })
        .where(
          and(
            eq(orderFiles.orderId, order.id),
            eq(orderFiles.kind, 'receipt'),
            isNull(orderFiles.withdrawnAt),
          ),
        );
    }
    for (const { kind, file } of written.files ?? []) {
      await storeOrderFile(tx, order.id, kind, file, by.id ?? null, now);
    }
    const receiptIn = position.pay_receipt !== null && !written.withdrawReceipt;
    const waitingOn = waitingAfter(order, step, written.set, receiptIn);
    await tx
      .update(orders)
      .set({ ...written.set, step, waitingOn, updatedAt: now })
      .where(eq(orders.id, order.id));
    const actor = { actor: 'headOffice' as const, userId: by.id ?? null, name: by.name };
    await recordEvent(tx, order.id, position.step, written.action, actor, now, written.note);
    await within?.(tx, order, step);
    return { id: order.id, step };
  });
}

/** Confirms the payment slip the partner sent; the order moves on to the delivery schedule. */
export function confirmPayment(
  db: Db,
  orderId: number,
  by: HeadOfficeUser,
  now: Date,
  within?: WithinAction,
): Promise<ActionOutcome> {
  const write = (): ActionWrite => ({
    set: { payConfirmed: true },
    action: 'payment_confirmed',
    moves: true,
  });
  return act(db, orderId, 'confirmPayment', by, now, write, within);
}

/**
 * Returns the payment slip with a reason: the receipt is withdrawn (kept for the record) and
 * the partner sends the payment date and a receipt again.
 */
export function returnPayment(
  db: Db,
  orderId: number,
  reason: string,
  by: HeadOfficeUser,
  now: Date,
  within?: WithinAction,
): Promise<ActionOutcome> {
  const note = reason.trim();
  if (!note) return Promise.resolve({ problem: 'reasonRequired' });
  if (note.length > HEAD_OFFICE_TEXT_MAX) return Promise.resolve({ problem: 'textTooLong' });
  const write = (): ActionWrite => ({
    set: { payDate: null, payRejectReason: note },
    action: 'payment_returned',
    moves: false,
    note,
    withdrawReceipt: true,
  });
  return act(db, orderId, 'confirmPayment', by, now, write, within);
}

/** What head office uploads first at the shipping step. */
export interface ShippingMaterials {
  shippingInfo: string;
  files: IncomingFile[];
}

/** Checks the shipping files; the first one refused, or the checked files. */
async function checkShippingFiles(
  files: IncomingFile[],
): Promise<ActionProblem | NonNullable<ActionWrite['files']>> {
  const checked: NonNullable<ActionWrite['files']> = [];
  for (const file of files) {
    const ok = await checkOrderFile('shipping', file, HEAD_OFFICE_FILE_MAX_BYTES);
    if (!ok) return { problem: 'fileNotAllowed', file: file.name };
    checked.push({ kind: 'shipping', file: ok });
  }
  return checked;
}

/**
 * The first half of the shipping step as the back office takes it: the shipping information
 * and one to ten shipping files. The order stays at the shipping step until the delivery
 * receipt letter follows (docs/backoffice.md).
 */
export async function uploadShipping(
  db: Db,
  orderId: number,
  materials: ShippingMaterials,
  by: HeadOfficeUser,
  now: Date,
  within?: WithinAction,
): Promise<ActionOutcome> {
  const info = materials.shippingInfo.trim();
  if (!info) return { problem: 'shippingInfoRequired' };
  if (info.length > HEAD_OFFICE_TEXT_MAX) return { problem: 'textTooLong' };
  if (materials.files.length === 0 || materials.files.length > MAX_SHIPPING_FILES) {
    return { problem: 'shippingFilesRequired' };
  }
  const files = await checkShippingFiles(materials.files);
  if ('problem' in files) return files;
  const write = (order: OrderRow): ActionWrite | ActionProblem =>
    order.shippingInfo === null
      ? { set: { shippingInfo: info }, action: 'shipping_uploaded', moves: false, files }
      : { problem: 'shippingAlreadyUploaded' };
  return act(db, orderId, 'uploadShippingMaterials', by, now, write, within);
}

/**
 * The second half: the delivery receipt letter, once the shipping information is in. The
 * order moves on to the partner's confirmation of receipt.
 */
export async function uploadDeliveryReceipt(
  db: Db,
  orderId: number,
  letter: IncomingFile,
  by: HeadOfficeUser,
  now: Date,
  within?: WithinAction,
): Promise<ActionOutcome> {
  const file = await checkOrderFile('deliveryReceipt', letter, HEAD_OFFICE_FILE_MAX_BYTES);
  if (!file) return { problem: 'fileNotAllowed', file: letter.name };
  const write = (order: OrderRow): ActionWrite | ActionProblem =>
    order.shippingInfo === null
      ? { problem: 'shippingFirst' }
      : {
          set: {},
          action: 'delivery_receipt_uploaded',
          moves: true,
          files: [{ kind: 'deliveryReceipt', file }],
        };
  return act(db, orderId, 'uploadShippingMaterials', by, now, write, within);
}
