import { asc, eq } from 'drizzle-orm';
import { dcnetApplications, trainingCategories } from '../db/schema/index';
import { decideMembership } from '../dcnet/dcnet';
import { recordExamResult } from '../training/exam-results';
import { issueRegistrationCode, register } from '../training/registrations';
import { loggedIn } from './accounts';
import type { Db } from '../db/client';
import { LOGIN_PARAMS, SESSION_ANSWERS, dayAfter, must, type ProviderStates } from './types';

/** The first training or exam subject the database lists, whichever it holds. */
export async function firstSubject(db: Db, kind: 'train' | 'exam'): Promise<number> {
  const [row] = await db
    .select({ id: trainingCategories.id })
    .from(trainingCategories)
    .where(eq(trainingCategories.kind, kind))
    .orderBy(asc(trainingCategories.position), asc(trainingCategories.id))
    .limit(1);
  return must(row, `a ${kind === 'train' ? 'training' : 'exam'} subject`).id;
}

/** A membership application as a partner files it. */
function application(userId: number, type: string, now: Date) {
  return {
    userId,
    type,
    endUserType: 'Government and education',
    productLine: 'Campus switching',
    rivalBrands: 'Huawei',
    masterDistributor: '',
    purchases: [2020, 2021, 2022].map((year) => ({ year, cents: 10_000_000 })),
    partners: [],
    createdAt: now,
  };
}

/** Files a pending application; answers its id. */
async function file(db: Db, userId: number, type: string, now: Date) {
  const [row] = await db
    .insert(dcnetApplications)
    .values(application(userId, type, now))
    .returning({ id: dcnetApplications.id });
  if (!row) throw new Error('provider state: application not stored');
  return row.id;
}

/** A registration of the partner for a training or an exam, with a code issued for it. */
async function registration(
  db: Db,
  userId: number,
  kind: 'train' | 'exam',
  subject: number,
  now: Date,
) {
  const saved = await register(
    db,
    userId,
    kind,
    {
      name: 'Lucía García',
      country: 'ES',
      mailbox: 'lucia.garcia@example.es',
      subject,
      permitNumber: 'ES-2026-0107',
      registrationDate: '2026-11-02',
      code: await issueRegistrationCode(db, subject, now),
    },
    now,
  );
  if (typeof saved === 'string') throw new Error(`provider state: registration ${saved}`);
  return saved.id;
}

const PARTNER = 'A logged-in partner (as "a partner is logged in")';

/**
 * DCNet memberships, training and exam registrations and grades of a logged-in partner;
 * handlers answer the ids and codes the consumer uses through `fromProviderState`.
 */
export const partnerProgrammeStates: ProviderStates = {
  'a partner has a pending DCNet application': {
    params: LOGIN_PARAMS,
    makes: `${PARTNER} with one DCNet membership application (DC-APP) waiting for head office.`,
    answers: { ...SESSION_ANSWERS, applicationId: 'the id of the application' },
    setup: async (db, params, now) => {
      const { userId, token } = await loggedIn(db, params, now);
      return { token, applicationId: await file(db, userId, 'DC-APP', now) };
    },
  },
  'a partner has a pending DCNet application and an approved membership': {
    params: LOGIN_PARAMS,
    makes: `${PARTNER} with a gold DC-DPP membership approved until the end of next year, and a DC-APP application waiting for head office.`,
    answers: { ...SESSION_ANSWERS, applicationId: 'the id of the pending application' },
    setup: async (db, params, now) => {
      const { userId, token } = await loggedIn(db, params, now);
      const approved = await file(db, userId, 'DC-DPP', now);
      const year = now.getUTCFullYear();
      await decideMembership(
        db,
        approved,
        { approve: true, level: 'gold', startDate: `${year}-01-01`, endDate: `${year + 1}-12-31` },
        now,
      );
      return { token, applicationId: await file(db, userId, 'DC-APP', now) };
    },
  },
  'head office issued a training and an exam registration code': {
    params: LOGIN_PARAMS,
    needs: 'A training subject and an exam subject.',
    makes: `${PARTNER}, and one unused registration code for a training subject and one for an exam subject.`,
    answers: {
      ...SESSION_ANSWERS,
      trainingSubject: 'the training subject',
      trainingCode: 'its code',
      examSubject: 'the exam subject',
      examCode: 'its code',
      today: "the provider's today, the registration date a person enters",
    },
    setup: async (db, params, now) => {
      const { token } = await loggedIn(db, params, now);
      const trainingSubject = await firstSubject(db, 'train');
      const examSubject = await firstSubject(db, 'exam');
      return {
        token,
        trainingSubject,
        trainingCode: await issueRegistrationCode(db, trainingSubject, now),
        examSubject,
        examCode: await issueRegistrationCode(db, examSubject, now),
        today: dayAfter(now, 0),
      };
    },
  },
  'a partner has a training, an exam and a passed exam result': {
    params: LOGIN_PARAMS,
    needs: 'A training subject and an exam subject.',
    makes: `${PARTNER} registered for a training and an exam, with a passed result of 88 for the exam (and so a certificate).`,
    answers: SESSION_ANSWERS,
    setup: async (db, params, now) => {
      const { userId, token } = await loggedIn(db, params, now);
      await registration(db, userId, 'train', await firstSubject(db, 'train'), now);
      const exam = await registration(db, userId, 'exam', await firstSubject(db, 'exam'), now);
      await recordExamResult(db, {
        registrationId: exam,
        score: 88,
        examTime: now,
        region: 'Europe',
      });
      return { token };
    },
  },
};
