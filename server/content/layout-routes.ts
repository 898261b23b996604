import { s } from '../router';
import { layoutContract } from '../../contract/layout';
import type { Db } from '../db/client';
import { keptAnswers } from '../plugins/kept-answer';
import type { ContentCache } from './content-cache';
import { countryList, friendLinkList, layoutOf } from './layout';
import { requestLang } from '../lang';
import { ok } from '../reply';

/**
 * The layout shell (kept per language until head office changes public content,
 * docs/decisions/142-kept-answers.md), the footer links and the country list.
 */
export function layoutRoutes(db: Db, cache: ContentCache) {
  return s.router(layoutContract, {
    layout: {
      hooks: keptAnswers({ cache, key: (request) => `layout:${requestLang(request)}` }),
      handler: async ({ request }) => {
        const lang = requestLang(request);
        return ok(lang, await layoutOf(db, lang));
      },
    },
    countries: async ({ request }) =>
      ok(requestLang(request), { countries: await countryList(db) }),
    friendLinks: async ({ request }) => {
      const lang = requestLang(request);
      return ok(lang, { links: await friendLinkList(db, lang) });
    },
  });
}
