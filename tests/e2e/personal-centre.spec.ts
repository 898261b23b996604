import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { TEST_PASSWORD, registerAccount, uniqueEmail } from '../fixtures/portal';
import { scrollsSideways, startLoggedIn } from '../fixtures/session';

/** A 1×1 PNG: a real image, well under 500 kB. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function homeReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Personal centre' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your records' })).toBeVisible();
}

test.describe('the personal centre’s frame', () => {
  test('the personal menu, its sidebar and the display settings persist; unbuilt screens say so', async ({
    page,
    request,
  }) => {
    await startLoggedIn(page, request, 'demo.dpp@example.com');
    await page.goto('/personal');
    await homeReady(page);
    const menu = page.getByRole('navigation', { name: 'Personal menu' });
    for (const entry of [
      'Personal home',
      'Quotations',
      'Orders',
      'Projects',
      'End users',
      'DCNet membership',
      'Training',
      'Exams',
      'Drafts box',
    ]) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    // Grades opens by its route only.
    await expect(menu.getByRole('link', { name: 'Grades' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Hiding the menu is kept in its cookie across a reload.
    const toggle = page.getByRole('button', { name: 'Personal menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(menu).toHaveCount(0);
    await page.reload();
    await homeReady(page);
    await expect(page.getByRole('button', { name: 'Personal menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const cookies = async () =>
      Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
    expect((await cookies()).sidebarStatus).toBe('0');
    await page.getByRole('button', { name: 'Personal menu' }).click();
    await expect(menu).toBeVisible();
    expect((await cookies()).sidebarStatus).toBe('1');

    // The size of text and controls, kept in its cookie.
    await page.getByRole('radio', { name: 'Large' }).check();
    expect((await cookies()).size).toBe('large');
    await page.reload();
    await homeReady(page);
    await expect(page.getByRole('radio', { name: 'Large' })).toBeChecked();
    await page.getByRole('radio', { name: 'Default' }).check();

    // A menu entry opens its screen, under its own name.
    await menu.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/personal\/order$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/personal/grades');
    await expect(page.getByRole('heading', { level: 1, name: 'Grades' })).toBeVisible();
    await page.goto('/personal/nothing-here');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('a menu entry of the route list that is an external page opens in a new tab and says so', async ({
    page,
    request,
  }) => {
    await page.route('**/prod-api/getRouters', (route) =>
      route.fulfill({
        json: {
          code: 1,
          msg: '',
          data: [
            {
              name: 'Personal',
              path: '/personal',
              hidden: false,
              meta: { title: 'Personal home' },
              children: [
                { name: 'Home', path: '', hidden: false, meta: { title: 'Personal home' } },
                {
                  name: 'Manual',
                  path: 'manual',
                  hidden: false,
                  meta: { title: 'Partner manual', link: 'https://docs.example.org/manual' },
                },
              ],
            },
          ],
        },
      }),
    );
    await startLoggedIn(page, request, 'demo.dpp@example.com');
    await page.goto('/personal');
    await homeReady(page);
    const link = page
      .getByRole('navigation', { name: 'Personal menu' })
      .getByRole('link', { name: 'Partner manual (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toContainText('↗');
  });
});

test.describe('the personal home', () => {
  test('tells what the profile lacks, edits it, and changes the picture', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('home');
    await registerAccount(request, email);
    await startLoggedIn(page, request, email, { password: TEST_PASSWORD });
    await page.goto('/personal');
    await homeReady(page);

    // Sign-up leaves the address out; the check names it and leads to it.
    const missing = page.getByRole('region', { name: 'Your profile is missing some details' });
    await expect(missing).toBeVisible();
    await missing.getByRole('button', { name: 'Address' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Edit your profile' })).toBeVisible();
    await expect(dialog.getByLabel('Address')).toBeFocused();
    await dialog.getByLabel(/^Name/).fill('');
    await dialog.getByRole('button', { name: 'Save profile' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Please enter your full name');
    await expectNoAxeViolations(page);
    await dialog.getByLabel(/^Name/).fill('Ana Lima');
    await dialog.getByLabel('Address').fill('Rua do Porto 12, Lisboa');
    await dialog.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(missing).toHaveCount(0);
    await expect(page.getByText('Rua do Porto 12, Lisboa')).toBeVisible();

    // The picture: checked by its bytes and size before anything is sent.
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/user/uploadhead')) uploads.push(r.url());
    });
    const picker = page.getByLabel('Choose a new picture');
    await picker.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg/>'),
    });
    await expect(
      page.getByText('This file is not a JPEG, PNG, GIF or WebP picture.'),
    ).toBeVisible();
    const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
    await picker.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('The picture is larger than 500 kB.')).toBeVisible();
    expect(uploads).toEqual([]);

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of the new picture' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save picture' }).click();
    await expect(page.getByText('Upload successful')).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Profile picture of Ana Lima' });
    await expect(avatar).toHaveAttribute('src', /\/prod-api\/user\/avatar\/[0-9a-f]{32}$/);
    // The header's picture beside the name is decorative (the name is the button's text).
    await expect(page.getByRole('banner').locator('img')).toHaveAttribute(
      'src',
      (await avatar.getAttribute('src')) ?? '',
    );
  });

  test('counts lead to their screens, in Arabic from right to left, without moving or scrolling sideways', async ({
    page,
    request,
  }) => {
    await startLoggedIn(page, request, 'demo.dpp@example.com', { lang: 'ara' });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/personal');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'المركز الشخصي' })).toBeVisible();
    const records = page.getByRole('region', { name: 'سجلاتك' });
    await expect(records.getByRole('link', { name: /المستخدمون النهائيون/ })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
    // On a phone the menu opens on request, above the screen.
    await page.getByRole('button', { name: 'القائمة الشخصية' }).click();
    await expect(page.getByRole('navigation', { name: 'القائمة الشخصية' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'تعديل الملف الشخصي' }).click();
    await expect(page.getByRole('heading', { name: 'تعديل ملفك الشخصي' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();
    await records.getByRole('link', { name: /المستخدمون النهائيون/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'المستخدمون النهائيون' }),
    ).toBeVisible();
  });
});
