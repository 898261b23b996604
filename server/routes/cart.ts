import { initServer } from '@ts-rest/fastify';
import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import { contract } from '../../contract/index';
import type { LangCode } from '../../i18n/languages';
import { requireAuth } from '../auth';
import type { Db } from '../db/client';
import { cartItems, goods, goodsAccessories } from '../db/schema/index';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail, ok } from '../reply';
import { isDbId, localized } from './listing';

const s = initServer();

/** The most of one item a cart line holds; larger orders go through a quotation. */
export const MAX_CART_QUANTITY = 99_999;

async function countLines(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** The refusal of a quantity no cart line may hold. */
function tooMuch(lang: LangCode) {
  return fail(messages(lang).invalidRequest({ detail: `quantity: at most ${MAX_CART_QUANTITY}` }));
}

/** The logged-in user's cart (docs/decisions/009-cart.md). */
export function cartRoutes(db: Db) {
  return s.router(contract.cart, {
    create: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang);
      const { user } = requireAuth(request);
      if (body.quantity > MAX_CART_QUANTITY) return tooMuch(lang);
      if (!isDbId(body.goods_id)) return fail(msg.informationNotFound());
      const [item] = await db
        .select({ id: goods.id })
        .from(goods)
        .where(eq(goods.id, body.goods_id));
      if (!item) return fail(msg.informationNotFound());

      const mainId = body.main_id ?? null;
      if (mainId !== null) {
        if (!isDbId(mainId)) return fail(msg.informationNotFound());
        const [main] = await db
          .select({ goodsId: cartItems.goodsId })
          .from(cartItems)
          .where(
            and(eq(cartItems.id, mainId), eq(cartItems.userId, user.id), isNull(cartItems.mainId)),
          );
        if (!main) return fail(msg.informationNotFound());
        const [allowed] = await db
          .select({ id: goodsAccessories.accessoryId })
          .from(goodsAccessories)
          .where(
            and(
              eq(goodsAccessories.goodsId, main.goodsId),
              eq(goodsAccessories.accessoryId, item.id),
            ),
          );
        if (!allowed) return fail(msg.accessoryNotAllowed());
      }

      const outcome = await db.transaction(async (tx) => {
        const sameLine = and(
          eq(cartItems.userId, user.id),
          eq(cartItems.goodsId, item.id),
          mainId === null ? isNull(cartItems.mainId) : eq(cartItems.mainId, mainId),
        );
        const [line] = await tx.select().from(cartItems).where(sameLine).for('update');
        const quantity = (line?.quantity ?? 0) + body.quantity;
        if (quantity > MAX_CART_QUANTITY) return 'too many' as const;
        if (line) {
          await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
        } else {
          await tx
            .insert(cartItems)
            .values({ userId: user.id, goodsId: item.id, mainId, quantity });
        }
        return 'added' as const;
      });
      if (outcome === 'too many') return tooMuch(lang);
      return ok(lang, { count: await countLines(db, user.id) }, msg.cartAdded());
    },

    change: async ({ request, body }) => {
      const lang = requestLang(request);
      const { user } = requireAuth(request);
      if (body.quantity > MAX_CART_QUANTITY) return tooMuch(lang);
      if (!isDbId(body.id)) return fail(messages(lang).informationNotFound());
      const changed = await db
        .update(cartItems)
        .set({ quantity: body.quantity })
        .where(and(eq(cartItems.id, body.id), eq(cartItems.userId, user.id)))
        .returning({ id: cartItems.id });
      if (changed.length === 0) return fail(messages(lang).informationNotFound());
      return ok(lang, { count: await countLines(db, user.id) }, messages(lang).operationOk());
    },

    delete: async ({ request, body }) => {
      const lang = requestLang(request);
      const { user } = requireAuth(request);
      const ids = body.ids.filter(isDbId);
      if (ids.length > 0) {
        // Accessory lines go with their main line (the foreign key cascades as well).
        await db
          .delete(cartItems)
          .where(
            and(
              eq(cartItems.userId, user.id),
              or(inArray(cartItems.id, ids), inArray(cartItems.mainId, ids)),
            ),
          );
      }
      return ok(lang, { count: await countLines(db, user.id) }, messages(lang).operationOk());
    },

    count: async ({ request }) => {
      const { user } = requireAuth(request);
      return ok(requestLang(request), await countLines(db, user.id));
    },

    list: async ({ request }) => {
      const lang = requestLang(request);
      const { user } = requireAuth(request);
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
        .where(eq(cartItems.userId, user.id))
        .orderBy(asc(cartItems.id));
      // Main lines first, each followed by its accessories.
      const mains = rows.filter((row) => row.main_id === null);
      const ordered = mains.flatMap((main) => [
        main,
        ...rows.filter((row) => row.main_id === main.id),
      ]);
      const list = ordered.map(({ price, ...row }) => {
        const gpl = Number(price);
        return { ...row, gpl_price: gpl, subtotal: Math.round(gpl * row.quantity * 100) / 100 };
      });
      return ok(lang, list, list.length === 0 ? messages(lang).noData() : undefined);
    },
  });
}
