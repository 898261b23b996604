import { count, inArray } from 'drizzle-orm';
import type { MembershipLevel } from '../../../contract/dcnet';
import { applyForMembership, decideMembership } from '../../dcnet/dcnet';
import { recordExamResult } from '../../training/exam-results';
import { issueRegistrationCode, register } from '../../training/registrations';
import type { Db } from '../client';
import { dcnetApplications } from '../schema/index';
import { DEMO_ACCOUNTS, existingDemoPartners, type DemoAccount } from './accounts';

/** Unused registration codes for the demo: `DEMO-TRAIN-<subject>-<n>` and `DEMO-EXAM-<subject>-<n>`. */
export const DEMO_CODES_PER_SUBJECT = 3;

/** Training subjects 1–9 and exam subjects 101–109 of the seed. */
const TRAINING_SUBJECTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const EXAM_SUBJECTS = [101, 102, 103, 104, 105, 106, 107, 108, 109];

/** Each demo partner's level; the last one's application is still pending. */
const LEVELS: (MembershipLevel | null)[] = [
  'diamond',
  'gold',
  'gold',
  'silver',
  'gold',
  'pre',
  'silver',
  null,
];

/** Where each demo partner sat their exam. */
const REGIONS: Record<string, string> = {
  CN: 'Asia Pacific',
  RU: 'Europe',
  KR: 'Asia Pacific',
  ES: 'Europe',
  FR: 'Europe',
  BR: 'Latin America',
  SA: 'Middle East',
  VN: 'Asia Pacific',
};

/** `YYYY-MM-DD` of a moment. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A membership application of the account's own tier, with figures that look real. */
function applicationOf(account: DemoAccount, i: number) {
  const base = 80_000 + i * 35_000;
  return {
    type: account.tier,
    end_user_type: i % 2 === 0 ? 'Government and education' : 'Enterprise and healthcare',
    product_line: 'Campus switching, wireless, security gateways',
    rival_brands: 'Huawei, H3C, Ruijie',
    master_distributor: account.tier === 'DC-APP' ? 'Demo Distribution (ADP) Co., Ltd.' : '',
    purchases: [
      { year: 2020, amount: base },
      { year: 2021, amount: Math.round(base * 1.35 * 100) / 100 },
      { year: 2022, amount: Math.round(base * 1.8 * 100 + 25) / 100 },
    ],
    partners: [
      {
        company: `${account.company.split(' (')[0]} Integration Partner`,
        project_details: 'Campus network refresh for a regional university',
        industry: 'Education',
        business_type: 'System integrator',
        contact: account.realname,
        email: account.username.replace('@', '.partner@'),
        phone: account.telephone,
        website: 'https://www.example.com/',
      },
    ],
  };
}

/**
 * Gives each demo partner a lived-in partner programme: a DCNet membership (approved with a
 * level, the last one still pending), a training and an exam registration, a passed exam with
 * its certificate (and, for every other partner, an earlier failed attempt), and unused demo
 * registration codes for every subject. Runs once, on a database whose demo partners have no
 * applications yet.
 */
export async function seedPartnerProgramme(db: Db, now: Date): Promise<void> {
  const accounts = await existingDemoPartners(db);
  if (accounts.length === 0) return;
  const [filed] = await db
    .select({ n: count() })
    .from(dcnetApplications)
    .where(
      inArray(
        dcnetApplications.userId,
        accounts.map((a) => a.id),
      ),
    );
  if (filed?.n !== 0) return;

  const year = now.getUTCFullYear();
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const user = accounts.find((a) => a.username === account.username);
    if (!user) continue;
    const saved = await applyForMembership(db, user.id, applicationOf(account, i), now);
    const level = LEVELS[i];
    if (typeof saved !== 'string' && level) {
      await decideMembership(
        db,
        saved.id,
        { approve: true, level, startDate: `${year}-01-01`, endDate: `${year + 1}-12-31` },
        now,
      );
    }
    const person = {
      name: account.realname,
      country: account.country,
      mailbox: account.username,
      permitNumber: `${account.country}-${year}-${String(101 + i).padStart(4, '0')}`,
    };
    const registered = async (kind: 'train' | 'exam', subject: number, daysAgo: number) => {
      const at = new Date(now.getTime() - daysAgo * 86_400_000);
      const code = await issueRegistrationCode(db, subject, at);
      const done = await register(
        db,
        user.id,
        kind,
        { ...person, subject, registrationDate: dayOf(at), code },
        at,
      );
      if (typeof done === 'string') throw new Error(`demo registration refused: ${done}`);
      return { id: done.id, at };
    };
    await registered('train', TRAINING_SUBJECTS[i % TRAINING_SUBJECTS.length]!, 120);
    const region = REGIONS[account.country] ?? 'Europe';
    if (i % 2 === 1) {
      const failed = await registered('exam', EXAM_SUBJECTS[(i + 1) % EXAM_SUBJECTS.length]!, 90);
      await recordExamResult(db, {
        registrationId: failed.id,
        score: 52 + i,
        examTime: new Date(failed.at.getTime() + 14 * 86_400_000),
        region,
      });
    }
    const passed = await registered('exam', EXAM_SUBJECTS[i % EXAM_SUBJECTS.length]!, 60);
    await recordExamResult(db, {
      registrationId: passed.id,
      score: 78 + 2 * i,
      examTime: new Date(passed.at.getTime() + 14 * 86_400_000),
      region,
    });
  }

  for (const subject of [...TRAINING_SUBJECTS, ...EXAM_SUBJECTS]) {
    const kind = subject < 100 ? 'TRAIN' : 'EXAM';
    for (let n = 1; n <= DEMO_CODES_PER_SUBJECT; n += 1) {
      await issueRegistrationCode(db, subject, now, `DEMO-${kind}-${subject}-${n}`);
    }
  }
}
