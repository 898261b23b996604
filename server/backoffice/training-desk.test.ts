import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { IssuedCodes, PendingExam, RecordedResult } from '../../contract/backoffice';
import type { CertificateVerifyResult } from '../../contract/lookups';
import { registrationCodes } from '../db/schema/index';
import { expectRefusal, solvedCaptcha, useTestApp, type Page } from '../testing';
import { auditRows, examRegistration, partner, staff } from './testing';
import { testDay } from '../testing-clock';

const h = useTestApp();

const registrationForm = (code: string) => ({
  name: 'Lucía García',
  country: 'ES',
  mailbox: 'lucia.garcia@example.es',
  subject: 1,
  permit_number: 'ES-2026-0107',
  registration_date: testDay(-19),
  registration_code: code,
});

describe('registration codes from the back office', () => {
  it('issues a batch for a subject, each usable once by a partner, with one audit row', async () => {
    const { token } = await staff(h, ['training:codes']);
    const res = await h.post<IssuedCodes>(
      '/backoffice/training/codes',
      { subject: 1, count: 3 },
      {
        token,
      },
    );
    expect(res.body).toMatchObject({ code: 1, msg: 'Registration codes issued: 3.' });
    const codes = res.body.data?.codes ?? [];
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^TRN-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const [audit] = await auditRows(h);
    expect(audit).toMatchObject({
      action: 'training.codes.issue',
      targetType: 'training_subject',
      targetId: '1',
      after: { kind: 'train', codes },
    });

    const learner = await partner(h);
    const [first] = codes;
    const used = await h.post('/v2/training/apply', registrationForm(first ?? ''), {
      token: learner.token,
    });
    expect(used.body.code).toBe(1);
    expectRefusal(
      await h.post('/v2/training/apply', registrationForm(first ?? ''), { token: learner.token }),
    );
  });

  it('issues one code when no count is given, and exam codes for an exam subject', async () => {
    const { token } = await staff(h, ['training:codes']);
    const res = await h.post<IssuedCodes>(
      '/backoffice/training/codes',
      { subject: 101 },
      { token },
    );
    expect(res.body.data?.codes).toHaveLength(1);
    expect(res.body.data?.codes[0]).toMatch(/^EXM-/);
  });

  it('refuses an unknown subject and counts out of range, issuing nothing', async () => {
    const { token } = await staff(h, ['training:codes']);
    const before = (await h.database.db.select().from(registrationCodes)).length;
    const audit = (await auditRows(h)).length;
    for (const body of [
      { subject: 99_999 },
      { subject: 1, count: 0 },
      { subject: 1, count: 101 },
      { subject: 1, count: 1.5 },
      { subject: 'one' },
      {},
    ]) {
      expectRefusal(await h.post('/backoffice/training/codes', body, { token, lang: 'spa' }));
    }
    const unknown = await h.post('/backoffice/training/codes', { subject: 99_999 }, { token });
    expect(unknown.body.msg).toBe('Please choose a training or exam subject from the list.');
    expect(await h.database.db.select().from(registrationCodes)).toHaveLength(before);
    expect(await auditRows(h)).toHaveLength(audit);
  });
});

describe('exam results from the back office', () => {
  it('lists an exam registration waiting for its result, then records a pass with a certificate', async () => {
    const { token } = await staff(h, ['exam:results']);
    const candidate = await partner(h);
    const registration = await examRegistration(h, candidate.id);
    const waiting = async () =>
      (await h.get<Page<PendingExam>>('/backoffice/exams?limit=50', { token })).body.data?.list ??
      [];
    const row = (await waiting()).find((exam) => exam.id === registration);
    expect(row).toMatchObject({
      name: 'Lucía García',
      exam_subject: 101,
      exam_permit_number: 'ES-2026-0107',
      partner: { id: candidate.id },
    });

    const form = {
      registration_id: registration,
      score: 82,
      exam_time: '2026-11-20 09:30:00',
      region: 'Europe',
    };
    const res = await h.post<RecordedResult>('/backoffice/exams/result', form, { token });
    expect(res.body.code).toBe(1);
    const certificate = res.body.data?.certificate ?? '';
    expect(certificate).toMatch(/^DCN[APE]-2026-\d{6}$/);
    expect(res.body.msg).toBe(
      `The result has been recorded and certificate ${certificate} has been issued.`,
    );
    expect((await waiting()).some((exam) => exam.id === registration)).toBe(false);
    const [audit] = await auditRows(h);
    expect(audit).toMatchObject({
      action: 'exam.result.record',
      targetId: String(registration),
      partnerId: candidate.id,
      after: { score: 82, certificate },
    });

    // The partner's grades and the public certificate check show it.
    const grades = await h.post<Page<{ score: number }>>(
      '/v2/training/exam/results',
      {},
      {
        token: candidate.token,
      },
    );
    expect(grades.body.data?.list[0]?.score).toBe(82);
    const check = await h.post<CertificateVerifyResult>('/certificate/verify', {
      ...(await solvedCaptcha(h)),
      number: certificate,
    });
    expect(check.body.data?.list).toEqual([
      expect.objectContaining({ number: certificate, name: 'Lucía García' }),
    ]);

    const again = await h.post('/backoffice/exams/result', form, { token });
    expectRefusal(again);
    expect(again.body.msg).toBe('A result has already been recorded for this exam registration.');
  });

  it('records a fail without a certificate', async () => {
    const { token } = await staff(h, ['exam:results']);
    const registration = await examRegistration(h, (await partner(h)).id);
    const res = await h.post<RecordedResult>(
      '/backoffice/exams/result',
      { registration_id: registration, score: 40, exam_time: '2026-11-20 09:30:00', region: 'EU' },
      { token },
    );
    expect(res.body).toMatchObject({ code: 1, data: { certificate: null } });
  });

  it('refuses bad results and unknown registrations, recording nothing', async () => {
    const { token } = await staff(h, ['exam:results']);
    const registration = await examRegistration(h, (await partner(h)).id);
    const audit = (await auditRows(h)).length;
    const base = {
      registration_id: registration,
      score: 70,
      exam_time: '2026-11-20 09:30:00',
      region: 'EU',
    };
    for (const body of [
      { ...base, score: 101 },
      { ...base, score: -1 },
      { ...base, score: 70.5 },
      { ...base, exam_time: '2026-02-31 09:30:00' },
      { ...base, exam_time: '2026-11-20 25:00:00' },
      { ...base, exam_time: '2026-11-20' },
      { ...base, region: '' },
      { ...base, registration_id: 2_000_000_000 },
      { ...base, registration_id: 0 },
    ]) {
      expectRefusal(await h.post('/backoffice/exams/result', body, { token }));
    }
    expect(await auditRows(h)).toHaveLength(audit);
  });
});

// A training registration is not an exam: it takes no result.
it('refuses a result for a training registration', async () => {
  const { token } = await staff(h, ['exam:results', 'training:codes']);
  const learner = await partner(h);
  const issued = await h.post<IssuedCodes>('/backoffice/training/codes', { subject: 1 }, { token });
  const saved = await h.post<{ id: number }>(
    '/v2/training/apply',
    registrationForm(issued.body.data?.codes[0] ?? ''),
    { token: learner.token },
  );
  const res = await h.post(
    '/backoffice/exams/result',
    {
      registration_id: saved.body.data?.id,
      score: 90,
      exam_time: '2026-11-20 09:30:00',
      region: 'EU',
    },
    { token },
  );
  expectRefusal(res);
  expect(res.body.msg).toBe('Information not found');
  const [code] = await h.database.db
    .select()
    .from(registrationCodes)
    .where(eq(registrationCodes.code, issued.body.data?.codes[0] ?? ''));
  expect(code?.usedAt).toBeInstanceOf(Date);
});
