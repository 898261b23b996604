/**
 * The web app against the pact alone (`npm run pact:stub`, playwright.stub.config.ts): with no
 * backend and no database, the screens a front-end developer starts from show the pact's
 * examples, and the login of the pact's partner works.
 */
import { expect, test } from '@playwright/test';
import { logInWithDialog } from '../fixtures/portal';

test.describe('the web app on the pact stub', () => {
  test('home shows the menu, footer and content from the pact', async ({ page }) => {
    await page.goto('/index');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('S5750E-28X-SI').first()).toBeVisible();
  });

  test('the product list shows the categories and products from the pact', async ({ page }) => {
    await page.goto('/product');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Switches' }).first()).toBeVisible();
    await expect(main.getByText('S5750E-28X-SI').first()).toBeVisible();
  });

  test("the pact's partner logs in, and the stub knows the session its login opened", async ({
    page,
  }) => {
    await page.goto('/index');
    await logInWithDialog(page, 'pact.partner@example.com', 'PactPassword2026');
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('button', { name: /Account menu for\s+Lucía García/ }),
    ).toBeVisible();
    // The personal home asks GET /user/home with the token the stub's login answered.
    await page.goto('/personal');
    await expect(page.getByRole('main')).toContainText('Demo Direct Projects (DPP) S.L.');
    await expect(header.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  });
});
