import { expect, test } from '@playwright/test';
import { LANGUAGES } from '../../i18n/languages';
import { expectNoAxeViolations } from '../fixtures/axe';
import { screenReady } from '../fixtures/portal';

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
    // The English menu has arrived, so the next layout call is the one the switch makes.
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Products' }),
    ).toBeVisible();
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

test.describe('navigation rules', () => {
  test('menu entries 79 to 82 ask a logged-out visitor to log in and stay put', async ({
    page,
  }) => {
    await page.goto('/index');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Partner portal' }).click();
    await page.getByRole('link', { name: 'Quotations' }).click();
    await expect(page.getByText('You are not logged in, please log in first.')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);

    // The dialog stays open on Escape and outside clicks; its close button returns focus.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('personal screens and the configurator without a token go to /index', async ({ page }) => {
    await page.goto('/index');
    await page.evaluate(() => {
      localStorage.setItem('username', 'old@example.com');
      localStorage.setItem('userInfo', '{"stale":true}');
    });
    for (const path of [
      '/personal',
      '/personal/quotation',
      '/personal/order/detail',
      '/configurator',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/index$/);
    }
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await page.goto('/401');
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  });

  test('the partner menu scrolls to #Find and #Become', async ({ page }) => {
    await page.goto('/index');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Partners' }).click();
    await page.getByRole('link', { name: 'Become a partner' }).click();
    await expect(page).toHaveURL(/\/partner\/dcnet#Become$/);
    await expect(
      page.getByRole('heading', { name: 'Become a partner', level: 2 }),
    ).toBeInViewport();
    await menu.getByRole('button', { name: 'Partners' }).click();
    await page.getByRole('link', { name: 'Find a partner' }).click();
    await expect(page.getByRole('heading', { name: 'Find a partner', level: 2 })).toBeInViewport();
    await page.getByRole('link', { name: 'Products' }).first().click();
    await expect(page).toHaveURL(/\/product$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('returning from an article restores the news page', async ({ page }) => {
    await page.goto('/aboutus/news');
    const pager = page.getByRole('navigation', { name: 'News pages' });
    await pager.getByLabel('Rows per page').selectOption('10');
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .first()
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/aboutus\/news\/detail\?id=\d+$/);
    await page.getByRole('link', { name: 'Back to the news' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pager.getByLabel('Rows per page')).toHaveValue('10');
    // Coming from the menu starts again at page 1.
    await page.getByRole('link', { name: 'Home' }).first().click();
    // The shell moves focus to <main> once the lazy page has loaded; a menu opened before that
    // would close again.
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('main')).toBeFocused();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'About us' })
      .click();
    await page.getByRole('link', { name: 'News', exact: true }).click();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('returning from a product restores the category', async ({ page }) => {
    await page.goto('/product');
    const categories = page.getByRole('navigation', { name: 'Product categories' });
    const second = categories.getByRole('button').nth(2);
    const name = (await second.textContent()) ?? '';
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await page
      .getByRole('main')
      .getByRole('heading', { level: 3 })
      .first()
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/product\/detail\?id=\d+$/);
    await page.goBack();
    await expect(categories.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/product/detail?id=1');
    await page.getByRole('link', { name: 'Back to the products' }).click();
    await expect(categories.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the side box shows the contact details from the server', async ({ page }) => {
    await page.goto('/index');
    const box = page.getByRole('complementary', { name: 'Quick contact' });
    await expect(box.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    await box.getByRole('button', { name: 'Contact details' }).click();
    const contactLink = page.getByRole('link', { name: 'All contact details' });
    await expect(contactLink).toBeVisible();
    await expectNoAxeViolations(page);
    await contactLink.click();
    await expect(page).toHaveURL(/\/aboutus\/contactus$/);
  });

  test('the default build leaves browser zoom alone (WCAG 1.4.4)', async ({ page }) => {
    await page.goto('/index');
    const blocked = await page.evaluate(() => {
      const key = new KeyboardEvent('keydown', {
        key: '+',
        code: 'Equal',
        ctrlKey: true,
        cancelable: true,
      });
      const wheel = new WheelEvent('wheel', { ctrlKey: true, cancelable: true });
      window.dispatchEvent(key);
      window.dispatchEvent(wheel);
      return key.defaultPrevented || wheel.defaultPrevented;
    });
    expect(blocked).toBe(false);
  });

  test('the reload button fetches the current screen again', async ({ page }) => {
    await page.goto('/aboutus/news');
    await expect(page.getByRole('navigation', { name: 'News pages' })).toBeVisible();
    const again = page.waitForRequest((request) => request.url().includes('/prod-api/news?'));
    await page.getByRole('button', { name: 'Reload this page' }).click();
    await again;
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('at 360px the menu folds away, nothing scrolls sideways and the pager shows 5 numbers', async ({
    page,
  }) => {
    await page.goto('/product');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Products' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    await pager.getByLabel('Rows per page').selectOption('10');
    await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(5);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(7);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoAxeViolations(page);
  });

  test("at 360px the site's name reads whole in every language, beside the Menu button", async ({
    page,
  }) => {
    for (const { tag } of LANGUAGES) {
      await page.goto(`/index?lang=${tag}`);
      await screenReady(page);
      // As it reads once its font is in: Korean's arrives after the first layout.
      await page.evaluate(() => document.fonts.ready);
      const banner = page.getByRole('banner');
      const name = banner.getByRole('link').first();
      await expect(name).toHaveAccessibleName(/DCN/);
      // Nothing of it is cut off: no ellipsis, no line hidden (a font's glyphs may reach a few
      // pixels past the line, as Korean's do: less than half a line).
      const [wide, tall] = await name.evaluate((link) => [
        link.scrollWidth <= link.clientWidth,
        link.scrollHeight - link.clientHeight < parseFloat(getComputedStyle(link).lineHeight) / 2,
      ]);
      expect({ tag, wide, tall }).toEqual({ tag, wide: true, tall: true });
      // The header's first row is as high as the Menu button (the header's first button), one
      // line or two: nothing moves when the name arrives in place of its placeholder.
      const menu = await banner.getByRole('button').first().boundingBox();
      const box = await name.boundingBox();
      if (!menu || !box) throw new Error(`${tag}: the site's name or the Menu button is not shown`);
      expect(box.height, tag).toBeLessThanOrEqual(menu.height);
    }
  });
});
