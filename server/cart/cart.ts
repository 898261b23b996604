import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import { MAX_CART_QUANTITY, type CartCreateForm, type CartItem } from '../../contract/cart';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { cartItems, goods, goodsAccessories } from '../db/schema/index';
import { isDbId, localized } from '../listing';
import { centsOfDecimal, moneyOf } from '../quotations/pricing';

export { MAX_CART_QUANTITY };

/** Why goods could not go into the cart. */
export type CartRefusal = 'tooMany' | 'notFound' | 'notAnAccessory';

/** How many lines the user's cart holds. */
export async function countLines(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** The goods item, when it exists. */
async function goodsItem(db: Db, goodsId: number) {
  if (!isDbId(goodsId)) return undefined;
  const [item] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
  return item;
}

/**
 * Whether goods may go under a main line: the line is the user's own main line, and the goods
 * are an accessory of its product. Null when all is well, else the refusal.
 */
async function accessoryRefusal(
  db: Db,
  userId: number,
  mainId: number,
  goodsId: number,
): Promise<CartRefusal | null> {
  if (!isDbId(mainId)) return 'notFound';
  const [main] = await db
    .select({ goodsId: cartItems.goodsId })
    .from(cartItems)
    .where(and(eq(cartItems.id, mainId), eq(cartItems.userId, userId), isNull(cartItems.mainId)));
  if (!main) return 'notFound';
  const [allowed] = await db
    .select({ id: goodsAccessories.accessoryId })
    .from(goodsAccessories)
    .where(
      and(eq(goodsAccessories.goodsId, main.goodsId), eq(goodsAccessories.accessoryId, goodsId)),
    );
  return allowed ? null : 'notAnAccessory';
}

/**
 * Puts goods into the user's cart (docs/quotations.md): the same goods under the same
 * main line add to that line's quantity, up to {@link MAX_CART_QUANTITY}. Answers the id of the
 * line they went into, or the refusal.
 */
export async function addToCart(
  db: Db,
  userId: number,
  form: CartCreateForm,
  now: Date,
): Promise<CartRefusal | { lineId: number }> {
  if (form.quantity > MAX_CART_QUANTITY) return 'tooMany';
  const item = await goodsItem(db, form.goods_id);
  if (!item) return 'notFound';
  const mainId = form.main_id ?? null;
  if (mainId !== null) {
    const refusal = await accessoryRefusal(db, userId, mainId, item.id);
    if (refusal) return refusal;
  }
  return db.transaction(async (tx) => {
    const sameLine = and(
      eq(cartItems.userId, userId),
      eq(cartItems.goodsId, item.id),
      mainId === null ? isNull(cartItems.mainId) : eq(cartItems.mainId, mainId),
    );
    const [line] = await tx.select().from(cartItems).where(sameLine).for('update');
    const quantity = (line?.quantity ?? 0) + form.quantity;
    if (quantity > MAX_CART_QUANTITY) return 'tooMany';
    if (line) {
      await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
      return { lineId: line.id };
    }
    const [inserted] = await tx
      .insert(cartItems)
      .values({ userId, goodsId: item.id, mainId, quantity, createdAt: now })
      .returning({ id: cartItems.id });
    return inserted ? { lineId: inserted.id } : 'notFound';
  });
}

/** Sets the quantity of one of the user's lines. */
export async function changeQuantity(
  db: Db,
  userId: number,
  lineId: number,
  quantity: number,
): Promise<CartRefusal | null> {
  if (quantity > MAX_CART_QUANTITY) return 'tooMany';
  if (!isDbId(lineId)) return 'notFound';
  const changed = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return changed.length === 0 ? 'notFound' : null;
}

/**
 * Removes the user's lines; accessory lines go with their main line. Every id must name a line
 * of the user's: otherwise ('notFound', another partner's line or one already gone) nothing is
 * removed, so the answer never says done for what was not.
 */
export async function removeLines(
  db: Db,
  userId: number,
  lineIds: number[],
): Promise<'notFound' | null> {
  const ids = [...new Set(lineIds)];
  if (ids.length === 0 || !ids.every(isDbId)) return 'notFound';
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
      .for('update');
    if (own.length !== ids.length) return 'notFound';
    // The foreign key cascades as well; naming both keeps the intent plain.
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          or(inArray(cartItems.id, ids), inArray(cartItems.mainId, ids)),
        ),
      );
    return null;
  });
}

/** The user's cart: main lines first, each followed by its accessories, with subtotals. */
export async function cartLines(db: Db, userId: number, lang: LangCode): Promise<CartItem[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      goods_id: cartItems.goodsId,
      main_id: cartItems.mainId,
      model: goods.model,
      name: localized(goods.name, lang),
      image: goods.image,
      price: goods.gplPrice,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(goods, eq(goods.id, cartItems.goodsId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
  const mains = rows.filter((row) => row.main_id === null);
  const ordered = mains.flatMap((main) => [main, ...rows.filter((row) => row.main_id === main.id)]);
  // In whole cents: 0.1 + 0.2 is 0.3 here (docs/quotations.md).
  return ordered.map(({ price, ...row }) => {
    const cents = centsOfDecimal(price);
    return { ...row, gpl_price: moneyOf(cents), subtotal: moneyOf(cents * row.quantity) };
  });
}
