import { s } from '../router';
import { pagesContract } from '../../contract/pages';
import type { Db } from '../db/client';
import { keptAnswers } from '../plugins/kept-answer';
import type { ContentCache } from './content-cache';
import { homePage, singlePage } from './pages';
import { search } from './search';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { found, ok } from '../reply';

/**
 * The home page (kept per language until head office changes public content,
 * docs/decisions/142-kept-answers.md), search, and the company and support pages.
 */
export function pagesRoutes(db: Db, cache: ContentCache) {
  return s.router(pagesContract, {
    home: {
      hooks: keptAnswers({ cache, key: (request) => `home:${requestLang(request)}` }),
      handler: async ({ request }) => {
        const lang = requestLang(request);
        return ok(lang, await homePage(db, lang));
      },
    },
    search: async ({ request, body }) => {
      const lang = requestLang(request);
      const hits = await search(db, lang, body);
      return ok(lang, hits, hits.total === 0 ? messages(lang).noResults() : undefined);
    },
    page: async ({ request, query }) => {
      const lang = requestLang(request);
      return found(lang, await singlePage(db, lang, query.name));
    },
  });
}
