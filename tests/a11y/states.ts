/**
 * The page states the accessibility report visits: every route of the portal for the role that
 * reaches it (a visitor, a project partner (DPP), a partner of another tier, head office), the
 * dialogs open, an order at each of its nine steps and a record open on each desk that shows
 * one. A state is a route and, for a dialog, what a person clicks to open it.
 */
import type { Page } from 'playwright';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { APPLICATION_FORMS } from '../../src/features/dcnet/tier-forms';
import { PUBLIC_ROUTES } from '../fixtures/portal';

export const ROLES = ['visitor', 'partner', 'partner-other', 'head-office'] as const;
export type Role = (typeof ROLES)[number];

/** Who each role is: a demo account of the in-memory database the report's server seeds. */
export const ACCOUNTS: Record<Exclude<Role, 'visitor'>, { username: string; label: string }> = {
  partner: { username: 'demo.dpp@example.com', label: 'Project partner (DC-DPP)' },
  'partner-other': { username: 'demo.asp@example.com', label: 'Service partner (DC-ASP)' },
  'head-office': { username: 'demo.backoffice@example.com', label: 'Head office (every desk)' },
};
export const ROLE_LABELS: Record<Role, string> = {
  visitor: 'Visitor',
  ...Object.fromEntries(Object.entries(ACCOUNTS).map(([role, { label }]) => [role, label])),
} as Record<Role, string>;

/** One state of a page: where it is, and what opens it once the screen is there. */
export interface PageState {
  /** Unique across the report, fit for a file name. */
  id: string;
  role: Role;
  /** What the report calls it: the route, and the dialog or step. */
  label: string;
  /** The address, with the ids of real records. */
  url: string;
  /** Opens a dialog, once the screen has loaded. */
  open?: (page: Page, LL: TranslationFunctions) => Promise<void>;
}

/** The ids of the records the detail states show, read from the server. */
export interface Records {
  /** Public detail routes → an id. */
  publicIds: Record<string, number>;
  quotation: number;
  project: number;
  /** An order of the DPP partner waiting at each step. */
  orderAtStep: Record<number, number>;
  /** A record on each desk that opens one (`?open=`). */
  deskRecords: Record<string, number>;
}

const idOf = (route: string) =>
  route.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root';

const PERSONAL = [
  '/personal',
  '/personal/endUser',
  '/personal/quotation',
  '/personal/project',
  '/personal/project/register',
  '/personal/draftsBox',
  '/personal/dcnet',
  ...APPLICATION_FORMS.map((form) => `/personal/partner/${form}`),
  '/personal/training',
  '/personal/training/enroll',
  '/personal/exams',
  '/personal/exams/enroll',
  '/personal/grades',
  '/personal/order',
  '/configurator',
];

export const DESKS = [
  'orders',
  'quotations',
  'projects',
  'partners',
  'dcnet',
  'codes',
  'exams',
  'messages',
  'settings',
];

async function openFromBanner(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
}

/** Every state of the report, for the records the server holds. */
export function pageStates(records: Records): PageState[] {
  const states: PageState[] = [];
  const add = (role: Role, label: string, url: string, open?: PageState['open']) =>
    states.push({ id: `${role}-${idOf(label)}`, role, label, url, ...(open ? { open } : {}) });

  for (const route of PUBLIC_ROUTES) {
    const id = records.publicIds[route];
    add('visitor', route, id ? `${route}?id=${id}` : route);
  }
  add('visitor', '/index (login dialog)', '/index', async (page, LL) => {
    await openFromBanner(page, LL.shell.login());
    await page.getByRole('dialog').getByRole('heading', { name: LL.auth.loginTitle() }).waitFor();
  });
  add('visitor', '/index (sign-up dialog)', '/index', async (page, LL) => {
    await openFromBanner(page, LL.shell.signUp());
    await page.getByRole('dialog').getByRole('heading', { name: LL.auth.signUpTitle() }).waitFor();
  });

  for (const role of ['partner', 'partner-other'] as const) {
    for (const route of PERSONAL) add(role, route, route);
    add(role, '/index (change-password dialog)', '/index', async (page, LL) => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(LL.account.menuFor()) })
        .click();
      await page.getByRole('menuitem', { name: LL.account.changePassword() }).click();
      await page
        .getByRole('dialog')
        .getByRole('heading', { name: LL.account.changePassword() })
        .waitFor();
    });
  }
  add(
    'partner',
    '/personal/quotation/detail',
    `/personal/quotation/detail?id=${records.quotation}`,
  );
  add(
    'partner',
    '/personal/quotation/change',
    `/personal/quotation/change?id=${records.quotation}`,
  );
  add('partner', '/personal/project/detail', `/personal/project/detail?id=${records.project}`);
  for (let step = 1; step <= 9; step += 1) {
    const order = records.orderAtStep[step];
    if (order)
      add('partner', `/personal/order/detail (step ${step})`, `/personal/order/detail?id=${order}`);
  }

  add('head-office', '/backoffice', '/backoffice');
  for (const desk of DESKS) {
    add('head-office', `/backoffice/${desk}`, `/backoffice/${desk}`);
    const record = records.deskRecords[desk];
    if (record) {
      add('head-office', `/backoffice/${desk} (record)`, `/backoffice/${desk}?open=${record}`);
    }
  }
  return states;
}
