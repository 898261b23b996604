import { layoutContract } from './layout';
import { lookupsContract } from './lookups';
import { newsContract } from './news';
import { pagesContract } from './pages';
import { solutionsContract } from './solutions';
import { vendorsContract } from './vendors';
import { c } from './common';

/**
 * Public content, one file per domain: the layout shell (layout.ts), the home page, search and
 * single pages (pages.ts), news, solutions, vendors, and the lookups (lookups.ts). The calls
 * stay under one `content` router, so the client and the published pact keep their names.
 */
export const contentContract = c.router({
  ...layoutContract,
  ...pagesContract,
  ...newsContract,
  ...solutionsContract,
  ...vendorsContract,
  ...lookupsContract,
});

// The web app still imports these names from here; new code imports them from the domain files.
export type { Country, MenuItem, MenuLink } from './layout';
export type { CertificateVerifyResult, SnCheckResult } from './lookups';
export { SEARCH_TYPES } from './pages';
export type { Banner, PageName, SearchHit, SearchType } from './pages';
