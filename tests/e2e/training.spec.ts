import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  TEST_PASSWORD,
  expectListSays,
  label,
  registerAccount,
  uniqueEmail,
  dayFromToday,
} from '../fixtures/portal';
import { apiLogin, startLoggedIn } from '../fixtures/session';
import { headingReady, issueCode, recordExamResult } from '../fixtures/training';

/** The name of a subject in English, as the form's list shows it. */
async function subjectName(
  request: APIRequestContext,
  token: string,
  kind: 'trainList' | 'examList',
  id: number,
): Promise<string> {
  const answer = await request.get(`/prod-api/v2/category/${kind}`, { headers: { token } });
  const { data } = (await answer.json()) as { data: { id: number; name: string }[] };
  const subject = data.find((s) => s.id === id);
  if (!subject) throw new Error(`no subject ${id}`);
  return subject.name;
}

test('a partner registers for a training with a code, for an exam, and sees the grade head office recorded', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('training.enrol');
  await registerAccount(request, email);
  const { token } = await apiLogin(request, email, TEST_PASSWORD);
  await startLoggedIn(page, request, email, { password: TEST_PASSWORD });
  const trainingCode = await issueCode(request, 2);
  const examCode = await issueCode(request, 102);
  const training = await subjectName(request, token, 'trainList', 2);
  const exam = await subjectName(request, token, 'examList', 102);
  const permit = `PT-${Date.now().toString(36)}`;

  // Nothing yet.
  await page.goto('/personal/training');
  await headingReady(page, 'Training');
  await expect(page.getByText('No data found')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Register for a training' }).click();
  await headingReady(page, 'Training registration');
  await expect(
    page.getByText('No registration code? Please contact your regional sales or training partner.'),
  ).toBeVisible();
  // Filled in from the profile where it can be.
  await expect(page.getByLabel(label('Name'))).toHaveValue('Test Partner');
  await expect(page.getByLabel(label('Email address'))).toHaveValue(email);
  await page.getByLabel(label('Name')).fill('');
  await page.getByRole('button', { name: 'Submit registration' }).click();
  const summary = page.getByRole('alert');
  for (const message of [
    'Please fill in “Name”.',
    'Please fill in “Training subject”.',
    'Please fill in “Permit number”.',
    'Please fill in “Training registration code”.',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByLabel(label('Name')).fill('Ana Lima');
  await page.getByLabel(label('Training subject')).selectOption({ label: training });
  await page.getByLabel(label('Permit number')).fill(permit);
  const registered = dayFromToday(-8);
  await page.getByLabel(label('Registration date')).fill(registered);
  // A code of another subject is refused in the form's own words.
  await page.getByLabel(label('Training registration code')).fill(examCode);
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(summary).toContainText('Please enter the correct training registration code');
  await page.getByLabel(label('Training registration code')).fill(trainingCode.toLowerCase());
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByText('Submitted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/personal\/training$/);
  const trainingRow = page.getByRole('row', { name: new RegExp(permit) });
  await expect(trainingRow).toContainText(training);
  const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  await expect(trainingRow).toContainText(shown.format(new Date(`${registered}T00:00:00Z`)));
  await expectNoAxeViolations(page);

  // The exam, from the exams screen.
  await page.goto('/personal/exams');
  await headingReady(page, 'Exams');
  await page.getByRole('link', { name: 'Register for an exam' }).click();
  await headingReady(page, 'Exam registration');
  await page.getByLabel(label('Exam subject')).selectOption({ label: exam });
  await page.getByLabel(label('Exam permit number')).fill(permit);
  await page.getByLabel(label('Exam registration code')).fill(examCode);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByText('Submitted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/personal\/exams$/);
  await expect(page.getByRole('row', { name: new RegExp(permit) })).toContainText(exam);
  await expectNoAxeViolations(page);

  // Head office records the result in the back office.
  await recordExamResult(request, permit, {
    score: 87,
    exam_time: '2026-11-21 09:30:00',
    region: 'Lisbon',
  });

  await page.getByRole('link', { name: 'See your grades' }).click();
  await headingReady(page, 'Grades');
  const grade = page.getByRole('row', { name: new RegExp(permit) });
  await expect(grade).toContainText('87');
  await expect(grade).toContainText('Lisbon');
  await expect(grade).toContainText('Nov 21, 2026');
  await expectNoAxeViolations(page);
  await page.getByLabel('Exam permit number').fill('NO-SUCH-PERMIT');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectListSays(page, 'No Results');
});
