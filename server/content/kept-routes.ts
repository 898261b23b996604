import { initContract } from '@ts-rest/core';
import { initServer, RequestValidationError } from '@ts-rest/fastify';
import { contract } from '../../contract/index';
import { layoutContract } from '../../contract/layout';
import { pagesContract } from '../../contract/pages';
import type { ContentCache } from './content-cache';
import type { Db } from '../db/client';
import { productPage } from '../catalog/catalog';
import { layoutOf } from './layout';
import { homePage } from './pages';
import { KeptAnswer } from '../plugins/kept-answer';
import { requestLang } from '../lang';
import { notFound, ok } from '../reply';

const s = initServer();

const layoutRoute = layoutContract.layout;
const homeRoute = pagesContract.home;
const productListRoute = contract.catalog.list;

/**
 * The product list as registered: ts-rest hands its body over unchecked, and the handler checks
 * it only when no answer is kept for that body yet (a body answered before was checked then).
 */
const productListUnchecked = { ...productListRoute, body: initContract().type<unknown>() };

/**
 * The public reads every visitor makes: the layout, the home page and the product list. Kept
 * per language (and filters) in `cache` until head office changes public content; each answer
 * is checked against the contract once, when it is made, and sent as made, serialised and
 * compressed once (docs/decisions/142-kept-answers.md). Register without ts-rest's response
 * check. The product list's body is checked by its handler, when its answer is made.
 */
export const keptContentContract = {
  layout: layoutRoute,
  home: homeRoute,
  productList: productListUnchecked,
};

export function keptContentRoutes(db: Db, cache: ContentCache) {
  return s.router(keptContentContract, {
    layout: async ({ request, reply }) => {
      const lang = requestLang(request);
      const kept = await cache.get(`layout:${lang}`, async () =>
        KeptAnswer.of(layoutRoute, ok(lang, await layoutOf(db, lang))),
      );
      return kept.reply(request, reply);
    },
    home: async ({ request, reply }) => {
      const lang = requestLang(request);
      const kept = await cache.get(`home:${lang}`, async () =>
        KeptAnswer.of(homeRoute, ok(lang, await homePage(db, lang))),
      );
      return kept.reply(request, reply);
    },
    productList: async ({ request, reply, body }) => {
      const lang = requestLang(request);
      // Kept under the body as sent: the same call again is answered without checking it again.
      const kept = await cache.get(`products:${lang}:${JSON.stringify(body)}`, async () => {
        const form = productListRoute.body.safeParse(body);
        if (!form.success) throw new RequestValidationError(null, null, null, form.error);
        const page = await productPage(db, lang, form.data);
        return KeptAnswer.of(productListRoute, page ?? notFound(lang));
      });
      return kept.reply(request, reply);
    },
  });
}
