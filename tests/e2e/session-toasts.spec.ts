import { expect, test, type Page } from '@playwright/test';
import {
  TEST_PASSWORD,
  logInWithDialog,
  registerAccount,
  screenReady,
  uniqueEmail,
} from '../fixtures/portal';

/** Calls that need a token: none of them may go out without one. */
const TOKEN_ONLY = /\/prod-api\/(user\/(cartcount|cartlist|home)|getRouters|v2\/user\/check)/;

/** Records the text of every toast the page shows, in order, from the first page load on. */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toasts: string[] }).toasts = seen;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const added = node.matches('[data-sonner-toast]')
            ? [node]
            : [...node.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
          // A toast's content is rendered with it; read it once it is in place.
          for (const toast of added) {
            requestAnimationFrame(() => seen.push(toast.textContent?.trim() ?? ''));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { toasts: string[] }).toasts]);
}

/** Every answer's code, and the calls that needed a token but went without one. */
function watchCalls(page: Page) {
  const codes: { url: string; code: number }[] = [];
  const tokenOnly: string[] = [];
  const withoutToken: string[] = [];
  page.on('request', (request) => {
    if (!TOKEN_ONLY.test(request.url())) return;
    tokenOnly.push(new URL(request.url()).pathname);
    if (!request.headers().token) withoutToken.push(request.url());
  });
  page.on('response', async (response) => {
    if (!response.url().includes('/prod-api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const body = (await response.json().catch(() => null)) as { code?: number } | null;
    if (typeof body?.code === 'number') codes.push({ url: response.url(), code: body.code });
  });
  return { codes, tokenOnly, withoutToken };
}

test.describe('after login, reload and logout', () => {
  test('no "cannot reach the server" toast; logging out shows only the server\'s message', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const username = uniqueEmail('toasts');
    await registerAccount(request, username);
    const toasts = await recordToasts(page);
    const calls = watchCalls(page);
    // The page's timers run on a clock the test can move on: time flows as usual until then.
    await page.clock.install();

    await page.goto('/aboutus/news');
    await screenReady(page);
    await logInWithDialog(page, username, TEST_PASSWORD);
    await screenReady(page);

    // The route list is asked for once the session is open, with the token.
    await expect.poll(() => calls.tokenOnly).toContain('/prod-api/getRouters');

    await page.getByRole('button', { name: 'Reload this page' }).click();
    await screenReady(page);
    await page.getByRole('button', { name: 'Reload this page' }).click();
    await screenReady(page);

    const beforeLogout = (await toasts()).length;
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('You have logged out.')).toBeVisible();
    // A forced logout would redirect a second after 'Please log in': move the clock past that.
    await page.clock.runFor(1_500);
    await screenReady(page);

    const shown = await toasts();
    expect(shown.slice(0, beforeLogout)).toEqual(['Login successful']);
    expect(shown.slice(beforeLogout)).toEqual(['You have logged out.']);
    expect(shown.join('\n')).not.toContain('cannot reach the server');
    expect(shown.join('\n')).not.toContain('Please log in');
    expect(calls.withoutToken).toEqual([]);
    expect(calls.codes.filter((call) => call.code >= 90002 && call.code <= 90004)).toEqual([]);
    await expect(page).toHaveURL(/\/index$/);
  });
});

test.describe('a session ended elsewhere', () => {
  test('the next visit says "Please log in" once and ends the session', async ({
    page,
    request,
  }) => {
    const username = uniqueEmail('ended');
    await registerAccount(request, username);
    const toasts = await recordToasts(page);
    await page.goto('/aboutus/news');
    await screenReady(page);
    await logInWithDialog(page, username, TEST_PASSWORD);
    await screenReady(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    // Logged out from another device: the token this browser keeps is dead.
    const logout = await request.post('/prod-api/user/logout', { headers: { token: token ?? '' } });
    expect(((await logout.json()) as { code: number }).code).toBe(1);
    expect(await toasts()).toEqual(['Login successful']);
    const calls = watchCalls(page);

    await page.goto('/personal/order');
    await expect(page).toHaveURL(/\/index$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }),
    ).toBeVisible();
    // Past the redirect's second, so that any later toast would have shown.
    await page.waitForTimeout(1_500);
    // The toasts are recorded per page load: these are the new visit's.
    expect(await toasts()).toEqual(['Please log in']);
    const refused = calls.codes.filter((call) => call.code >= 90002 && call.code <= 90004);
    expect(refused.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

/** The box of an element, which must be on screen. */
async function box(page: Page, selector: string, index = 0) {
  const found = await page.locator(selector).nth(index).boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const width of [360, 1280]) {
  test.describe(`toasts at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    test('stand near the top, just below the header, where they cover nothing being read or typed', async ({
      page,
      request,
    }) => {
      const username = uniqueEmail('toast-top');
      await registerAccount(request, username);
      await page.goto('/aboutus/news');
      await screenReady(page);
      await logInWithDialog(page, username, TEST_PASSWORD);
      await screenReady(page);
      // Logging out lands on the home page with a toast, and no dialog open.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Account menu for/ })
        .click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'You have logged out.' });
      await expect(toast).toBeVisible();
      await expect(page).toHaveURL(/\/index$/);
      const header = await box(page, 'header');
      const controls = page.locator('header').locator('button:visible, a:visible, select:visible');
      const headerBoxes = await Promise.all(
        (await controls.all()).map(async (control) => control.boundingBox()),
      );
      // 80 px from the top as the spec has it, or just below the header where it is taller,
      // once the toast has slid into place.
      const top = Math.max(80, header.y + header.height);
      await expect
        .poll(async () => (await box(page, '[data-sonner-toast]')).y)
        .toBeGreaterThanOrEqual(top);
      const toastBox = await box(page, '[data-sonner-toast]');
      expect(toastBox.y).toBeLessThan(top + 40);
      for (const headerBox of headerBoxes) {
        if (headerBox) expect(overlaps(toastBox, headerBox)).toBe(false);
      }
      expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(width);
    });

    test("cover neither the header's buttons nor the open dialog's error summary", async ({
      page,
    }) => {
      await page.goto('/index');
      await screenReady(page);
      const controls = page.locator('header').locator('button:visible, a:visible, select:visible');
      const headerBoxes = await Promise.all(
        (await controls.all()).map(async (control) => control.boundingBox()),
      );

      // A menu entry that needs a login: a warning toast, and the login dialog opens.
      if (width < 1024) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('link', { name: 'Quotations' }).click();
      } else {
        await page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('button', { name: 'Partner portal' })
          .click();
        await page.getByRole('link', { name: 'Quotations' }).click();
      }
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toContainText('You are not logged in, please log in first.');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible();
      // An empty submit fills the dialog's error summary.
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expect(toast).toBeVisible();

      const toastBox = await box(page, '[data-sonner-toast]');
      const summaryBox = await box(page, '[role="dialog"] [role="alert"]');
      expect(overlaps(toastBox, summaryBox)).toBe(false);
      for (const headerBox of headerBoxes) {
        if (headerBox) expect(overlaps(toastBox, headerBox)).toBe(false);
      }
      // The toast stays within the screen and clear of the side box.
      expect(toastBox.x).toBeGreaterThanOrEqual(0);
      expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(width);
      for (const sideBoxControl of await page.locator('aside button, aside a').all()) {
        const sideBox = await sideBoxControl.boundingBox();
        if (sideBox) expect(overlaps(toastBox, sideBox)).toBe(false);
      }
    });
  });
}
