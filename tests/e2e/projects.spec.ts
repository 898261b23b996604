import { expect, test } from '@playwright/test';
import { rtl } from '../../i18n/bidi-testing';
import { expectNoAxeViolations } from '../fixtures/axe';
import { label, dayFromToday } from '../fixtures/portal';
import { openInArabicOnPhone, pickOption, ready, uniqueName } from '../fixtures/projects';
import { scrollsSideways, startLoggedIn } from '../fixtures/session';
import { freshQuotation } from '../fixtures/test-data';

const DPP = 'demo.dpp@example.com';
const SERVICE_PARTNER = 'demo.asp@example.com';

test('a direct project partner registers a project with an end user added in place, then changes and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await startLoggedIn(page, request, DPP);
  const quotation = await freshQuotation(request, token);
  const name = uniqueName('Harbour campus');
  const company = uniqueName('Harbour Authority');

  await page.goto('/personal/project');
  await ready(page, 'Projects');
  await expect(page.getByRole('table', { name: 'Your projects' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Register a project' }).click();
  await ready(page, 'Register a project');

  // Sending an empty form names every required choice and field.
  await page.getByRole('button', { name: 'Register project' }).click();
  const summary = page.getByRole('alert');
  for (const message of [
    'Please fill in “Project name”.',
    'Please select end user',
    'Please select quotation',
    'Please fill in “Predicted PO date”.',
    'Please fill in “Predicted awarding date”.',
    'Please fill in “Predicted lead time”.',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await summary.getByRole('link', { name: 'Please select end user' }).click();
  await expect(page.getByLabel(label('End user'))).toBeFocused();

  await page.getByLabel(label('Project name')).fill(name);
  await page.getByRole('button', { name: 'Add end user' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add an end user' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(label('Company')).fill(company);
  await dialog.getByLabel(label('Address')).fill('Muelle 3, Valencia');
  await dialog.getByLabel(label('Contact person')).fill('Lucía Ortega');
  await dialog.getByLabel(label('Email address')).fill('lucia@harbour.example');
  await dialog.getByLabel(label('Mobile')).fill('+34 612 345 678');
  await dialog.getByRole('button', { name: 'Save end user' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(`${company} is picked as the end user.`)).toBeVisible();
  await expect(page.getByLabel(label('End user')).locator('option:checked')).toHaveText(company);

  await pickOption(page.getByLabel(label('Quotation')), quotation.code);
  const prices = page.getByLabel(/^Application price of /);
  await expect(prices).toHaveCount(2);
  await prices.nth(0).fill('0');
  await prices.nth(1).fill('12.345');
  await page.getByRole('button', { name: 'Register project' }).click();
  await expect(summary.getByRole('link', { name: /must be at least \$0\.01\.$/ })).toBeVisible();
  await expect(summary.getByRole('link', { name: /is not filled in correctly\.$/ })).toBeVisible();
  await prices.nth(0).fill('950.25');
  await prices.nth(1).fill('120');
  await page.getByLabel(label('Predicted PO date')).fill(dayFromToday(90));
  await page.getByLabel(label('Predicted awarding date')).fill(dayFromToday(60));
  await page.getByLabel(label('Predicted lead time')).fill('6 weeks');
  await page.getByLabel('Request project protection').check();
  await page.getByRole('button', { name: 'Register project' }).click();

  await expect(
    page.getByText('The project has been registered. Head office will review it.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/personal\/project\/detail\?id=\d+$/);
  await ready(page, name);
  await expect(page.getByText('Applying', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Protection was requested\./)).toBeVisible();
  await expect(page.getByRole('link', { name: `Quotation ${quotation.code}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Application prices of the quotation’s lines' });
  await expect(lines).toContainText('$950.25');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Registered');
  await expect(history).toContainText('Sent to head office for review');
  await expectNoAxeViolations(page);

  // Changed while it is applying: the form shows what is stored.
  await page.getByRole('link', { name: 'Change project' }).click();
  await ready(page, 'Change project');
  await expect(page.getByLabel(label('Project name'))).toHaveValue(name);
  await expect(page.getByLabel(/^Application price of /).first()).toHaveValue('950.25');
  await page.getByLabel(label('Predicted lead time')).fill('8 weeks');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The project has been saved.')).toBeVisible();
  await ready(page, name);
  await expect(page.getByText('8 weeks')).toBeVisible();

  // Deleted after a confirmation.
  await page.getByRole('button', { name: 'Delete project' }).click();
  await expect(dialog.getByRole('heading', { name: 'Delete project' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(page.getByText('The project has been deleted.')).toBeVisible();
  await ready(page, 'Projects');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('the list filters by state; a decided project shows its reason, protection and history, and cannot be changed', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, request, DPP);
  await page.goto('/personal/project');
  await ready(page, 'Projects');
  const filter = page.getByRole('search', { name: 'Filter projects' });
  const open = async (status: string, project: string) => {
    await filter.getByLabel('Status').selectOption({ label: status });
    await filter.getByRole('button', { name: 'Show' }).click();
    const row = page.getByRole('row', { name: new RegExp(project) });
    await expect(row).toBeVisible();
    // Every listed project is in the chosen state: only the header row does not say it (head
    // office's desk may have decided more of this partner's projects in the same run).
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasNotText: status })).toHaveCount(1);
    await row.getByRole('link', { name: `View ${project}` }).click();
    await ready(page, project);
    await expect(page.getByRole('link', { name: 'Change project' })).toHaveCount(0);
    await expect(
      page.getByText(
        'Head office has decided on this project, so it can no longer be changed or deleted.',
      ),
    ).toBeVisible();
  };

  await open('Rejected', 'Port terminal access network');
  await expect(
    page.getByRole('region', { name: 'Why head office rejected the registration' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Rejected by head office',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to projects' }).click();

  await open('Approved', 'Campus Wi-Fi 6 rollout');
  await expect(page.getByText(/^Days of protection left: \d+$/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to projects' }).click();

  await open('Protection expired', 'Data centre core refresh');
  await expect(page.getByText(/^Protection expired on /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Protection ended');
});

test('a partner who is not a direct project partner is told why before starting, and the server refuses too', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await startLoggedIn(page, request, SERVICE_PARTNER);
  await page.goto('/personal/project');
  await ready(page, 'Projects');
  const notice = page.getByRole('region', {
    name: 'Only Direct Project Partners register projects',
  });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Go to DCNet membership' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register a project' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A project draft of theirs opens with the same explanation above it: its content can be
  // read, not changed or sent.
  await page.goto('/personal/draftsBox');
  await ready(page, 'Drafts box');
  await page.getByRole('link', { name: /^Open Network upgrade/ }).click();
  await ready(page, 'Register a project');
  await expect(notice).toBeVisible();
  await expect(page.getByLabel(label('Project name'))).toHaveValue(/^Network upgrade/);
  await expect(page.getByLabel(label('Project name'))).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Register project' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Sent anyway, the server refuses before it reads anything else.
  const refused = await request.post('/prod-api/user/postproject', {
    headers: { token },
    data: {
      project_name: 'Network upgrade',
      end_company: 1,
      estimated_po_date: dayFromToday(90),
      predicted_awarding_date: dayFromToday(60),
      predicted_leadtime: '4 weeks',
      quotation_id: 1,
      prices: [{ item_id: 1, application_price: 100 }],
    },
  });
  expect(await refused.json()).toEqual({
    code: 0,
    msg: 'Only Direct Project Partners (DPP) can register projects. To register projects, please apply for DPP membership in DCNet.',
  });
});

test('in Arabic on a phone, the list, a rejected project and the registration form read right to left', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openInArabicOnPhone(page, request, DPP, '/personal/project', 'المشاريع');
  const filter = page.getByRole('search', { name: 'تصفية المشاريع' });
  await filter.getByLabel('الحالة').selectOption({ label: 'مرفوض' });
  await filter.getByRole('button', { name: 'عرض' }).click();
  const cards = page.getByRole('list', { name: 'مشاريعك' });
  const card = cards.getByRole('listitem').filter({ hasText: 'Port terminal access network' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('مرفوض');
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: rtl`عرض ${'Port terminal access network'}` }).click();
  await ready(page, 'Port terminal access network');
  await expect(page.getByRole('region', { name: 'سبب رفض المقر الرئيسي للتسجيل' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'السجل' })).toContainText('رفضه المقر الرئيسي');
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);

  await page.goto('/personal/project/register');
  await ready(page, 'تسجيل مشروع');
  await page.getByRole('button', { name: 'تسجيل المشروع' }).click();
  const summary = page.getByRole('alert');
  await expect(summary.getByRole('link', { name: 'يُرجى اختيار المستخدم النهائي' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'يُرجى اختيار عرض السعر' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'إضافة مستخدم نهائي' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'إضافة مستخدم نهائي' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('in Arabic, a partner who is not a direct project partner reads why and where to go instead', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, request, SERVICE_PARTNER, { lang: 'ara' });
  await page.goto('/personal/project');
  await ready(page, 'المشاريع');
  const notice = page.getByRole('region', {
    name: 'لا يسجّل المشاريع إلا شركاء المشاريع المباشرون',
  });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'الانتقال إلى عضوية DCNet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'تسجيل مشروع' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
