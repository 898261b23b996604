import { asc, eq } from 'drizzle-orm';
import { goodsAccessories, labelGroups, productDownloads, products } from '../db/schema/index';
import { must, nothingToSetUp, param, type ProviderStates } from './types';

/**
 * The catalogue, whatever it holds: states that need a category, product or goods item pick
 * one that has what the interaction reads and answer its id for `fromProviderState`; none of
 * them writes anything, and none names a record of the reference server's own seed.
 */
export const catalogStates: ProviderStates = {
  'the catalogue has categories': {
    needs: 'Product categories, with their names in every language.',
    makes: 'Nothing.',
    setup: nothingToSetUp,
  },
  'a product category exists': {
    needs:
      'A top-level product category with configurator filter labels, and products and goods under it.',
    makes: 'Nothing.',
    answers: { cateId: 'the id of the category' },
    setup: async (db) => {
      const [row] = await db
        .select({ id: labelGroups.cateId })
        .from(labelGroups)
        .orderBy(asc(labelGroups.id))
        .limit(1);
      return { cateId: must(row, 'a category with filter labels').id };
    },
  },
  'a product exists': {
    needs: 'A product with its details, pictures, specifications, downloads and brochures.',
    makes: 'Nothing.',
    answers: { productId: 'the id of the product' },
    setup: async (db) => {
      const [row] = await db
        .selectDistinct({ id: productDownloads.productId })
        .from(productDownloads)
        .orderBy(asc(productDownloads.productId))
        .limit(1);
      return { productId: must(row, 'a product with downloads').id };
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
    needs: 'A goods item with at least one accessory.',
    makes: 'Nothing.',
    answers: { goodsId: 'the id of the goods item' },
    setup: async (db) => {
      const [row] = await db
        .select({ id: goodsAccessories.goodsId })
        .from(goodsAccessories)
        .orderBy(asc(goodsAccessories.goodsId))
        .limit(1);
      return { goodsId: must(row, 'goods with accessories').id };
    },
  },
};
