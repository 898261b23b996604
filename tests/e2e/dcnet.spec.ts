import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { TEST_PASSWORD, label } from '../fixtures/portal';
import { apiLogin } from '../fixtures/session';
import { headingReady, startAsFreshPartner } from '../fixtures/training';

test('a partner applies as an APP with sub-partners added and removed, sees it pending and withdraws it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = await startAsFreshPartner(page, request, 'dcnet.apply');
  await page.goto('/personal/dcnet');
  await headingReady(page, 'DCNet membership');
  const standing = page.getByRole('region', { name: 'Your standing' });
  await expect(standing.getByText('DCNet ID')).toBeVisible();
  await expect(standing.getByText('Not a member yet').first()).toBeVisible();
  await expect(
    page.getByText(
      'Head office may move a direct project partner (DPP) to authorized project partner (APP).',
    ),
  ).toBeVisible();
  await expect(page.getByText('No data found')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Apply as Authorized project partner' }).click();
  await headingReady(page, 'Application as a project partner');
  await expect(page.getByRole('radio', { name: /Authorized project partner/ })).toBeChecked();
  await expect(page.getByLabel('Master distributor')).toBeVisible();
  await expect(page.getByText('Head office chooses your master distributor')).toBeVisible();

  // Every rule of the form, before anything is sent.
  await page.getByRole('button', { name: 'Submit application' }).click();
  const summary = page.getByRole('alert');
  for (const message of [
    'Please fill in “Target end-user type”.',
    'Please fill in “Product line”.',
    'Please fill in “Purchases in 2020 (USD)”.',
    'Please fill in “Purchases in 2022 (USD)”.',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByLabel(label('Target end-user type')).fill('Enterprise campus');
  await page.getByLabel(label('Product line')).fill('Campus switching');
  await page.getByLabel('Rival brands').fill('Huawei, H3C');
  await page.getByLabel('Master distributor').fill('Iberia Distribution SA');
  await page.getByLabel(label('Purchases in 2020 (USD)')).fill('120000');
  await page.getByLabel(label('Purchases in 2021 (USD)')).fill('150000.50');
  await page.getByLabel(label('Purchases in 2022 (USD)')).fill('twelve');

  // Two rows added; the first takes focus as it appears.
  const add = page.getByRole('button', { name: 'Add a sub-partner' });
  await add.click();
  const first = page.getByRole('group', { name: 'Sub-partner 1' });
  await expect(first.getByLabel(label('Company'))).toBeFocused();
  await first.getByLabel(label('Company')).fill('First Integrators');
  await first.getByLabel(label('Email address')).fill('not an address');
  await add.click();
  const second = page.getByRole('group', { name: 'Sub-partner 2' });
  await expect(second.getByLabel(label('Company'))).toBeFocused();
  await second.getByLabel(label('Company')).fill('Porto Networks Lda');
  await second.getByLabel('Project details').fill('Hospital campus, 40 buildings');
  await second.getByLabel('Industry').fill('Healthcare');
  await second.getByLabel('Business type').fill('System integrator');
  await second.getByLabel(label('Contact person')).fill('Rita Sousa');
  await second.getByLabel(label('Email address')).fill('rita@porto-networks.example');
  await second.getByLabel(label('Phone')).fill('+351 222 333 444');
  await second.getByLabel('Website').fill('https://porto-networks.example');

  await page.getByRole('button', { name: 'Submit application' }).click();
  for (const message of [
    '“Purchases in 2022 (USD)” is not filled in correctly.',
    'Please fill in “Contact person (sub-partner 1)”.',
    // The e-mail sentence says which row it is about.
    'Email address (sub-partner 1): Please enter the correct email address.',
    'Please fill in “Phone (sub-partner 1)”.',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await summary.getByRole('link', { name: 'Please fill in “Phone (sub-partner 1)”.' }).click();
  await expect(first.getByLabel(label('Phone'))).toBeFocused();
  await expectNoAxeViolations(page);

  // The first row goes; the second becomes the first and keeps what was typed.
  await page.getByRole('button', { name: 'Remove sub-partner 1' }).click();
  await expect(add).toBeFocused();
  await expect(page.getByRole('group', { name: 'Sub-partner 2' })).toHaveCount(0);
  await expect(first.getByLabel(label('Company'))).toHaveValue('Porto Networks Lda');
  await page.getByLabel(label('Purchases in 2022 (USD)')).fill('98000');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(
    page.getByText('Your application has been submitted. Head office will review it.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/personal\/dcnet$/);

  // Pending in the list; the server holds the one sub-partner left.
  const row = page.getByRole('row', { name: /Authorized project partner/ });
  await expect(row).toContainText('Pending review');
  const { token } = await apiLogin(request, email, TEST_PASSWORD);
  const stored = (await (
    await request.get('/prod-api/user/dcnet?page=1&limit=20', { headers: { token } })
  ).json()) as {
    data: { list: { partners: { company: string }[]; master_distributor: string }[] };
  };
  expect(stored.data.list[0]?.partners.map((p) => p.company)).toEqual(['Porto Networks Lda']);
  expect(stored.data.list[0]?.master_distributor).toBe('Iberia Distribution SA');
  // A tier with a pending application is not open any more.
  await expect(page.getByRole('link', { name: 'Apply as Authorized project partner' })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);

  // Withdrawn after a confirmation.
  await row
    .getByRole('button', { name: 'Withdraw the application as Authorized project partner' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Withdraw application' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(page.getByText('Your application has been withdrawn.')).toBeVisible();
  await expect(row).toContainText('Withdrawn');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: 'Apply as Authorized project partner' }),
  ).toBeVisible();
});

test('unfinished work on an application is offered back on the next visit', async ({
  page,
  request,
}) => {
  await startAsFreshPartner(page, request, 'dcnet.draft');
  await page.goto('/personal/partner/distribution');
  await headingReady(page, 'Application as a distribution partner');
  await page.getByLabel(label('Product line')).fill('Data-centre switching');
  await page.getByRole('button', { name: 'Add a sub-partner' }).click();
  await page
    .getByRole('group', { name: 'Sub-partner 1' })
    .getByLabel(label('Company'))
    .fill('Lisbon Cabling');
  await page.reload();
  await headingReady(page, 'Application as a distribution partner');
  await expect(
    page.getByText('You have an unfinished application from an earlier visit.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue it' }).click();
  await expect(page.getByLabel(label('Product line'))).toHaveValue('Data-centre switching');
  await expect(
    page.getByRole('group', { name: 'Sub-partner 1' }).getByLabel(label('Company')),
  ).toHaveValue('Lisbon Cabling');
  // The direct tier buys from us, without a master distributor; the authorized one through one.
  await page.getByRole('radio', { name: /Direct distribution partner/ }).check();
  await expect(page.getByLabel('Master distributor')).toHaveCount(0);
  await page.getByRole('radio', { name: /Authorized distribution partner/ }).check();
  await expect(page.getByLabel('Master distributor')).toBeVisible();
});
