import { goodsAccessories, cartItems } from '../../../server/db/schema/index';
import { loggedIn } from './accounts';
import type { StateHandlers, StateParams } from './types';

/**
 * A logged-in partner whose cart holds one main product; answers the ids the consumer uses
 * through `fromProviderState`: the cart line, its goods and an accessory of that goods.
 */
export const cartStates: StateHandlers = ({ db }) => ({
  "a partner's cart holds a main product": async (params?: StateParams) => {
    const { userId } = await loggedIn(db, params);
    const [pair] = await db.select().from(goodsAccessories).limit(1);
    if (!pair) throw new Error('provider state: the seed has no accessories');
    const [line] = await db
      .insert(cartItems)
      .values({ userId, goodsId: pair.goodsId, quantity: 1 })
      .returning({ id: cartItems.id });
    if (!line) throw new Error('provider state: cart line not created');
    return { lineId: line.id, goodsId: pair.goodsId, accessoryId: pair.accessoryId };
  },
});
