/**
 * One order through all nine steps, the partner's through the API and head office's through
 * its domain functions; at every position every other step is tried out of turn and changes
 * nothing.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../contract/orders';
import { orderEvents, orderFiles, orders } from '../db/schema/index';
import { returnPayment, uploadShipping } from './head-office-steps';
import { useTestApp, type Answer } from '../testing';
import {
  HEAD_OFFICE,
  PDF,
  detailOf,
  headOffice,
  partnerWithOrder,
  stepCalls,
  type StepCallName,
} from './testing';
import { testDay } from '../testing-clock';

const h = useTestApp();

/** What the order waits on head office for, as stored. */
async function waitingOn(id: number) {
  const [row] = await h.database.db
    .select({ waitingOn: orders.waitingOn })
    .from(orders)
    .where(eq(orders.id, id));
  return row?.waitingOn;
}

const CALLS: StepCallName[] = ['basic', 'contract', 'payment', 'schedule', 'reminder', 'finish'];

const stepOut = (name: string) =>
  `This order is at the step “${name}”. Please reload the order and continue from there.`;
const WAIT_PAYMENT = 'Please wait for the backend to confirm the payment slip';
const WAIT_SHIPPING = 'Please wait for the backend to upload the shipping materials';
const COMPLETED = 'This order has been completed. Nothing more can be submitted.';

/** Where the order stands on its way, what moves it on, and what any other step is told. */
interface Position {
  label: string;
  step: number;
  /** The partner's call that is the order's turn; null while head office acts or at the end. */
  turn: StepCallName | null;
  /** Head office's action that is allowed here. */
  office: 'confirm' | 'ship' | null;
  refusal: string;
  /** What the order waits on head office for, as stored (`orders.waiting_on`). */
  waiting?: 'payment' | 'shipping';
}

const POSITIONS: Position[] = [
  { label: 'basic', step: 2, turn: 'basic', office: null, refusal: stepOut('Basic information') },
  {
    label: 'contract',
    step: 3,
    turn: 'contract',
    office: null,
    refusal: stepOut('Contract information'),
  },
  { label: 'payment', step: 4, turn: 'payment', office: null, refusal: stepOut('Payment') },
  {
    label: 'payment sent',
    step: 4,
    turn: null,
    office: 'confirm',
    refusal: WAIT_PAYMENT,
    waiting: 'payment',
  },
  {
    label: 'schedule',
    step: 5,
    turn: 'schedule',
    office: null,
    refusal: stepOut('Delivery schedule'),
  },
  {
    label: 'reminder',
    step: 6,
    turn: 'reminder',
    office: null,
    refusal: stepOut('Shipping reminder'),
  },
  {
    label: 'shipping',
    step: 7,
    turn: null,
    office: 'ship',
    refusal: WAIT_SHIPPING,
    waiting: 'shipping',
  },
  {
    label: 'receipt',
    step: 8,
    turn: 'finish',
    office: null,
    refusal: stepOut('Delivery receipt and confirmation'),
  },
  { label: 'done', step: 9, turn: null, office: null, refusal: COMPLETED },
];

describe('an order through its nine steps', () => {
  it('takes each step only in turn; every other step is refused and changes nothing', async () => {
    const { token, orderId: id, quotationId } = await partnerWithOrder(h);
    const partner = stepCalls(h, token);
    const office = headOffice(h);
    for (const position of POSITIONS) {
      const before = await detailOf(h, token, id);
      expect(before.data?.step, position.label).toBe(position.step);
      expect(await waitingOn(id), position.label).toBe(position.waiting ?? null);
      for (const call of CALLS.filter((name) => name !== position.turn)) {
        const { body } = await partner[call](id);
        expect(body, `${call} at ${position.label}`).toEqual({ code: 0, msg: position.refusal });
      }
      const again = await h.post('/user/createorder', { quotation_id: quotationId }, { token });
      expect(again.body.code).toBe(0);
      for (const action of (['confirm', 'ship'] as const).filter((a) => a !== position.office)) {
        const refused = await office[action](id);
        expect(refused, `${action} at ${position.label}`).toMatchObject({
          refused: position.step === 9 ? 'orderCompleted' : 'stepOutOfOrder',
        });
      }
      expect(await detailOf(h, token, id), position.label).toEqual(before);
      if (position.turn) {
        const { body } = (await partner[position.turn](id)) as { body: Answer };
        expect(body.code, `${position.turn} at ${position.label}`).toBe(1);
      } else if (position.office) {
        expect(await office[position.office](id)).toMatchObject({ id });
      }
    }
    const done = (await detailOf(h, token, id)).data as OrderDetail;
    expect(done.events.map((event) => [event.step, event.action, event.actor])).toEqual([
      [1, 'created', 'partner'],
      [2, 'basic', 'partner'],
      [3, 'contract_signed', 'partner'],
      [4, 'payment_sent', 'partner'],
      [4, 'payment_confirmed', 'head_office'],
      [5, 'schedule', 'partner'],
      [6, 'reminded', 'partner'],
      [7, 'shipping_uploaded', 'head_office'],
      [7, 'delivery_receipt_uploaded', 'head_office'],
      [8, 'finished', 'partner'],
    ]);
    expect(done.events[4]).toMatchObject({
      actor_name: HEAD_OFFICE.name,
      text: 'Confirmed the payment slip',
    });
    expect(done.documents.map((document) => document.state)).toEqual([
      'available',
      'uploaded',
      'confirmed',
      'uploaded',
      'confirmed',
    ]);
  });

  it('goes back to the partner when head office returns the payment slip', async () => {
    const { token, orderId: id } = await partnerWithOrder(h);
    const partner = stepCalls(h, token);
    await partner.basic(id);
    await partner.contract(id);
    await partner.payment(id);
    const blank = await returnPayment(h.database.db, id, '  ', HEAD_OFFICE, h.clock.now());
    expect(blank).toEqual({ problem: 'reasonRequired' });
    const returned = await returnPayment(
      h.database.db,
      id,
      'The amount on the slip does not match the order.',
      HEAD_OFFICE,
      h.clock.now(),
    );
    expect(returned).toEqual({ id, step: 4 });
    expect(await waitingOn(id)).toBeNull();
    const detail = await detailOf(h, token, id, 'fra');
    expect(detail.data).toMatchObject({
      step: 4,
      status_text: 'Paiement',
      pay_date: null,
      pay_receipt: null,
      pay_confirmed: false,
      pay_reject_reason: 'The amount on the slip does not match the order.',
    });
    expect(detail.data?.events.at(-1)).toMatchObject({
      action: 'payment_returned',
      actor: 'head_office',
      actor_name: 'Order desk',
      text: 'A renvoyé le justificatif de paiement',
      note: 'The amount on the slip does not match the order.',
    });
    // Returning again, or confirming, needs a new slip first.
    expect(await headOffice(h).confirm(id)).toMatchObject({ refused: 'stepOutOfOrder' });
    expect((await partner.payment(id)).body.code).toBe(1);
    expect(await waitingOn(id)).toBe('payment');
    const resent = await detailOf(h, token, id);
    expect(resent.data).toMatchObject({ pay_reject_reason: null, pay_date: testDay(-1) });
    const receipts = await h.database.db
      .select()
      .from(orderFiles)
      .where(eq(orderFiles.orderId, id));
    expect(receipts.map((file) => file.withdrawnAt === null)).toEqual([true, false, true]);
    expect(await headOffice(h).confirm(id)).toEqual({ id, step: 5 });
  });

  it('lets only one of two simultaneous submissions of a step through', async () => {
    const { token, orderId: id } = await partnerWithOrder(h);
    const partner = stepCalls(h, token);
    const basics = await Promise.all([partner.basic(id), partner.basic(id)]);
    expect(basics.map((res) => res.body.code).sort()).toEqual([0, 1]);
    expect(basics.find((res) => res.body.code === 0)?.body.msg).toBe(
      stepOut('Contract information'),
    );
    await partner.contract(id);
    const payments = await Promise.all([partner.payment(id), partner.payment(id)]);
    expect(payments.map((res) => res.body.code).sort()).toEqual([0, 1]);
    expect(payments.find((res) => res.body.code === 0)?.body.msg).toBe(WAIT_PAYMENT);
    const confirms = await Promise.all([headOffice(h).confirm(id), headOffice(h).confirm(id)]);
    expect(confirms.filter((outcome) => outcome && 'id' in outcome)).toHaveLength(1);
    const events = await h.database.db
      .select({ action: orderEvents.action })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id));
    expect(events.map((event) => event.action)).toEqual([
      'created',
      'basic',
      'contract_signed',
      'payment_sent',
      'payment_confirmed',
    ]);
  });

  it('keeps nothing of a step whose writing fails half way', async () => {
    const { token, orderId: id } = await partnerWithOrder(h);
    await stepCalls(h, token).basic(id);
    const before = await detailOf(h, token, id);
    const db = h.database.db;
    await db.execute(sql`create function refuse_order_event() returns trigger language plpgsql as
      $$ begin raise exception 'timeline unavailable'; end $$`);
    await db.execute(sql`create trigger refuse_order_event before insert on order_events
      for each row execute function refuse_order_event()`);
    try {
      const { status, body } = await stepCalls(h, token).contract(id);
      expect(status).toBe(500);
      expect(body.code).toBe(0);
    } finally {
      await db.execute(sql`drop trigger refuse_order_event on order_events`);
      await db.execute(sql`drop function refuse_order_event()`);
    }
    expect(await detailOf(h, token, id)).toEqual(before);
    const files = await db.select().from(orderFiles).where(eq(orderFiles.orderId, id));
    expect(files).toEqual([]);
  });
});

describe('what an order waits on, stored', () => {
  it('is what the rule reads from the step, the slip and the shipping information', async () => {
    const db = h.database.db;
    const taken = async (to: 'schedule' | 'payment sent' | 'shipping' | 'letter') => {
      const { token, orderId } = await partnerWithOrder(h);
      const partner = stepCalls(h, token);
      await partner.basic(orderId);
      await partner.contract(orderId);
      await partner.payment(orderId);
      if (to === 'payment sent') return orderId;
      await headOffice(h).confirm(orderId);
      if (to === 'schedule') return orderId;
      await partner.schedule(orderId);
      await partner.reminder(orderId);
      if (to === 'letter') {
        const materials = { shippingInfo: 'Sea freight', files: [{ name: 'bl.pdf', data: PDF }] };
        await uploadShipping(db, orderId, materials, HEAD_OFFICE, h.clock.now());
      }
      return orderId;
    };
    const ids = {
      schedule: await taken('schedule'),
      payment: await taken('payment sent'),
      shipping: await taken('shipping'),
      letter: await taken('letter'),
    };
    const stored = async () => Promise.all(Object.values(ids).map(waitingOn));
    expect(await stored()).toEqual([null, 'payment', 'shipping', 'delivery_receipt']);

    // Orders written before the column get the same from the migration that added it.
    await db
      .update(orders)
      .set({ waitingOn: null })
      .where(inArray(orders.id, Object.values(ids)));
    const migration = await readFile(
      new URL('../db/migrations/0018_order_waiting_on.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((s) => /UPDATE/.test(s));
    await db.execute(sql.raw(backfill ?? 'missing'));
    expect(await stored()).toEqual([null, 'payment', 'shipping', 'delivery_receipt']);
  });
});
