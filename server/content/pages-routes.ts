import { initServer } from '@ts-rest/fastify';
import { pagesContract } from '../../contract/pages';
import type { Db } from '../db/client';
import { singlePage } from './pages';
import { search } from './search';
import { requestLang } from '../lang';
import { found } from '../reply';

const s = initServer();

/** The home page is answered kept (server/content/kept-routes.ts); these are the other calls. */
const { home: _kept, ...calls } = pagesContract;
export const pagesCallsContract = calls;

/** Search, and the company and support pages (the home page: server/content/kept-routes.ts). */
export function pagesRoutes(db: Db) {
  return s.router(pagesCallsContract, {
    search: ({ request, body }) => search(db, requestLang(request), body),
    page: async ({ request, query }) => {
      const lang = requestLang(request);
      return found(lang, await singlePage(db, lang, query.name));
    },
  });
}
