import { eq } from 'drizzle-orm';
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
  dayAfter,
  hasParam,
  orderIdMustBeFree,
  param,
  type ProviderStates,
  type StateParams,
} from './types';

/**
 * The id the consumer asks the order to have (`order_id`), when it asks: only interactions
 * whose multipart bodies name the order do, since Pact fills no value into such a body from a
 * state. Any order the account held under that id goes first.
 */
async function askedOrderId(db: Db, params: StateParams): Promise<number | undefined> {
  if (!hasParam(params, 'order_id')) return undefined;
  const id = Number(param(params, 'order_id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('provider state: order_id is no id');
  await orderIdMustBeFree(db, id);
  return id;
}

/** The logged-in partner's approved quotation, as the database numbers it. */
async function partnerWithApprovedQuotation(db: Db, params: StateParams, now: Date) {
  const { userId, token } = await loggedIn(db, params, now);
  const [pair] = await db.select().from(goodsAccessories).limit(1);
  if (!pair) throw new Error('provider state: the seed has no accessories');
  const saved = await saveQuotation(
    db,
    { id: userId, partnerType: 'DC-DPP' },
    { remark: 'Campus network', items: [{ goods_id: pair.goodsId, quantity: 2 }] },
    now,
  );
  if (!saved || 'why' in saved) throw new Error('provider state: quotation not saved');
  await db
    .update(quotations)
    .set({ status: QUOTATION_STATUS.approved })
    .where(eq(quotations.id, saved.id));
  return { userId, token, quotationId: saved.id };
}

/**
 * The logged-in partner's order, generated from an approved quotation and taken to the step
 * the consumer names (`step`, 2 to 9), under the id it asks for (`order_id`) or the next one.
 */
export async function partnerWithOrderAt(db: Db, params: StateParams, now: Date) {
  const step = OrderStepSchema.parse(Number(param(params, 'step')));
  const orderId = await askedOrderId(db, params);
  const { userId, token, quotationId } = await partnerWithApprovedQuotation(db, params, now);
  const start = new Date(now.getTime() - 20 * 86_400_000);
  const created = await createOrder(db, userId, quotationId, start, { id: orderId });
  if (typeof created === 'string') throw new Error('provider state: order not generated');
  const customer = 'Harbour Logistics';
  await takeOrderTo(db, userId, created.id, { waitsAt: step, customer }, start);
  return {
    token,
    orderId: created.id,
    quotationId,
    step: Math.max(step, ORDER_STEPS.basic),
    deliveryDate: dayAfter(now, 30),
  };
}

/** The parameters of a state that makes an order. */
export const ORDER_PARAMS = {
  ...LOGIN_PARAMS,
  order_id:
    'optional: the id the order must have; given only where a multipart body names the order, since Pact cannot fill a multipart body from a state',
};

/** Orders of a logged-in partner. */
export const orderStates: ProviderStates = {
  'a partner has an approved quotation': {
    params: LOGIN_PARAMS,
    needs: 'A catalogue goods item that has at least one accessory.',
    makes:
      'A logged-in partner (as "a partner is logged in") with an approved quotation and no order from it.',
    answers: { ...SESSION_ANSWERS, quotationId: 'the approved quotation' },
    setup: async (db, params, now) => {
      const { token, quotationId } = await partnerWithApprovedQuotation(db, params, now);
      return { token, quotationId };
    },
  },
  'a partner has an order waiting at a step': {
    params: { ...ORDER_PARAMS, step: 'the order step the order waits at, "2" to "9"' },
    needs: 'A catalogue goods item that has at least one accessory.',
    makes:
      'A logged-in partner with an approved quotation and an order generated from it (of the id `order_id` names, if it names one), its earlier steps done (with their files), waiting at the step.',
    answers: {
      ...SESSION_ANSWERS,
      orderId: 'the order',
      quotationId: 'its quotation',
      step: 'the step it waits at',
      deliveryDate: "a delivery date to schedule: a day some weeks ahead of the provider's today",
    },
    setup: partnerWithOrderAt,
  },
};
