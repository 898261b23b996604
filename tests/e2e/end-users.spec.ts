import { expect, test, type Page } from '@playwright/test';
import { rtl } from '../../i18n/bidi-testing';
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  TEST_PASSWORD,
  dayFromToday,
  expectListSays,
  label,
  registerAccount,
  uniqueEmail,
} from '../fixtures/portal';
import { endUser, freshQuotation } from '../fixtures/test-data';
import { apiLogin, scrollsSideways, startLoggedIn } from '../fixtures/session';
import { fill } from '../fixtures/partner-screens';

const DPP = 'demo.dpp@example.com';

/** A company name no other test uses, so the list can be searched for it. */
const uniqueCompany = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function listReady(page: Page, heading = 'End users') {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
}

test('a partner adds an end user with the keyboard alone, then changes and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const company = uniqueCompany('Harbour Networks');
  await startLoggedIn(page, request, DPP);
  await page.goto('/personal/endUser');
  await listReady(page);
  await expect(page.getByRole('table', { name: 'Your end users' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard only: Tab to the button, Enter, type and Tab through the fields, Enter to save.
  const add = page.getByRole('button', { name: 'Add end user' });
  for (let i = 0; i < 80 && !(await add.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add an end user' })).toBeVisible();
  await expect(dialog.getByLabel(label('Company'))).toBeFocused();
  for (const [value, next] of [
    [company, 'Tab'],
    ['Rua do Porto 12, Lisboa', 'Tab'],
    ['https://harbour.example', 'Tab'],
    ['Ana Lima', 'Tab'],
    ['ana.lima@harbour.example', 'Tab'],
    ['+351 912 345 678', 'Enter'],
  ] as const) {
    await page.keyboard.type(value);
    await page.keyboard.press(next);
  }
  await expect(page.getByText('The end user has been saved.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row).toContainText('Ana Lima');

  // Every rule of the form, worded as the server words its refusals.
  await add.click();
  await dialog.getByRole('button', { name: 'Save end user' }).click();
  const summary = dialog.getByRole('alert');
  for (const message of [
    'Please fill in “Company”.',
    'Please fill in “Address”.',
    'Please fill in “Contact person”.',
    'Please enter the correct email address.',
    'Please fill in “Mobile”.',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await summary.getByRole('link', { name: 'Please fill in “Mobile”.' }).click();
  await expect(dialog.getByLabel(label('Mobile'))).toBeFocused();
  await dialog.getByLabel('Last year’s total networking purchase (USD)').fill('12.345');
  await expect(
    dialog.getByText('“Last year’s total networking purchase (USD)” is not filled in correctly.'),
  ).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Changing it shows what is stored, and the list follows once the server has it.
  await row.getByRole('button', { name: `Edit ${company}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Edit end user' })).toBeVisible();
  await expect(dialog.getByLabel(label('Contact person'))).toHaveValue('Ana Lima');
  await dialog.getByLabel(label('Contact person')).fill('Rui Costa');
  await dialog.getByLabel('Request protection for this end user').check();
  await dialog.getByRole('button', { name: 'Save end user' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toContainText('Rui Costa');
  await expect(row).toContainText('Requested');

  // Deleting asks first.
  await row.getByRole('button', { name: `Delete ${company}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Delete end user' })).toBeVisible();
  await expect(dialog.getByText(`Delete “${company}” from your end users?`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete end user' }).click();
  await expect(page.getByText('The end user has been deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(add).toBeFocused();
});

test('the ticked rows or all rows are exported as a spreadsheet named by the server', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, request, DPP);
  await page.goto('/personal/endUser');
  await listReady(page);
  const exportSelected = page.getByRole('button', { name: 'Export selected' });
  await expect(exportSelected).toBeDisabled();
  await page.getByLabel('Select every end user on this page').check();
  await expect(page.getByText(/^Selected: [1-9]/)).toBeVisible();
  const [picked] = await Promise.all([page.waitForEvent('download'), exportSelected.click()]);
  expect(picked.suggestedFilename()).toMatch(/^End users \d{4}-\d{2}-\d{2}\.xlsx$/);
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all' }).click(),
  ]);
  expect(all.suggestedFilename()).toMatch(/^End users \d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await (await all.createReadStream()).toArray();
  // An .xlsx file is a zip archive.
  expect(Buffer.concat(bytes).subarray(0, 2).toString('latin1')).toBe('PK');
});

test('the list is searched and paged: 20 rows by default, 10, 30 or 50 on request', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('endusers');
  await registerAccount(request, email);
  const { token } = await apiLogin(request, email, TEST_PASSWORD);
  for (let i = 1; i <= 23; i++) {
    await endUser(request, token, {
      company: `Paging Test ${String(i).padStart(2, '0')}`,
      contact: i === 7 ? 'Marta Seven' : 'Contact',
    });
  }
  await startLoggedIn(page, request, email, { password: TEST_PASSWORD });
  await page.goto('/personal/endUser');
  await listReady(page);
  const pager = page.getByRole('navigation', { name: 'End-user pages' });
  await expect(pager.getByText('Total: 23')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(21);
  await pager.getByLabel('Rows per page').selectOption('10');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await expect(pager.getByRole('button', { name: 'Page 3' })).toBeVisible();
  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  // A screen reader hears which page of how many now shows.
  await expect(page.getByRole('status').filter({ hasText: 'Page 3 of 3. Total: 23' })).toHaveCount(
    1,
  );

  const search = page.getByRole('search', { name: 'Search end users' });
  await search.getByLabel('Company, contact or email').fill('marta seven');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByRole('heading', { name: 'End users matching “marta seven”' }),
  ).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: /Paging Test 07/ })).toBeVisible();
  await search.getByLabel('Company, contact or email').fill('nobody at all');
  await search.getByRole('button', { name: 'Search' }).click();
  await expectListSays(page, 'No Results');
  await search.getByRole('button', { name: 'Show all' }).click();
  await expect(pager.getByText('Total: 23')).toBeVisible();
});

test('in Arabic on a phone the list is cards, right to left, with nothing moving or scrolling sideways', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // An end user of this test's own, newest and so on the first page, to ask about deleting.
  const { token } = await apiLogin(request, DPP);
  const company = uniqueCompany('Mina Clinic');
  await endUser(request, token, { company });
  await startLoggedIn(page, request, DPP, { lang: 'ara' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/personal/endUser');
  await listReady(page, 'المستخدمون النهائيون');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cards = page.getByRole('list', { name: 'المستخدمون النهائيون لديك' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(
    await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  ).toBeLessThan(0.1);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'إضافة مستخدم نهائي' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'إضافة مستخدم نهائي' })).toBeVisible();
  await dialog.getByRole('button', { name: 'حفظ المستخدم النهائي' }).click();
  await expect(dialog.getByRole('alert')).toContainText(rtl`يُرجى ملء حقل «${'الشركة'}».`);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'إلغاء' }).click();

  await cards
    .getByRole('listitem')
    .filter({ hasText: company })
    .getByRole('button', { name: /^حذف / })
    .click();
  await expect(dialog.getByRole('heading', { name: 'حذف المستخدم النهائي' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const run of [
  {
    lang: 'en',
    dir: 'ltr',
    title: 'End users',
    remove: 'Delete {company}',
    close: 'Close',
    says: 'is named in a project',
  },
  {
    lang: 'ara',
    dir: 'rtl',
    title: 'المستخدمون النهائيون',
    remove: 'حذف {company}',
    close: 'إغلاق',
    says: 'مذكور في مشروع',
  },
] as const) {
  test(`an end user a project names is not offered for deletion: the screen says why at once (${run.lang})`, async ({
    page,
    request,
  }) => {
    // An end user of the project partner's, named in a project registered for this test.
    const { token } = await apiLogin(request, DPP);
    const company = uniqueCompany('Harbour clinic');
    const post = async <T>(path: string, data: unknown) => {
      const answer = (await (
        await request.post(`/prod-api${path}`, { headers: { token }, data })
      ).json()) as { code: number; msg: string; data: T };
      expect(answer.code, answer.msg).toBe(1);
      return answer.data;
    };
    const named = await endUser(request, token, { company });
    const quotation = await freshQuotation(request, token);
    const lines = await post<{ items: { id: number }[] }>('/user/detailquotation', {
      id: quotation.id,
    });
    await post('/user/postproject', {
      project_name: company,
      end_company: named.id,
      quotation_id: quotation.id,
      prices: lines.items.map((line) => ({ item_id: line.id, application_price: 100 })),
      estimated_po_date: dayFromToday(60),
      predicted_awarding_date: dayFromToday(30),
      predicted_leadtime: '6 weeks',
    });

    await startLoggedIn(page, request, DPP, { lang: run.lang });
    await page.goto(`/personal/endUser`);
    await listReady(page, run.title);
    await expect(page.locator('html')).toHaveAttribute('dir', run.dir);
    const search = page.getByRole('main').getByRole('search');
    await search.getByRole('searchbox').fill(company);
    await search.getByRole('searchbox').press('Enter');
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row).toHaveCount(1);
    const remove = row.getByRole('button', { name: fill(run.remove, { company }) });
    await remove.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(run.says)).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: run.close, exact: true }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(remove).toBeFocused();
    await expect(row).toHaveCount(1);
  });
}
