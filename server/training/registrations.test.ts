import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ExamRegistration, ExamResult, TrainingRegistration } from '../../contract/training';
import { registrationCodes, trainingRegistrations } from '../db/schema/index';
import { recordExamResult } from './exam-results';
import { issueRegistrationCode } from './registrations';
import { expectRefusal, signedIn, solvedCaptcha, useTestApp, type Page } from '../testing';
import { testDay } from '../testing-clock';

const h = useTestApp();

/** Subject ids of the seed: trainings 1–9, exams 101–109. */
const TRAIN = 1;
const OTHER_TRAIN = 2;
const EXAM = 101;

const code = (subject: number) => issueRegistrationCode(h.database.db, subject, h.clock.now());

function trainingForm(registration_code: string, changes: Record<string, unknown> = {}) {
  return {
    name: 'Camille Martin',
    country: 'FR',
    mailbox: 'camille.martin@example.fr',
    subject: TRAIN,
    permit_number: 'FR-2026-0042',
    registration_date: testDay(-20),
    registration_code,
    ...changes,
  };
}

function examForm(exam_registration_code: string, changes: Record<string, unknown> = {}) {
  return {
    name: 'Camille Martin',
    country: 'FR',
    mailbox: 'camille.martin@example.fr',
    exam_subject: EXAM,
    exam_permit_number: 'EX-FR-2026-0042',
    registration_date: testDay(-11),
    exam_registration_code,
    ...changes,
  };
}

const applyTraining = (token: string, body: unknown, lang?: string) =>
  h.post<{ id: number }>('/v2/training/apply', body, { token, ...(lang ? { lang } : {}) });
const applyExam = (token: string, body: unknown, lang?: string) =>
  h.post<{ id: number }>('/v2/training/exam/apply', body, { token, ...(lang ? { lang } : {}) });

describe('training registration', () => {
  it('registers with a code of the subject and lists the registration', async () => {
    const { token } = await signedIn(h);
    const issued = await code(TRAIN);
    expect(issued).toMatch(/^TRN-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Codes are typed in any case and with spaces around.
    const saved = await applyTraining(token, trainingForm(` ${issued.toLowerCase()} `));
    expect(saved.body).toMatchObject({ code: 1, msg: 'Submitted successfully' });
    const page = await h.get<Page<TrainingRegistration>>('/v2/training/list', {
      token,
      lang: 'spa',
    });
    expect(page.body.data?.total).toBe(1);
    expect(page.body.data?.list[0]).toMatchObject({
      id: saved.body.data?.id,
      name: 'Camille Martin',
      country: 'FR',
      subject: TRAIN,
      subject_name: 'DCNA Enrutamiento y conmutación',
      permit_number: 'FR-2026-0042',
      registration_date: testDay(-20),
      registration_code: issued,
    });
  });

  it('refuses a used code, a code of another subject and an exam code', async () => {
    const { token } = await signedIn(h);
    const issued = await code(TRAIN);
    expect((await applyTraining(token, trainingForm(issued))).body.code).toBe(1);
    const used = await applyTraining(token, trainingForm(issued));
    expectRefusal(used);
    expect(used.body.msg).toBe('Please enter the correct training registration code');
    const other = await applyTraining(token, trainingForm(await code(OTHER_TRAIN)), 'kor');
    expectRefusal(other);
    expect(other.body.msg).toBe('올바른 교육 등록 코드를 입력하십시오');
    expectRefusal(await applyTraining(token, trainingForm(await code(EXAM))));
    expectRefusal(await applyTraining(token, trainingForm('TRN-NOPE0-NOPE0')));
    const list = await h.get<Page<TrainingRegistration>>('/v2/training/list', { token });
    expect(list.body.data?.total).toBe(1);
  });

  it('uses a code once when two registrations send it at once', async () => {
    const a = await signedIn(h);
    const b = await signedIn(h);
    const issued = await code(TRAIN);
    const answers = await Promise.all([
      applyTraining(a.token, trainingForm(issued)),
      applyTraining(b.token, trainingForm(issued)),
    ]);
    expect(answers.map((r) => r.body.code).sort()).toEqual([0, 1]);
    const rows = await h.database.db
      .select()
      .from(trainingRegistrations)
      .innerJoin(registrationCodes, eq(registrationCodes.id, trainingRegistrations.codeId))
      .where(eq(registrationCodes.code, issued));
    expect(rows).toHaveLength(1);
  });

  const huge = 'x'.repeat(100_000);
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['no name', { name: undefined }, /Name/],
    ['an empty name', { name: '   ' }, /Name/],
    ['a huge name', { name: huge }, /at most 200/],
    ['a number as name', { name: 42 }, /Name/],
    ['no country', { country: undefined }, /Country/],
    ['an unknown country', { country: 'ZZ' }, /country from the list/],
    ['a bad e-mail', { mailbox: 'camille' }, /e-?mail/i],
    ['no subject', { subject: undefined }, /Subject/],
    ['a subject as text', { subject: 'one' }, /Subject/],
    ['a subject that does not exist', { subject: 999999 }, /offered values for “Subject”/],
    ['an exam subject', { subject: EXAM }, /offered values for “Subject”/],
    ['a huge subject id', { subject: 2 ** 53 }, /Subject|offered/],
    ['no permit number', { permit_number: '' }, /Permit number/],
    ['a date that is no date', { registration_date: '01/12/2026' }, /Registration date/],
    ['a day not in the calendar', { registration_date: '2026-02-31' }, /Registration date/],
    ['the year 0', { registration_date: '0000-01-01' }, /Registration date/],
    ['a year far ahead', { registration_date: '9999-12-31' }, /Registration date/],
    ['no code', { registration_code: '' }, /Registration code/],
    ['a huge code', { registration_code: huge }, /Registration code/],
  ];
  it.each(bad)('refuses %s and leaves the code unused', async (_name, changes, msg) => {
    const { token } = await signedIn(h);
    const issued = await code(TRAIN);
    const res = await applyTraining(token, trainingForm(issued, changes));
    expectRefusal(res);
    expect(res.body.msg).toMatch(msg);
    expect((await applyTraining(token, trainingForm(issued))).body.code).toBe(1);
  });

  it('refuses a body that is not a form', async () => {
    const { token } = await signedIn(h);
    expectRefusal(await applyTraining(token, undefined));
    expectRefusal(await applyTraining(token, [1, 2]));
    expectRefusal(
      await h.call('POST', '/v2/training/apply', {
        token,
        raw: { type: 'application/json', payload: '{' },
      }),
    );
  });
});

describe('exam registration and grades', () => {
  it('registers for an exam, lists it, and lists the grade head office records', async () => {
    const { token } = await signedIn(h);
    const issued = await code(EXAM);
    expect(issued).toMatch(/^EXM-/);
    const saved = await applyExam(token, examForm(issued));
    expect(saved.body.code).toBe(1);
    const exams = await h.get<Page<ExamRegistration>>('/v2/training/exam/list', { token });
    expect(exams.body.data?.list[0]).toMatchObject({
      id: saved.body.data?.id,
      exam_subject: EXAM,
      exam_subject_name: 'DCN-101: DCNA Routing and Switching',
      exam_permit_number: 'EX-FR-2026-0042',
      exam_registration_code: issued,
    });
    // Training and exam registrations are listed apart.
    expect((await h.get<Page<unknown>>('/v2/training/list', { token })).body.data?.total).toBe(0);

    const none = await h.post<Page<ExamResult>>('/v2/training/exam/results', {}, { token });
    expect(none.body).toMatchObject({ code: 1, msg: 'No data found', data: { total: 0 } });

    const { certificate } = await recordExamResult(h.database.db, {
      registrationId: saved.body.data!.id,
      score: 86,
      examTime: new Date(Date.UTC(2026, 11, 10, 9, 30)),
      region: 'Europe',
    });
    expect(certificate).toMatch(/^DCNA-2026-\d{6}$/);
    const grades = await h.post<Page<ExamResult>>(
      '/v2/training/exam/results',
      { page: 1, limit: 10 },
      { token, lang: 'fra' },
    );
    expect(grades.body.data?.list).toEqual([
      {
        id: expect.any(Number) as unknown,
        name: 'Camille Martin',
        exam_permit_number: 'EX-FR-2026-0042',
        score: 86,
        passed: true,
        certificate,
        exam_time: '2026-12-10 09:30:00',
        category_name: 'DCN-101: DCNA Routage et commutation',
        region: 'Europe',
      },
    ]);
    const filtered = (permit: string) =>
      h.post<Page<ExamResult>>(
        '/v2/training/exam/results',
        { exam_permit_number: permit },
        { token },
      );
    expect((await filtered('ex-fr-2026-0042')).body.data?.total).toBe(1);
    expect((await filtered('EX-OTHER')).body.data?.total).toBe(0);

    // The certificate of the passed exam is found by the public certificate check.
    const check = await h.post<{ list: { number: string; name: string }[] }>(
      '/certificate/verify',
      { number: certificate, ...(await solvedCaptcha(h)) },
    );
    expect(check.body.msg).toBe('Success');
    expect(check.body.data?.list).toEqual([
      expect.objectContaining({
        number: certificate,
        name: 'Camille Martin',
        issue_time: '2026-12-10',
        valid_until: '2029-12-09',
      }),
    ]);
  });

  it('issues no certificate for a failed exam', async () => {
    const { token } = await signedIn(h);
    const saved = await applyExam(
      token,
      examForm(await code(EXAM + 1), { exam_subject: EXAM + 1 }),
    );
    const registrationId = saved.body.data!.id;
    expect(saved.body.code).toBe(1);
    const outcome = await recordExamResult(h.database.db, {
      registrationId,
      score: 59,
      examTime: h.clock.now(),
      region: 'Europe',
    });
    expect(outcome.certificate).toBeNull();
    const grades = await h.post<Page<ExamResult>>('/v2/training/exam/results', {}, { token });
    expect(grades.body.data?.list[0]).toMatchObject({
      score: 59,
      passed: false,
      certificate: null,
    });
  });

  it('refuses a training code, a used code and bad fields for an exam', async () => {
    const { token } = await signedIn(h);
    const wrong = await applyExam(token, examForm(await code(TRAIN)), 'vie');
    expectRefusal(wrong);
    expect(wrong.body.msg).toBe('Vui lòng nhập đúng mã đăng ký thi');
    const issued = await code(EXAM);
    expect((await applyExam(token, examForm(issued))).body.code).toBe(1);
    expect((await applyExam(token, examForm(issued))).body.msg).toBe(
      'Please enter the correct exam registration code',
    );
    const subject = await applyExam(token, examForm(await code(EXAM), { exam_subject: TRAIN }));
    expect(subject.body.msg).toMatch(/Exam subject/);
    for (const changes of [
      { exam_permit_number: '' },
      { exam_registration_code: undefined },
      { registration_date: 20261210 },
      { mailbox: 'x'.repeat(300) + '@example.com' },
    ]) {
      expectRefusal(await applyExam(token, examForm(await code(EXAM), changes)));
    }
  });

  it('refuses bad paging and filters of the lists', async () => {
    const { token } = await signedIn(h);
    for (const path of ['/v2/training/list', '/v2/training/exam/list']) {
      expectRefusal(await h.get(`${path}?limit=11`, { token }));
      expectRefusal(await h.get(`${path}?page=-1`, { token }));
      expect((await h.get(`${path}?page=3&limit=50`, { token })).body.code).toBe(1);
    }
    const results = '/v2/training/exam/results';
    expectRefusal(await h.post(results, { page: '1' }, { token }));
    expectRefusal(await h.post(results, { limit: 7 }, { token }));
    expectRefusal(await h.post(results, { exam_permit_number: 'x'.repeat(5000) }, { token }));
    expectRefusal(await h.post(results, { exam_permit_number: 12 }, { token }));
  });

  it('needs a valid token for every call', async () => {
    expect((await h.get('/v2/training/list')).body.code).toBe(90002);
    expect((await h.get('/v2/training/exam/list')).body.code).toBe(90002);
    expect((await h.post('/v2/training/apply', trainingForm('X'))).body.code).toBe(90002);
    expect((await h.post('/v2/training/exam/apply', examForm('X'))).body.code).toBe(90002);
    expect((await h.post('/v2/training/exam/results', {}, { token: 'x' })).body.code).toBe(90003);
  });
});
