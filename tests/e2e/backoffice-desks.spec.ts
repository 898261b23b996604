import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../i18n/ar/backofficeDesks';
import ordersAr from '../../i18n/ar/orders';
import projectsAr from '../../i18n/ar/projects';
import en from '../../i18n/en/backofficeDesks';
import ordersEn from '../../i18n/en/orders';
import projectsEn from '../../i18n/en/projects';
import { expectNoAxeViolations } from '../fixtures/axe';
import { applyingProject, partnerOrder, partnerProject } from '../fixtures/backoffice-desks';
import {
  expectOrderAt,
  fill,
  localDay,
  openAsPartner,
  shownDate,
  shownNumber,
} from '../fixtures/partner-screens';
import { expectListSays, screenReady } from '../fixtures/portal';
import { apiLogin, startLoggedIn } from '../fixtures/session';
import { newPartner, orderFor } from '../fixtures/test-data';

const STAFF = 'demo.backoffice@example.com';
const PROJECT_PARTNER = 'demo.dpp@example.com';

/** A small whole PDF: the server checks an upload's first bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** Each language's run: its texts and the work queue's title. */
const RUNS = [
  {
    lang: 'en',
    tag: 'en',
    dir: 'ltr',
    t: en,
    to: ordersEn,
    tp: projectsEn,
    queue: 'Work queue',
  },
  {
    lang: 'ara',
    tag: 'ar',
    dir: 'rtl',
    t: ar,
    to: ordersAr,
    tp: projectsAr,
    queue: 'قائمة العمل',
  },
] as const;

type Texts = (typeof RUNS)[number]['t'];

/** Opens one order of the orders desk, found under what it waits for. */
async function openOrder(page: Page, t: Texts, waiting: string, orderSn: string) {
  const search = page.getByRole('search', { name: t.orders.keyword });
  await search.getByLabel(t.orders.keyword).fill('');
  await search.getByRole('button', { name: t.orders.search }).click();
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
  test(`head office confirms a payment slip, ships an order and approves a project, and the partners see it (${run.lang})`, async ({
    browser,
    page,
    request,
  }) => {
    // Eight screens with axe each, on a shared machine.
    test.setTimeout(240_000);
    const { t, to, tp } = run;
    // A partner of this test's own, with a payment slip and a shipment waiting on head office.
    const owner = await newPartner(request, 'desk');
    const orders = {
      ...owner,
      payment: await orderFor(request, owner.token, 4, true),
      shipping: await orderFor(request, owner.token, 7),
    };
    const projectName = `Campus network ${run.lang} ${Date.now().toString(36)}`;
    const projectId = await applyingProject(request, PROJECT_PARTNER, projectName);

    await startLoggedIn(page, request, STAFF, { lang: run.lang });
    await page.goto('/backoffice');
    await screenReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', run.dir);
    await expect(page.getByRole('heading', { level: 1, name: run.queue })).toBeVisible();
    await expect(page.getByTestId('queue-payments')).not.toHaveText('0');
    await expectNoAxeViolations(page);

    // The work queue's count of payment slips leads to the orders desk, narrowed to them.
    await page.getByRole('link', { name: t.queue.payments }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.orders.title })).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/orders\?waiting=payment$/);
    await expect(page.getByRole('combobox', { name: t.orders.filter, exact: true })).toHaveValue(
      'payment',
    );
    // The desk is searched by order number (or partner, or customer).
    const search = page.getByRole('search', { name: t.orders.keyword });
    await search.getByLabel(t.orders.keyword).fill(orders.payment.sn);
    await search.getByRole('button', { name: t.orders.search }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

    // The payment slip: the record takes focus; the receipt is listed by its kind as a
    // download; head office confirms it after a question.
    const opener = page
      .getByRole('row')
      .filter({ hasText: orders.payment.sn })
      .getByRole('button', { name: t.orders.open });
    await opener.click();
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(orders.payment.sn) });
    await expect(heading).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(opener).toHaveAttribute('aria-controls', 'desk-record');
    await expect(page.getByRole('link', { name: t.orders.viewReceipt })).toHaveAttribute(
      'href',
      /^\/prod-api\/user\/orderfile\//,
    );
    const deskDocuments = page.getByRole('region', { name: t.orders.documents, exact: true });
    const receiptRow = deskDocuments
      .getByRole('row')
      .filter({ hasText: to.documentKind.payment_receipt });
    await expect(receiptRow.getByRole('link')).toHaveAttribute('download', /\S/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.orders.confirm }).click();
    const ask = page.getByRole('dialog', { name: t.ask.confirmPaymentTitle });
    await expect(ask).toContainText(orders.payment.sn);
    await expect(ask.getByRole('button', { name: t.orders.confirm })).toBeVisible();
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: t.orders.confirm }).click();
    await expect(auditRows(page, t, t.trail.actions.orderPaymentConfirm)).toHaveCount(1);
    await expect(auditRows(page, t, t.trail.actions.orderPaymentConfirm)).toContainText(
      `${t.trail.field.pay_confirmed}: ${t.trail.no} → ${t.trail.yes}`,
    );
    await expect(page.getByText(t.orders.nothingWaiting)).toBeVisible();
    await expectNoAxeViolations(page);
    const paid = await partnerOrder(request, orders.token, orders.payment.id);
    expect(paid).toMatchObject({ pay_confirmed: true, step: 5 });

    // The partner's own screen, in a window of its own: the order has moved on to the delivery
    // schedule, and the payment step is done.
    const partner = await openAsPartner(
      browser,
      request,
      orders.username,
      run.lang,
      orders.password,
    );
    await partner.page.goto(`/personal/order/detail?id=${orders.payment.id}`);
    await expectOrderAt(partner.page, to, 5, to.step.schedule);
    await expect(
      partner.page
        .getByRole('list', { name: to.steps })
        .getByRole('listitem')
        .filter({ hasText: to.step.payment }),
    ).toContainText(to.stepState.done);
    await expectNoAxeViolations(partner.page);

    // Shipping: sent empty first, the error summary names both fields.
    await openOrder(page, t, t.orders.waiting.shipping, orders.shipping.sn);
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
    const shipped = await partnerOrder(request, orders.token, orders.shipping.id);
    expect(shipped.shipping_info).toBe('Air freight, AWB 160-12345675');
    expect(shipped.shipping_files.map((file) => file.name)).toEqual([
      'air-waybill.pdf',
      'packing-list.pdf',
    ]);
    expect(shipped.delivery_receipt?.name).toBe('delivery-receipt.pdf');
    expect(shipped.step).toBe(8);

    // The partner's screen: the receipt step, with the shipping information, the files and the
    // letter to check the delivery against, each a download; the documents list them too.
    await partner.page.goto(`/personal/order/detail?id=${orders.shipping.id}`);
    const receiptStep = await expectOrderAt(partner.page, to, 8, to.step.receipt);
    await expect(receiptStep).toContainText('Air freight, AWB 160-12345675');
    const documents = partner.page.getByRole('region', { name: to.documents, exact: true });
    for (const name of ['air-waybill.pdf', 'packing-list.pdf', 'delivery-receipt.pdf']) {
      const link = fill(to.downloadFile, { name });
      await expect(receiptStep.getByRole('link', { name: link })).toHaveAttribute(
        'href',
        /^\/prod-api\/user\/orderfile\//,
      );
      await expect(documents.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(
      documents.getByRole('row').filter({ hasText: to.documentKind.delivery_receipt }),
    ).toContainText('delivery-receipt.pdf');
    await expect(partner.page.getByRole('region', { name: to.details })).toContainText(
      'Air freight, AWB 160-12345675',
    );
    await expectNoAxeViolations(partner.page);
    await partner.context.close();

    // The project: approved with its protection period.
    const nav = page.getByRole('main').getByRole('navigation');
    await nav.getByRole('link', { name: t.projects.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.projects.title })).toBeVisible();
    // Found by its name among however many registrations are applying.
    const projectSearch = page.getByRole('search', { name: t.projects.keyword });
    // A search that finds nothing says so, naming what was searched for.
    const unknown = `${projectName} nowhere`;
    await projectSearch.getByLabel(t.projects.keyword).fill(unknown);
    await projectSearch.getByRole('button', { name: t.projects.search }).click();
    await expectListSays(page, fill(t.projects.noMatch, { keyword: unknown }));
    await projectSearch.getByLabel(t.projects.keyword).fill(projectName);
    await projectSearch.getByRole('button', { name: t.projects.search }).click();
    const row = page.getByRole('row').filter({ hasText: projectName });
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await row.getByRole('button', { name: t.projects.open }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(projectName) }),
    ).toBeVisible();
    // Protection from today for a year, so that the partner sees the days left.
    const [start, end] = [localDay(), localDay(364)];
    await page.getByLabel(t.projects.startDate).fill(start);
    await page.getByLabel(t.projects.endDate).fill(end);
    // The application prices asked for, line by line, and the quotation as a link to its desk.
    const prices = page.getByRole('region', { name: t.projects.prices });
    await expect(prices.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('link', { name: /^QT\d+$/ }).first()).toHaveAttribute(
      'href',
      /^\/backoffice\/quotations\?open=\d+$/,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t.projects.approve, exact: true }).click();
    const approveAsk = page.getByRole('dialog', { name: t.ask.approveProjectTitle });
    await expect(approveAsk).toContainText(projectName);
    await approveAsk.getByRole('button', { name: t.projects.approve, exact: true }).click();
    await expect(auditRows(page, t, t.trail.actions.projectApprove)).toHaveCount(1);
    await expect(auditRows(page, t, t.trail.actions.projectApprove)).toContainText(
      `${t.trail.field.status}: ${t.projects.statuses.applying} → ${t.projects.statuses.approved}`,
    );
    await expect(page.getByText(t.projects.decided)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: projectName })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const approved = await partnerProject(request, PROJECT_PARTNER, projectId);
    expect(approved).toMatchObject({
      status: 2,
      protect_start_time: start,
      protect_end_time: end,
    });
    expect(approved.history.at(-1)).toMatchObject({ action: 'approved', actor: 'head_office' });

    // The project partner's screen: approved, protected for the period with its days left (the
    // last day counts), and the decision in the history.
    const dpp = await openAsPartner(browser, request, PROJECT_PARTNER, run.lang);
    await dpp.page.goto(`/personal/project/detail?id=${projectId}`);
    await screenReady(dpp.page);
    await expect(dpp.page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
    await expect(
      dpp.page.getByRole('main').getByText(tp.statusName.approved, { exact: true }),
    ).toBeVisible();
    const protection = dpp.page.getByRole('region', { name: tp.detail.protectionTitle });
    const period = fill(tp.detail.protectedPeriod, {
      start: await shownDate(dpp.page, start, run.tag),
      end: await shownDate(dpp.page, end, run.tag),
    });
    await expect(protection.getByText(period, { exact: true })).toBeVisible();
    const days = await shownNumber(dpp.page, 365, run.tag);
    await expect(
      protection.getByText(fill(tp.detail.daysLeft, { days }), { exact: true }),
    ).toBeVisible();
    await expect(dpp.page.getByRole('region', { name: tp.detail.historyTitle })).toContainText(
      tp.detail.historyApproved,
    );
    await expectNoAxeViolations(dpp.page);
    await dpp.context.close();
  });
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
