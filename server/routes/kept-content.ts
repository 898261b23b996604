import { initServer } from '@ts-rest/fastify';
import { contract } from '../../contract/index';
import { layoutContract } from '../../contract/layout';
import { pagesContract } from '../../contract/pages';
import type { ContentCache } from '../content-cache';
import type { Db } from '../db/client';
import { productPage } from '../domains/catalog';
import { layoutOf } from '../domains/layout';
import { homePage } from '../domains/pages';
import { KeptAnswer } from '../kept-answer';
import { requestLang } from '../lang';
import { notFound, ok } from '../reply';

const s = initServer();

const layoutRoute = layoutContract.layout;
const homeRoute = pagesContract.home;
const productListRoute = contract.catalog.list;

/**
 * The public reads every visitor makes: the layout, the home page and the product list. Kept
 * per language (and filters) in `cache` until head office changes public content; each answer
 * is checked against the contract once, when it is made, and sent as made, serialised and
 * compressed once (docs/decisions/142-kept-answers.md). Register without ts-rest's response
 * check.
 */
export const keptContentContract = {
  layout: layoutRoute,
  home: homeRoute,
  productList: productListRoute,
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
      const kept = await cache.get(`products:${lang}:${JSON.stringify(body)}`, async () =>
        KeptAnswer.of(productListRoute, (await productPage(db, lang, body)) ?? notFound(lang)),
      );
      return kept.reply(request, reply);
    },
  });
}
