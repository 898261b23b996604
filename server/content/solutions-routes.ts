import { s } from '../router';
import { solutionsContract } from '../../contract/solutions';
import type { Db } from '../db/client';
import { solutionDetail, solutionPage } from './solutions';
import { requestLang } from '../lang';
import { found } from '../reply';

/** The solution list and solution pages. */
export function solutionsRoutes(db: Db) {
  return s.router(solutionsContract, {
    solutionList: ({ request, query }) => solutionPage(db, requestLang(request), query),
    solutionDetail: async ({ request, query }) => {
      const lang = requestLang(request);
      return found(lang, await solutionDetail(db, lang, query.id));
    },
  });
}
