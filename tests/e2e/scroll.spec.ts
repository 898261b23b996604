import { expect, test, type Page } from '@playwright/test';
import { screenReady } from '../fixtures/portal';

/** Scrolls to the end of the page and returns how far down that is. */
async function scrollToEnd(page: Page): Promise<number> {
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  return page.evaluate(() => window.scrollY);
}

/**
 * The page is at its top as soon as the screen is there, and stays there. `heading` names the
 * screen to wait for: while the next screen's code loads, the one left is still shown.
 */
async function expectAtTop(page: Page, heading?: string) {
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await screenReady(page);
  // At once: a page gliding up from where it was left is still off its top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Late content (images, the rest of a list) must not carry it away again.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test.describe('every navigation starts at the top', () => {
  test('browser Back and Forward start at the top, not where the page was left', async ({
    page,
  }) => {
    await page.goto('/aboutus/news');
    const pager = page.getByRole('navigation', { name: 'News pages' });
    await expect(pager).toBeVisible();
    expect(await scrollToEnd(page)).toBeGreaterThan(300);
    const articles = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
    const list = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const article = (await articles.last().textContent()) ?? '';
    await articles.last().click();
    await expect(page).toHaveURL(/\/aboutus\/news\/detail\?id=\d+$/);
    await expectAtTop(page, article);

    await scrollToEnd(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/aboutus\/news$/);
    await expect(pager).toBeVisible();
    await expectAtTop(page, list);

    await scrollToEnd(page);
    await page.goForward();
    await expect(page).toHaveURL(/\/aboutus\/news\/detail\?id=\d+$/);
    await expectAtTop(page, article);
  });

  test('paging a list starts the next page at the top', async ({ page }) => {
    await page.goto('/aboutus/news');
    const pager = page.getByRole('navigation', { name: 'News pages' });
    await pager.getByLabel('Rows per page').selectOption('10');
    await expectAtTop(page);
    expect(await scrollToEnd(page)).toBeGreaterThan(300);
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAtTop(page);

    await page.goto('/product');
    const products = page.getByRole('navigation', { name: 'Product pages' });
    await expect(products).toBeVisible();
    expect(await scrollToEnd(page)).toBeGreaterThan(300);
    await products.getByRole('button', { name: 'Next' }).click();
    await expect(products.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAtTop(page);
  });

  test('#Find and #Become still scroll to their sections', async ({ page }) => {
    await page.goto('/partner/dcnet#Become');
    await expect(
      page.getByRole('heading', { name: 'Become a partner', level: 2 }),
    ).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.goto('/partner/dcnet#Find');
    await expect(page.getByRole('heading', { name: 'Find a partner', level: 2 })).toBeInViewport();
  });
});
