import { dcnetApplications } from '../../../server/db/schema/index';
import { decideMembership } from '../../../server/domains/dcnet';
import { recordExamResult } from '../../../server/domains/exam-results';
import { issueRegistrationCode, register } from '../../../server/domains/training-registrations';
import { loggedIn } from './accounts';
import type { StateHandlers, StateParams } from './types';

/** The first training and the first exam subject of the seed. */
const TRAINING_SUBJECT = 1;
const EXAM_SUBJECT = 101;

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

/**
 * DCNet memberships, training and exam registrations and grades of a logged-in partner;
 * handlers answer the ids and codes the consumer uses through `fromProviderState`.
 */
export const partnerProgrammeStates: StateHandlers = ({ db }) => {
  /** Files a pending application; answers its id. */
  const file = async (userId: number, type: string, now: Date) => {
    const [row] = await db
      .insert(dcnetApplications)
      .values(application(userId, type, now))
      .returning({ id: dcnetApplications.id });
    if (!row) throw new Error('provider state: application not stored');
    return row.id;
  };
  return {
    'a partner has a pending DCNet application': async (params?: StateParams) => {
      const { userId } = await loggedIn(db, params);
      return { applicationId: await file(userId, 'DC-APP', new Date()) };
    },
    'a partner has a pending DCNet application and an approved membership': async (
      params?: StateParams,
    ) => {
      const { userId } = await loggedIn(db, params);
      const now = new Date();
      const approved = await file(userId, 'DC-DPP', now);
      const year = now.getUTCFullYear();
      await decideMembership(
        db,
        approved,
        { approve: true, level: 'gold', startDate: `${year}-01-01`, endDate: `${year + 1}-12-31` },
        now,
      );
      return { applicationId: await file(userId, 'DC-APP', now) };
    },
    'head office issued a training and an exam registration code': async (params?: StateParams) => {
      await loggedIn(db, params);
      const now = new Date();
      return {
        trainingCode: await issueRegistrationCode(db, TRAINING_SUBJECT, now),
        examCode: await issueRegistrationCode(db, EXAM_SUBJECT, now),
      };
    },
    'a partner has a training, an exam and a passed exam result': async (params?: StateParams) => {
      const { userId } = await loggedIn(db, params);
      const now = new Date();
      const registration = async (kind: 'train' | 'exam', subject: number) => {
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
      };
      await registration('train', TRAINING_SUBJECT);
      const exam = await registration('exam', EXAM_SUBJECT);
      await recordExamResult(db, {
        registrationId: exam,
        score: 88,
        examTime: now,
        region: 'Europe',
      });
      return {};
    },
  };
};
