import { s } from '../router';
import { contract } from '../../contract/index';
import type { Db } from '../db/client';
import type { ContentCache } from '../content/content-cache';
import { keptAnswers } from '../plugins/kept-answer';
import {
  accessoriesOf,
  categoryLabels,
  categoryTree,
  goodsPage,
  productDetail,
  productPage,
} from './catalog';
import { requestLang } from '../lang';
import { found, notFound, ok } from '../reply';

/**
 * The product catalogue and the configurator's goods. The product list is kept per language and
 * form until head office changes public content: the same call again is answered
 * without reading or checking its body (docs/decisions/142-kept-answers.md).
 */
export function catalogRoutes(db: Db, cache: ContentCache) {
  return s.router(contract.catalog, {
    list: {
      hooks: keptAnswers({
        cache,
        // Keyed on the form as the contract reads it, not the body as sent: fields the
        // contract drops cannot make a key of any size, and a body it refuses is not kept.
        key: (request) => {
          const form = contract.catalog.list.body.safeParse(request.body);
          return form.success
            ? `products:${requestLang(request)}:${JSON.stringify(form.data)}`
            : null;
        },
      }),
      handler: async ({ request, body }) => {
        const lang = requestLang(request);
        return (await productPage(db, lang, body)) ?? notFound(lang);
      },
    },
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
