import { expect, test } from '@playwright/test';
import { logInWithDialog } from '../fixtures/portal';

const PASSWORD = 'DemoPartner2026';

test('a partner who logs in many times a day is not locked out', async ({ page, request }) => {
  const username = 'demo.dpp@example.com';
  // A working day of logins from other tabs and devices: only wrong passwords count.
  for (let i = 0; i < 12; i += 1) {
    const answer = await request.post('/prod-api/v2/user/login', {
      data: { username, password: PASSWORD, logIp: 0 },
    });
    expect(((await answer.json()) as { code: number }).code).toBe(1);
  }
  await page.goto('/index');
  await logInWithDialog(page, username, PASSWORD);
});

test('the account menu lists the screens of the server route list for the partner', async ({
  page,
}) => {
  await page.goto('/index');
  // A direct project partner may register projects.
  await logInWithDialog(page, 'demo.dpp@example.com', PASSWORD);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Personal centre' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Quotations' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(header.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  // A direct telecom end user may not: the entry is not there at all.
  await logInWithDialog(page, 'demo.dte@example.com', PASSWORD);
  await header.getByRole('button', { name: /Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Quotations' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Projects' })).toHaveCount(0);
});
