import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '../../i18n/en';
import backofficeDesksEn from '../../i18n/en/backofficeDesks';
import ordersEn from '../../i18n/en/orders';
import quotationDeskEn from '../../i18n/en/quotationDesk';
import serverEn from '../../i18n/en/server';
import type {
  NamespaceBackofficeDesksTranslation,
  NamespaceOrdersTranslation,
  NamespaceQuotationDeskTranslation,
  NamespaceServerTranslation,
  Translation,
} from '../../i18n/i18n-types';
import { expectNoAxeViolations } from '../fixtures/axe';
import { applyingProject } from '../fixtures/backoffice-desks';
import {
  chooseFiles,
  confirmByKeyboard,
  decided,
  fiftyToAPage,
  openDesk,
  openRow,
  type DeskTexts,
} from '../fixtures/head-office-keyboard';
import { activate, tabTo, typeInto } from '../fixtures/keyboard';
import { PDF_FILE, headOffice } from '../fixtures/orders';
import { fill } from '../fixtures/partner-screens';
import { label, TEST_PASSWORD, registerAccount, uniqueEmail } from '../fixtures/portal';
import { ready, uniqueName } from '../fixtures/projects';
import { apiLogin, startLoggedIn } from '../fixtures/session';
import { freshQuotation, newPartner, orderFor } from '../fixtures/test-data';

const STAFF = 'demo.backoffice@example.com';
const PROJECT_PARTNER = 'demo.dpp@example.com';

const T: DeskTexts = {
  backoffice: (en as Translation).backoffice,
  pager: (en as Translation).pager,
  desks: backofficeDesksEn as NamespaceBackofficeDesksTranslation,
  quotationDesk: quotationDeskEn as NamespaceQuotationDeskTranslation,
  server: serverEn as NamespaceServerTranslation,
};
const O = ordersEn as NamespaceOrdersTranslation;

/** Opens the work queue from the back office's menu and follows one of its counts by keyboard. */
async function fromQueue(page: Page, count: string, desk: string): Promise<void> {
  await openDesk(page, T, T.backoffice.queue.title);
  await expect(page).toHaveTitle(/^Work queue – Back office \|/);
  await activate(page, page.getByRole('main').getByRole('link', { name: count }));
  await ready(page, desk);
  await expect(page).toHaveTitle(new RegExp(`^${desk} – Back office \\|`));
}

/** Finds an order on the orders desk by its number, typed into the desk's search. */
async function searchOrder(page: Page, sn: string): Promise<Locator> {
  const t = T.desks.orders;
  await typeInto(page, page.getByRole('search', { name: t.keyword }).getByLabel(t.keyword), sn);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: sn })).toHaveCount(1);
  return openRow(page, sn, t.open, fill(t.detailTitle, { number: sn }));
}

/** Presses Shift+Tab until the control above has focus, then presses `key` on it. */
async function activateAbove(page: Page, control: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, control, { back: true });
  await page.keyboard.press(key);
}

/** Picks a file in an input above the focus, from the keyboard. */
async function chooseFileAbove(page: Page, input: Locator, name: string): Promise<void> {
  await chooseFiles(page, input, { ...PDF_FILE, name }, { back: true });
}

/** Opens every document of the order that has a file, by keyboard, as a download each. */
async function openEveryDocument(page: Page, panel: Locator): Promise<string[]> {
  const documents = panel.getByRole('region', { name: T.desks.orders.documents, exact: true });
  const links = await documents.getByRole('link').all();
  const names: string[] = [];
  for (const link of links) {
    const [download] = await Promise.all([page.waitForEvent('download'), activate(page, link)]);
    const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
    expect(bytes.length).toBeGreaterThan(0);
    names.push(download.suggestedFilename());
  }
  return names;
}

test('head office works every kind of waiting work from the work queue by keyboard, opening every document of an order', async ({
  page,
  request,
}) => {
  // Six desks, four decisions asked first, an upload and downloads, each with axe.
  test.setTimeout(300_000);
  const t = T.desks.orders;
  const said = T.server.backofficeDesks;

  // What waits, made for this test alone: a membership application, three orders (a payment
  // slip, a shipment, a delivery receipt letter), a project and a quotation.
  const applicantEmail = uniqueEmail('walk.dcnet');
  await registerAccount(request, applicantEmail);
  const applicant = await apiLogin(request, applicantEmail, TEST_PASSWORD);
  const applied = await request.post('/prod-api/user/postdcnet', {
    headers: { token: applicant.token },
    data: {
      type: 'DC-ASP',
      end_user_type: 'Hospitals',
      product_line: 'Campus switching',
      rival_brands: 'Huawei',
      purchases: [2020, 2021, 2022].map((year) => ({ year, amount: 250000 })),
      partners: [
        {
          company: 'Clínica Norte Integradores',
          project_details: 'Two hospitals',
          industry: 'Health',
          business_type: 'Installer',
          contact: 'Marta Reis',
          email: 'marta@clinica-norte.example',
          phone: '+351 21 000 0000',
          website: '',
        },
      ],
    },
  });
  expect(((await applied.json()) as { code: number }).code).toBe(1);
  const owner = await newPartner(request, 'walk.orders');
  const payment = await orderFor(request, owner.token, 4, true);
  const shipping = await orderFor(request, owner.token, 7);
  const letter = await orderFor(request, owner.token, 7);
  await headOffice.uploadShipping(request, letter.id, 'Sea freight, B/L COSU1122334455');
  const projectName = uniqueName('Harbour clinic network');
  await applyingProject(request, PROJECT_PARTNER, projectName);
  const quoter = await newPartner(request, 'walk.quotes');
  const quotation = await freshQuotation(request, quoter.token);

  await startLoggedIn(page, request, STAFF);
  await page.goto('/backoffice');
  await ready(page, T.backoffice.queue.title);
  await expectNoAxeViolations(page);

  // The membership application: what was applied with is shown, then approved after a question.
  const dcnet = T.backoffice.dcnet;
  await fromQueue(page, T.backoffice.queue.memberships, dcnet.title);
  await fiftyToAPage(page, T);
  const company = 'Test Networks';
  const decision = await openRow(
    page,
    applicantEmail,
    dcnet.decide,
    fill(dcnet.decisionFor, { company, tier: 'DC-ASP' }),
  );
  await expect(decision).toContainText('Campus switching');
  await expect(decision).toContainText('Clínica Norte Integradores');
  await expectNoAxeViolations(page);
  await activate(page, decision.getByRole('button', { name: dcnet.approve, exact: true }));
  await confirmByKeyboard(page, T.desks.ask.approveMembershipTitle, dcnet.approve);
  await expect(page.getByRole('row').filter({ hasText: applicantEmail })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: dcnet.title })).toBeFocused();

  // The payment slip: the desk opens narrowed to slips; the slip is opened, then confirmed.
  await fromQueue(page, T.desks.queue.payments, t.title);
  await expect(page).toHaveURL(/\?waiting=payment$/);
  let panel = await searchOrder(page, payment.sn);
  expect(await openEveryDocument(page, panel)).toEqual(
    expect.arrayContaining([expect.stringMatching(/\.pdf$/), expect.stringMatching(/\.jpg$/)]),
  );
  await activateAbove(page, panel.getByRole('button', { name: t.confirm }));
  await confirmByKeyboard(page, T.desks.ask.confirmPaymentTitle, t.confirm);
  await decided(
    panel,
    T,
    T.desks.trail.actions.orderPaymentConfirm,
    said.paymentConfirmed,
    t.nothingWaiting,
  );

  // The shipment: the information and a file.
  await fromQueue(page, T.desks.queue.shipments, t.title);
  await expect(page).toHaveURL(/\?waiting=shipping$/);
  panel = await searchOrder(page, shipping.sn);
  await typeInto(page, panel.getByLabel(label(t.shippingInfo)), 'Air freight, AWB 160-99887766');
  await chooseFiles(page, panel.getByLabel(label(t.shippingFiles)), {
    ...PDF_FILE,
    name: 'air-waybill.pdf',
  });
  await expectNoAxeViolations(page);
  await activate(page, panel.getByRole('button', { name: t.uploadShipping }));
  await expect(panel.getByLabel(label(t.deliveryReceipt))).toBeVisible();

  // The delivery receipt letter of the order that waits for it: every document the order has
  // (signed contract, payment receipt, shipping file) opens first, each a download by its name.
  await fromQueue(page, T.desks.queue.deliveryReceipts, t.title);
  await expect(page).toHaveURL(/\?waiting=delivery_receipt$/);
  panel = await searchOrder(page, letter.sn);
  const documents = panel.getByRole('region', { name: t.documents, exact: true });
  for (const kind of ['signed_contract', 'payment_receipt', 'shipping_file'] as const) {
    await expect(
      documents.getByRole('row').filter({ hasText: O.documentKind[kind] }).getByRole('link'),
    ).toHaveCount(1);
  }
  const opened = await openEveryDocument(page, panel);
  expect(opened).toHaveLength(3);
  expect(opened).toContain('Air waybill.pdf');
  await chooseFileAbove(page, panel.getByLabel(label(t.deliveryReceipt)), 'delivery-receipt.pdf');
  await activate(page, panel.getByRole('button', { name: t.uploadDeliveryReceipt }));
  await decided(
    panel,
    T,
    T.desks.trail.actions.orderReceiptUpload,
    said.deliveryReceiptUploaded,
    t.nothingWaiting,
  );

  // The project: the application prices per line, approved after a question.
  const p = T.desks.projects;
  await fromQueue(page, T.desks.queue.projects, p.title);
  await fiftyToAPage(page, T);
  panel = await openRow(page, projectName, p.open, fill(p.detailTitle, { name: projectName }));
  await expect(panel.getByRole('region', { name: p.prices }).getByRole('row')).not.toHaveCount(0);
  await expectNoAxeViolations(page);
  await activate(page, panel.getByRole('button', { name: p.approve, exact: true }));
  await confirmByKeyboard(page, T.desks.ask.approveProjectTitle, p.approve);
  await decided(panel, T, T.desks.trail.actions.projectApprove, said.projectApproved, p.decided);

  // The quotation, found by its number and approved after a question.
  const q = T.quotationDesk;
  await fromQueue(page, q.queue, q.title);
  await typeInto(
    page,
    page.getByRole('main').getByRole('search').getByLabel(q.keyword),
    quotation.code,
  );
  await page.keyboard.press('Enter');
  panel = await openRow(
    page,
    quotation.code,
    q.open,
    fill(q.detailTitle, { code: quotation.code }),
  );
  await activate(page, panel.getByRole('button', { name: q.approve, exact: true }));
  await confirmByKeyboard(page, T.desks.ask.approveQuotationTitle, q.approve);
  await decided(panel, T, q.actions.approve, T.server.quotationDesk.approved, q.decided);
});
