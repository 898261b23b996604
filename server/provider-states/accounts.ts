import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partnerOfTier } from '../accounts/partner-tiers';
import {
  emailCodes,
  loginFailures,
  rateLimitHits,
  sessions,
  users,
  type CodePurpose,
} from '../db/schema/index';
import { issueCode } from '../security/codes';
import { hashPassword } from '../security/passwords';
import { REMEMBERED_SESSION_SECONDS } from '../security/settings';
import { hashToken, newToken } from '../security/tokens';
import { stateAccountAddress } from './addresses';
import {
  LOGIN_PARAMS,
  nothingToSetUp,
  param,
  SESSION_ANSWERS,
  type ProviderStates,
  type StateParams,
} from './types';

/** Removes every trace of an address: account, sessions, codes, failures and limits. */
async function forget(db: Db, address: string) {
  const username = stateAccountAddress(address);
  await db.delete(users).where(eq(users.username, username));
  await db.delete(emailCodes).where(eq(emailCodes.email, username));
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, username));
}

/** Who a state's account is; head-office staff have no partner type and no DCNet ID. */
export interface StateAccount {
  realname: string;
  company: string;
  country: string;
  telephone: string;
  roles: string[];
  permissions: string[];
  partnerType: string | null;
  dcnetId: string | null;
}

/** Who a state's account is: a direct project partner unless a state says otherwise. */
const DIRECT_PROJECT_PARTNER: StateAccount = {
  realname: 'Lucía García',
  company: 'Demo Direct Projects (DPP) S.L.',
  country: 'ES',
  telephone: '+34 612 345 678',
  ...partnerOfTier('DC-DPP'),
  dcnetId: 'DCN-DPP-1004',
};

/** An authorized after-sales service partner in Vietnam: no projects, the SN lookup. */
export const OVERSEAS_SERVICE_PARTNER: StateAccount = {
  realname: 'Trần Văn Hùng',
  company: 'Hanoi Smart Infrastructure Co., Ltd.',
  country: 'VN',
  telephone: '+84 24 3936 0820',
  ...partnerOfTier('DC-ASP'),
  dcnetId: 'DCN-ASP-2001',
};

/**
 * Hashes of the states' passwords, one per password for the life of the process: a slow hash
 * for every state would make a verification minutes long. Only the states' own accounts share
 * a salt this way.
 */
const passwordHashes = new Map<string, Promise<string>>();

export function stateHash(password: string): Promise<string> {
  const known = passwordHashes.get(password);
  if (known) return known;
  const hash = hashPassword(password);
  passwordHashes.set(password, hash);
  return hash;
}

/** A fresh account with this address and password (anything the address had is gone). */
async function account(
  db: Db,
  params: StateParams,
  now: Date,
  who: StateAccount = DIRECT_PROJECT_PARTNER,
) {
  const username = param(params, 'username');
  await forget(db, username);
  const [user] = await db
    .insert(users)
    .values({
      username,
      passwordHash: await stateHash(param(params, 'password')),
      website: 'https://www.example.com/',
      ...who,
      createdAt: now,
      passwordChangedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('account not created');
  return { username, userId: user.id };
}

/**
 * The account, logged in: a session opened as a login opens one, whose token the state answers
 * (`token`, read by the pact through `fromProviderState`). Cart states and the overseas service
 * partner build on it.
 */
export async function loggedIn(
  db: Db,
  params: StateParams,
  now: Date,
  who: StateAccount = DIRECT_PROJECT_PARTNER,
) {
  const { username, userId } = await account(db, params, now, who);
  const token = newToken();
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      remember: true,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REMEMBERED_SESSION_SECONDS * 1000),
    })
    .returning({ id: sessions.id });
  return { username, userId, sessionId: session?.id, token };
}

async function codeSent(db: Db, username: string, purpose: CodePurpose, now: Date, code?: string) {
  await db.delete(emailCodes).where(eq(emailCodes.email, username));
  const issued = await issueCode(db, username, purpose, now, code);
  if (!issued.ok) throw new Error('code not issued');
}

/** The parameters of an account that is not logged in. */
const ACCOUNT_PARAMS = { username: LOGIN_PARAMS.username, password: LOGIN_PARAMS.password };
const PARTNER = 'a direct project partner (DC-DPP) in Spain';

/**
 * Accounts, sessions and e-mailed codes. Parameters carry the address, password, token and code
 * the consumer used, so the same names serve many interactions.
 */
export const accountStates: ProviderStates = {
  'nobody is logged in': {
    makes: 'Nothing: the calls are made without a token.',
    setup: nothingToSetUp,
  },
  'a partner account exists': {
    params: ACCOUNT_PARAMS,
    makes: `The account of ${PARTNER}, made afresh (whatever the address had is removed first).`,
    setup: async (db, params, now) => {
      await account(db, params, now);
      return {};
    },
  },
  'a partner is logged in': {
    params: LOGIN_PARAMS,
    makes: `The account of ${PARTNER}, made afresh, with a remembered session.`,
    answers: SESSION_ANSWERS,
    setup: async (db, params, now) => {
      const { token } = await loggedIn(db, params, now);
      return { token };
    },
  },
  'a partner logged out': {
    params: LOGIN_PARAMS,
    makes: `The account of ${PARTNER}, whose session was ended by a logout.`,
    answers: { token: 'the token of the session the logout ended' },
    setup: async (db, params, now) => {
      const { sessionId, token } = await loggedIn(db, params, now);
      if (sessionId) {
        await db
          .update(sessions)
          .set({ revokedAt: now, revokeReason: 'logout' })
          .where(eq(sessions.id, sessionId));
      }
      return { token };
    },
  },
  'a partner must verify the login with an e-mailed code': {
    params: { ...ACCOUNT_PARAMS, verifyCode: 'the login code e-mailed to the address' },
    makes: `The account of ${PARTNER} after three failed logins, with the login code e-mailed.`,
    setup: async (db, params, now) => {
      const { username } = await account(db, params, now);
      await db.insert(loginFailures).values({ username, failures: 3, lastFailureAt: now });
      await codeSent(db, username, 'login', now, param(params, 'verifyCode'));
      return {};
    },
  },
  'a partner has failed to log in twice': {
    params: ACCOUNT_PARAMS,
    makes: `The account of ${PARTNER} after two failed logins: the next failure asks for a code.`,
    setup: async (db, params, now) => {
      const { username } = await account(db, params, now);
      await db.insert(loginFailures).values({ username, failures: 2, lastFailureAt: now });
      return {};
    },
  },
  'no account uses the address': {
    params: { username: 'an e-mail address, "pact.…@example.com"' },
    makes: 'No account, code, failed login or rate-limit count for the address.',
    setup: async (db, params) => {
      await forget(db, param(params, 'username'));
      return {};
    },
  },
  'a sign-up code was e-mailed': {
    params: { username: 'an address without an account', code: 'the sign-up code sent to it' },
    makes: 'No account for the address, and the sign-up code e-mailed to it just now.',
    setup: async (db, params, now) => {
      const username = param(params, 'username');
      await forget(db, username);
      await codeSent(db, username, 'register', now, param(params, 'code'));
      return {};
    },
  },
  'a sign-up code was e-mailed moments ago': {
    params: { username: 'an address without an account' },
    makes:
      'No account for the address, and a sign-up code sent moments ago (too soon for another).',
    setup: async (db, params, now) => {
      const username = param(params, 'username');
      await forget(db, username);
      await codeSent(db, username, 'register', now);
      return {};
    },
  },
  'a password reset code was e-mailed': {
    params: { ...ACCOUNT_PARAMS, code: 'the password-reset code e-mailed to the address' },
    makes: `The account of ${PARTNER}, which asked for a password reset: the code was e-mailed.`,
    setup: async (db, params, now) => {
      const { username } = await account(db, params, now);
      await codeSent(db, username, 'reset', now, param(params, 'code'));
      return {};
    },
  },
};
