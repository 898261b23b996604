import type { Db } from '../db/client';
import { goodsAccessories } from '../db/schema/index';
import { saveDraft } from '../drafts/drafts';
import { saveQuotation } from '../quotations/quotations';
import { loggedIn } from './accounts';
import { LOGIN_PARAMS, SESSION_ANSWERS, type ProviderStates, type StateParams } from './types';

/** A main product of the catalogue and one of its accessories. */
async function mainWithAccessory(db: Db) {
  const [pair] = await db.select().from(goodsAccessories).limit(1);
  if (!pair) throw new Error('provider state: the seed has no accessories');
  return { goodsId: pair.goodsId, accessoryId: pair.accessoryId };
}

/**
 * A logged-in partner with one quotation, as the database numbers it: made, then changed once,
 * so it has an earlier version. Answers its id and the goods ids for `fromProviderState`.
 */
async function partnerWithQuotation(db: Db, params: StateParams, now: Date) {
  const { userId, token } = await loggedIn(db, params, now);
  const ids = await mainWithAccessory(db);
  const quoter = { id: userId, partnerType: 'DC-DPP' } as const;
  const made = await saveQuotation(
    db,
    quoter,
    { items: [{ goods_id: ids.goodsId, quantity: 1 }] },
    now,
  );
  if (!made || 'why' in made) throw new Error('provider state: quotation not made');
  const items = [{ goods_id: ids.goodsId, quantity: 2 }];
  const changed = await saveQuotation(
    db,
    quoter,
    { id: made.id, remark: 'Campus network', items },
    now,
  );
  if (!changed || 'why' in changed) throw new Error('provider state: quotation not changed');
  return { userId, answers: { token, quotationId: made.id, ...ids } };
}

/** Quotations of a logged-in partner. */
export const quotationStates: ProviderStates = {
  'a partner has a quotation': {
    params: LOGIN_PARAMS,
    needs: 'A catalogue goods item that has at least one accessory.',
    makes:
      'A logged-in partner (as "a partner is logged in") with one quotation of two of that goods item, changed once so that it has an earlier version.',
    answers: {
      ...SESSION_ANSWERS,
      quotationId: 'the quotation',
      goodsId: 'its goods item',
      accessoryId: 'an accessory of it',
    },
    setup: async (db, params, now) => (await partnerWithQuotation(db, params, now)).answers,
  },
  'a partner has a quotation and a change of it in the drafts box': {
    params: LOGIN_PARAMS,
    needs: 'A catalogue goods item that has at least one accessory.',
    makes:
      'What "a partner has a quotation" makes, and a quotation draft in the drafts box: a change of that quotation saved before it was sent.',
    answers: {
      ...SESSION_ANSWERS,
      quotationId: 'the quotation',
      goodsId: 'its goods item',
      accessoryId: 'an accessory of it',
      draftId: 'the draft',
    },
    setup: async (db, params, now) => {
      const { userId, answers } = await partnerWithQuotation(db, params, now);
      const content = { id: answers.quotationId };
      const draft = await saveDraft(
        db,
        userId,
        { type: 'quotation', title: 'Campus network', content },
        now,
      );
      if (typeof draft === 'string') throw new Error(`provider state: draft not saved: ${draft}`);
      return { ...answers, draftId: draft.id };
    },
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
