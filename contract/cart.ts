import { z } from 'zod';
import { IdSchema, MoneySchema, UrlSchema, envelope, TOKEN_ONLY, c } from './common';

/** The most of one item a cart line holds; larger orders go through a quotation. */
export const MAX_CART_QUANTITY = 99_999;

/** One line of the cart; prices are GPL in US dollars. */
export const CartItemSchema = z.object({
  id: IdSchema,
  goods_id: IdSchema,
  /** The cart line this one is an accessory of; null for a main product. */
  main_id: IdSchema.nullable(),
  model: z.string(),
  name: z.string(),
  image: UrlSchema,
  gpl_price: MoneySchema,
  quantity: z.number().int().positive(),
  subtotal: MoneySchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** Puts goods into the cart; the same goods again add to the quantity. */
export const CartCreateFormSchema = z.object({
  goods_id: IdSchema,
  quantity: z.number().int().positive(),
  /** The cart line of the main product when adding one of its accessories. */
  main_id: IdSchema.optional(),
});
export type CartCreateForm = z.infer<typeof CartCreateFormSchema>;

/** Sets the quantity of a cart line. */
export const CartChangeFormSchema = z.object({
  id: IdSchema,
  quantity: z.number().int().positive(),
});

/** Removes cart lines (a main product's accessories go with it). */
export const CartDeleteFormSchema = z.object({ ids: z.array(IdSchema).min(1) });

/** The number of lines in the cart after a change. */
export const CartCountSchema = z.object({ count: z.number().int().nonnegative() });

/**
 * The answer of an addition: the number of lines, and the line the goods went into, so that
 * accessories can be added under a main product just put into the cart.
 */
export const CartCreatedSchema = CartCountSchema.extend({ id: IdSchema });

/** The logged-in user's cart. */
export const cartContract = c.router(
  {
    create: {
      method: 'POST',
      path: '/user/cartcreate',
      body: CartCreateFormSchema,
      responses: { 200: envelope(CartCreatedSchema) },
      summary: 'Add goods to the cart; answers the line they went into',
    },
    change: {
      method: 'POST',
      path: '/user/cartchange',
      body: CartChangeFormSchema,
      responses: { 200: envelope(CartCountSchema) },
      summary: 'Change the quantity of a cart line',
    },
    delete: {
      method: 'POST',
      path: '/user/cartdel',
      body: CartDeleteFormSchema,
      responses: { 200: envelope(CartCountSchema) },
      summary: 'Remove cart lines',
    },
    count: {
      method: 'GET',
      path: '/user/cartcount',
      responses: { 200: envelope(z.number().int().nonnegative()) },
      summary: 'The number of cart lines; data is the number itself. Only called with a token',
    },
    list: {
      method: 'GET',
      path: '/user/cartlist',
      responses: { 200: envelope(z.array(CartItemSchema)) },
      summary: 'Every line of the cart',
    },
  },
  TOKEN_ONLY,
);
