import { eq } from 'drizzle-orm';
import {
  goods,
  goodsAccessories,
  productCategories,
  products,
} from '../../../server/db/schema/index';
import { param, type StateHandlers, type StateParams } from './types';

/**
 * The seeded catalogue. States that name a category, product or goods item look it up and
 * answer its id for `fromProviderState`.
 */
export const catalogStates: StateHandlers = ({ db }) => ({
  'the catalogue has categories': () => Promise.resolve({}),
  'a product category exists': async (params?: StateParams) => {
    const name = param(params, 'name');
    const rows = await db.select().from(productCategories);
    const row = rows.find((category) => category.name.en === name);
    if (!row) throw new Error(`provider state: category ${name} is not in the database`);
    return { cateId: row.id };
  },
  'a product exists': async (params?: StateParams) => {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.model, param(params, 'model')));
    if (!row) throw new Error(`provider state: product ${param(params, 'model')} is missing`);
    return { productId: row.id };
  },
  'no product has the id': async (params?: StateParams) => {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, Number(param(params, 'id'))));
    if (row) throw new Error(`provider state: product ${row.id} exists`);
    return {};
  },
  'goods with accessories exist': async (params?: StateParams) => {
    const [row] = await db
      .select({ id: goods.id })
      .from(goods)
      .innerJoin(goodsAccessories, eq(goodsAccessories.goodsId, goods.id))
      .where(eq(goods.model, param(params, 'model')))
      .limit(1);
    if (!row) throw new Error(`provider state: goods ${param(params, 'model')} has no accessories`);
    return { goodsId: row.id };
  },
});
