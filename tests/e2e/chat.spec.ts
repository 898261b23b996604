import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  logInWithDialog,
  registerAccount,
  screenReady,
  uniqueEmail,
  TEST_PASSWORD,
} from '../fixtures/portal';

/** The chat button of the side box, by its name in a language. */
const chatButton = (page: Page, name: string) =>
  page.getByRole('complementary').getByRole('button', { name, exact: true });

test('logged out, the chat button asks to log in', async ({ page }) => {
  await page.goto('/index');
  await screenReady(page);
  await chatButton(page, 'Online chat').click();
  await expect(page.getByText('You are not logged in, please log in first.')).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(0);
});

test('a logged-in partner sends a message in the chat and sees it confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('chat');
  await registerAccount(request, email);
  await page.goto('/index');
  await screenReady(page);
  await logInWithDialog(page, email, TEST_PASSWORD);

  const button = chatButton(page, 'Online chat');
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Online chat' })).toBeVisible();
  const frameElement = dialog.getByTitle('Chat with our sales team');
  await expect(frameElement).toHaveAttribute('src', '/chat/?lang=en');
  const chat = frameElement.contentFrame();
  await expect(chat.getByRole('heading', { name: 'Message our sales team' })).toBeVisible();
  await expect(chat.getByText('You have not sent any messages yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing written: the refusal is next to the field, which gets focus.
  const field = chat.getByLabel('Your message');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Please write a message before you send it.')).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // Markup is shown as the text it is.
  const text = 'Do you ship the <b>S5750</b> switches to Lisbon?\nThank you.';
  await field.fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('status')).toHaveText('Your message was sent.');
  await expect(field).toHaveValue('');
  await expect(field).not.toHaveAttribute('aria-invalid');
  const sent = chat.getByRole('listitem');
  await expect(sent).toHaveCount(1);
  await expect(sent.locator('p')).toHaveText(text);
  await expect(sent.locator('b')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Dialogs close only with their button; the message is there when the chat opens again.
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('heading', { name: 'Online chat' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
  await button.click();
  const again = page.getByRole('dialog').getByTitle('Chat with our sales team').contentFrame();
  await expect(again.getByRole('listitem').locator('p')).toHaveText(text);
});

test('the chat speaks Arabic, right to left, and passes axe', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('chat.ara');
  await registerAccount(request, email);
  await page.goto('/index');
  await screenReady(page);
  await logInWithDialog(page, email, TEST_PASSWORD);
  await page.getByLabel('Language').selectOption('ara');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await chatButton(page, 'دردشة مباشرة').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'دردشة مباشرة' })).toBeVisible();
  const frameElement = dialog.getByTitle('تحدّث مع فريق المبيعات');
  await expect(frameElement).toHaveAttribute('src', '/chat/?lang=ara');
  const chat = frameElement.contentFrame();
  await expect(chat.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(chat.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(chat.getByText('لم ترسل أي رسائل بعد.')).toBeVisible();

  await chat.getByLabel('رسالتك').fill('مرحبًا، أود معرفة أسعار المحولات.');
  await chat.getByRole('button', { name: 'إرسال' }).click();
  await expect(chat.getByRole('status')).toHaveText('تم إرسال رسالتك.');
  await expect(chat.getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
