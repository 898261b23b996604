/**
 * Demo orders (docs/orders.md): each demo partner has an order waiting at every
 * step of the order flow, each generated from an approved quotation of its own and taken as far
 * as it goes by the same functions the portal and head office use, over the past weeks. The
 * partner's approved demo quotation stays free, for generating an order from it (step 1).
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import { ORDER_STEPS, type OrderStep } from '../../../contract/orders';
import {
  confirmPayment,
  uploadDeliveryReceipt,
  uploadShipping,
} from '../../orders/head-office-steps';
import {
  finishOrder,
  submitBasic,
  submitContract,
  submitPayment,
  submitReminder,
  submitSchedule,
} from '../../orders/submissions';
import { createOrder } from '../../orders/orders';
import { QUOTATION_STATUS, saveQuotation } from '../../quotations/quotations';
import { SELLER } from '../../documents/parties';
import { renderTextPdf } from '../../documents/pdf';
import type { Db } from '../client';
import { endUsers, goods, orders, quotations } from '../schema/index';
import { existingDemoPartners } from './accounts';

const DAY = 86_400_000;
const HEAD_OFFICE = { name: 'DCN order desk' };

/** One demo order: the step it waits at, whether its payment slip is in, and its lines. */
interface DemoOrder {
  waitsAt: OrderStep;
  /** At payment: the slip is in and waits for head office. */
  slipSent?: boolean;
  lines: [model: string, quantity: number, main?: string][];
}

/** The orders of every demo partner, oldest (and furthest along) first. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    waitsAt: ORDER_STEPS.done,
    lines: [
      ['S5750E-28X-SI', 8],
      ['SFP-10G-SR', 16, 'S5750E-28X-SI'],
    ],
  },
  { waitsAt: ORDER_STEPS.receipt, lines: [['WL8200-I3', 12]] },
  {
    waitsAt: ORDER_STEPS.shipping,
    lines: [
      ['DCFW-1800E-N5002', 2],
      ['LIC-FW-TP-1Y', 2, 'DCFW-1800E-N5002'],
    ],
  },
  {
    waitsAt: ORDER_STEPS.reminder,
    lines: [
      ['S5750E-28X-P-SI', 4],
      ['PSU-150W-AC', 4, 'S5750E-28X-P-SI'],
    ],
  },
  { waitsAt: ORDER_STEPS.schedule, lines: [['S5750E-28X-SI', 2]] },
  { waitsAt: ORDER_STEPS.payment, slipSent: true, lines: [['WL8200-I3', 30]] },
  {
    waitsAt: ORDER_STEPS.payment,
    lines: [
      ['S5750E-28X-SI', 10],
      ['SFP-10G-SR', 20, 'S5750E-28X-SI'],
    ],
  },
  { waitsAt: ORDER_STEPS.contract, lines: [['DCFW-1800E-N5002', 1]] },
  { waitsAt: ORDER_STEPS.basic, lines: [['S5750E-28X-P-SI', 6]] },
];

/** How many orders each demo partner has, and how many approved quotations they come from. */
export const DEMO_ORDER_COUNT = DEMO_ORDERS.length;

/** A small PDF standing for a scanned document. */
const scan = (title: string, ...lines: string[]) =>
  renderTextPdf(
    title,
    [{ text: title, size: 16, bold: true }, ...lines.map((text) => ({ text }))],
    SELLER,
  );

/**
 * Takes a generated order on to the step it waits at, a step a day from `start`, through the
 * portal's and head office's own functions.
 */
export async function takeOrderTo(
  db: Db,
  userId: number,
  id: number,
  demo: Omit<DemoOrder, 'lines'> & { customer: string },
  start: Date,
) {
  let day = 0;
  const at = () => new Date(start.getTime() + (day += 1) * DAY);
  const until = (step: OrderStep) => demo.waitsAt > step;
  if (until(ORDER_STEPS.basic)) {
    await submitBasic(db, userId, { id, step: 2, customer_name: demo.customer, remark: '' }, at());
  }
  if (until(ORDER_STEPS.contract)) {
    const contract = { name: 'Signed contract.pdf', data: await scan('Sales contract', 'Signed.') };
    await submitContract(db, userId, { id, signContract: 1, contract }, at());
  }
  if (until(ORDER_STEPS.payment) || demo.slipSent) {
    const receipt = {
      name: 'Bank transfer.pdf',
      data: await scan('Bank transfer slip', `Order ${id}`),
    };
    const when = at();
    await submitPayment(
      db,
      userId,
      { id, payDate: when.toISOString().slice(0, 10), receipt },
      when,
    );
  }
  if (until(ORDER_STEPS.payment)) await confirmPayment(db, id, HEAD_OFFICE, at());
  if (until(ORDER_STEPS.schedule)) {
    const delivery = new Date(start.getTime() + 30 * DAY).toISOString().slice(0, 10);
    const form = {
      id,
      expected_delivery_date: delivery,
      delivery_plan: 'One shipment, delivered to the customer’s site',
      freight_forwarder: 'Blue Anchor Freight',
    };
    await submitSchedule(db, userId, form, at());
  }
  if (until(ORDER_STEPS.reminder)) await submitReminder(db, userId, id, at());
  if (until(ORDER_STEPS.shipping)) {
    const materials = {
      shippingInfo: 'Sea freight from Shenzhen, bill of lading attached.',
      files: [
        { name: 'Bill of lading.pdf', data: await scan('Bill of lading', 'Shenzhen to port') },
      ],
    };
    await uploadShipping(db, id, materials, HEAD_OFFICE, at());
    const letter = { name: 'Delivery receipt letter.pdf', data: await scan('Delivery receipt') };
    await uploadDeliveryReceipt(db, id, letter, HEAD_OFFICE, at());
  }
  if (until(ORDER_STEPS.receipt)) await finishOrder(db, userId, id, at());
}

/** The demo partners that exist (demo accounts are on), with their end users' companies. */
async function demoPartners(db: Db) {
  const partners = await existingDemoPartners(db);
  return Promise.all(
    partners.map(async (partner) => {
      const rows = await db
        .select({ company: endUsers.company })
        .from(endUsers)
        .where(eq(endUsers.userId, partner.id))
        .orderBy(asc(endUsers.id));
      return { ...partner, customers: rows.map((row) => row.company) };
    }),
  );
}

/**
 * Gives each demo partner its demo orders when the orders table is empty, so that a fresh
 * portal shows an order at every step. A table that already holds orders is left alone.
 */
export async function seedDemoOrders(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(orders);
  if (existing?.n !== 0) return;
  const models = [...new Set(DEMO_ORDERS.flatMap((demo) => demo.lines.map((line) => line[0])))];
  const rows = await db
    .select({ id: goods.id, model: goods.model })
    .from(goods)
    .where(inArray(goods.model, models));
  const idOf = new Map(rows.map((row) => [row.model, row.id]));
  for (const partner of await demoPartners(db)) {
    for (const [i, demo] of DEMO_ORDERS.entries()) {
      // Older orders are further along: each started four days after the one before.
      const start = new Date(now.getTime() - (48 - i * 4) * DAY);
      const quoted = new Date(start.getTime() - 2 * DAY);
      const items = demo.lines.map(([model, quantity, main]) => ({
        goods_id: idOf.get(model) ?? 0,
        quantity,
        ...(main ? { main_goods_id: idOf.get(main) ?? 0 } : {}),
      }));
      const customer = partner.customers[i % Math.max(partner.customers.length, 1)] ?? 'Customer';
      const saved = await saveQuotation(
        db,
        partner,
        { remark: `Order for ${customer}`, items },
        quoted,
      );
      if (!saved || 'why' in saved) throw new Error(`demo order quotation not saved (${i})`);
      await db
        .update(quotations)
        .set({ status: QUOTATION_STATUS.approved })
        .where(eq(quotations.id, saved.id));
      const created = await createOrder(db, partner.id, saved.id, start);
      if (typeof created === 'string') throw new Error(`demo order not generated: ${created}`);
      await takeOrderTo(db, partner.id, created.id, { ...demo, customer }, start);
    }
  }
}
