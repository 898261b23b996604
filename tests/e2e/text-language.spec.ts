import { expect, test } from '@playwright/test';
import { screenReady, useLanguage } from '../fixtures/portal';

const ENGLISH =
  'Every switch carries a limited lifetime warranty. Send the serial number and a short description of the fault to your regional service partner, who arranges the repair or the replacement.';

test.describe('text left in another language than the page', () => {
  test('an English body inside an Arabic page carries lang="en" and runs left to right', async ({
    page,
  }) => {
    await useLanguage(page, 'ara');
    // Without the cookie the server renders the page in English and the app renders it afresh in
    // Arabic, asking for its body: the answer this test changes.
    await page.context().clearCookies({ name: 'lang' });
    // The back office has not translated this page's body: the server falls back to English.
    await page.route('**/prod-api/page?name=policy', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { data: { content: string } };
      answer.data.content = `<p>${ENGLISH}</p>`;
      await route.fulfill({ response, json: answer });
    });
    await page.goto('/support/policy');
    await screenReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const body = page.getByRole('main').locator('.rich-text');
    await expect(body).toContainText('limited lifetime warranty');
    await expect(body).toHaveAttribute('lang', 'en');
    await expect(body).toHaveAttribute('dir', 'ltr');
    expect(await body.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    // The Arabic heading around it stays Arabic, right to left.
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.getAttribute('lang')).toBeNull();
    expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  });

  test('a text in the page language gets no marks of its own', async ({ page }) => {
    await useLanguage(page, 'ara');
    await page.goto('/support/policy');
    await screenReady(page);
    const body = page.getByRole('main').locator('.rich-text');
    await expect(body).toBeVisible();
    expect(await body.getAttribute('lang')).toBeNull();
    expect(await body.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  });
});
