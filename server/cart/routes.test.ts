import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem } from '../../contract/cart';
import { goods, goodsAccessories } from '../db/schema/index';
import { signedIn, startTestApp, type TestApp } from '../testing';
import { MAX_CART_QUANTITY } from './cart';

let h: TestApp;
/** A main product with an accessory, and goods that is not that accessory. */
let main: number;
let accessory: number;
let other: number;

beforeAll(async () => {
  h = await startTestApp();
  const [pair] = await h.database.db.select().from(goodsAccessories).limit(1);
  if (!pair) throw new Error('the seed has no accessories');
  main = pair.goodsId;
  accessory = pair.accessoryId;
  const all = await h.database.db.select({ id: goods.id }).from(goods).orderBy(asc(goods.id));
  const accessories = await h.database.db.select().from(goodsAccessories);
  other = all.find(
    (g) => g.id !== main && !accessories.some((a) => a.goodsId === main && a.accessoryId === g.id),
  )!.id;
});
afterAll(async () => {
  await h.close();
});

async function loggedIn(): Promise<string> {
  return (await signedIn(h)).token;
}

const list = async (token: string) =>
  (await h.get<CartItem[]>('/user/cartlist', { token })).body.data ?? [];
const countOf = async (token: string) => (await h.get<number>('/user/cartcount', { token })).body;

describe('the cart', () => {
  it('starts empty, counts lines and adds to the quantity of the same goods', async () => {
    const token = await loggedIn();
    expect(await countOf(token)).toMatchObject({ code: 1, data: 0 });
    const added = await h.post('/user/cartcreate', { goods_id: main, quantity: 2 }, { token });
    expect(added.body).toMatchObject({ code: 1, msg: 'Added to the cart', data: { count: 1 } });
    const again = await h.post('/user/cartcreate', { goods_id: main, quantity: 3 }, { token });
    const lines = await list(token);
    expect(lines).toHaveLength(1);
    // Both answers name the one line the goods went into.
    expect(added.body).toMatchObject({ data: { id: lines[0]?.id } });
    expect(again.body).toMatchObject({ data: { count: 1, id: lines[0]?.id } });
    expect(lines[0]).toMatchObject({ goods_id: main, main_id: null, quantity: 5 });
    expect(lines[0]?.subtotal).toBeCloseTo((lines[0]?.gpl_price ?? 0) * 5, 2);
    expect(await countOf(token)).toMatchObject({ data: 1 });
  });

  it('prices lines to the cent, however large the quantity', async () => {
    const token = await loggedIn();
    const [item] = await h.database.db
      .select({ price: goods.gplPrice })
      .from(goods)
      .where(eq(goods.id, other));
    try {
      await h.database.db.update(goods).set({ gplPrice: '12345.67' }).where(eq(goods.id, other));
      await h.post('/user/cartcreate', { goods_id: other, quantity: MAX_CART_QUANTITY }, { token });
      expect(await list(token)).toMatchObject([
        { goods_id: other, gpl_price: 12345.67, subtotal: 1234554654.33 },
      ]);
    } finally {
      await h.database.db.update(goods).set({ gplPrice: item!.price }).where(eq(goods.id, other));
    }
  });

  it('puts an accessory under its main line and removes it with that line', async () => {
    const token = await loggedIn();
    await h.post('/user/cartcreate', { goods_id: main, quantity: 1 }, { token });
    const mainLine = (await list(token))[0]!;
    const withAccessory = await h.post(
      '/user/cartcreate',
      { goods_id: accessory, quantity: 2, main_id: mainLine.id },
      { token },
    );
    expect(withAccessory.body).toMatchObject({ code: 1, data: { count: 2 } });
    const lines = await list(token);
    expect(lines.map((line) => line.main_id)).toEqual([null, mainLine.id]);
    expect(withAccessory.body).toMatchObject({ data: { id: lines[1]?.id } });

    const removed = await h.post('/user/cartdel', { ids: [mainLine.id] }, { token });
    expect(removed.body).toMatchObject({ code: 1, data: { count: 0 } });
  });

  it('refuses goods that are not an accessory of the main line, and changes nothing', async () => {
    const token = await loggedIn();
    await h.post('/user/cartcreate', { goods_id: main, quantity: 1 }, { token });
    const mainLine = (await list(token))[0]!;
    const refused = await h.post(
      '/user/cartcreate',
      { goods_id: other, quantity: 1, main_id: mainLine.id },
      { token },
    );
    expect(refused.body).toMatchObject({ code: 0 });
    expect(await list(token)).toHaveLength(1);
  });

  it('changes a quantity, and refuses quantities no line may hold', async () => {
    const token = await loggedIn();
    await h.post('/user/cartcreate', { goods_id: main, quantity: 1 }, { token });
    const line = (await list(token))[0]!;
    expect(
      (await h.post('/user/cartchange', { id: line.id, quantity: 7 }, { token })).body,
    ).toMatchObject({
      code: 1,
      msg: 'Operation successful',
    });
    expect((await list(token))[0]?.quantity).toBe(7);
    for (const quantity of [0, -1, MAX_CART_QUANTITY + 1, 2 ** 40]) {
      const { status, body } = await h.post(
        '/user/cartchange',
        { id: line.id, quantity },
        { token },
      );
      expect(status).toBe(200);
      expect(body.code).toBe(0);
    }
    const overflow = await h.post(
      '/user/cartcreate',
      { goods_id: main, quantity: MAX_CART_QUANTITY },
      { token },
    );
    expect(overflow.body.code).toBe(0);
    expect((await list(token))[0]?.quantity).toBe(7);
  });

  it("keeps each user's cart to that user", async () => {
    const owner = await loggedIn();
    const stranger = await loggedIn();
    await h.post('/user/cartcreate', { goods_id: main, quantity: 1 }, { token: owner });
    const line = (await list(owner))[0]!;
    const changed = await h.post(
      '/user/cartchange',
      { id: line.id, quantity: 9 },
      { token: stranger },
    );
    expect(changed.body.code).toBe(0);
    // Another partner's line is not found, and the answer does not say it was removed.
    const removed = await h.post('/user/cartdel', { ids: [line.id] }, { token: stranger });
    expect(removed.body).toEqual({ code: 0, msg: 'Information not found' });
    expect(await list(owner)).toHaveLength(1);
    // One of the owner's and one of another's: nothing is removed.
    await h.post('/user/cartcreate', { goods_id: main, quantity: 1 }, { token: stranger });
    const strangers = (await list(stranger))[0]!;
    const mixed = await h.post('/user/cartdel', { ids: [line.id, strangers.id] }, { token: owner });
    expect(mixed.body.code).toBe(0);
    expect(await list(owner)).toHaveLength(1);
    expect(await list(stranger)).toHaveLength(1);
    await h.post('/user/cartdel', { ids: [strangers.id] }, { token: stranger });
    expect(await list(stranger)).toEqual([]);
  });

  it('answers unknown goods and malformed input with code 0', async () => {
    const token = await loggedIn();
    for (const body of [
      { goods_id: 2_000_000_000, quantity: 1 },
      { goods_id: 99_999_999_999, quantity: 1 },
      { goods_id: 'x', quantity: 1 },
      {},
    ]) {
      const res = await h.post('/user/cartcreate', body, { token });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
    expect((await h.post('/user/cartdel', { ids: [] }, { token })).body.code).toBe(0);
  });

  it('needs a token', async () => {
    expect((await h.get('/user/cartcount')).body.code).toBe(90002);
    expect((await h.post('/user/cartcreate', { goods_id: main, quantity: 1 })).body.code).toBe(
      90002,
    );
  });
});
