import { describe, expect, it } from 'vitest';
import type { DcnetInfo, MembershipApplication } from '../../contract/dcnet';
import type { ExamRegistration, ExamResult, TrainingRegistration } from '../../contract/training';
import { decideMembership } from './dcnet';
import { recordExamResult } from '../training/exam-results';
import { issueRegistrationCode } from '../training/registrations';
import { expectRefusal, signedIn, useTestApp, type Page } from '../testing';
import { testDay } from '../testing-clock';

const h = useTestApp();

/** A partner with a pending and an approved membership, a training, an exam and a grade. */
async function partnerWithEverything() {
  const { id, token } = await signedIn(h);
  const db = h.database.db;
  const application = (type: string) => ({
    type,
    end_user_type: 'Enterprise',
    product_line: 'Switching',
    rival_brands: '',
    purchases: [2020, 2021, 2022].map((year) => ({ year, amount: 1000 })),
  });
  const pending = (
    await h.post<{ id: number }>('/user/postdcnet', application('DC-APP'), { token })
  ).body.data!.id;
  const approved = (
    await h.post<{ id: number }>('/user/postdcnet', application('DC-ASP'), { token })
  ).body.data!.id;
  await decideMembership(
    db,
    approved,
    { approve: true, level: 'diamond', startDate: testDay(-30), endDate: testDay(700) },
    h.clock.now(),
  );
  const person = { name: `Holder ${id}`, country: 'FR', mailbox: 'holder@example.fr' };
  const training = await h.post<{ id: number }>(
    '/v2/training/apply',
    {
      ...person,
      subject: 1,
      permit_number: `TP-${id}`,
      registration_date: testDay(-20),
      registration_code: await issueRegistrationCode(db, 1, h.clock.now()),
    },
    { token },
  );
  const exam = await h.post<{ id: number }>(
    '/v2/training/exam/apply',
    {
      ...person,
      exam_subject: 101,
      exam_permit_number: `EP-${id}`,
      registration_date: testDay(-20),
      exam_registration_code: await issueRegistrationCode(db, 101, h.clock.now()),
    },
    { token },
  );
  await recordExamResult(db, {
    registrationId: exam.body.data!.id,
    score: 90,
    examTime: h.clock.now(),
    region: 'Europe',
  });
  return { id, token, pending, approved, training: training.body.data!.id, permit: `EP-${id}` };
}

/** Everything a partner can see of their own partner-programme data. */
async function everythingSeenBy(token: string) {
  return {
    memberships: (await h.get<Page<MembershipApplication>>('/user/dcnet', { token })).body.data,
    info: (await h.get<DcnetInfo>('/user/dcnetinfo', { token })).body.data,
    trainings: (await h.get<Page<TrainingRegistration>>('/v2/training/list', { token })).body.data,
    exams: (await h.get<Page<ExamRegistration>>('/v2/training/exam/list', { token })).body.data,
    grades: (await h.post<Page<ExamResult>>('/v2/training/exam/results', {}, { token })).body.data,
  };
}

describe('partner-programme data belongs to its partner', () => {
  it('lets no partner list, read, withdraw or filter for the other’s records', async () => {
    const a = await partnerWithEverything();
    const b = await partnerWithEverything();
    const before = await everythingSeenBy(a.token);
    expect(before.memberships?.total).toBe(2);
    expect(before.trainings?.total).toBe(1);
    expect(before.exams?.total).toBe(1);
    expect(before.grades?.total).toBe(1);

    // B sees only B's own records.
    const seenByB = await everythingSeenBy(b.token);
    const ids = (page?: Page<{ id: number }>) => page?.list.map((row) => row.id) ?? [];
    expect(ids(seenByB.memberships)).not.toContain(a.pending);
    expect(ids(seenByB.memberships)).not.toContain(a.approved);
    expect(ids(seenByB.trainings)).not.toContain(a.training);
    expect(seenByB.grades?.list.map((g) => g.exam_permit_number)).toEqual([b.permit]);

    // Withdrawing A's pending application answers as for an id that does not exist.
    const theirs = await h.post('/user/revoke', { id: a.pending }, { token: b.token });
    const missing = await h.post('/user/revoke', { id: 2_000_000_000 }, { token: b.token });
    expectRefusal(theirs);
    expect(theirs.body).toEqual(missing.body);
    // The same for A's decided application: no hint that it exists and is decided.
    expect((await h.post('/user/revoke', { id: a.approved }, { token: b.token })).body).toEqual(
      missing.body,
    );

    // B's grade filter finds nothing under A's permit number.
    const filtered = await h.post<Page<ExamResult>>(
      '/v2/training/exam/results',
      { exam_permit_number: a.permit },
      { token: b.token },
    );
    expect(filtered.body.data?.total).toBe(0);

    // A's records are as they were.
    expect(await everythingSeenBy(a.token)).toEqual(before);
  });
});
