import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { captchaAnswer, label, logInWithDialog, screenReady } from '../fixtures/portal';
import { scrollsSideways } from '../fixtures/session';

/**
 * Seeded data (server/db/seed/lookups.ts and accounts.ts): a certificate and a serial number
 * that exist, and the demo account of an overseas service partner, who may run the SN check.
 */
const KNOWN_CERTIFICATE = { number: 'DCNP-RS-2023-000318', holder: 'Carlos Mendoza Ríos' };
const KNOWN_SN = { sn: 'DCN2318A00421', model: 'S5750E-28X-SI' };
const SERVICE_PARTNER = { username: 'demo.asp@example.com', password: 'DemoPartner2026' };

test('certificate verification with the captcha lists found and unmatched numbers', async ({
  page,
}) => {
  await page.goto('/support/certificateverification');
  await screenReady(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Check' }).click();
  const alert = main.getByRole('alert');
  await expect(alert).toContainText('Please enter a certificate number');
  await expect(alert).toContainText('Please enter the captcha');

  await main
    .getByLabel(label('Certificate numbers'))
    .fill(`${KNOWN_CERTIFICATE.number}, NO-SUCH-CERT`);
  await main.getByLabel(label('Answer to the picture')).fill('99');
  await main.getByRole('button', { name: 'Check' }).click();
  await expect(main.getByRole('alert')).toBeVisible();

  await main.getByLabel(label('Answer to the picture')).fill(await captchaAnswer(page));
  await main.getByRole('button', { name: 'Check' }).click();
  const results = main.getByRole('region', { name: 'Results' });
  await expect(
    results.getByRole('cell', { name: KNOWN_CERTIFICATE.number, exact: true }),
  ).toBeVisible();
  await expect(
    results.getByRole('cell', { name: KNOWN_CERTIFICATE.holder, exact: true }),
  ).toBeVisible();
  await expect(results).toContainText('Unmatched certificates: NO-SUCH-CERT');
  await expectNoAxeViolations(page);
});

test('the serial-number check needs a login, then lists records and "Unmatched SN:"', async ({
  page,
}) => {
  await page.goto('/support/sncheck');
  await screenReady(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Not logged in, please log in first')).toBeVisible();
  await logInWithDialog(page, SERVICE_PARTNER.username, SERVICE_PARTNER.password);

  const field = main.getByLabel(label('Serial numbers (SN)'));
  await expect(field).toBeVisible();
  await field.fill(`${KNOWN_SN.sn},NO-SUCH-SN`);
  await main.getByLabel(label('Answer to the picture')).fill(await captchaAnswer(page));
  await main.getByRole('button', { name: 'Check' }).click();
  const results = main.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('cell', { name: KNOWN_SN.model, exact: true })).toBeVisible();
  await expect(results).toContainText('Unmatched SN: NO-SUCH-SN');
  await expectNoAxeViolations(page);
});

test('in Arabic on a phone a certificate found is a card, right to left, with nothing scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The grades' link brings the number along (`?number=`), an unknown one beside it.
  await page.goto(
    `/support/certificateverification?lang=ar&number=${KNOWN_CERTIFICATE.number},NO-SUCH-CERT`,
  );
  await screenReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const main = page.getByRole('main');
  await main.getByLabel(label('إجابة سؤال الصورة')).fill(await captchaAnswer(page));
  await main.getByRole('button', { name: 'تحقّق' }).click();
  const results = main.getByRole('region', { name: 'النتائج' });
  const card = results.getByRole('list', { name: 'التحقق من الشهادة' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(KNOWN_CERTIFICATE.holder);
  await expect(card).toContainText(KNOWN_CERTIFICATE.number);
  await expect(results.getByRole('table')).toHaveCount(0);
  await expect(results).toContainText('NO-SUCH-CERT');
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
});

test('a certificate whose last valid day has passed reads as expired, in words; one still valid does not', async ({
  page,
}) => {
  // Seeded: issued 2023-02-21, valid until 2026-02-20; and issued 2026-09-29, valid until
  // 2029-09-28. The browser's calendar is set between the two.
  const lapsed = KNOWN_CERTIFICATE.number;
  const valid = 'DCNE-SEC-2026-000071';
  await page.clock.setFixedTime(new Date('2027-06-01T12:00:00'));
  await page.goto(`/support/certificateverification?number=${lapsed},${valid}`);
  await screenReady(page);
  const main = page.getByRole('main');
  await main.getByLabel(label('Answer to the picture')).fill(await captchaAnswer(page));
  await main.getByRole('button', { name: 'Check' }).click();
  const results = main.getByRole('region', { name: 'Results' });
  const row = (number: string) =>
    results.getByRole('row').filter({ has: page.getByRole('cell', { name: number }) });
  await expect(row(lapsed).getByRole('cell').nth(3)).toHaveText('Feb 20, 2026 Expired');
  await expect(row(valid).getByRole('cell').nth(3)).toHaveText('Sep 28, 2029');
  await expectNoAxeViolations(page);
});
