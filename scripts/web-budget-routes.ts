/**
 * The routes whose first load is measured, and their budgets (docs/decisions/133-first-load-budget.md):
 * /index at most 140 kB of gzipped JavaScript, every other route at most 60 kB more than /index.
 */

export const HOME_BUDGET_BYTES = 140 * 1024;
export const ROUTE_EXTRA_BYTES = 60 * 1024;

export interface RouteBudget {
  path: string;
  /** Demo account the route is opened as; none for a visitor. */
  as?: string;
}

/** The first entry is the home page, which the others are measured against. */
export const FIRST_LOAD_BUDGET: RouteBudget[] = [
  { path: '/index' },
  { path: '/product' },
  { path: '/aboutus/news' },
  { path: '/login' },
  { path: '/product/prolist' },
  { path: '/support' },
  { path: '/personal', as: 'demo.dpp@example.com' },
  { path: '/personal/order', as: 'demo.dpp@example.com' },
  { path: '/personal/quotation', as: 'demo.dpp@example.com' },
  { path: '/personal/project', as: 'demo.dpp@example.com' },
  { path: '/personal/endUser', as: 'demo.dpp@example.com' },
  { path: '/configurator', as: 'demo.dpp@example.com' },
  { path: '/backoffice', as: 'demo.backoffice@example.com' },
];

/** The most gzipped JavaScript a route may fetch, given what /index fetched. */
export function budgetOf(route: RouteBudget, homeBytes: number): number {
  return route.path === FIRST_LOAD_BUDGET[0]?.path
    ? HOME_BUDGET_BYTES
    : Math.min(homeBytes, HOME_BUDGET_BYTES) + ROUTE_EXTRA_BYTES;
}
