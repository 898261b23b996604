import { s } from '../router';
import { vendorsContract } from '../../contract/vendors';
import type { Db } from '../db/client';
import { vendorCompany, vendorPage } from './vendors';
import { requestLang } from '../lang';
import { found } from '../reply';

/** The vendor list (find a partner) and vendor company pages. */
export function vendorsRoutes(db: Db) {
  return s.router(vendorsContract, {
    vendorList: ({ request, query }) => vendorPage(db, requestLang(request), query),
    vendorCompany: async ({ request, query }) => {
      const lang = requestLang(request);
      return found(lang, await vendorCompany(db, lang, query.id));
    },
  });
}
