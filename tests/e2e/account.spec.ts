import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  TEST_PASSWORD,
  label,
  lastMailId,
  logInWithDialog,
  mailedCode,
  registerAccount,
  screenReady,
  uniqueEmail,
  useLanguage,
} from '../fixtures/portal';

/** A seeded demo account (server/db/seed/accounts.ts); only its address is used here. */
const TAKEN_ADDRESS = 'demo.adp@example.com';

test('sign up with the e-mailed code, log in, change the password, log out', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('signup');
  await page.goto('/index');
  await screenReady(page);
  const header = page.getByRole('banner');
  const signUpButton = header.getByRole('button', { name: 'Sign up' });
  await signUpButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create an account' })).toBeVisible();

  // Every rule of the form: an empty submit lists them in the focused error summary.
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const summary = dialog.getByRole('alert');
  await expect(summary).toContainText('There is a problem');
  for (const message of [
    'Please enter your full name',
    'Please enter your company',
    'Please enter your email address',
    'Please choose your country or region',
    'Please enter your telephone number',
    'Password required',
    'Please enter the password again',
    'Please enter the email verification code',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await summary.getByRole('link', { name: 'Please enter your company' }).click();
  await expect(dialog.getByLabel(label('Company'))).toBeFocused();

  // The send-code button needs an address first, and one in the right form: neither sends.
  const codeRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/prod-api/user/sendcode')
      codeRequests.push(request.url());
  });
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Email required')).toBeVisible();
  const emailField = dialog.getByLabel(label('Email address'));
  await emailField.fill('ana.lima@harbour');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Please enter the correct email address')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send code' })).toBeEnabled();
  expect(codeRequests).toEqual([]);

  // The server's availability message for an address already registered.
  const taken = await request.post('/prod-api/user/checkemail', {
    data: { username: TAKEN_ADDRESS },
  });
  const { msg: takenMessage } = (await taken.json()) as { msg: string };
  await emailField.fill(TAKEN_ADDRESS);
  await emailField.blur();
  await expect(dialog.getByText(takenMessage, { exact: true }).first()).toBeVisible();

  await dialog.getByLabel(label('Full name')).fill('Ana Lima');
  await dialog.getByLabel(label('Company')).fill('Harbour Networks');
  await emailField.fill(email);
  await emailField.blur();
  await dialog.getByLabel(label('Country or region')).selectOption({ label: 'Portugal' });
  await dialog.getByLabel(label('Telephone')).fill('912 345');
  await dialog.getByLabel(label('Password')).fill(TEST_PASSWORD);
  await dialog.getByLabel(label('Confirm password')).fill(`${TEST_PASSWORD}-typo`);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(
    summary.getByRole('link', { name: 'The two passwords are different' }),
  ).toBeVisible();
  // The specification's own words for the mismatch.
  await expect(summary.getByRole('link', { name: 'two different passwords' })).toBeVisible();
  await expect(
    summary.getByRole('link', { name: 'The telephone number needs at least 11 characters' }),
  ).toBeVisible();
  await dialog.getByLabel(label('Telephone')).fill('+351 912 345 678');
  await dialog.getByLabel(label('Confirm password')).fill(TEST_PASSWORD);

  const before = await lastMailId(request, email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const countdown = dialog.getByRole('button', { name: /^Send again in \d+ s$/ });
  await expect(countdown).toBeDisabled();
  expect(codeRequests).toHaveLength(1);
  const { code } = await mailedCode(request, email, before);
  await dialog.getByLabel(label('Email verification code')).fill(code);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  // Success: the server's message, then the dialog closes after a second and focus goes back.
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5_000 });
  await expect(signUpButton).toBeFocused();

  await logInWithDialog(page, email, TEST_PASSWORD);
  const accountMenu = header.getByRole('button', { name: /Account menu for\s+Ana Lima/ });
  await expect(accountMenu).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // Change password: a refusal keeps the dialog open; the button comes back after a second.
  await accountMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Personal centre' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const change = page.getByRole('dialog');
  await expect(change.getByRole('heading', { name: 'Change password' })).toBeVisible();
  await expectNoAxeViolations(page);
  const newPassword = `${TEST_PASSWORD}-new`;
  await change.getByLabel(label('Current password')).fill('not-my-password');
  await change.getByLabel(label('New password')).fill(newPassword);
  await change.getByLabel(label('Confirm password')).fill(newPassword);
  const submit = change.getByRole('button', { name: 'Change password' });
  await submit.click();
  await expect(change.getByRole('alert')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(submit).toBeEnabled({ timeout: 3_000 });
  await change.getByLabel(label('Current password')).fill(TEST_PASSWORD);
  await submit.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The server has revoked every token: the page ends the session too and says to log in again.
  await expect(
    page.getByText('Your password has been changed. Please log in again with your new password.'),
  ).toBeVisible();
  await expect(header.getByRole('button', { name: /Account menu for/ })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Back in with the new password, then out.
  await logInWithDialog(page, email, newPassword);
  await header.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(header.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});

test('a forgotten password is reset in three steps', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await registerAccount(request, email);
  await page.goto('/forgetPwd');
  await screenReady(page);
  const main = page.getByRole('main');
  const steps = main.getByRole('list', { name: 'Progress' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Email address');

  const resetRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/prod-api/user/forgetpassword') {
      resetRequests.push(request.url());
    }
  });
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('alert')).toContainText('Email required');
  await main.getByLabel(label('Email address')).fill('reset@example');
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('alert')).toContainText('Please enter the correct email address');
  expect(resetRequests).toEqual([]);

  const before = await lastMailId(request, email);
  await main.getByLabel(label('Email address')).fill(email);
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(steps.locator('[aria-current="step"]')).toContainText('Verification code');
  await expect(main.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
  const { code } = await mailedCode(request, email, before);

  await main.getByLabel(label('Email verification code')).fill('000000');
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('alert')).toBeVisible();
  await main.getByLabel(label('Email verification code')).fill(code);
  await main.getByRole('button', { name: 'Next' }).click();

  await expect(steps.locator('[aria-current="step"]')).toContainText('New password');
  const newPassword = `${TEST_PASSWORD}-reset`;
  await main.getByLabel(label('New password')).fill(newPassword);
  await main.getByLabel(label('Confirm password')).fill('different');
  await main.getByRole('button', { name: 'Reset password' }).click();
  await expect(main.getByRole('alert')).toContainText('The two passwords are different');
  await expect(main.getByRole('alert')).toContainText('two different passwords');
  await main.getByLabel(label('Confirm password')).fill(newPassword);
  await main.getByRole('button', { name: 'Reset password' }).click();
  await expect(main.getByText('Your password has been changed.')).toBeVisible();

  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label('Email address')).fill(email);
  await dialog.getByLabel(label('Password')).fill(newPassword);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
});

test('on a 320 px phone in Russian the reset steps keep their long names inside their columns', async ({
  page,
}) => {
  // «Код подтверждения» is wider than a third of the screen: unbroken, it ran over «Новый пароль».
  await page.setViewportSize({ width: 320, height: 640 });
  await useLanguage(page, 'ru');
  await page.goto('/forgetPwd');
  await screenReady(page);
  const steps = page.getByRole('main').getByRole('list', { name: 'Ход восстановления' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  for (const step of await steps.getByRole('listitem').all()) {
    expect(await step.evaluate((item) => item.scrollWidth - item.clientWidth)).toBeLessThanOrEqual(
      0,
    );
  }
});

for (const run of [
  { lang: 'ru', signUp: 'Регистрация', country: 'Страна или регион' },
  { lang: 'fra', signUp: 'S’inscrire', country: 'Pays ou région' },
]) {
  test(`on a 320 px phone the sign-up's country select shows its prompt whole (${run.lang})`, async ({
    page,
  }) => {
    // «Выберите страну или регион» was cut to «Выберите страну или ре» by the closed select.
    await page.setViewportSize({ width: 320, height: 640 });
    await useLanguage(page, run.lang);
    await page.goto('/index');
    await screenReady(page);
    await page.getByRole('banner').getByRole('button', { name: run.signUp }).click();
    const select = page.getByRole('dialog').getByLabel(label(run.country));
    await expect(select).toBeVisible();
    const overflow = await select.evaluate((element) => {
      const box = element as HTMLSelectElement;
      const style = getComputedStyle(box);
      const text = document.createElement('canvas').getContext('2d');
      if (!text) throw new Error('no canvas');
      text.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        box.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      return text.measureText(box.options[box.selectedIndex]?.text ?? '').width - room;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('after failed logins the login asks for the e-mailed code', async ({ page, request }) => {
  const email = uniqueEmail('verify');
  await registerAccount(request, email);
  await page.goto('/login');
  await screenReady(page);
  const main = page.getByRole('main');

  // The form's own rules first.
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main.getByRole('alert')).toContainText('User name is required');
  await expect(main.getByRole('alert')).toContainText('Password required');
  await main.getByLabel(label('Email address')).fill('not-an-address');
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main.getByRole('alert')).toContainText('Please enter the correct email address');

  await main.getByLabel(label('Email address')).fill(email);
  const before = await lastMailId(request, email);
  const codeField = main.getByLabel(label('Verification code'));
  for (let attempt = 0; attempt < 6 && (await codeField.count()) === 0; attempt++) {
    await main.getByLabel(label('Password')).fill(`wrong-${attempt}`);
    await main.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(main.getByRole('alert')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  }
  await expect(codeField).toBeVisible();

  await main.getByLabel(label('Password')).fill(TEST_PASSWORD);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main.getByRole('alert')).toContainText('Please enter the verification code');

  const { code } = await mailedCode(request, email, before);
  await codeField.fill(code);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
});

test('a password reset on another device ends the session here at the next call', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('elsewhere');
  await registerAccount(request, email);
  await page.goto('/index');
  await screenReady(page);
  await logInWithDialog(page, email, TEST_PASSWORD);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /Account menu for/ })).toBeVisible();

  // Someone who holds the mailbox resets the password elsewhere, through the API.
  const before = await lastMailId(request, email);
  const reset = (data: object) => request.post('/prod-api/user/forgetpassword', { data });
  expect(
    ((await (await reset({ step: 1, username: email })).json()) as { code: number }).code,
  ).toBe(1);
  const { code } = await mailedCode(request, email, before);
  const newPassword = `${TEST_PASSWORD}-elsewhere`;
  const done = await reset({
    step: 3,
    username: email,
    code,
    password: newPassword,
    password_again: newPassword,
  });
  expect(((await done.json()) as { code: number }).code).toBe(1);

  // The next call with the old token is refused: the page says so and ends the session.
  await page.goto('/personal');
  await expect(page.getByText('Please log in', { exact: true }).first()).toBeVisible();
  await expect(header.getByRole('button', { name: /Account menu for/ })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
