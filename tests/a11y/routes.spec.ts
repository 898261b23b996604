import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { moveInApp, PUBLIC_ROUTES, screenReady, urlOf, useLanguage } from '../fixtures/portal';

/** A seeded demo account (server/db/seed/accounts.ts) that no other test logs in with. */
const DEMO = {
  username: 'demo.dee@example.com',
  password: 'DemoPartner2026',
  name: 'Nguyễn Văn An',
};

const LANGUAGES = [
  {
    code: 'en',
    tag: 'en',
    dir: 'ltr',
    login: 'Log in',
    signUp: 'Sign up',
    signUpTitle: 'Create an account',
    changePassword: 'Change password',
  },
  {
    code: 'ara',
    tag: 'ar',
    dir: 'rtl',
    login: 'تسجيل الدخول',
    signUp: 'إنشاء حساب',
    signUpTitle: 'إنشاء حساب',
    changePassword: 'تغيير كلمة المرور',
  },
] as const;

for (const language of LANGUAGES) {
  test.describe(`public screens in ${language.code}`, () => {
    // The first screen is loaded by its address; the others are reached through the app's own
    // navigation, as a visitor moves from screen to screen, so that the page, the app and axe are
    // loaded once. Each screen is a step of its own, and every screen is audited even when one
    // fails. The pages as the server renders them, loaded whole, are server-rendered-pages.spec's.
    test('every public screen has no axe violations (WCAG 2.2 A/AA)', async ({ page, request }) => {
      test.setTimeout(120_000);
      await useLanguage(page, language.code);
      const addresses = await Promise.all(PUBLIC_ROUTES.map((route) => urlOf(request, route)));
      for (const [index, address] of addresses.entries()) {
        await test.step(address, async () => {
          if (index === 0) await page.goto(address);
          else await moveInApp(page, address);
          await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
          await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
          await screenReady(page);
          await expectNoAxeViolations(page, { soft: true });
        });
      }
    });

    test('the login and sign-up dialogs have no axe violations', async ({ page }) => {
      await useLanguage(page, language.code);
      await page.goto('/index');
      await screenReady(page);
      const header = page.getByRole('banner');

      await header.getByRole('button', { name: language.login, exact: true }).click();
      const loginDialog = page.getByRole('dialog');
      await expect(loginDialog.getByRole('heading', { name: language.login })).toBeVisible();
      await expectNoAxeViolations(page);
      await loginDialog.getByRole('button', { name: language.signUp }).click();

      await expect(
        page.getByRole('dialog').getByRole('heading', { name: language.signUpTitle }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the change-password dialog has no axe violations', async ({ page, request }) => {
      const answer = await request.post('/prod-api/v2/user/login', {
        data: { username: DEMO.username, password: DEMO.password, logIp: 0 },
      });
      const { data } = (await answer.json()) as {
        data: { token: string } & Record<string, unknown>;
      };
      const { token, ...user } = data;
      await page.addInitScript(
        ([session, username, info]) => {
          localStorage.setItem('token', session);
          localStorage.setItem('username', username);
          localStorage.setItem('userInfo', info);
        },
        [token, DEMO.username, JSON.stringify(user)] as const,
      );
      await useLanguage(page, language.code);
      await page.goto('/index');
      await screenReady(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(DEMO.name) })
        .click();
      await page.getByRole('menuitem', { name: language.changePassword }).click();
      await expect(
        page.getByRole('dialog').getByRole('heading', { name: language.changePassword }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
