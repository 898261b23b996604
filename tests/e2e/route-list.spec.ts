import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { logInWithDialog } from '../fixtures/portal';
import { apiLogin, startLoggedIn } from '../fixtures/session';
import {
  approveMembership,
  membershipApplication,
  migrateToApp,
  newPartner,
} from '../fixtures/test-data';

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

test('a new partner whose project application head office approves may register projects, without logging in again', async ({
  page,
  request,
}) => {
  const partner = await newPartner(request, 'new.dpp');
  const application = await membershipApplication(request, partner.token, 'DC-DPP');
  await startLoggedIn(page, request, partner.username, { password: partner.password });
  await page.goto('/personal');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal centre' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('None yet');
  const header = page.getByRole('banner');
  const accountMenu = header.getByRole('button', { name: /Account menu for/ });
  await accountMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Quotations' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Projects' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/personal/project');
  await expect(page.getByText('Only Direct Project Partners register projects')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register a project' })).toHaveCount(0);

  await approveMembership(request, application);

  // The same stored session, the next day, straight to the projects: the account is read afresh.
  await page.goto('/personal/project');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register a project' })).toBeVisible();
  await expect(page.getByText('Only Direct Project Partners register projects')).toHaveCount(0);
  await accountMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Projects' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/personal');
  await expect(page.getByRole('main')).toContainText('Direct project partner');
  await expectNoAxeViolations(page);
});

test('a partner head office migrates from DPP to APP keeps its projects to read, and registers again once approved as DPP', async ({
  page,
  request,
}) => {
  const partner = await newPartner(request, 'migrated.app');
  await approveMembership(request, await membershipApplication(request, partner.token, 'DC-DPP'));
  const { user } = await apiLogin(request, partner.username, partner.password);
  await startLoggedIn(page, request, partner.username, { password: partner.password });
  await page.goto('/personal/project');
  await expect(page.getByRole('link', { name: 'Register a project' })).toBeVisible();

  await migrateToApp(request, Number(user.id));

  await page.goto('/personal/project');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByText('Only Direct Project Partners register projects')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register a project' })).toHaveCount(0);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu for/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Projects' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);

  // The notice's way back: DCNet offers the DPP tier, and head office's approval makes it one.
  await page.getByRole('link', { name: 'Go to DCNet membership' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'DCNet membership' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply as Direct project partner' })).toBeVisible();
  await approveMembership(request, await membershipApplication(request, partner.token, 'DC-DPP'));
  await page.goto('/personal/project');
  await expect(page.getByRole('link', { name: 'Register a project' })).toBeVisible();
  await expect(page.getByText('Only Direct Project Partners register projects')).toHaveCount(0);
});
