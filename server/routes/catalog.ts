import { initServer } from '@ts-rest/fastify';
import { contract } from '../../contract/index';
import type { ContentCache } from '../content-cache';
import type { Db } from '../db/client';
import {
  accessoriesOf,
  categoryLabels,
  categoryTree,
  goodsPage,
  productDetail,
  productPage,
} from '../domains/catalog';
import { requestLang } from '../lang';
import { found, notFound, ok } from '../reply';

const s = initServer();

/** The product catalogue and the configurator's goods. */
export function catalogRoutes(db: Db, cache: ContentCache) {
  return s.router(contract.catalog, {
    index: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, { cate: await categoryTree(db, lang) });
    },
    list: async ({ request, body }) => {
      const lang = requestLang(request);
      const page = await cache.get(`products:${lang}:${JSON.stringify(body)}`, () =>
        productPage(db, lang, body),
      );
      return page ?? notFound(lang);
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
