import { useI18nContext } from '../../../i18n/i18n-react';
import type { AccessRule } from '../../lib/access';
import { useRouteList } from './api';
import type { FlatRoute } from './route-list';
import { PROJECT_PROGRAMME_TIERS } from '../../../contract/values';

/** One entry of the personal menu, with the visibility rule it needs, if any. */
export interface PersonalMenuEntry {
  path: string;
  title: string;
  /** An external page instead of a screen of the portal. */
  link: string | null;
  rule: AccessRule | null;
}

/**
 * Who may see an entry, by path, as the server's route list decides: the project screens are for
 * the project programme's tiers (a DPP registers projects, an APP reads those it registered).
 */
const RULES: Record<string, AccessRule> = {
  '/personal/project': { role: [...PROJECT_PROGRAMME_TIERS] },
};

/**
 * The personal menu: the screens of the route list the server gave after login (flattened,
 * without hidden ones) or, while there is none, the portal's own list: home, quotations, orders,
 * projects, end users, DCNet, training, exams and the drafts box.
 */
export function usePersonalMenu(): PersonalMenuEntry[] {
  const { LL } = useI18nContext();
  const routes = useRouteList();
  const own = (path: string, title: string): FlatRoute => ({
    name: path,
    path,
    title,
    link: null,
    hidden: false,
  });
  const builtIn = [
    own('/personal', LL.account.personalCentre()),
    own('/personal/quotation', LL.personal.quotations()),
    own('/personal/order', LL.personal.orders()),
    own('/personal/project', LL.personal.projects()),
    own('/personal/endUser', LL.personal.endUsers()),
    own('/personal/dcnet', LL.personal.dcnet()),
    own('/personal/training', LL.personal.training()),
    own('/personal/exams', LL.personal.exams()),
    own('/personal/draftsBox', LL.personal.drafts()),
  ];
  const served = (routes.data ?? []).filter((route) => !route.hidden);
  return (served.length > 0 ? served : builtIn).map((route) => ({
    path: route.path,
    title: route.title,
    link: route.link,
    rule: RULES[route.path] ?? null,
  }));
}
