import { expect, test, type Page } from '@playwright/test';
import { rtl } from '../../i18n/bidi-testing';
import { expectNoAxeViolations } from '../fixtures/axe';
import { label } from '../fixtures/portal';
import { scrollsSideways } from '../fixtures/session';
import {
  headingReady,
  issueCode,
  recordExamResult,
  startAsFreshPartner,
} from '../fixtures/training';

test.use({ viewport: { width: 390, height: 844 } });

/** The screen is up, right to left, checked by axe, and nothing on it scrolls sideways. */
async function checkScreen(page: Page, heading: string) {
  await headingReady(page, heading);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await scrollsSideways(page), `${heading} scrolls sideways`).toBe(false);
  await expectNoAxeViolations(page);
}

test('in Arabic on a phone: apply, withdraw, register for a training and an exam, see the grade', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await startAsFreshPartner(page, request, 'dcnet.ar', 'ara');
  const permit = `AR-${Date.now().toString(36)}`;

  // The overview and the four forms.
  await page.goto('/personal/dcnet');
  await checkScreen(page, 'عضوية DCNet');
  for (const [path, heading] of [
    ['distribution', 'طلب الانضمام بصفة شريك توزيع'],
    ['direct', 'طلب الانضمام بصفة مستخدم نهائي مباشر'],
    ['service', 'طلب الانضمام بصفة شريك خدمات'],
  ] as const) {
    await page.goto(`/personal/partner/${path}`);
    await checkScreen(page, heading);
  }
  await page.goto('/personal/dcnet');
  await page.getByRole('link', { name: rtl`التقدم بصفة ${'شريك مشاريع معتمد'}` }).click();
  await checkScreen(page, 'طلب الانضمام بصفة شريك مشاريع');

  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(
    page.getByRole('alert').getByRole('link', { name: rtl`يُرجى ملء حقل «${'خط المنتجات'}».` }),
  ).toBeVisible();
  await checkScreen(page, 'طلب الانضمام بصفة شريك مشاريع');

  await page.getByLabel(label('نوع المستخدم النهائي المستهدف')).fill('مؤسسات');
  await page.getByLabel(label('خط المنتجات')).fill('مبدلات الحرم الجامعي');
  for (const year of [2020, 2021, 2022]) {
    await page.getByLabel(label(rtl`المشتريات في ${year} (بالدولار الأمريكي)`)).fill('50000');
  }
  const add = page.getByRole('button', { name: 'إضافة شريك فرعي' });
  await add.click();
  await add.click();
  // Each new row takes focus a frame after it appears: wait for the second's before typing in
  // the first, or the focus moves away while the first is being filled.
  await expect(
    page.getByRole('group', { name: rtl`الشريك الفرعي ${2}` }).getByLabel(label('الشركة')),
  ).toBeFocused();
  const first = page.getByRole('group', { name: rtl`الشريك الفرعي ${1}` });
  await first.getByLabel(label('الشركة')).fill('شركة الخليج للشبكات');
  await first.getByLabel(label('جهة الاتصال')).fill('سارة أحمد');
  await first.getByLabel(label('البريد الإلكتروني')).fill('sara@gulf-networks.example');
  await first.getByLabel(label('الهاتف')).fill('+971 4 123 4567');
  await checkScreen(page, 'طلب الانضمام بصفة شريك مشاريع');
  await page.getByRole('button', { name: rtl`إزالة الشريك الفرعي ${2}` }).click();
  await expect(page.getByRole('group', { name: rtl`الشريك الفرعي ${2}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page.getByText('تم إرسال طلبك. سيراجعه المكتب الرئيسي.')).toBeVisible();

  // Pending, as a card on a phone; then withdrawn.
  const applications = page.getByRole('list', { name: 'طلبات العضوية الخاصة بك' });
  const card = applications.getByRole('listitem').filter({ hasText: 'شريك مشاريع معتمد' });
  await expect(card).toContainText('قيد المراجعة');
  await checkScreen(page, 'عضوية DCNet');
  await card.getByRole('button', { name: rtl`سحب الطلب بصفة ${'شريك مشاريع معتمد'}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'سحب الطلب' })).toBeVisible();
  await dialog.getByRole('button', { name: 'سحب الطلب' }).click();
  await expect(page.getByText('تم سحب طلبك.')).toBeVisible();
  await expect(card).toContainText('مسحوب');

  // A training and an exam, with codes head office issued.
  const trainingCode = await issueCode(request, 1);
  const examCode = await issueCode(request, 101);
  await page.goto('/personal/training');
  await checkScreen(page, 'التدريب');
  await page.getByRole('link', { name: 'التسجيل في دورة تدريبية' }).click();
  await checkScreen(page, 'التسجيل في التدريب');
  await expect(
    page.getByText('ليس لديك رمز تسجيل؟ يُرجى التواصل مع فريق المبيعات الإقليمي أو شريك التدريب.'),
  ).toBeVisible();
  await page.getByLabel(label('مادة التدريب')).selectOption({ index: 1 });
  await page.getByLabel(label('رقم التصريح')).fill(permit);
  await page.getByLabel(label('رمز التسجيل في التدريب')).fill('WRONG-CODE');
  await page.getByRole('button', { name: 'إرسال التسجيل' }).click();
  await expect(page.getByRole('alert')).toContainText('يرجى إدخال رمز التسجيل الصحيح للتدريب');
  await checkScreen(page, 'التسجيل في التدريب');
  await page.getByLabel(label('رمز التسجيل في التدريب')).fill(trainingCode);
  await page.getByRole('button', { name: 'إرسال التسجيل' }).click();
  await expect(page.getByText('تم الإرسال بنجاح')).toBeVisible();
  await checkScreen(page, 'التدريب');
  await expect(page.getByRole('list', { name: 'تسجيلاتك في التدريب' })).toContainText(permit);

  await page.goto('/personal/exams/enroll');
  await checkScreen(page, 'التسجيل في الاختبار');
  await page.getByLabel(label('مادة الاختبار')).selectOption({ index: 1 });
  await page.getByLabel(label('رقم تصريح الاختبار')).fill(permit);
  await page.getByLabel(label('رمز التسجيل في الاختبار')).fill(examCode);
  await page.getByRole('button', { name: 'إرسال التسجيل' }).click();
  await expect(page.getByText('تم الإرسال بنجاح')).toBeVisible();
  await checkScreen(page, 'الاختبارات');
  await expect(page.getByRole('list', { name: 'تسجيلاتك في الاختبارات' })).toContainText(permit);

  // Head office records the result; the grades screen is reached by its address.
  await recordExamResult(request, permit, {
    score: 64,
    exam_time: '2026-11-22 10:00:00',
    region: 'دبي',
  });
  await page.goto('/personal/grades');
  await checkScreen(page, 'الدرجات');
  const grade = page
    .getByRole('list', { name: 'نتائج اختباراتك' })
    .getByRole('listitem')
    .filter({ hasText: permit });
  await expect(grade).toContainText('دبي');
  await expect(grade).toContainText('64');
});
