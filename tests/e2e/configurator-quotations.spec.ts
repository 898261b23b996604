import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { screenReady } from '../fixtures/portal';
import { downloadFrom, startAsNewPartner } from '../fixtures/quotations';
import { startLoggedIn } from '../fixtures/session';
import { partnerWithApprovedQuotation } from '../fixtures/test-data';

/** The newest toast says this. */
async function toastSays(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text })).toBeVisible();
}

test('a partner configures a switch with accessories, quotes it from the cart and downloads it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await startAsNewPartner(page, request);
  await page.goto('/configurator');
  await screenReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Configurator' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Your configuration' });
  const goods = page.getByRole('list', { name: 'Products to choose from' });
  await expect(goods.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The configurator's rules, in its own words.
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await toastSays(page, 'Please add product');
  await panel.getByRole('button', { name: 'Add accessories' }).click();
  await toastSays(page, 'Please select main product');

  // Category and filter labels narrow the goods.
  const find = page.getByRole('search', { name: 'Find products' });
  await find.getByLabel('Category').selectOption({ label: 'Campus access switches' });
  await find.getByRole('group', { name: 'Layer' }).getByLabel('L3').check();
  await expect(goods.getByRole('heading', { name: 'S4600-28P-SI' })).toHaveCount(0);
  await goods.getByRole('button', { name: 'Choose S5750E-28X-SI as the main product' }).click();
  await expect(panel.getByText('S5750E-28X-SI', { exact: true })).toBeVisible();
  await goods.getByRole('button', { name: 'Choose S5750E-28F-SI as the main product' }).click();
  await toastSays(page, 'Please delete the main product first');
  await expect(
    goods.getByRole('button', { name: 'Choose S5750E-28X-SI as the main product' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The accessories dialog: nothing ticked is refused; quantities are set there.
  await panel.getByRole('button', { name: 'Add accessories' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Accessories of S5750E-28X-SI' })).toBeVisible();
  await expect(dialog.getByLabel('Add SFP-10G-SR')).toBeVisible();
  // The quantity boxes stand in one column, whatever the length of their labels.
  const starts = await dialog
    .getByLabel(/^Quantity of /)
    .evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().left)));
  expect(starts.length).toBeGreaterThan(2);
  expect(new Set(starts).size).toBe(1);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Use these accessories' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please check product');
  await dialog.getByLabel('Add SFP-10G-SR').check();
  await dialog.getByLabel('Quantity of SFP-10G-SR').fill('4');
  await dialog.getByLabel('Add PSU-150W-AC').check();
  await dialog.getByRole('button', { name: 'Use these accessories' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(panel.getByLabel('Quantity of SFP-10G-SR')).toHaveValue('4');
  await panel.getByLabel('Quantity of S5750E-28X-SI').fill('0');
  await expect(panel.getByText('A whole number from 1 to 99,999.')).toBeVisible();
  await panel.getByLabel('Quantity of S5750E-28X-SI').fill('2');
  // 2 × $1,150 + 4 × $49 + 1 × $129 at GPL prices.
  await expect(panel.getByText('$2,625.00')).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect(panel.getByRole('status')).toContainText('Added to the cart');
  await panel.getByRole('link', { name: 'Go to the cart' }).click();

  // The cart: quantities changed in place, the quotation made from the ticked lines.
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const cart = page.getByRole('table', { name: 'Your cart' });
  await expect(cart.getByRole('row')).toHaveCount(4);
  await expect(cart.getByRole('row', { name: /PSU-150W-AC/ })).toContainText(
    'Accessory of S5750E-28X-SI',
  );
  await expectNoAxeViolations(page);
  const psuQuantity = cart.getByLabel('Quantity of PSU-150W-AC');
  await psuQuantity.fill('2');
  await psuQuantity.press('Enter');
  await expect(cart.getByRole('row', { name: /PSU-150W-AC/ })).toContainText('$258.00');
  // Removing a main product asks first, naming its accessories; staying keeps every line.
  await page.getByRole('button', { name: 'Remove S5750E-28X-SI' }).click();
  await expect(
    dialog.getByText('Remove S5750E-28X-SI from the cart? Its accessories are removed with it.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(cart.getByRole('row')).toHaveCount(4);
  await expect(
    page.getByText('The lines you quote leave the cart; the quotation keeps them'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Make a quotation' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please check product');
  await cart.getByLabel('Select SFP-10G-SR').check();
  await page.getByRole('button', { name: 'Make a quotation' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select main product');
  await cart.getByLabel('Select S5750E-28X-SI').check();
  await expect(cart.getByLabel('Select PSU-150W-AC')).toBeChecked();
  await expect(page.getByText('Selected: 3')).toBeVisible();
  await page.getByLabel('Remark for the quotation (optional)').fill('Harbour campus');
  await page.getByRole('button', { name: 'Make a quotation' }).click();

  // The quotation: list prices for a partner without a tier; VAT below $4,000.00.
  await expect(page).toHaveURL(/\/personal\/quotation\/detail\?id=\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Quotation QT\d+$/ });
  await expect(heading).toBeVisible();
  const code = ((await heading.textContent()) ?? '').replace('Quotation ', '');
  const lines = page.getByRole('table', { name: `Products of quotation ${code}` });
  await expect(lines.getByRole('row')).toHaveCount(4);
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('PO total$2,754.00');
  await expect(totals).toContainText('VAT (17%)$468.18');
  await expect(totals).toContainText('Amount$3,222.18');
  await expect(page.getByRole('region', { name: 'Quote terms' })).toContainText(
    'When the PO total is below $4,000.00, an extra 17% of the total PO value is added for VAT.',
  );
  await expect(page.getByText('Harbour campus')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Project' })).toContainText(
    'This quotation is not linked to a project yet.',
  );
  await expect(
    page.getByRole('table', { name: `Packing list of quotation ${code}` }),
  ).toBeVisible();
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByRole('heading', { name: 'Revision 1 (current)' })).toBeVisible();
  await expect(revisions).toContainText('Test Partner');
  await expect(page.getByRole('region', { name: 'Order' })).toContainText(
    'An order can be made once head office has approved this quotation.',
  );
  await expectNoAxeViolations(page);

  // The downloads, under the server's names, as files.
  for (const [button, path, name, head] of [
    ['Quotation (.xlsx)', '/user/downloadquotation', `Quotation ${code}.xlsx`, 'PK'],
    ['Quotation (PDF)', '/user/downloadquotation', `Quotation ${code}.pdf`, '%PDF'],
    ['Packing list (.xlsx)', '/user/downloadpackinglist', `Packing list ${code}.xlsx`, 'PK'],
    ['Packing list (PDF)', '/user/downloadpackinglist', `Packing list ${code}.pdf`, '%PDF'],
    [
      'For your customer (PDF)',
      '/user/downloadquotation',
      `Quotation ${code} for the customer.pdf`,
      '%PDF',
    ],
  ] as const) {
    const file = await downloadFrom(page, button, path);
    expect(file.name).toBe(name);
    expect(file.type).toBe('application/octet-stream');
    expect(file.head.startsWith(head)).toBe(true);
  }

  // The quoted lines have left the cart, as it said they would.
  await page.goto('/product/prolist');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the configurator' })).toBeVisible();

  // The list shows the new quotation with its state.
  await page.goto('/personal/quotation');
  await screenReady(page);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Applying');
  await expect(row).toContainText('$3,222.18');
  await expectNoAxeViolations(page);
});

test('an order is made from an approved quotation, and the quotation then links to it', async ({
  page,
  request,
}) => {
  const { username, password, code } = await partnerWithApprovedQuotation(request);
  await startLoggedIn(page, request, username, { password });
  await page.goto('/personal/quotation');
  await screenReady(page);
  const pager = page.getByRole('navigation', { name: 'Quotation pages' });
  await expect(pager.getByText(/^Total: \d+$/)).toBeVisible();
  const search = page.getByRole('search', { name: 'Search quotations' });
  await search.getByLabel('Quotation number, project or model').fill(code);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: `Quotations matching “${code}”` })).toBeVisible();
  await page.getByRole('link', { name: code, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Quotation ${code}` })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Make an order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(
      `Make an order from quotation ${code}? One order is made from each quotation.`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Make an order' }).click();
  await expect(page).toHaveURL(/\/personal\/order\/detail\?id=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('id');
  await toastSays(page, 'The order has been generated.');

  await page.goBack();
  await expect(page.getByText('An order has been made from this quotation.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the order' })).toHaveAttribute(
    'href',
    `/personal/order/detail?id=${orderId}`,
  );
  await expect(page.getByRole('button', { name: 'Make an order' })).toHaveCount(0);
});
