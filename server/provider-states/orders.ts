import { eq, sql } from 'drizzle-orm';
import { ORDER_STEPS, OrderStepSchema } from '../../contract/orders';
import type { Db } from '../db/client';
import { takeOrderTo } from '../db/seed/orders';
import { goodsAccessories, quotations } from '../db/schema/index';
import { createOrder } from '../orders/orders';
import { QUOTATION_STATUS, saveQuotation } from '../quotations/quotations';
import { loggedIn } from './accounts';
import {
  LOGIN_PARAMS,
  SESSION_ANSWERS,
  mustBeFree,
  param,
  type ProviderStates,
  type StateParams,
} from './types';

/** The id of the order the order states make; the consumer names it as it is. */
export const PACT_ORDER_ID = 920_001;
/** The id of the approved quotation the order states make. */
export const PACT_ORDER_QUOTATION_ID = 920_101;

/**
 * Runs `work` while the next row a serial column hands out gets `id` (rows with that id are
 * gone first), then moves the column on past every row, so that rows other states make with
 * the serial never meet an id already taken.
 */
async function withNextId<T>(
  db: Db,
  table: 'orders' | 'quotations',
  id: number,
  work: () => Promise<T>,
): Promise<T> {
  await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${id - 1})`);
  try {
    return await work();
  } finally {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
}

/** The logged-in partner's approved quotation of id {@link PACT_ORDER_QUOTATION_ID}. */
async function partnerWithApprovedQuotation(db: Db, params: StateParams, now: Date) {
  const { userId, token } = await loggedIn(db, params, now);
  await mustBeFree(db, 'quotations', PACT_ORDER_QUOTATION_ID);
  const [pair] = await db.select().from(goodsAccessories).limit(1);
  if (!pair) throw new Error('provider state: the seed has no accessories');
  const saved = await withNextId(db, 'quotations', PACT_ORDER_QUOTATION_ID, () =>
    saveQuotation(
      db,
      { id: userId, partnerType: 'DC-DPP' },
      { remark: 'Campus network', items: [{ goods_id: pair.goodsId, quantity: 2 }] },
      now,
    ),
  );
  if (!saved || 'why' in saved || saved.id !== PACT_ORDER_QUOTATION_ID) {
    throw new Error('provider state: quotation not saved');
  }
  await db
    .update(quotations)
    .set({ status: QUOTATION_STATUS.approved })
    .where(eq(quotations.id, saved.id));
  return { userId, token, quotationId: saved.id };
}

/**
 * The logged-in partner's order of id {@link PACT_ORDER_ID}, generated from the approved
 * quotation and taken to the step the consumer names (`step`, 2 to 9).
 */
export async function partnerWithOrderAt(db: Db, params: StateParams, now: Date) {
  const step = OrderStepSchema.parse(Number(param(params, 'step')));
  const { userId, token, quotationId } = await partnerWithApprovedQuotation(db, params, now);
  await mustBeFree(db, 'orders', PACT_ORDER_ID);
  const start = new Date(now.getTime() - 20 * 86_400_000);
  const created = await withNextId(db, 'orders', PACT_ORDER_ID, () =>
    createOrder(db, userId, quotationId, start),
  );
  if (typeof created === 'string' || created.id !== PACT_ORDER_ID) {
    throw new Error('provider state: order not generated');
  }
  const customer = 'Harbour Logistics';
  await takeOrderTo(db, userId, created.id, { waitsAt: step, customer }, start);
  return { token, orderId: PACT_ORDER_ID, quotationId, step: Math.max(step, ORDER_STEPS.basic) };
}

/** Orders of a logged-in partner. */
export const orderStates: ProviderStates = {
  'a partner has an approved quotation': {
    params: LOGIN_PARAMS,
    needs: 'A catalogue goods item that has at least one accessory.',
    makes: `A logged-in partner (as "a partner is logged in") with approved quotation ${PACT_ORDER_QUOTATION_ID} and no order from it.`,
    answers: { ...SESSION_ANSWERS, quotationId: 'the approved quotation' },
    setup: async (db, params, now) => {
      const { token, quotationId } = await partnerWithApprovedQuotation(db, params, now);
      return { token, quotationId };
    },
  },
  'a partner has an order waiting at a step': {
    params: { ...LOGIN_PARAMS, step: 'the order step the order waits at, "2" to "9"' },
    needs: 'A catalogue goods item that has at least one accessory.',
    makes: `A logged-in partner with approved quotation ${PACT_ORDER_QUOTATION_ID} and order ${PACT_ORDER_ID} generated from it, its earlier steps done (with their files), waiting at the step.`,
    answers: {
      ...SESSION_ANSWERS,
      orderId: 'the order',
      quotationId: 'its quotation',
      step: 'the step it waits at',
    },
    setup: partnerWithOrderAt,
  },
};
