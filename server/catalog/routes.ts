import { initServer } from '@ts-rest/fastify';
import { contract } from '../../contract/index';
import type { Db } from '../db/client';
import { accessoriesOf, categoryLabels, categoryTree, goodsPage, productDetail } from './catalog';
import { requestLang } from '../lang';
import { found, notFound, ok } from '../reply';

const s = initServer();

/** The product list is answered kept (server/content/kept-routes.ts); these are the other calls. */
const { list: _kept, ...calls } = contract.catalog;
export const catalogCallsContract = calls;

/**
 * The product catalogue and the configurator's goods (the product list:
 * server/content/kept-routes.ts).
 */
export function catalogRoutes(db: Db) {
  return s.router(catalogCallsContract, {
    index: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, { cate: await categoryTree(db, lang) });
    },
    detail: async ({ request, body }) => {
      const lang = requestLang(request);
      return found(lang, await productDetail(db, lang, body.id));
    },
    labels: async ({ request, body }) => {
      const lang = requestLang(request);
      return found(lang, await categoryLabels(db, lang, body.cate_id));
    },
    goodsList: async ({ request, body }) => {
      const lang = requestLang(request);
      return (await goodsPage(db, lang, body)) ?? notFound(lang);
    },
    accessories: async ({ request, body }) => {
      const lang = requestLang(request);
      return found(lang, await accessoriesOf(db, lang, body.goods_id));
    },
  });
}
