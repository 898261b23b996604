import { expect, test, type Page } from '@playwright/test';
import {
  logInWithDialog,
  PUBLIC_ROUTES,
  registerAccount,
  screenReady,
  uniqueEmail,
  urlOf,
  TEST_PASSWORD,
} from '../fixtures/portal';

/**
 * Everything the browser refuses under the content security policy, in the page and in its
 * frames: Chromium's own console messages and the `securitypolicyviolation` events.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|apply|execute|frame|connect)/i.test(text)) {
      refused.push(`${page.url()}: ${text}`);
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return refused;
}

test('every public screen works under the content security policy', async ({ page, request }) => {
  test.setTimeout(120_000);
  const refused = await watchPolicy(page);
  const first = await page.goto('/index');
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  for (const route of PUBLIC_ROUTES) {
    await page.goto(await urlOf(request, route));
    await screenReady(page);
  }
  expect(refused).toEqual([]);
});

test('a partner logs in, sees toasts, the personal screens and the chat under the policy', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const refused = await watchPolicy(page);
  const email = uniqueEmail('policy');
  await registerAccount(request, email);
  await page.goto('/index');
  await screenReady(page);
  await logInWithDialog(page, email, TEST_PASSWORD);
  // The toast library's own stylesheet, allowed by its hash, lays the toast out.
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toHaveCSS('position', 'absolute');

  for (const path of ['/personal', '/personal/quotation', '/personal/order', '/configurator']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  await page.goto('/index');
  await screenReady(page);
  await page
    .getByRole('complementary')
    .getByRole('button', { name: 'Online chat', exact: true })
    .click();
  const chat = page.getByRole('dialog').getByTitle('Chat with our sales team').contentFrame();
  await chat.getByLabel('Your message').fill('Is the policy strict enough?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('status')).toHaveText('Your message was sent.');
  expect(refused).toEqual([]);
});

test('no other site may frame the portal', async ({ page }) => {
  const refused = await watchPolicy(page);
  await page.goto('/index');
  // A page that tries to frame the portal, even one of its own, gets nothing.
  const portal = new URL('/index', page.url()).toString();
  await page.setContent(`<iframe title="portal" src="${portal}"></iframe>`);
  const frame = page.frameLocator('iframe[title="portal"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect.poll(() => refused.some((line) => /frame-ancestors/.test(line))).toBe(true);
});
