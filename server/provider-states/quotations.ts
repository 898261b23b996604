import type { Db } from '../db/client';
import { goodsAccessories, quotations } from '../db/schema/index';
import { saveQuotation } from '../quotations/quotations';
import { loggedIn } from './accounts';
import {
  LOGIN_PARAMS,
  SESSION_ANSWERS,
  mustBeFree,
  type ProviderStates,
  type StateParams,
} from './types';

/** The id of the quotation the quotation states make; the consumer names it as it is. */
export const PACT_QUOTATION_ID = 910_001;

/** A main product of the catalogue and one of its accessories. */
async function mainWithAccessory(db: Db) {
  const [pair] = await db.select().from(goodsAccessories).limit(1);
  if (!pair) throw new Error('provider state: the seed has no accessories');
  return { goodsId: pair.goodsId, accessoryId: pair.accessoryId };
}

/**
 * A logged-in partner with one quotation of id {@link PACT_QUOTATION_ID}: made, then changed
 * once, so it has an earlier version. Answers the goods ids for `fromProviderState`.
 */
async function partnerWithQuotation(db: Db, params: StateParams, now: Date) {
  const { userId, token } = await loggedIn(db, params, now);
  const ids = await mainWithAccessory(db);
  await mustBeFree(db, 'quotations', PACT_QUOTATION_ID);
  await db.insert(quotations).values({
    id: PACT_QUOTATION_ID,
    userId,
    code: `QT${now.toISOString().slice(0, 10).replaceAll('-', '')}${PACT_QUOTATION_ID}`,
    currency: 'USD',
    discountPercent: 0,
    poCents: 0,
    taxRate: 0,
    amountCents: 0,
    validUntil: now.toISOString().slice(0, 10),
    updatedBy: userId,
    createdAt: now,
    updatedAt: now,
    appliedAt: now,
  });
  const saved = await saveQuotation(
    db,
    { id: userId, partnerType: 'DC-DPP' },
    {
      id: PACT_QUOTATION_ID,
      remark: 'Campus network',
      items: [{ goods_id: ids.goodsId, quantity: 2 }],
    },
    now,
  );
  if (!saved || 'why' in saved) throw new Error('provider state: quotation not saved');
  return { token, quotationId: PACT_QUOTATION_ID, ...ids };
}

/** Quotations of a logged-in partner. */
export const quotationStates: ProviderStates = {
  'a partner has a quotation': {
    params: LOGIN_PARAMS,
    needs: 'A catalogue goods item that has at least one accessory.',
    makes: `A logged-in partner (as "a partner is logged in") with quotation ${PACT_QUOTATION_ID} of two of that goods item, changed once so that it has an earlier version.`,
    answers: {
      ...SESSION_ANSWERS,
      quotationId: 'the quotation',
      goodsId: 'its goods item',
      accessoryId: 'an accessory of it',
    },
    setup: partnerWithQuotation,
  },
  'a partner may quote a main product with an accessory': {
    params: LOGIN_PARAMS,
    needs: 'A catalogue goods item that has at least one accessory.',
    makes: 'A logged-in partner (as "a partner is logged in").',
    answers: { ...SESSION_ANSWERS, goodsId: 'the goods item', accessoryId: 'an accessory of it' },
    setup: async (db, params, now) => {
      const { token } = await loggedIn(db, params, now);
      return { token, ...(await mainWithAccessory(db)) };
    },
  },
};
