import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import {
  emailCodes,
  loginFailures,
  rateLimitHits,
  sessions,
  users,
  type CodePurpose,
} from '../../../server/db/schema/index';
import { issueCode } from '../../../server/security/codes';
import { hashPassword } from '../../../server/security/passwords';
import { REMEMBERED_SESSION_SECONDS } from '../../../server/security/settings';
import { hashToken } from '../../../server/security/tokens';
import { param, type StateHandlers, type StateParams } from './types';

/** Removes every trace of an address: account, sessions, codes, failures and limits. */
async function forget(db: Db, username: string) {
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
  roles: ['partner', 'DC-DPP'],
  permissions: ['project:register'],
  partnerType: 'DC-DPP',
  dcnetId: 'DCN-DPP-1004',
};

/** An authorized after-sales service partner in Vietnam: no projects, the SN lookup. */
export const OVERSEAS_SERVICE_PARTNER: StateAccount = {
  realname: 'Trần Văn Hùng',
  company: 'Hanoi Smart Infrastructure Co., Ltd.',
  country: 'VN',
  telephone: '+84 24 3936 0820',
  roles: ['partner', 'DC-ASP'],
  permissions: ['sn:query'],
  partnerType: 'DC-ASP',
  dcnetId: 'DCN-ASP-2001',
};

/** A fresh account with this address and password (anything the address had is gone). */
async function account(db: Db, params: StateParams, who: StateAccount = DIRECT_PROJECT_PARTNER) {
  const username = param(params, 'username');
  await forget(db, username);
  const [user] = await db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(param(params, 'password')),
      website: 'https://www.example.com/',
      ...who,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('account not created');
  return { username, userId: user.id };
}

/**
 * The account, logged in with the given token (no other session uses that token); cart states
 * and the overseas service partner build on it.
 */
export async function loggedIn(
  db: Db,
  params: StateParams,
  who: StateAccount = DIRECT_PROJECT_PARTNER,
) {
  const { username, userId } = await account(db, params, who);
  const tokenHash = hashToken(param(params, 'token'));
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  const now = new Date();
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash,
      remember: true,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REMEMBERED_SESSION_SECONDS * 1000),
    })
    .returning({ id: sessions.id });
  return { username, userId, sessionId: session?.id };
}

async function codeSent(db: Db, username: string, purpose: CodePurpose, code?: string) {
  await db.delete(emailCodes).where(eq(emailCodes.email, username));
  const issued = await issueCode(db, username, purpose, new Date(), code);
  if (!issued.ok) throw new Error('code not issued');
}

/**
 * Accounts, sessions and e-mailed codes. Parameters carry the address, password, token and code
 * the consumer used, so the same names serve many interactions.
 */
export const accountStates: StateHandlers = ({ db }) => ({
  /** Calls made without a token; nothing to prepare. */
  'nobody is logged in': () => Promise.resolve({}),
  /** `{ username, password }` */
  'a partner account exists': async (params?: StateParams) => {
    await account(db, params);
    return {};
  },
  /** `{ username, password, token }` */
  'a partner is logged in': async (params?: StateParams) => {
    await loggedIn(db, params);
    return {};
  },
  /** `{ username, password, token }`: the token was revoked by a logout. */
  'a partner logged out': async (params?: StateParams) => {
    const { sessionId } = await loggedIn(db, params);
    if (sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: 'logout' })
        .where(eq(sessions.id, sessionId));
    }
    return {};
  },
  /** `{ username, password, verifyCode }`: three logins failed; the code was e-mailed. */
  'a partner must verify the login with an e-mailed code': async (params?: StateParams) => {
    const { username } = await account(db, params);
    await db.insert(loginFailures).values({ username, failures: 3, lastFailureAt: new Date() });
    await codeSent(db, username, 'login', param(params, 'verifyCode'));
    return {};
  },
  /** `{ username, password }`: two logins failed; the next failure asks for a code. */
  'a partner has failed to log in twice': async (params?: StateParams) => {
    const { username } = await account(db, params);
    await db.insert(loginFailures).values({ username, failures: 2, lastFailureAt: new Date() });
    return {};
  },
  /** `{ username }` */
  'no account uses the address': async (params?: StateParams) => {
    await forget(db, param(params, 'username'));
    return {};
  },
  /** `{ username, code }`: a sign-up code went out to an address without an account. */
  'a sign-up code was e-mailed': async (params?: StateParams) => {
    const username = param(params, 'username');
    await forget(db, username);
    await codeSent(db, username, 'register', param(params, 'code'));
    return {};
  },
  /** `{ username }`: a sign-up code went out moments ago. */
  'a sign-up code was e-mailed moments ago': async (params?: StateParams) => {
    const username = param(params, 'username');
    await forget(db, username);
    await codeSent(db, username, 'register');
    return {};
  },
  /** `{ username, password, code }`: the account asked for a password reset. */
  'a password reset code was e-mailed': async (params?: StateParams) => {
    const { username } = await account(db, params);
    await codeSent(db, username, 'reset', param(params, 'code'));
    return {};
  },
});
