import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expectListSays, screenReady } from '../fixtures/portal';

test.describe('search', () => {
  test('with the default type ("Everything") lists products, solutions and news', async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/prod-api/search')) searches.push(request.postData() ?? '');
    });
    await page.goto('/search');
    await screenReady(page);
    const form = page.getByRole('search');
    await expect(form.getByLabel('Look in')).toHaveValue('');
    await form.getByLabel('Keywords').fill('switch');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?keyword=switch$/);

    const results = page.getByRole('region', { name: 'Results for “switch”' });
    const pager = page.getByRole('navigation', { name: 'Search result pages' });
    await pager.getByLabel('Rows per page').selectOption('50');
    // Each hit names its kind under its title.
    for (const kind of ['Products', 'Solutions', 'News']) {
      await expect(
        results.getByRole('article').getByText(kind, { exact: true }).first(),
      ).toBeVisible();
    }
    await expect(page.getByText('No Results')).toHaveCount(0);
    // A screen reader is told how many were found, without leaving the form.
    await expect(results.getByRole('status')).toHaveText(/^Total: \d+/);

    // The form-encoded body leaves the type out instead of sending the text "undefined".
    expect(searches.length).toBeGreaterThan(0);
    for (const body of searches) {
      expect(body).not.toContain('undefined');
      expect(new URLSearchParams(body).has('type')).toBe(false);
    }
    await expectNoAxeViolations(page);

    // A search that finds nothing says so, on the page and to a screen reader.
    await form.getByLabel('Keywords').fill('no such thing anywhere');
    await form.getByRole('button', { name: 'Search' }).click();
    await expectListSays(page, 'No Results');
  });
});

test.describe('detail screens', () => {
  for (const [path, back] of [
    ['/aboutus/news/detail?id=987654', 'Back to the news'],
    ['/solution/detail?id=987654', 'Back to the solutions'],
    ['/partner/vendorcompany?id=987654', 'Back to the vendors'],
    ['/product/detail?id=987654', 'Back to the products'],
  ] as const) {
    test(`${path.split('?')[0]} with an unknown id says 'Information not found'`, async ({
      page,
    }) => {
      await page.goto(path);
      await screenReady(page);
      await expect(page.getByRole('main').getByText('Information not found')).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toHaveCount(
        0,
      );
      await expect(page.getByRole('link', { name: back })).toBeVisible();
      // Said once, on the screen: no toast repeats it.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    });
  }
});
