import { accountContract } from './account';
import { authContract } from './auth';
import { backofficeContract } from './backoffice';
import { backofficeOrdersContract } from './backoffice-orders';
import { backofficeProjectsContract } from './backoffice-projects';
import { backofficeQuotationsContract } from './backoffice-quotations';
import { cartContract } from './cart';
import { catalogContract } from './catalog';
import { checksContract } from './checks';
import { contentContract } from './content';
import { dcnetContract } from './dcnet';
import { draftsContract } from './drafts';
import { endUsersContract } from './end-users';
import { ordersContract } from './orders';
import { projectsContract } from './projects';
import { quotationsContract } from './quotations';
import { trainingContract } from './training';
import { c } from './common';

/** Every `/prod-api` call, one nested router per domain. Paths are relative to the base path. */
export const contract = c.router(
  {
    content: contentContract,
    auth: authContract,
    account: accountContract,
    projects: projectsContract,
    endUsers: endUsersContract,
    quotations: quotationsContract,
    dcnet: dcnetContract,
    training: trainingContract,
    checks: checksContract,
    orders: ordersContract,
    drafts: draftsContract,
    cart: cartContract,
    catalog: catalogContract,
    // Head office's side (docs/decisions/100-back-office-access.md), its order and project
    // desks in files of their own (docs/backoffice.md).
    backoffice: {
      ...backofficeContract,
      ...backofficeOrdersContract,
      ...backofficeProjectsContract,
      // The quotation desk (docs/backoffice.md).
      ...backofficeQuotationsContract,
    },
  },
  { strictStatusCodes: true },
);

export type Contract = typeof contract;

export { API_BASE_PATH } from './common';
