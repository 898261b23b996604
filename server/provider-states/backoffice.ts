import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partnerOfTier } from '../accounts/partner-tiers';
import type { PartnerTier } from '../../contract/common';
import { dcnetApplications, users } from '../db/schema/index';
import { addChatMessage } from '../chat/messages';
import { issueRegistrationCode, register } from '../training/registrations';
import { stateAccountAddress } from './addresses';
import { loggedIn, stateHash, type StateAccount } from './accounts';
import { firstSubject } from './partner-programme';
import { LOGIN_PARAMS, type ProviderStates } from './types';

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

/** The partner whose work waits on head office. */
const APPLICANT = 'pact.applicant@example.com';

/** Who a partner made afresh by a state is. */
export interface FreshPartner {
  username: string;
  realname: string;
  company: string;
  country: string;
  telephone: string;
  tier: PartnerTier;
  dcnetId?: string;
  lang: string;
}

/** A partner account made afresh (anything with its address is gone first); answers its id. */
export async function freshPartner(db: Db, who: FreshPartner, now: Date): Promise<number> {
  const { tier, ...rest } = who;
  const username = stateAccountAddress(who.username);
  await db.delete(users).where(eq(users.username, username));
  const [row] = await db
    .insert(users)
    .values({
      ...rest,
      username,
      passwordHash: await stateHash('PactPassword2026'),
      ...partnerOfTier(tier),
      createdAt: now,
      passwordChangedAt: now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`provider state: ${username} not stored`);
  return row.id;
}

/** The partner whose work waits on head office; made afresh by each state. */
function applicant(db: Db, now: Date): Promise<number> {
  return freshPartner(
    db,
    {
      username: APPLICANT,
      realname: 'Kim Min-jun',
      company: 'Demo Projects (APP) Inc.',
      country: 'KR',
      telephone: '+82 10 1234 5678',
      tier: 'DC-APP',
      lang: 'kor',
    },
    now,
  );
}

/** Who the partner of the states below is. */
const WAITING = `The account ${APPLICANT} (a Korean DC-APP partner), made afresh,`;

/**
 * Head office's side: a logged-in member of staff, and partners' work that waits on them.
 * Handlers answer the ids the consumer uses through `fromProviderState`.
 */
export const backofficeStates: ProviderStates = {
  'head office staff with every back-office permission is logged in': {
    params: LOGIN_PARAMS,
    makes:
      'The account of a member of head-office staff with every back-office permission, made afresh and logged in.',
    answers: {
      staffToken:
        "the token of the staff member's session, as a login answers it; every request in this state sends it in the `token` header",
    },
    setup: async (db, params, now) => {
      const { token } = await loggedIn(db, params, now, HEAD_OFFICE);
      return { staffToken: token };
    },
  },
  'there is a training subject': {
    needs: 'A training subject.',
    makes: 'Nothing.',
    answers: { subject: 'the id of the subject' },
    setup: async (db) => ({ subject: await firstSubject(db, 'train') }),
  },
  'a partner has a DCNet application waiting on head office': {
    makes: `${WAITING} with one DCNet membership application waiting for a decision.`,
    answers: { applicationId: 'the id of the application' },
    setup: async (db, _params, now) => {
      const userId = await applicant(db, now);
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
          createdAt: now,
        })
        .returning({ id: dcnetApplications.id });
      if (!row) throw new Error('provider state: application not stored');
      return { applicationId: row.id };
    },
  },
  'a partner has an exam registration waiting for its result': {
    needs: 'An exam subject.',
    makes: `${WAITING} registered for an exam with a registration code issued for it.`,
    answers: { registrationId: 'the id of the exam registration' },
    setup: async (db, _params, now) => {
      const userId = await applicant(db, now);
      const subject = await firstSubject(db, 'exam');
      const saved = await register(
        db,
        userId,
        'exam',
        {
          name: 'Kim Min-jun',
          country: 'KR',
          mailbox: 'minjun.kim@example.kr',
          subject,
          permitNumber: 'KR-2026-0042',
          registrationDate: '2026-11-02',
          code: await issueRegistrationCode(db, subject, now),
        },
        now,
      );
      if (typeof saved === 'string') throw new Error(`provider state: registration ${saved}`);
      return { registrationId: saved.id };
    },
  },
  'a partner left a chat message for head office': {
    makes: `${WAITING} with one chat message to head office.`,
    setup: async (db, _params, now) => {
      const userId = await applicant(db, now);
      const body = 'Could you send the price list for the S5800 series?';
      await addChatMessage(db, { userId, body, lang: 'en', now: now });
      return {};
    },
  },
};
