import { expect, test, type Locator, type Page } from '@playwright/test';
import { ORDER_STEPS } from '../../contract/orders';
import ar from '../../i18n/ar/orders';
import en from '../../i18n/en/orders';
import { expectNoAxeViolations } from '../fixtures/axe';
import { screenReady } from '../fixtures/portal';
import { startLoggedIn } from '../fixtures/session';
import { orderAt } from '../fixtures/test-data';

/** Each language's run: an order just made, waiting at its first step, has no customer yet. */
const RUNS = [
  { lang: 'en', t: en },
  { lang: 'ara', t: ar },
] as const;

/** The value beside a term of a list of terms and values. */
const valueOf = (scope: Locator, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Finds one order of the list by its number. */
async function searchFor(page: Page, t: typeof en, orderSn: string) {
  const search = page.getByRole('search', { name: t.searchRegion });
  await search.getByLabel(t.searchLabel).fill(orderSn);
  await search.getByRole('button', { name: t.searchSubmit }).click();
}

for (const { lang, t } of RUNS) {
  test(`an order without a customer says it is not given, in the list, its cards and its detail (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const order = await orderAt(request, ORDER_STEPS.basic);
    await startLoggedIn(page, request, order.username, { password: order.password, lang });

    // The table: the customer's cell says so.
    await page.goto('/personal/order');
    await screenReady(page);
    await searchFor(page, t, order.sn);
    const table = page.getByRole('table', { name: t.caption });
    await expect(table.getByRole('row')).toHaveCount(2);
    const customerColumn = await table
      .getByRole('columnheader')
      .evaluateAll(
        (cells, name) => cells.findIndex((cell) => cell.textContent === name),
        t.customer,
      );
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(customerColumn)).toHaveText(
      t.customerNotGiven,
    );

    // A phone's cards: the term has its value.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('list', { name: t.caption }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(valueOf(card, t.customer)).toHaveText(t.customerNotGiven);
    await expectNoAxeViolations(page);

    // The detail's summary.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/personal/order/detail?id=${order.id}`);
    await screenReady(page);
    await expect(valueOf(page.getByRole('main'), t.customer).first()).toHaveText(
      t.customerNotGiven,
    );
  });
}
