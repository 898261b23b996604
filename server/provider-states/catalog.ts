import { eq } from 'drizzle-orm';
import { goods, goodsAccessories, productCategories, products } from '../db/schema/index';
import { must, nothingToSetUp, param, type ProviderStates } from './types';

/**
 * The seeded catalogue. States that name a category, product or goods item look it up and
 * answer its id for `fromProviderState`; none of them writes anything.
 */
export const catalogStates: ProviderStates = {
  'the catalogue has categories': {
    needs: 'Product categories with labels in every language, as the seed has them.',
    makes: 'Nothing.',
    setup: nothingToSetUp,
  },
  'a product category exists': {
    params: { name: 'the English name of a category ("Switches")' },
    needs: 'The category of that name, with products in it.',
    makes: 'Nothing.',
    answers: { cateId: 'the id of the category' },
    setup: async (db, params) => {
      const name = param(params, 'name');
      const rows = await db.select().from(productCategories);
      const row = must(
        rows.find((category) => category.name.en === name),
        `category ${name}`,
      );
      return { cateId: row.id };
    },
  },
  'a product exists': {
    params: { model: 'the model of a product ("S5750E-28X-SI")' },
    needs: 'The product of that model, with its details, pictures and downloads.',
    makes: 'Nothing.',
    answers: { productId: 'the id of the product' },
    setup: async (db, params) => {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.model, param(params, 'model')));
      return { productId: must(row, `product ${param(params, 'model')}`).id };
    },
  },
  'no product has the id': {
    params: { id: 'a product id that must not exist' },
    makes: 'Nothing; the state fails if a product has that id.',
    setup: async (db, params) => {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, Number(param(params, 'id'))));
      if (row) throw new Error(`provider state: product ${row.id} exists`);
      return {};
    },
  },
  'goods with accessories exist': {
    params: { model: 'the model of a goods item ("S5750E-28X-SI")' },
    needs: 'A goods item of that model with at least one accessory.',
    makes: 'Nothing.',
    answers: { goodsId: 'the id of the goods item' },
    setup: async (db, params) => {
      const [row] = await db
        .select({ id: goods.id })
        .from(goods)
        .innerJoin(goodsAccessories, eq(goodsAccessories.goodsId, goods.id))
        .where(eq(goods.model, param(params, 'model')))
        .limit(1);
      return { goodsId: must(row, `goods ${param(params, 'model')} with accessories`).id };
    },
  },
};
