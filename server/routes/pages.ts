import { initServer } from '@ts-rest/fastify';
import { pagesContract } from '../../contract/pages';
import type { ContentCache } from '../content-cache';
import type { Db } from '../db/client';
import { homePage, singlePage } from '../domains/pages';
import { search } from '../domains/search';
import { requestLang } from '../lang';
import { found, ok } from '../reply';

const s = initServer();

/** The home page, search, and the company and support pages. */
export function pagesRoutes(db: Db, cache: ContentCache) {
  return s.router(pagesContract, {
    home: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, await cache.get(`home:${lang}`, () => homePage(db, lang)));
    },
    search: ({ request, body }) => search(db, requestLang(request), body),
    page: async ({ request, query }) => {
      const lang = requestLang(request);
      return found(lang, await singlePage(db, lang, query.name));
    },
  });
}
