import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';

test.describe('layout shell', () => {
  test('home shows the menu and footer from the server, with no axe violations', async ({
    page,
  }) => {
    await page.goto('/index');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Support' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('All rights reserved');
    await expect(footer.getByRole('link', { name: /ICP/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a sub-menu opens and leads to its screen', async ({ page }) => {
    await page.goto('/index');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'About us' })
      .click();
    const external = page.getByRole('link', { name: /Videos/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
  });

  test('the root redirects to /index and unknown paths end on /404', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/nowhere');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/index$/);
  });

  test('Arabic turns the page right to left, sends lang=ara and is remembered', async ({
    page,
  }) => {
    await page.goto('/index');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const layoutRequest = page.waitForRequest((request) =>
      request.url().endsWith('/prod-api/layout'),
    );
    await page.getByLabel('Language').selectOption('ara');
    expect((await layoutRequest).headers().lang).toBe('ara');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(
      page
        .getByRole('navigation', { name: 'القائمة الرئيسية' })
        .getByRole('link', { name: 'المنتجات' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('contentinfo')).toContainText('جميع الحقوق محفوظة');
  });
});
