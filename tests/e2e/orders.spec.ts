import { expect, test, type Page } from '@playwright/test';
import { rtl } from '../../i18n/bidi-testing';
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  JPG_FILE,
  LARGE_PDF_FILE,
  PDF_FILE,
  PNG_FILE,
  headOffice,
  toastSays,
} from '../fixtures/orders';
import { dayFromToday, expectListSays, label, screenReady as readyNow } from '../fixtures/portal';
import { scrollsSideways, startLoggedIn } from '../fixtures/session';
import { newPartner, orderAt, orderFor, partnerWithApprovedQuotation } from '../fixtures/test-data';

/** The screen is there and has loaded; a busy machine may take a while to get there. */
async function screenReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await readyNow(page);
}

/** The panel of the step the order waits on, named by its heading. */
const stepPanel = (page: Page) => page.getByRole('region', { name: /^(Step \d of 9|الخطوة)/ });

/** The order waits at step `n`: the panel's heading says so and the indicator marks it current. */
async function atStep(page: Page, n: number, name: string) {
  // A step loads the order again: on a busy machine that can take a while.
  await expect(
    page.getByRole('heading', { level: 2, name: `Step ${n} of 9: ${name}` }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('list', { name: 'Order steps' }).locator('[aria-current="step"]'),
  ).toContainText(name);
}

/** The problems the step's form shows after a submit. */
const problems = (page: Page) => page.getByRole('main').getByRole('alert');

test('the order list filters by status and searches', async ({ page, request }) => {
  test.setTimeout(90_000);
  const partner = await newPartner(request);
  await orderFor(request, partner.token, 3);
  const scheduled = await orderFor(request, partner.token, 5);
  await startLoggedIn(page, request, partner.username, { password: partner.password });
  await page.goto('/personal/order');
  await screenReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your orders' });
  await expect(table.getByRole('row').nth(2)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Order pages' })).toContainText(/Total: \d+/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Status').selectOption({ label: 'Delivery schedule' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Delivery schedule');

  await page.getByLabel('Status').selectOption({ label: 'All statuses' });
  const search = page.getByRole('search', { name: 'Search orders' });
  await search.getByLabel('Order number, customer or quotation number').fill(scheduled.sn);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByRole('heading', { name: `Orders matching “${scheduled.sn}”` }),
  ).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: scheduled.sn }).click();
  await expect(page).toHaveURL(new RegExp(`/personal/order/detail\\?id=${scheduled.id}$`));
  await atStep(page, 5, 'Delivery schedule');

  await page.goBack();
  await search.getByLabel('Order number, customer or quotation number').fill('no such order');
  await search.getByRole('button', { name: 'Search' }).click();
  await expectListSays(page, 'No Results');
  await expectNoAxeViolations(page);
});

test('a partner walks an order through all nine steps', async ({ page, request }) => {
  test.setTimeout(300_000);
  const { username, password, id: quotationId, code } = await partnerWithApprovedQuotation(request);
  await startLoggedIn(page, request, username, { password });
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (/\/user\/upload(contract|payinfo)$/.test(sent.url())) uploads.push(sent.url());
  });

  // 1. Generate the order from the approved quotation.
  await page.goto(`/personal/quotation/detail?id=${quotationId}`);
  await screenReady(page);
  await page.getByRole('button', { name: 'Make an order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make an order' }).click();
  await expect(page).toHaveURL(/\/personal\/order\/detail\?id=\d+$/);
  await toastSays(page, 'The order has been generated.');
  const orderHeading = page.getByRole('heading', { level: 1, name: /^Order SO\d+$/ });
  await expect(orderHeading).toBeVisible({ timeout: 20_000 });
  const sn = (await orderHeading.textContent())!.replace('Order ', '');
  const panel = stepPanel(page);

  // 2. Basic information: the customer name is required.
  await atStep(page, 2, 'Basic information');
  const steps = page.getByRole('list', { name: 'Order steps' });
  await expect(steps.getByRole('listitem').first()).toContainText('Done');
  await expect(steps.getByRole('listitem').last()).toContainText('Waiting');
  await expectNoAxeViolations(page);
  // The fields keep no more than the contract does.
  await expect(panel.getByLabel(label('Customer name'))).toHaveAttribute('maxlength', '200');
  await expect(panel.getByLabel('Remark', { exact: true })).toHaveAttribute('maxlength', '2000');
  await panel.getByLabel(label('Customer name')).fill('');
  await panel.getByRole('button', { name: 'Confirm the basic information' }).click();
  await expect(problems(page)).toContainText('Customer name is required');
  await panel.getByLabel(label('Customer name')).fill('Harbour Logistics Ltd');
  await panel.getByLabel('Remark', { exact: true }).fill('Deliver to the north gate.');
  await panel.getByRole('button', { name: 'Confirm the basic information' }).click();
  await toastSays(page, 'Submitted successfully');

  // 3. Contract: the choice is required; the template downloads; the file is checked here.
  await atStep(page, 3, 'Contract information');
  await expectNoAxeViolations(page);
  const submitContract = panel.getByRole('button', { name: 'Submit the contract information' });
  await submitContract.click();
  await expect(problems(page)).toContainText('Please choose whether to sign a contract');
  await panel.getByLabel('Yes, sign a contract').check();
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download the contract template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe(`Contract ${sn}.docx`);
  const contract = panel.getByLabel(label('Signed contract'));
  await contract.setInputFiles(PNG_FILE);
  await submitContract.click();
  await expect(problems(page)).toContainText('The contract must be a Word or PDF file');
  await contract.setInputFiles(LARGE_PDF_FILE);
  await submitContract.click();
  await expect(problems(page)).toContainText('The file must be at most 500 kB');
  expect(uploads).toEqual([]);
  await expectNoAxeViolations(page);
  await contract.setInputFiles(PDF_FILE);
  await submitContract.click();
  await toastSays(page, 'Upload successful');

  // 4. Payment: date and receipt, then head office confirms the slip.
  await atStep(page, 4, 'Payment');
  await expectNoAxeViolations(page);
  // A payment dated months ahead is refused before anything is sent.
  await panel.getByLabel(label('Payment date')).fill(dayFromToday(213));
  await panel.getByLabel(label('Payment receipt')).setInputFiles(JPG_FILE);
  await panel.getByRole('button', { name: 'Upload the payment information' }).click();
  await expect(problems(page)).toContainText('“Payment date” cannot be later than today.');
  expect(uploads).toHaveLength(1);
  await expectNoAxeViolations(page);
  await panel.getByLabel(label('Payment date')).fill(dayFromToday(-8));
  await panel.getByRole('button', { name: 'Upload the payment information' }).click();
  await toastSays(page, 'Upload successful');
  await expect(
    panel.getByText('Please wait for the backend to confirm the payment slip'),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Check for updates' }).click();
  await expect(
    panel.getByText('Please wait for the backend to confirm the payment slip'),
  ).toBeVisible();
  expect(uploads).toHaveLength(2);

  // Every document with its state and download; the timeline says who did what.
  const documents = page.getByRole('table', { name: `Documents of order ${sn}` });
  await expect(documents.getByRole('row', { name: /Signed contract/ })).toContainText('Uploaded');
  const contractLink = documents.getByRole('link', { name: `Download ${PDF_FILE.name}` });
  const contractFile = await request.get((await contractLink.getAttribute('href'))!);
  expect(contractFile.headers()['content-type']).toBe('application/pdf');
  await expect(documents.getByRole('link', { name: `Download ${JPG_FILE.name}` })).toBeVisible();
  await expect(documents.getByRole('row', { name: /Delivery receipt letter/ })).toContainText(
    'Not yet available',
  );
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText(`Generated the order from quotation ${code}`);
  await expect(timeline).toContainText('Confirmed the basic information');
  await expect(timeline).toContainText('Uploaded the signed contract');
  await expect(timeline).toContainText('Sent the payment date and receipt');
  await expectNoAxeViolations(page);

  // Head office confirms the slip on its order desk; the partner's page finds the order moved on.
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  await headOffice.confirmPayment(request, orderId);
  await panel.getByRole('button', { name: 'Check for updates' }).click();

  // 5. Delivery schedule: all three fields are required.
  await atStep(page, 5, 'Delivery schedule');
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Submit the delivery schedule' }).click();
  await expect(problems(page)).toContainText('Please choose the delivery date');
  await expect(problems(page)).toContainText('Please enter the delivery plan');
  await expect(problems(page)).toContainText('Please enter the freight forwarder');
  // A delivery date months in the past is refused in the form.
  await panel.getByLabel(label('Expected delivery date')).fill(dayFromToday(-300));
  await panel.getByLabel(label('Delivery plan')).fill('One shipment by sea.');
  await panel.getByLabel(label('Freight forwarder')).fill('Blue Anchor Freight');
  await panel.getByRole('button', { name: 'Submit the delivery schedule' }).click();
  await expect(problems(page)).toContainText(
    '“Expected delivery date” cannot be earlier than today.',
  );
  await panel.getByLabel(label('Expected delivery date')).fill(dayFromToday(17));
  await panel.getByRole('button', { name: 'Submit the delivery schedule' }).click();
  await toastSays(page, 'Submitted successfully');

  // 6. Shipping reminder.
  await atStep(page, 6, 'Shipping reminder');
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Remind head office to ship' }).click();
  await toastSays(page, 'Reminded to ship');

  // 7. Shipping information: head office uploads it, then the delivery receipt letter.
  await atStep(page, 7, 'Shipping information');
  await expect(
    panel.getByText('Please wait for the backend to upload the shipping materials'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await headOffice.uploadShipping(request, orderId, 'Sea freight, B/L COSU6182736450');
  // The materials are in: the wait names the letter still to come, and shows what arrived.
  await panel.getByRole('button', { name: 'Check for updates' }).click();
  await expect(
    panel.getByText(
      'The shipping materials are in. Please wait for the backend to upload the delivery receipt letter',
    ),
  ).toBeVisible();
  await expect(
    panel.getByText('Please wait for the backend to upload the shipping materials'),
  ).toHaveCount(0);
  await expect(panel).toContainText('Sea freight, B/L COSU6182736450');
  await expectNoAxeViolations(page);
  await headOffice.uploadDeliveryReceipt(request, orderId);
  await panel.getByRole('button', { name: 'Check for updates' }).click();

  // 8. Delivery receipt: the shipping materials and the letter, then the confirmation.
  await atStep(page, 8, 'Delivery receipt and confirmation');
  await expect(panel).toContainText('Sea freight, B/L COSU6182736450');
  await expect(panel.getByRole('link', { name: 'Download Air waybill.pdf' })).toBeVisible();
  await expect(documents.getByRole('row', { name: /Delivery receipt letter/ })).toContainText(
    'Uploaded',
  );
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Confirm receipt of the delivery' }).click();
  const ask = page.getByRole('dialog', { name: 'Confirm receipt' });
  await expect(ask).toContainText('This completes the order and cannot be undone.');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Confirm receipt of the delivery' }).click();
  await toastSays(page, 'Order completed');

  // 9. Done: every step is done.
  await atStep(page, 9, 'Done');
  await expect(panel.getByText('Order completed: every step is done.')).toBeVisible();
  await expect(steps.getByText('Waiting', { exact: true })).toHaveCount(0);
  const finalTimeline = page.getByRole('region', { name: 'Timeline' });
  await expect(finalTimeline).toContainText('Confirmed receipt of the delivery');
  await expect(finalTimeline).toContainText('Generated the order from quotation');
  await expectNoAxeViolations(page);
});

test('a page left open cannot send a step twice: it shows where the order stands', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const order = await orderAt(request, 6);
  await startLoggedIn(page, request, order.username, { password: order.password });
  await page.goto(`/personal/order/detail?id=${order.id}`);
  await atStep(page, 6, 'Shipping reminder');

  // Another tab sends the reminder first.
  const first = await request.post('/prod-api/user/uploadorder', {
    headers: { token: order.token },
    data: { id: order.id, step: 6 },
  });
  expect(((await first.json()) as { code: number }).code).toBe(1);

  await stepPanel(page).getByRole('button', { name: 'Remind head office to ship' }).click();
  // The server's refusal: the order now waits on head office.
  await expect(problems(page)).toContainText(
    'Please wait for the backend to upload the shipping materials',
  );
  await atStep(page, 7, 'Shipping information');
  await expect(stepPanel(page).getByRole('status')).toHaveText(
    'Please wait for the backend to upload the shipping materials',
  );
  await expectNoAxeViolations(page);

  const again = await request.post('/prod-api/user/uploadorder', {
    headers: { token: order.token },
    data: { id: order.id, step: 6 },
  });
  expect(((await again.json()) as { code: number }).code).toBe(0);
});

test('the list and every order step in Arabic, right to left', async ({ page, request }) => {
  test.setTimeout(300_000);
  const steps: [number, string, boolean?][] = [
    [2, 'المعلومات الأساسية'],
    [3, 'معلومات العقد'],
    [4, 'الدفع'],
    [4, 'الدفع', true],
    [5, 'جدول التسليم'],
    [6, 'تذكير بالشحن'],
    [7, 'معلومات الشحن'],
    [8, 'استلام الشحنة والتأكيد'],
    [9, 'مكتمل'],
  ];
  // A partner of its own with an order at every step.
  const partner = await newPartner(request);
  const orders = [];
  for (const [step, , slipSent] of steps) {
    orders.push(await orderFor(request, partner.token, step, slipSent));
  }
  await startLoggedIn(page, request, partner.username, { password: partner.password, lang: 'ara' });
  await page.goto('/personal/order');
  await screenReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'طلباتك' })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const [index, [step, name, slipSent]] of steps.entries()) {
    const order = orders[index]!;
    await page.goto(`/personal/order/detail?id=${order.id}`);
    await expect(
      page.getByRole('heading', { level: 2, name: rtl`الخطوة ${step} من ${9}: ${name}` }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('list', { name: 'خطوات الطلب' }).locator('[aria-current="step"]'),
    ).toContainText(name);
    if (slipSent) {
      await expect(
        stepPanel(page).getByText('يُرجى الانتظار حتى يؤكد المكتب الرئيسي قسيمة الدفع'),
      ).toBeVisible();
    }
    if (step === 2) {
      await stepPanel(page).getByLabel(label('اسم العميل')).fill('');
      await stepPanel(page).getByRole('button', { name: 'تأكيد المعلومات الأساسية' }).click();
      await expect(problems(page)).toContainText('اسم العميل مطلوب');
    }
    await expectNoAxeViolations(page);
  }
});

test('at a phone’s width the list and the steps do not scroll sideways', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const partner = await newPartner(request);
  const orders = [];
  for (const step of [3, 4, 8, 9]) orders.push(await orderFor(request, partner.token, step));
  await startLoggedIn(page, request, partner.username, { password: partner.password });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/personal/order');
  await screenReady(page);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  for (const order of orders) {
    await page.goto(`/personal/order/detail?id=${order.id}`);
    const stepHeading = page.getByRole('heading', { level: 2, name: /^Step \d of 9/ });
    await expect(stepHeading).toBeVisible({ timeout: 20_000 });
    expect(await scrollsSideways(page)).toBe(false);
    // The nine steps are one row of markers, so the step's own heading and form come first:
    // the heading is on the first screen, not a screen and a half down.
    const steps = page.getByRole('list', { name: 'Order steps' });
    expect((await steps.boundingBox())?.height ?? 0).toBeLessThan(60);
    await expect(steps.getByRole('listitem')).toHaveCount(9);
    await expect(steps.locator('[aria-current="step"]')).toHaveCount(1);
    expect(
      await stepHeading.evaluate((heading) => heading.getBoundingClientRect().top),
    ).toBeLessThan(844);
    await expectNoAxeViolations(page);
  }
});
