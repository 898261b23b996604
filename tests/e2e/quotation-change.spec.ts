import { expect, test } from '@playwright/test';
import { rtl } from '../../i18n/bidi-testing';
import { expectNoAxeViolations } from '../fixtures/axe';
import { ready } from '../fixtures/projects';
import { scrollsSideways, startLoggedIn } from '../fixtures/session';
import { partnerWithApprovedQuotation } from '../fixtures/test-data';

test('a partner changes an approved quotation: the change waits in the drafts box, then becomes revision 2 and goes back to head office', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const partner = await partnerWithApprovedQuotation(request, 'change');
  await startLoggedIn(page, request, partner.username, { password: partner.password });
  await page.goto(`/personal/quotation/detail?id=${partner.id}`);
  await ready(page, `Quotation ${partner.code}`);
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Change this quotation' }).click();

  await ready(page, `Change quotation ${partner.code}`);
  await expect(
    page.getByRole('region', { name: 'Head office has decided on this quotation' }),
  ).toContainText('saving the change sends it to head office again');
  const quantities = page.getByLabel(/^Quantity of /);
  await expect(quantities).toHaveCount(2);
  const detail = (await (
    await request.post('/prod-api/user/detailquotation', {
      headers: { token: partner.token },
      data: { id: partner.id },
    })
  ).json()) as { data: { items: { model: string }[] } };
  const model = detail.data.items[0]?.model ?? '';
  await expectNoAxeViolations(page);

  // The form says what the server would refuse, naming the line.
  await quantities.first().fill('0');
  await page
    .getByLabel(/^Sale price of /)
    .first()
    .fill('12.345');
  await page.getByRole('button', { name: 'Save the change' }).click();
  const summary = page.getByRole('alert').filter({ hasText: `Quantity of ${model}` });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(`Sale price of ${model} (USD)`);
  await expectNoAxeViolations(page);
  await quantities.first().fill('5');
  await page
    .getByLabel(/^Sale price of /)
    .first()
    .fill('1200');

  // Saved to the drafts box, it opens again from there as it was left.
  await page.getByRole('button', { name: 'Save to drafts box' }).click();
  await expect(page.getByText('Saved to the drafts box. Kept until')).toBeVisible();
  await expect(page).toHaveURL(/\/personal\/quotation\/change\?draft=\d+$/);
  await page
    .getByRole('navigation', { name: 'Personal menu' })
    .getByRole('link', { name: 'Drafts box' })
    .click();
  await ready(page, 'Drafts box');
  const row = page.getByRole('row', { name: new RegExp(partner.code) });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name: `Open ${partner.code}` }).click();
  await ready(page, `Change quotation ${partner.code}`);
  await expect(quantities.first()).toHaveValue('5');
  await expect(page.getByLabel(/^Sale price of /).first()).toHaveValue('1200');

  // Sent, it is the quotation's next revision, waiting on head office again; the draft is used up.
  await page.getByRole('button', { name: 'Save the change' }).click();
  await expect(page).toHaveURL(new RegExp(`/personal/quotation/detail\\?id=${partner.id}$`));
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Quotation saved' }),
  ).toBeVisible();
  await ready(page, `Quotation ${partner.code}`);
  await expect(page.getByText('Applying', { exact: true })).toBeVisible();
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByRole('heading', { name: 'Revision 2 (current)' })).toBeVisible();
  await expect(revisions.getByRole('heading', { name: 'Revision 1', exact: true })).toBeVisible();
  await expect(revisions).toContainText(`${model} × 5`);
  await expect(page.getByRole('region', { name: 'Order' })).toContainText(
    'An order can be made once head office has approved this quotation.',
  );
  await expectNoAxeViolations(page);
  await page.goto('/personal/draftsBox');
  await ready(page, 'Drafts box');
  await expect(page.getByRole('row', { name: new RegExp(partner.code) })).toHaveCount(0);
});

test('in Arabic on a phone, the change form reads right to left and removes a line without scrolling sideways', async ({
  page,
  request,
}) => {
  const partner = await partnerWithApprovedQuotation(request, 'change-ar');
  await startLoggedIn(page, request, partner.username, { password: partner.password, lang: 'ara' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/personal/quotation/change?id=${partner.id}`);
  await ready(page, rtl`تعديل عرض السعر ${partner.code}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const removes = page.getByRole('button', { name: /^حذف / });
  await expect(removes).toHaveCount(2);
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
  await removes.last().click();
  await expect(removes).toHaveCount(1);
  await expect(page.getByLabel(/^كمية /)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'حفظ التعديل' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});
