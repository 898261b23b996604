import { expect, test } from '@playwright/test';
import { screenReady } from '../fixtures/portal';

/**
 * A dialog keeps the keyboard inside itself: Tab from its last control goes to its first,
 * Shift+Tab from its first to its last, and no hidden element takes focus on the way (Headless
 * UI's focus guards are hidden; docs/decisions/151-the-accessibility-report.md).
 */
test('Tab and Shift+Tab go round the login dialog, and nothing hidden takes focus', async ({
  page,
}) => {
  await page.goto('/index');
  await screenReady(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('[data-headlessui-focus-guard]:not([hidden])')).toHaveCount(0);

  const close = dialog.getByRole('button', { name: 'Close' });
  const email = dialog.getByLabel('Email address');
  await expect(email).toBeFocused();
  // The dialog's last control, whatever it is: Tab from there goes round to its first.
  const last = dialog.getByRole('button', { name: 'Sign up' });
  await last.focus();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();

  // Every control in turn, once round: focus never leaves the dialog or lands on something hidden.
  const seen: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const at = document.activeElement;
      const inside = at?.closest('[role="dialog"]') !== null;
      const visible = at instanceof HTMLElement && at.getClientRects().length > 0;
      return `${inside && visible ? 'in' : 'OUT'}:${at?.getAttribute('aria-label') ?? at?.textContent?.trim() ?? at?.tagName}`;
    });
    seen.push(where);
  }
  expect(seen.filter((where) => where.startsWith('OUT'))).toEqual([]);
});
