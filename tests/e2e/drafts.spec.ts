import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { label } from '../fixtures/portal';
import {
  fillProjectDetails,
  newProjectForm,
  openInArabicOnPhone,
  ready,
  uniqueName,
} from '../fixtures/projects';
import { scrollsSideways, startLoggedIn } from '../fixtures/session';

const DPP = 'demo.dpp@example.com';

test('a project form survives a reload, asks before it is left, and goes to the drafts box and back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await startLoggedIn(page, request, DPP);
  const name = uniqueName('Cold store network');
  await page.goto('/personal/project/register');
  await ready(page, 'Register a project');
  await page.getByLabel(label('Project name')).fill(name);
  await page.getByLabel('Project description').fill('Two warehouses and a cold store.');
  await expect(
    page.getByText('Your changes are kept on this device.', { exact: false }),
  ).toBeVisible();

  // A reload offers the work back.
  await page.reload();
  await ready(page, 'Register a project');
  const offer = page.getByRole('region', { name: 'Unsaved changes found' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Resume my changes' }).click();
  await expect(page.getByLabel(label('Project name'))).toHaveValue(name);
  await expect(page.getByLabel('Project description')).toHaveValue(
    'Two warehouses and a cold store.',
  );
  await expect(offer).toHaveCount(0);

  // Leaving asks first: stay, then leave anyway (the copy stays for the next visit).
  const menu = page.getByRole('navigation', { name: 'Personal menu' });
  await menu.getByRole('link', { name: 'End users' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Save to draft box before jumping' }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/personal\/project\/register$/);
  await expect(page.getByLabel(label('Project name'))).toHaveValue(name);
  await menu.getByRole('link', { name: 'End users' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await ready(page, 'End users');
  await page.goBack();
  await ready(page, 'Register a project');
  await offer.getByRole('button', { name: 'Resume my changes' }).click();
  await expect(page.getByLabel(label('Project name'))).toHaveValue(name);

  // Saved to the drafts box: the address names the draft, so a reload opens it again.
  await page.getByRole('button', { name: 'Save to drafts box' }).click();
  await expect(page.getByText(/^Saved to the drafts box\. Kept until /)).toBeVisible();
  await expect(page).toHaveURL(/\/personal\/project\/register\?draft=\d+$/);
  await page.getByLabel(label('Predicted lead time')).fill('10 weeks');
  await menu.getByRole('link', { name: 'Drafts box' }).click();
  await dialog.getByRole('button', { name: 'Save and leave' }).click();
  await ready(page, 'Drafts box');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Project');
  await expect(
    page.getByRole('row', { name: /Branch office routers \(old draft\)/ }),
  ).toContainText('Expired');
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: `Open ${name}` }).click();
  await ready(page, 'Register a project');
  await expect(page.getByText('Opened from the drafts box.')).toBeVisible();
  await expect(page.getByLabel(label('Project name'))).toHaveValue(name);
  await expect(page.getByLabel(label('Predicted lead time'))).toHaveValue('10 weeks');
  await expect(page.getByRole('region', { name: 'Unsaved changes found' })).toHaveCount(0);
});

test('"Save and leave" on a form never saved goes where the person clicked, and a project registered from its draft leaves the drafts box', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { quotation, name } = await newProjectForm(page, request, DPP, 'Harbour warehouse');
  const menu = page.getByRole('navigation', { name: 'Personal menu' });
  await menu.getByRole('link', { name: 'Drafts box' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save and leave' }).click();
  await ready(page, 'Drafts box');
  await expect(page).toHaveURL(/\/personal\/draftsBox$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Project');

  await row.getByRole('link', { name: `Open ${name}` }).click();
  await ready(page, 'Register a project');
  await fillProjectDetails(page, quotation.code);
  await page.getByLabel(label('Predicted lead time')).fill('3 weeks');
  await page.getByRole('button', { name: 'Register project' }).click();
  await expect(page).toHaveURL(/\/personal\/project\/detail\?id=\d+$/);
  await ready(page, name);

  // The draft was used up: the drafts box no longer offers a second registration.
  await menu.getByRole('link', { name: 'Drafts box' }).click();
  await ready(page, 'Drafts box');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('with the network cut nothing typed is lost, and the form is sent once it is back', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { quotation, name } = await newProjectForm(page, request, DPP, 'Offline clinic');
  await fillProjectDetails(page, quotation.code);

  await context.setOffline(true);
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await page.getByLabel(label('Predicted lead time')).fill('3 weeks');
  await page.getByRole('button', { name: 'Register project' }).click();
  await expect(page.getByRole('alert')).toContainText('The portal cannot reach the server.');
  await expect(page.getByLabel(label('Project name'))).toHaveValue(name);
  await expect(page.getByLabel(label('Predicted lead time'))).toHaveValue('3 weeks');

  await context.setOffline(false);
  await expect(page.getByText(/^You are offline\./)).toHaveCount(0);
  await page.getByRole('button', { name: 'Register project' }).click();
  await expect(page).toHaveURL(/\/personal\/project\/detail\?id=\d+$/);
  await ready(page, name);

  // The copy went with the registration: a new form starts empty.
  await page.goto('/personal/project/register');
  await ready(page, 'Register a project');
  await expect(page.getByRole('region', { name: 'Unsaved changes found' })).toHaveCount(0);
  await expect(page.getByLabel(label('Project name'))).toHaveValue('');
});

test('in Arabic on a phone, the drafts box marks the expired draft, and a draft opened from it asks before it is left', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openInArabicOnPhone(page, request, DPP, '/personal/draftsBox', 'صندوق المسودات');
  const cards = page.getByRole('list', { name: 'مسوداتك' });
  const expired = cards
    .getByRole('listitem')
    .filter({ hasText: 'Branch office routers (old draft)' });
  await expect(expired).toContainText('منتهية');
  await expect(expired).toContainText('افتحها واحفظها من جديد للاحتفاظ بها.');
  const upgrade = cards.getByRole('listitem').filter({ hasText: 'Network upgrade' });
  await expect(upgrade.first()).toContainText('مشروع');
  await expect(upgrade.first()).toContainText('صالحة حتى');
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);

  await upgrade
    .first()
    .getByRole('link', { name: /^فتح \u2068Network upgrade/ })
    .click();
  await ready(page, 'تسجيل مشروع');
  await expect(page.getByText('فُتحت من صندوق المسودات.')).toBeVisible();
  await expect(page.getByLabel(label('اسم المشروع'))).toHaveValue(/^Network upgrade/);
  await page.getByLabel('ملاحظات').fill('زيارة الموقع الأسبوع القادم.');
  await page.getByRole('link', { name: 'العودة إلى المشاريع' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: 'احفظ في صندوق المسودات قبل الانتقال' }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'البقاء في هذه الصفحة' })).toBeFocused();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'حفظ ومغادرة' }).click();
  await ready(page, 'المشاريع');
  await page.goBack();
  await ready(page, 'تسجيل مشروع');
  await expect(page.getByLabel('ملاحظات')).toHaveValue('زيارة الموقع الأسبوع القادم.');
  await expect(page.getByRole('region', { name: 'توجد تغييرات غير محفوظة' })).toHaveCount(0);
});
