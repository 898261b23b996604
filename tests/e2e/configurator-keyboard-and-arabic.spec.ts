import { expect, test } from '@playwright/test';
import { rtl } from '../../i18n/bidi-testing';
import { expectNoAxeViolations } from '../fixtures/axe';
import { tabTo } from '../fixtures/keyboard';
import { screenReady } from '../fixtures/portal';
import { startAsNewPartner } from '../fixtures/quotations';
import { scrollsSideways } from '../fixtures/session';

test('with the keyboard alone a partner configures a switch with an accessory and quotes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await startAsNewPartner(page, request);
  await page.goto('/configurator');
  await screenReady(page);
  const find = page.getByRole('search', { name: 'Find products' });
  await tabTo(page, find.getByLabel('Model or name'));
  await page.keyboard.type('S5750E-28X-SI');
  await page.keyboard.press('Enter');
  const choose = page.getByRole('button', { name: 'Choose S5750E-28X-SI as the main product' });
  await expect(
    page.getByRole('list', { name: 'Products to choose from' }).getByRole('listitem'),
  ).toHaveCount(1);
  await tabTo(page, choose);
  await page.keyboard.press('Enter');
  await expect(choose).toHaveAttribute('aria-pressed', 'true');

  const panel = page.getByRole('region', { name: 'Your configuration' });
  await tabTo(page, panel.getByRole('button', { name: 'Add accessories' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Accessories of S5750E-28X-SI' })).toBeVisible();
  await tabTo(page, dialog.getByLabel('Add SFP-10G-SR'));
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Quantity of SFP-10G-SR')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('8');
  await tabTo(page, dialog.getByRole('button', { name: 'Use these accessories' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(panel.getByLabel('Quantity of SFP-10G-SR')).toHaveValue('8');

  await tabTo(page, panel.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  const toCart = panel.getByRole('link', { name: 'Go to the cart' });
  await expect(toCart).toBeVisible();
  await tabTo(page, toCart);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await tabTo(page, page.getByLabel('Select S5750E-28X-SI'));
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Select SFP-10G-SR')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Make a quotation' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Quotation QT\d+$/ })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /^Products of quotation/ })
      .getByRole('row', { name: /SFP-10G-SR/ }),
  ).toContainText('Accessory of S5750E-28X-SI');
});

test('in Arabic on a phone every screen and dialog reads right to left without scrolling sideways', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await startAsNewPartner(page, request, 'ara');
  await page.setViewportSize({ width: 360, height: 740 });
  const fits = async () => {
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
  };

  await page.goto('/configurator');
  await expect(page.getByRole('heading', { level: 1, name: 'المُهيِّئ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const goods = page.getByRole('list', { name: 'منتجات للاختيار' });
  await expect(goods.getByRole('listitem').first()).toBeVisible();
  await fits();
  await goods.getByRole('button', { name: rtl`اختيار ${'S5750E-28X-SI'} منتجًا رئيسيًا` }).click();
  const panel = page.getByRole('region', { name: 'التهيئة الخاصة بك' });
  await panel.getByRole('button', { name: 'إضافة ملحقات' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: rtl`ملحقات ${'S5750E-28X-SI'}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'استخدام هذه الملحقات' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('يرجى تحديد منتج');
  await dialog.getByLabel(rtl`إضافة ${'SFP-10G-SR'}`).check();
  await fits();
  await dialog.getByRole('button', { name: 'استخدام هذه الملحقات' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await fits();
  await panel.getByRole('button', { name: 'إضافة إلى السلة' }).click();
  await panel.getByRole('link', { name: 'الانتقال إلى السلة' }).click();

  // The cart as cards, one per line.
  await expect(page.getByRole('heading', { level: 1, name: 'سلة المشتريات' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'سلة مشترياتك' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await fits();
  await cards.getByRole('button', { name: rtl`إزالة ${'SFP-10G-SR'}` }).click();
  await expect(dialog.getByText(rtl`هل تريد إزالة ${'SFP-10G-SR'} من السلة؟`)).toBeVisible();
  await fits();
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await cards.getByLabel(rtl`تحديد ${'S5750E-28X-SI'}`).check();
  await page.getByRole('button', { name: 'إعداد عرض سعر' }).click();

  // The quotation in the locale's numbers: $1,150 + $49, 17% VAT below $4,000.00.
  await expect(
    page.getByRole('heading', { level: 1, name: /^عرض السعر \u2068QT\d+\u2069$/ }),
  ).toBeVisible();
  const amount = await page.evaluate(() =>
    new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(1402.83),
  );
  await expect(page.getByRole('region', { name: 'الإجماليات' })).toContainText(amount);
  await expect(page.getByRole('list', { name: /^منتجات عرض السعر/ })).toBeVisible();
  await fits();
  await expect(
    page.getByText('يمكن إنشاء طلب بعد أن يعتمد المكتب الرئيسي عرض السعر هذا.'),
  ).toBeVisible();

  await page.goto('/personal/quotation');
  await screenReady(page);
  await expect(page.getByRole('list', { name: 'عروض أسعارك' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await fits();
});
