import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DcnetInfo, MembershipApplication } from '../../../contract/dcnet';
import type { CertificateVerifyResult } from '../../../contract/lookups';
import type {
  ExamRegistration,
  ExamResult,
  TrainingRegistration,
} from '../../../contract/training';
import { PASS_SCORE } from '../../training/exam-results';
import { certificates, examResults } from '../schema/index';
import { logIn, solvedCaptcha, useTestApp, type Page } from '../../testing';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { testDay } from '../../testing-clock';

const h = useTestApp();

describe('the demo partners’ partner programme', () => {
  it('gives every demo partner a membership, registrations and a passed exam', async () => {
    const levels: (string | null)[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const token = await logIn(h, account.username, DEMO_PASSWORD);
      const memberships = await h.get<Page<MembershipApplication>>('/user/dcnet', { token });
      expect(memberships.body.data?.list.map((m) => m.type)).toEqual([account.tier]);
      const info = (await h.get<DcnetInfo>('/user/dcnetinfo', { token })).body.data;
      expect(info?.dcnet_id).toMatch(/^DCN-/);
      levels.push(info?.level ?? null);
      const trainings = await h.get<Page<TrainingRegistration>>('/v2/training/list', { token });
      expect(trainings.body.data?.total).toBe(1);
      const exams = await h.get<Page<ExamRegistration>>('/v2/training/exam/list', { token });
      expect(exams.body.data?.total).toBeGreaterThanOrEqual(1);
      const grades = await h.post<Page<ExamResult>>('/v2/training/exam/results', {}, { token });
      const passed = grades.body.data?.list.filter((g) => g.score >= PASS_SCORE) ?? [];
      expect(passed.map((g) => g.name)).toEqual([account.realname]);
    }
    // Approved with levels, and one application still pending.
    expect(levels.filter((level) => level === null)).toHaveLength(1);
    expect(new Set(levels.filter(Boolean))).toEqual(new Set(['pre', 'silver', 'gold', 'diamond']));
    const token = await logIn(h, 'demo.dee@example.com', DEMO_PASSWORD);
    const [pending] = (await h.get<Page<MembershipApplication>>('/user/dcnet', { token })).body
      .data!.list;
    expect(pending).toMatchObject({ status: 0, revocable: true });
  });

  it('lets the public certificate check find the demo partners’ certificates', async () => {
    const holders = DEMO_ACCOUNTS.map((a) => a.realname);
    // The certificates of passed exams (the seed has older ones in some of the same names).
    const issued = await h.database.db
      .select({ number: certificates.number })
      .from(certificates)
      .innerJoin(examResults, eq(examResults.certificateId, certificates.id))
      .where(inArray(certificates.holderName, holders));
    expect(issued).toHaveLength(DEMO_ACCOUNTS.length);
    const check = await h.post<CertificateVerifyResult>('/certificate/verify', {
      number: issued.map((c) => c.number.toLowerCase()).join(', '),
      ...(await solvedCaptcha(h)),
    });
    expect(check.body.msg).toBe('Success');
    expect(check.body.data?.list.map((c) => c.name).sort()).toEqual([...holders].sort());
  });

  it('leaves demo registration codes for every subject unused', async () => {
    const token = await logIn(h, 'demo.asp@example.com', DEMO_PASSWORD);
    const saved = await h.post(
      '/v2/training/exam/apply',
      {
        name: 'Camille Martin',
        country: 'FR',
        mailbox: 'demo.asp@example.com',
        exam_subject: 109,
        exam_permit_number: 'FR-2026-0105',
        registration_date: testDay(-20),
        exam_registration_code: 'demo-exam-109-1',
      },
      { token },
    );
    expect(saved.body.code).toBe(1);
  });
});
