import { index, integer, pgTable, serial, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { moment, ownerId } from './columns';
import { goods } from './catalog';

/**
 * The lines of each user's cart. An accessory line points at the cart line of its main
 * product and goes when that line goes; the same goods under the same main line are one line
 * whose quantity grows.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    mainId: integer('main_id').references((): AnyPgColumn => cartItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    unique('cart_items_line').on(t.userId, t.goodsId, t.mainId).nullsNotDistinct(),
    index('cart_items_user_idx').on(t.userId),
  ],
);
