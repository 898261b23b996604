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
  /** The screen's level-1 heading in English: the route is counted once it is visible. */
  heading: string;
  /**
   * The modules of the route table that render the route (a layout and its page): every file
   * the build made of them, and every file those import, must be among the scripts counted.
   */
  screens: string[];
}

const PERSONAL = 'src/features/personal/personal-layout.tsx';

/** The first entry is the home page, which the others are measured against. */
export const FIRST_LOAD_BUDGET: RouteBudget[] = [
  {
    path: '/index',
    heading: 'Networking for partners',
    screens: ['src/features/home/home-page.tsx'],
  },
  {
    path: '/product',
    heading: 'Products',
    screens: ['src/features/products/product-list-page.tsx'],
  },
  { path: '/aboutus/news', heading: 'News', screens: ['src/features/news/news-list-page.tsx'] },
  { path: '/login', heading: 'Log in', screens: ['src/features/auth/login-page.tsx'] },
  { path: '/product/prolist', heading: 'Cart', screens: ['src/features/cart/cart-list-page.tsx'] },
  { path: '/support', heading: 'Help centre', screens: ['src/features/support/support-page.tsx'] },
  {
    path: '/personal',
    as: 'demo.dpp@example.com',
    heading: 'Personal centre',
    screens: [PERSONAL, 'src/features/personal/personal-home-page.tsx'],
  },
  {
    path: '/personal/order',
    as: 'demo.dpp@example.com',
    heading: 'Orders',
    screens: [PERSONAL, 'src/features/orders/orders-page.tsx'],
  },
  {
    path: '/personal/quotation',
    as: 'demo.dpp@example.com',
    heading: 'Quotations',
    screens: [PERSONAL, 'src/features/quotations/quotations-page.tsx'],
  },
  {
    path: '/personal/project',
    as: 'demo.dpp@example.com',
    heading: 'Projects',
    screens: [PERSONAL, 'src/features/projects/projects-page.tsx'],
  },
  {
    path: '/personal/endUser',
    as: 'demo.dpp@example.com',
    heading: 'End users',
    screens: [PERSONAL, 'src/features/end-users/end-users-page.tsx'],
  },
  {
    path: '/configurator',
    as: 'demo.dpp@example.com',
    heading: 'Configurator',
    screens: ['src/features/configurator/configurator-page.tsx'],
  },
  {
    path: '/backoffice',
    as: 'demo.backoffice@example.com',
    heading: 'Work queue',
    screens: ['src/features/backoffice/backoffice-page.tsx'],
  },
];

/** One file of the build's manifest (`dist/.vite/manifest.json`), by source path. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The script files a route cannot render without: its screens' files and everything they
 * import statically, the entry among them. Throws when a screen is not in the build.
 */
export function scriptsOfScreens(
  manifest: Record<string, ManifestChunk>,
  screens: readonly string[],
): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: is it still a screen?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const screen of screens) visit(screen);
  return files;
}

/** The most gzipped JavaScript a route may fetch, given what /index fetched. */
export function budgetOf(route: RouteBudget, homeBytes: number): number {
  return route.path === FIRST_LOAD_BUDGET[0]?.path
    ? HOME_BUDGET_BYTES
    : Math.min(homeBytes, HOME_BUDGET_BYTES) + ROUTE_EXTRA_BYTES;
}
