import { s } from '../router';
import { newsContract } from '../../contract/news';
import type { Db } from '../db/client';
import { newsArticle, newsPage } from './news';
import { requestLang } from '../lang';
import { found } from '../reply';

/** The news list and articles. */
export function newsRoutes(db: Db) {
  return s.router(newsContract, {
    newsList: ({ request, query }) => newsPage(db, requestLang(request), query),
    newsDetail: async ({ request, query }) => {
      const lang = requestLang(request);
      return found(lang, await newsArticle(db, lang, query.id));
    },
  });
}
