import { goodsAccessories, cartItems } from '../db/schema/index';
import { loggedIn } from './accounts';
import { LOGIN_PARAMS, SESSION_ANSWERS, type ProviderStates } from './types';

/** The partner's cart. */
export const cartStates: ProviderStates = {
  "a partner's cart holds a main product": {
    params: LOGIN_PARAMS,
    needs: 'A catalogue goods item that has at least one accessory.',
    makes:
      'A logged-in partner (as "a partner is logged in") whose cart holds that goods item once.',
    answers: {
      ...SESSION_ANSWERS,
      lineId: 'the id of the cart line',
      goodsId: 'the goods item in the cart',
      accessoryId: 'an accessory of that goods item',
    },
    setup: async (db, params, now) => {
      const { userId, token } = await loggedIn(db, params, now);
      const [pair] = await db.select().from(goodsAccessories).limit(1);
      if (!pair) throw new Error('provider state: the seed has no accessories');
      const [line] = await db
        .insert(cartItems)
        .values({ userId, goodsId: pair.goodsId, quantity: 1, createdAt: now })
        .returning({ id: cartItems.id });
      if (!line) throw new Error('provider state: cart line not created');
      return { token, lineId: line.id, goodsId: pair.goodsId, accessoryId: pair.accessoryId };
    },
  },
};
