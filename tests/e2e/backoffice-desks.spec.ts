import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../i18n/ar/backofficeDesks';
import en from '../../i18n/en/backofficeDesks';
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  applyingProject,
  partnerOrder,
  partnerProject,
  partnerWithWaitingOrders,
} from '../fixtures/backoffice-desks';
import { screenReady } from '../fixtures/portal';
import { apiLogin, startLoggedIn } from '../fixtures/session';

const STAFF = 'demo.backoffice@example.com';
const PROJECT_PARTNER = 'demo.dpp@example.com';

/** A small whole PDF: the server checks an upload's first bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/**
 * Each language's run: its texts, the work queue's title, and the demo partners whose orders
 * it takes (runs go in parallel, and the server keeps its database between runs). The orders
 * suite reads the seeded orders of the ADP, DDP and APP and counts them by step, so head office
 * takes other partners' orders here.
 */
const RUNS = [
  {
    lang: 'en',
    dir: 'ltr',
    t: en,
    queue: 'Work queue',
    partners: ['demo.dsp@example.com', 'demo.dee@example.com'],
  },
  {
    lang: 'ara',
    dir: 'rtl',
    t: ar,
    queue: 'قائمة العمل',
    partners: ['demo.dte@example.com', 'demo.asp@example.com'],
  },
] as const;

type Texts = (typeof RUNS)[number]['t'];

/** Opens one order of the orders desk, found under what it waits for. */
async function openOrder(page: Page, t: Texts, waiting: string, orderSn: string) {
  await page
    .getByRole('combobox', { name: t.orders.filter, exact: true })
    .selectOption({ label: waiting });
  const row = page.getByRole('row').filter({ hasText: orderSn });
  await row.getByRole('button', { name: t.orders.open }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(orderSn) })).toBeVisible();
}

/** The rows of a panel's audit trail that name an action. */
const auditRows = (page: Page, t: Texts, action: string) =>
  page.getByRole('region', { name: t.trail.title }).getByRole('row').filter({ hasText: action });

for (const run of RUNS) {
  test(`head office confirms a payment slip, ships an order and approves a project (${run.lang})`, async ({
    page,
    request,
  }) => {
    // Five screens with axe each, on a shared machine.
    test.setTimeout(180_000);
    const { t } = run;
    const staff = await apiLogin(request, STAFF);
    const orders = await partnerWithWaitingOrders(request, staff.token, run.partners);
    const projectName = `Campus network ${run.lang} ${Date.now().toString(36)}`;
    const projectId = await applyingProject(request, PROJECT_PARTNER, projectName);

    await startLoggedIn(page, request, STAFF, { lang: run.lang });
    await page.goto('/backoffice');
    await screenReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', run.dir);
    await expect(page.getByRole('heading', { level: 1, name: run.queue })).toBeVisible();
    await expect(page.getByTestId('queue-payments')).not.toHaveText('0');
    await expectNoAxeViolations(page);

    // The work queue's count of payment slips leads to the orders desk.
    await page.getByRole('link', { name: t.queue.payments }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.orders.title })).toBeVisible();

    // The payment slip: the receipt can be opened, and head office confirms it.
    await openOrder(page, t, t.orders.waiting.payment, orders.payment.order_sn);
    await expect(page.getByRole('link', { name: t.orders.viewReceipt })).toHaveAttribute(
      'href',
      /^\/prod-api\/user\/orderfile\//,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.orders.confirm }).click();
    await expect(auditRows(page, t, t.trail.actions.orderPaymentConfirm)).toHaveCount(1);
    await expect(page.getByText(t.orders.nothingWaiting)).toBeVisible();
    await expectNoAxeViolations(page);
    const paid = await partnerOrder(request, orders.username, orders.payment.id);
    expect(paid).toMatchObject({ pay_confirmed: true, step: 5 });

    // Shipping: sent empty first, the error summary names both fields.
    await openOrder(page, t, t.orders.waiting.shipping, orders.shipping.order_sn);
    await page.getByRole('button', { name: t.orders.uploadShipping }).click();
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link', { name: t.problems.infoRequired })).toBeVisible();
    await expect(summary.getByRole('link', { name: t.problems.filesRequired })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(t.orders.shippingInfo).fill('Air freight, AWB 160-12345675');
    await page
      .getByLabel(t.orders.shippingFiles)
      .setInputFiles([pdf('air-waybill.pdf'), pdf('packing-list.pdf')]);
    await page.getByRole('button', { name: t.orders.uploadShipping }).click();
    await expect(auditRows(page, t, t.trail.actions.orderShippingUpload)).toHaveCount(1);

    // The delivery receipt letter, which the partner then confirms.
    const letter = page.getByLabel(t.orders.deliveryReceipt);
    await letter.setInputFiles(pdf('delivery-receipt.pdf'));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.orders.uploadDeliveryReceipt }).click();
    await expect(auditRows(page, t, t.trail.actions.orderReceiptUpload)).toHaveCount(1);
    await expect(page.getByText(t.orders.nothingWaiting)).toBeVisible();
    const shipped = await partnerOrder(request, orders.username, orders.shipping.id);
    expect(shipped.shipping_info).toBe('Air freight, AWB 160-12345675');
    expect(shipped.shipping_files.map((file) => file.name)).toEqual([
      'air-waybill.pdf',
      'packing-list.pdf',
    ]);
    expect(shipped.delivery_receipt?.name).toBe('delivery-receipt.pdf');
    expect(shipped.step).toBe(8);

    // The project: approved with its protection period.
    const nav = page.getByRole('main').getByRole('navigation');
    await nav.getByRole('link', { name: t.projects.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.projects.title })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: projectName });
    await row.getByRole('button', { name: t.projects.open }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(projectName) }),
    ).toBeVisible();
    await page.getByLabel(t.projects.startDate).fill('2026-12-01');
    await page.getByLabel(t.projects.endDate).fill('2027-11-30');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.projects.approve, exact: true }).click();
    await expect(auditRows(page, t, t.trail.actions.projectApprove)).toHaveCount(1);
    await expect(page.getByText(t.projects.decided)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: projectName })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const approved = await partnerProject(request, PROJECT_PARTNER, projectId);
    expect(approved).toMatchObject({
      status: 2,
      protect_start_time: '2026-12-01',
      protect_end_time: '2027-11-30',
    });
    expect(approved.history.at(-1)).toMatchObject({ action: 'approved', actor: 'head_office' });
  });
}

/** A translation with its `{name}` placeholders filled in. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)(?::\w+)?\}/g, (_, name: string) => values[name] ?? '');
}

/** A demo partner's company, as the partners desk lists it. */
async function companyOf(request: APIRequestContext, token: string, tier: string, email: string) {
  const answer = await request.get(
    `/prod-api/backoffice/partners?page=1&limit=10&tier=${tier}&keyword=${email}`,
    { headers: { token } },
  );
  const body = (await answer.json()) as {
    data: { list: { company: string; master_distributor: { company: string } | null }[] };
  };
  const [partner] = body.data.list;
  if (!partner) throw new Error(`${email} is not listed as ${tier}`);
  return partner;
}

for (const run of RUNS) {
  test(`head office asks before migrating a DPP and chooses an APP's master distributor (${run.lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { t } = run;
    const staff = await apiLogin(request, STAFF);
    const dpp = await companyOf(request, staff.token, 'DC-DPP', PROJECT_PARTNER);
    const app = await companyOf(request, staff.token, 'DC-APP', 'demo.app@example.com');
    const ddp = await companyOf(request, staff.token, 'DC-DDP', 'demo.ddp@example.com');

    await startLoggedIn(page, request, STAFF, { lang: run.lang });
    await page.goto('/backoffice/partners');
    await screenReady(page);
    await expect(page.getByRole('heading', { level: 1, name: t.partners.title })).toBeVisible();
    await expectNoAxeViolations(page);

    // The migration waits for a confirmation; cancelled, the partner stays a DPP (the demo DPP
    // registers the projects of the other tests).
    const dppRow = page.getByRole('row').filter({ hasText: PROJECT_PARTNER });
    await dppRow.getByRole('button', { name: t.partners.migrate }).click();
    const migrateTitle = fill(t.partners.migrateTitle, { company: dpp.company });
    await expect(page.getByRole('heading', { name: migrateTitle })).toBeVisible();
    await expect(
      page.getByText(fill(t.partners.migrateQuestion, { company: dpp.company })),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.partners.cancel }).click();
    await expect(page.getByRole('heading', { name: migrateTitle })).toHaveCount(0);
    expect((await companyOf(request, staff.token, 'DC-DPP', PROJECT_PARTNER)).company).toBe(
      dpp.company,
    );

    // The master distributor: chosen, then confirmed.
    await page.getByRole('combobox', { name: t.partners.tier }).selectOption('DC-APP');
    const appRow = page.getByRole('row').filter({ hasText: 'demo.app@example.com' });
    await appRow.getByRole('button', { name: t.partners.choose }).click();
    await expect(
      page.getByRole('heading', { name: fill(t.partners.chooseFor, { company: app.company }) }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: t.partners.distributor }).selectOption({
      label: ddp.company,
    });
    await page.getByRole('button', { name: t.partners.save }).click();
    const chooseTitle = fill(t.partners.chooseTitle, { distributor: ddp.company });
    await expect(page.getByRole('heading', { name: chooseTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.partners.chooseConfirm, exact: true }).click();
    await expect(page.getByRole('heading', { name: chooseTitle })).toHaveCount(0);
    await expect(appRow).toContainText(ddp.company);
    const chosen = await companyOf(request, staff.token, 'DC-APP', 'demo.app@example.com');
    expect(chosen.master_distributor?.company).toBe(ddp.company);
  });
}
