import { expect, test, type Browser, type Page } from '@playwright/test';
import ar from '../../i18n/ar/quotationDesk';
import arQuotations from '../../i18n/ar/quotations';
import en from '../../i18n/en/quotationDesk';
import enDesks from '../../i18n/en/backofficeDesks';
import arDesks from '../../i18n/ar/backofficeDesks';
import enQuotations from '../../i18n/en/quotations';
import { expectNoAxeViolations } from '../fixtures/axe';
import { freshQuotation } from '../fixtures/test-data';
import { fill } from '../fixtures/partner-screens';
import { TEST_PASSWORD, screenReady } from '../fixtures/portal';
import { HEAD_OFFICE } from '../fixtures/quotation-desk';
import { startAsNewPartner } from '../fixtures/quotations';
import { apiLogin, startLoggedIn } from '../fixtures/session';

/**
 * Each language's run: the desk's texts, the partner's quotation texts and the state labels the
 * server answers. Every test quotes as a partner registered for it, so nothing another suite counts or
 * takes is touched (suites run side by side on one server).
 */
const RUNS = [
  {
    lang: 'en',
    dir: 'ltr',
    t: en,
    q: enQuotations,
    desks: enDesks,
    states: { approved: 'Approved', rejected: 'Rejected' },
  },
  {
    lang: 'ara',
    dir: 'rtl',
    t: ar,
    q: arQuotations,
    desks: arDesks,
    states: { approved: 'مقبول', rejected: 'مرفوض' },
  },
] as const;

type Run = (typeof RUNS)[number];

/** A partner registered now, in a browser of its own, with a quotation waiting on head office. */
async function partnerWithQuotation(browser: Browser, baseURL: string | undefined, run: Run) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  const page = await context.newPage();
  const request = context.request;
  const email = await startAsNewPartner(page, request, run.lang);
  const { token } = await apiLogin(request, email, TEST_PASSWORD);
  const quotation = await freshQuotation(request, token);
  return { page, context, ...quotation };
}

/** Opens the quotation desk from the work queue and the quotation found by its number. */
async function openAtDesk(page: Page, run: Run, code: string) {
  const { t } = run;
  await page.goto('/backoffice');
  await screenReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', run.dir);
  await expect(page.getByTestId('queue-quotations')).not.toHaveText('0');
  await page.getByRole('link', { name: t.queue }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expectNoAxeViolations(page);
  const search = page.getByRole('search');
  await search.getByLabel(t.keyword).fill(code);
  await search.getByRole('button', { name: t.search }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: t.open }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: fill(t.detailTitle, { code }) }),
  ).toBeVisible();
}

/** The rows of the panel's audit trail that name an action. */
const auditRows = (page: Page, action: string) => page.getByRole('row').filter({ hasText: action });

for (const run of RUNS) {
  test(`head office approves a new partner's quotation and the partner orders from it (${run.lang})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    // Four screens with axe each, on a shared machine.
    test.setTimeout(150_000);
    const { t, q, states } = run;
    const partner = await partnerWithQuotation(browser, baseURL, run);

    await startLoggedIn(page, request, HEAD_OFFICE, { lang: run.lang });
    await openAtDesk(page, run, partner.code);
    const lines = page.getByRole('table', { name: fill(q.linesCaption, { code: partner.code }) });
    await expect(lines.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 3, name: q.totals })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.approve, exact: true }).click();
    const ask = page.getByRole('dialog', { name: run.desks.ask.approveQuotationTitle });
    await expect(ask).toContainText(partner.code);
    await ask.getByRole('button', { name: t.approve, exact: true }).click();
    await expect(auditRows(page, t.actions.approve)).toHaveCount(1);
    await expect(page.getByText(t.decided)).toBeVisible();
    // It no longer waits, so the list searched for it is empty.
    await expect(page.getByRole('row').filter({ hasText: partner.code })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The partner reads the approval and makes its order.
    const own = partner.page;
    await own.goto(`/personal/quotation/detail?id=${partner.id}`);
    await expect(
      own.getByRole('heading', { level: 1, name: fill(q.heading, { code: partner.code }) }),
    ).toBeVisible();
    await expect(own.locator('html')).toHaveAttribute('dir', run.dir);
    await expect(own.getByText(states.approved, { exact: true })).toBeVisible();
    await expectNoAxeViolations(own);
    await own.getByRole('button', { name: q.makeOrder }).click();
    const dialog = own.getByRole('dialog');
    await expect(dialog.getByText(fill(q.makeOrderQuestion, { code: partner.code }))).toBeVisible();
    await dialog.getByRole('button', { name: q.makeOrder }).click();
    await expect(own).toHaveURL(/\/personal\/order\/detail\?id=\d+$/);
    await partner.context.close();
  });

  test(`head office rejects a quotation with a reason the partner reads (${run.lang})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const { t, q, states } = run;
    const partner = await partnerWithQuotation(browser, baseURL, run);
    const reason = `Please add the 10G uplink modules (${run.lang}).`;

    await startLoggedIn(page, request, HEAD_OFFICE, { lang: run.lang });
    await openAtDesk(page, run, partner.code);

    // Rejected without a reason: the error summary leads to the field.
    await page.getByRole('button', { name: t.reject, exact: true }).click();
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await summary.getByRole('link').click();
    await expect(page.getByLabel(t.reason)).toBeFocused();
    await page.getByLabel(t.reason).fill(reason);
    await page.getByRole('button', { name: t.reject, exact: true }).click();
    await expect(auditRows(page, t.actions.reject)).toHaveCount(1);
    await expect(auditRows(page, t.actions.reject)).toContainText(reason);
    await expect(page.getByText(t.decided)).toBeVisible();
    await expectNoAxeViolations(page);

    // The partner reads the state and the reason, and is offered no order.
    const own = partner.page;
    await own.goto(`/personal/quotation/detail?id=${partner.id}`);
    await expect(
      own.getByRole('heading', { level: 1, name: fill(q.heading, { code: partner.code }) }),
    ).toBeVisible();
    await expect(own.getByText(states.rejected, { exact: true })).toBeVisible();
    await expect(own.getByText(reason, { exact: true })).toBeVisible();
    await expect(own.getByText(t.partnerView.rejected)).toBeVisible();
    await expect(own.getByRole('button', { name: q.makeOrder })).toHaveCount(0);
    await expectNoAxeViolations(own);
    await partner.context.close();
  });
}

test('staff with only the order permissions have no quotation desk', async ({ page, request }) => {
  await startLoggedIn(page, request, 'demo.orders@example.com');
  await page.goto('/backoffice');
  await screenReady(page);
  await expect(page.getByTestId('queue-payments')).toBeVisible();
  await expect(page.getByTestId('queue-quotations')).toHaveCount(0);
  const nav = page.getByRole('main').getByRole('navigation');
  await expect(nav.getByRole('link', { name: en.title, exact: true })).toHaveCount(0);
  await page.goto('/backoffice/quotations');
  await expect(
    page.getByText('You do not have permission to use this part of the back office.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
