import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { openAsPartner } from '../fixtures/partner-screens';
import {
  label,
  registerAccount,
  screenReady,
  TEST_PASSWORD,
  uniqueEmail,
  useLanguage,
} from '../fixtures/portal';
import { scrollsSideways, startLoggedIn } from '../fixtures/session';
import { headingReady } from '../fixtures/training';
import { membershipApplication } from '../fixtures/test-data';

const PASSWORD = 'DemoPartner2026';
const STAFF = 'demo.backoffice@example.com';

/** What each language's run does differently, and the words it looks for. */
const RUNS = [
  {
    lang: 'en',
    dir: 'ltr',
    tier: 'DC-ASP',
    examSubject: 101,
    permit: 'E2E-EN',
    words: {
      queue: 'Work queue',
      dcnet: 'DCNet applications',
      codes: 'Training and exam codes',
      exams: 'Exam results',
      messages: 'Messages from partners',
      settings: 'Site settings',
      decide: 'Decide',
      approve: 'Approve',
      approveTitle: 'Approve the application',
      tierToday: 'Partner type today',
      noTier: 'None yet',
      tierTaken: 'The account has no partner type yet; it takes this one.',
      subject: 'Subject',
      count: 'Number of codes',
      issue: 'Issue codes',
      issued: 'Codes issued',
      record: 'Record result',
      score: 'Score',
      region: 'Region',
      save: 'Save result',
      scoreProblem: 'Enter a whole score from 0 to 100',
      // The partner's screens.
      membership: 'DCNet membership',
      approved: 'Approved',
      examEnrol: 'Exam registration',
      examSubject: 'Exam subject',
      examPermit: 'Exam permit number',
      examCode: 'Exam registration code',
      submit: 'Submit registration',
      submitted: 'Submitted successfully',
      grades: 'Grades',
      passed: 'Passed',
      certificateTitle: 'Certificate verification',
    },
  },
  {
    lang: 'ara',
    dir: 'rtl',
    tier: 'DC-DSP',
    examSubject: 102,
    permit: 'E2E-AR',
    words: {
      queue: 'قائمة العمل',
      dcnet: 'طلبات DCNet',
      codes: 'رموز التدريب والاختبارات',
      exams: 'نتائج الاختبارات',
      messages: 'رسائل الشركاء',
      settings: 'إعدادات الموقع',
      decide: 'اتخاذ قرار',
      approve: 'موافقة',
      approveTitle: 'اعتماد الطلب',
      tierToday: 'نوع الشريك حاليًا',
      noTier: 'لا يوجد بعد',
      tierTaken: 'ليس للحساب نوع شريك بعد، وسيأخذ هذا النوع.',
      subject: 'المادة',
      count: 'عدد الرموز',
      issue: 'إصدار الرموز',
      issued: 'الرموز الصادرة',
      record: 'تسجيل النتيجة',
      score: 'الدرجة',
      region: 'المنطقة',
      save: 'حفظ النتيجة',
      scoreProblem: 'أدخل درجة صحيحة من 0 إلى 100',
      membership: 'عضوية DCNet',
      approved: 'مقبول',
      examEnrol: 'التسجيل في الاختبار',
      examSubject: 'مادة الاختبار',
      examPermit: 'رقم تصريح الاختبار',
      examCode: 'رمز التسجيل في الاختبار',
      submit: 'إرسال التسجيل',
      submitted: 'تم الإرسال بنجاح',
      grades: 'الدرجات',
      passed: 'ناجح',
      certificateTitle: 'التحقق من الشهادة',
    },
  },
] as const;

async function apiLogIn(request: APIRequestContext, username: string, password = PASSWORD) {
  const answer = await request.post('/prod-api/v2/user/login', {
    data: { username, password, logIp: 0 },
  });
  const body = (await answer.json()) as {
    code: number;
    data: { token: string; username: string };
  };
  expect(body.code).toBe(1);
  return body.data;
}

/** Opens the portal already logged in as `username`, as a stored session would. */
async function openLoggedIn(page: Page, request: APIRequestContext, username: string) {
  const user = await apiLogIn(request, username);
  await page.addInitScript((info) => {
    localStorage.setItem('token', info.token);
    localStorage.setItem('username', info.username);
    localStorage.setItem('userInfo', JSON.stringify(info));
  }, user);
}

for (const run of RUNS) {
  test(`head office decides a membership, issues codes and records an exam result, and the partner sees each (${run.lang})`, async ({
    browser,
    page,
    request,
  }) => {
    // Seven desks and four of the partner's screens with axe each, on a shared machine.
    test.setTimeout(180_000);
    const { words: w } = run;
    const permit = `${run.permit}-${Date.now().toString(36)}`;
    // The partner's side, a fresh partner each run (the server keeps its database): an
    // application waiting on head office.
    const email = uniqueEmail(`backoffice.${run.lang}`);
    await registerAccount(request, email);
    const partner = await apiLogIn(request, email, TEST_PASSWORD);
    await membershipApplication(request, partner.token, run.tier);

    await useLanguage(page, run.lang);
    await openLoggedIn(page, request, STAFF);
    await page.goto('/backoffice');
    await screenReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', run.dir);
    await expect(page.getByRole('heading', { level: 1, name: w.queue })).toBeVisible();
    await expectNoAxeViolations(page);

    // DCNet: approve the application with the proposed level and dates.
    const nav = page.getByRole('main').getByRole('navigation');
    await nav.getByRole('link', { name: w.dcnet }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.dcnet })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: w.decide }).click();
    // The decision shows the application itself and takes focus.
    const decision = page.getByRole('region', { name: new RegExp(run.tier) });
    await expect(decision.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(decision).toContainText(run.tier);
    // The new partner has no type yet: head office sees so, and is told what approval does.
    await expect(decision.getByText(w.tierToday)).toBeVisible();
    await expect(decision.getByText(w.noTier, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: w.approve, exact: true }).click();
    const ask = page.getByRole('dialog', { name: w.approveTitle });
    await expect(ask).toContainText(w.tierTaken);
    await expect(ask.getByRole('button', { name: w.approve, exact: true })).toBeVisible();
    await ask.getByRole('button', { name: w.approve, exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    // The partner's own window: the membership reads approved.
    const partnerSide = await openAsPartner(browser, request, email, run.lang, TEST_PASSWORD);
    const mine = partnerSide.page;
    await mine.goto('/personal/dcnet');
    await headingReady(mine, w.membership);
    await expect(
      mine.getByRole('main').getByRole('row').filter({ hasText: w.approved }),
    ).toHaveCount(1);
    await expectNoAxeViolations(mine);

    // Exam codes: a batch of two for the exam subject; the partner registers with the first.
    await nav.getByRole('link', { name: w.codes }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.codes })).toBeVisible();
    await page.getByLabel(w.subject).selectOption(String(run.examSubject));
    await page.getByLabel(w.count).fill('2');
    await page.getByRole('button', { name: w.issue }).click();
    const issued = page.getByRole('region', { name: w.issued });
    await expect(issued.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    const examCode = (await issued.getByRole('listitem').first().innerText()).trim();

    await mine.goto('/personal/exams/enroll');
    await headingReady(mine, w.examEnrol);
    await mine.getByLabel(label(w.examSubject)).selectOption(String(run.examSubject));
    await mine.getByLabel(label(w.examPermit)).fill(permit);
    await mine.getByLabel(label(w.examCode)).fill(examCode);
    await expectNoAxeViolations(mine);
    await mine.getByRole('button', { name: w.submit }).click();
    await expect(mine.getByText(w.submitted)).toBeVisible();

    // Exam results: a pass for the registration, which issues a certificate.
    await nav.getByRole('link', { name: w.exams }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.exams })).toBeVisible();
    const exam = page.getByRole('row').filter({ hasText: permit });
    await exam.getByRole('button', { name: w.record }).click();
    // Sent without a score: the error summary takes focus and links to the field.
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: w.scoreProblem })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(w.score).fill('88');
    await page.getByLabel(w.region).fill('Asia');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByRole('row').filter({ hasText: permit })).toHaveCount(0);

    // The other desks open and pass axe.
    for (const name of [w.messages, w.settings]) {
      await nav.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectNoAxeViolations(page);
    }

    // The partner's grades, reached by their address, show the result head office recorded.
    await mine.goto('/personal/grades');
    await headingReady(mine, w.grades);
    const grade = mine.getByRole('row').filter({ hasText: permit });
    await expect(grade).toContainText('88');
    // The pass is said, and its certificate is a link to its check, the number filled in.
    await expect(grade).toContainText(w.passed);
    const certificate = grade.getByRole('link', { name: /^DCN[APE]-\d{4}-\d+$/ });
    const number = (await certificate.textContent()) ?? '';
    await expectNoAxeViolations(mine);
    await certificate.click();
    await headingReady(mine, w.certificateTitle);
    await expect(mine.getByRole('main').getByRole('textbox').first()).toHaveValue(number);
    await partnerSide.context.close();
  });
}

test('staff with the order permissions only see neither the other desks nor their screens', async ({
  page,
  request,
}) => {
  await openLoggedIn(page, request, 'demo.orders@example.com');
  await page.goto('/backoffice');
  await screenReady(page);
  const nav = page.getByRole('main').getByRole('navigation');
  await expect(nav.getByRole('link')).toHaveText(['Work queue', 'Orders']);
  // The work queue counts only what these staff may do.
  await expect(page.getByTestId('queue-payments')).toBeVisible();
  await expect(page.getByTestId('queue-memberships')).toHaveCount(0);
  await expect(page.getByTestId('queue-projects')).toHaveCount(0);
  await page.goto('/backoffice/settings');
  await expect(
    page.getByText('You do not have permission to use this part of the back office.'),
  ).toBeVisible();
});

/** The desks' menu and two desks' titles, as head office reads them in each language. */
const PHONE_RUNS = [
  { lang: 'en', menu: 'Back office desks', partners: 'Project partners', orders: 'Orders' },
  { lang: 'ara', menu: 'أقسام المكتب الخلفي', partners: 'شركاء المشاريع', orders: 'الطلبات' },
] as const;

for (const run of PHONE_RUNS) {
  test(`on a phone the desk comes first and its menu opens on request, closing on a choice (${run.lang})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await startLoggedIn(page, request, STAFF, { lang: run.lang });
    await page.goto('/backoffice/partners');
    await screenReady(page);
    const title = (name: string) => page.getByRole('heading', { level: 1, name });
    await expect(title(run.partners)).toBeInViewport();
    const menu = page.getByRole('navigation', { name: run.menu });
    const toggle = page.getByRole('button', { name: run.menu });
    await expect(menu).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: run.partners })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);

    await menu.getByRole('link', { name: run.orders }).click();
    await expect(page).toHaveURL(/\/backoffice\/orders$/);
    await expect(title(run.orders)).toBeInViewport();
    await expect(menu).toHaveCount(0);
    // The link chosen has gone with the menu: the keyboard carries on from the desk.
    await expect(page.getByRole('main')).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A wide window shows the menu beside the desk, with nothing to open.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu.getByRole('link', { name: run.orders })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(toggle).toHaveCount(0);
  });
}

test('a partner does not see the back office', async ({ page, request }) => {
  await openLoggedIn(page, request, 'demo.dpp@example.com');
  await page.goto('/backoffice');
  await expect(
    page.getByText('You do not have permission to use this part of the back office.'),
  ).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu for/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Back office' })).toHaveCount(0);
});

test('the site settings keep an English site name: an empty one is refused in the form, and the save is confirmed', async ({
  page,
  request,
}) => {
  await openLoggedIn(page, request, STAFF);
  await page.goto('/backoffice/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  const siteName = page.getByLabel(label('Site name'));
  const stored = await siteName.inputValue();
  expect(stored).not.toBe('');
  await siteName.fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  const summary = page.getByRole('alert');
  await expect(summary.getByRole('link', { name: 'Please fill in “Site name”.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await summary.getByRole('link', { name: 'Please fill in “Site name”.' }).click();
  await expect(siteName).toBeFocused();
  await siteName.fill(stored);
  const save = page.getByRole('button', { name: 'Save settings' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The settings have been saved.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The keyboard goes on from the button it pressed, not from the top of the page.
  await expect(save).toBeFocused();
});
