import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  registerAccount,
  screenReady,
  TEST_PASSWORD,
  uniqueEmail,
  useLanguage,
} from '../fixtures/portal';

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
      subject: 'Subject',
      count: 'Number of codes',
      issue: 'Issue codes',
      issued: 'Codes issued',
      record: 'Record result',
      score: 'Score',
      region: 'Region',
      save: 'Save result',
      scoreProblem: 'Enter a whole score from 0 to 100',
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
      subject: 'المادة',
      count: 'عدد الرموز',
      issue: 'إصدار الرموز',
      issued: 'الرموز الصادرة',
      record: 'تسجيل النتيجة',
      score: 'الدرجة',
      region: 'المنطقة',
      save: 'حفظ النتيجة',
      scoreProblem: 'أدخل درجة صحيحة من 0 إلى 100',
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
  test(`head office decides a membership, issues codes and records an exam result (${run.lang})`, async ({
    page,
    request,
  }) => {
    // Seven screens with axe each, on a shared machine.
    test.setTimeout(120_000);
    const { words: w } = run;
    const permit = `${run.permit}-${Date.now().toString(36)}`;
    // The partner's side, a fresh partner each run (the server keeps its database): an
    // application and an exam registration with a code head office issued, waiting on head office.
    const email = uniqueEmail(`backoffice.${run.lang}`);
    await registerAccount(request, email);
    const partner = await apiLogIn(request, email, TEST_PASSWORD);
    const headers = { token: partner.token };
    const staff = await apiLogIn(request, STAFF);
    const codeAnswer = await request.post('/prod-api/backoffice/training/codes', {
      headers: { token: staff.token },
      data: { subject: run.examSubject },
    });
    const [examCode] = ((await codeAnswer.json()) as { data: { codes: string[] } }).data.codes;
    const applied = await request.post('/prod-api/user/postdcnet', {
      headers,
      data: {
        type: run.tier,
        end_user_type: 'Enterprise',
        product_line: 'Campus switching',
        rival_brands: 'Huawei',
        purchases: [2020, 2021, 2022].map((year) => ({ year, amount: 100000 })),
        partners: [],
      },
    });
    expect(((await applied.json()) as { code: number }).code).toBe(1);
    const registered = await request.post('/prod-api/v2/training/exam/apply', {
      headers,
      data: {
        name: 'Li Wei',
        country: 'CN',
        mailbox: email,
        exam_subject: run.examSubject,
        exam_permit_number: permit,
        registration_date: '2026-11-02',
        exam_registration_code: examCode,
      },
    });
    expect(((await registered.json()) as { code: number }).code).toBe(1);

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
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: w.approve, exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    // Training codes: a batch of two for the first subject.
    await nav.getByRole('link', { name: w.codes }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.codes })).toBeVisible();
    await page.getByLabel(w.subject).selectOption({ index: 1 });
    await page.getByLabel(w.count).fill('2');
    await page.getByRole('button', { name: w.issue }).click();
    const issued = page.getByRole('region', { name: w.issued });
    await expect(issued.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);

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

    // The partner's side shows both changes.
    const memberships = await request.get('/prod-api/user/dcnet?page=1&limit=50', { headers });
    const list = (await memberships.json()) as {
      data: { list: { type: string; status: number }[] };
    };
    expect(list.data.list.find((a) => a.type === run.tier)?.status).toBe(1);
    const grades = await request.post('/prod-api/v2/training/exam/results', {
      headers,
      data: { page: 1, limit: 50, exam_permit_number: permit },
    });
    const graded = (await grades.json()) as { data: { list: { score: number }[] } };
    expect(graded.data.list[0]?.score).toBe(88);
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
