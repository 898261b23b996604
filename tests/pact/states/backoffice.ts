import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { dcnetApplications, users } from '../../../server/db/schema/index';
import { addChatMessage } from '../../../server/chat/messages';
import { issueRegistrationCode, register } from '../../../server/domains/training-registrations';
import { hashPassword } from '../../../server/security/passwords';
import { loggedIn, type StateAccount } from './accounts';
import type { StateHandlers, StateParams } from './types';

/** The first exam subject of the seed. */
const EXAM_SUBJECT = 101;

/** A member of head-office staff with every permission. */
const HEAD_OFFICE: StateAccount = {
  realname: 'Wang Fang',
  company: 'DCN Networks Co., Ltd. (head office)',
  country: 'CN',
  telephone: '+86 10 5555 0100',
  roles: ['headoffice'],
  permissions: ['*:*:*'],
  partnerType: null,
  dcnetId: null,
};

/** Who a partner made afresh by a state is. */
export interface FreshPartner {
  username: string;
  realname: string;
  company: string;
  country: string;
  telephone: string;
  tier: string;
  dcnetId?: string;
  lang: string;
}

/** A partner account made afresh (anything with its address is gone first); answers its id. */
export async function freshPartner(db: Db, who: FreshPartner): Promise<number> {
  const { username, tier, ...rest } = who;
  await db.delete(users).where(eq(users.username, username));
  const [row] = await db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword('PactPassword2026'),
      ...rest,
      roles: ['partner', tier],
      partnerType: tier,
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`provider state: ${username} not stored`);
  return row.id;
}

/** The partner whose work waits on head office; made afresh by each state. */
function applicant(db: Db): Promise<number> {
  return freshPartner(db, {
    username: 'pact.applicant@example.com',
    realname: 'Kim Min-jun',
    company: 'Demo Projects (APP) Inc.',
    country: 'KR',
    telephone: '+82 10 1234 5678',
    tier: 'DC-APP',
    lang: 'kor',
  });
}

/**
 * Head office's side: a logged-in member of staff, and partners' work that waits on them.
 * Handlers answer the ids the consumer uses through `fromProviderState`.
 */
export const backofficeStates: StateHandlers = ({ db }) => ({
  /** `{ username, password, token }` */
  'head office staff with every back-office permission is logged in': async (
    params?: StateParams,
  ) => {
    await loggedIn(db, params, HEAD_OFFICE);
    return {};
  },
  'a partner has a DCNet application waiting on head office': async () => {
    const userId = await applicant(db);
    const [row] = await db
      .insert(dcnetApplications)
      .values({
        userId,
        type: 'DC-APP',
        endUserType: 'Government and education',
        productLine: 'Campus switching',
        rivalBrands: 'Huawei',
        purchases: [2020, 2021, 2022].map((year) => ({ year, cents: 10_000_000 })),
        partners: [],
        createdAt: new Date(),
      })
      .returning({ id: dcnetApplications.id });
    if (!row) throw new Error('provider state: application not stored');
    return { applicationId: row.id };
  },
  'a partner has an exam registration waiting for its result': async () => {
    const userId = await applicant(db);
    const now = new Date();
    const saved = await register(
      db,
      userId,
      'exam',
      {
        name: 'Kim Min-jun',
        country: 'KR',
        mailbox: 'minjun.kim@example.kr',
        subject: EXAM_SUBJECT,
        permitNumber: 'KR-2026-0042',
        registrationDate: '2026-11-02',
        code: await issueRegistrationCode(db, EXAM_SUBJECT, now),
      },
      now,
    );
    if (typeof saved === 'string') throw new Error(`provider state: registration ${saved}`);
    return { registrationId: saved.id };
  },
  'a partner left a chat message for head office': async () => {
    const userId = await applicant(db);
    const body = 'Could you send the price list for the S5800 series?';
    await addChatMessage(db, { userId, body, lang: 'en', now: new Date() });
    return {};
  },
});
