import { initServer } from '@ts-rest/fastify';
import { layoutContract } from '../../contract/layout';
import type { Db } from '../db/client';
import { countryList, friendLinkList } from './layout';
import { requestLang } from '../lang';
import { ok } from '../reply';

const s = initServer();

/** The layout is answered kept (server/content/kept-routes.ts); these are the other calls. */
const { layout: _kept, ...calls } = layoutContract;
export const layoutCallsContract = calls;

/** The footer links and the country list (the layout itself: server/content/kept-routes.ts). */
export function layoutRoutes(db: Db) {
  return s.router(layoutCallsContract, {
    countries: async ({ request }) =>
      ok(requestLang(request), { countries: await countryList(db) }),
    friendLinks: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, { links: await friendLinkList(db, lang) });
    },
  });
}
