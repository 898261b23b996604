import { initServer } from '@ts-rest/fastify';
import { layoutContract } from '../../contract/layout';
import type { ContentCache } from '../content-cache';
import type { Db } from '../db/client';
import { countryList, friendLinkList, layoutOf } from '../domains/layout';
import { requestLang } from '../lang';
import { ok } from '../reply';

const s = initServer();

/** The layout shell's menu and footer settings, the footer links and the country list. */
export function layoutRoutes(db: Db, cache: ContentCache) {
  return s.router(layoutContract, {
    layout: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, await cache.get(`layout:${lang}`, () => layoutOf(db, lang)));
    },
    countries: async ({ request }) =>
      ok(requestLang(request), { countries: await countryList(db) }),
    friendLinks: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, { links: await friendLinkList(db, lang) });
    },
  });
}
