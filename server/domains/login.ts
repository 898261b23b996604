import { eq, sql } from 'drizzle-orm';
import type { LoginResult } from '../../contract/auth';
import { CODE_FAIL } from '../../contract/common';
import type { LangCode } from '../../i18n/languages';
import { toUserInfo, type UserRow } from '../auth';
import type { Db } from '../db/client';
import { loginFailures, sessions, users } from '../db/schema/index';
import { messages } from '../messages';
import { fail, ok } from '../reply';
import { checkCode, hasLiveCode } from '../security/codes';
import { normalizeEmail } from '../security/input';
import { burnPasswordCheck, verifyPassword } from '../security/passwords';
import { checkLimit, recordHit, takeHit } from '../security/rate-limit';
import type { AccountServices } from '../security/services';
import {
  FAILED_LOGIN_WINDOW_SECONDS,
  FAILED_LOGINS_BEFORE_VERIFY,
  REMEMBERED_SESSION_SECONDS,
  SESSION_SECONDS,
} from '../security/settings';
import { hashToken, newToken } from '../security/tokens';
import { findUser, sendCode } from './users';

/** What both login calls send. */
export interface LoginInput {
  username: string;
  password: string;
  logIp: 0 | 1;
  verifyCode?: string | undefined;
}

/** Where a login comes from; kept with the session. */
export interface LoginClient {
  ip: string;
  userAgent: string;
}

/** One login attempt for an address, as the steps below see it. */
interface Attempt {
  services: AccountServices;
  email: string;
  lang: LangCode;
  now: Date;
  /** The account of the address; undefined when there is none (answered as a wrong password). */
  user: UserRow | undefined;
  /** Whether an e-mailed code is needed before a password is even tried. */
  needVerify: boolean;
}

/** A refused login; `needVerify` tells the client to show the verification-code field. */
function loginRefused(msg: string, needVerify: boolean) {
  return {
    status: 200 as const,
    body: { code: CODE_FAIL as typeof CODE_FAIL, msg, data: { needVerify } },
  };
}

/** Where the wrong passwords of an address are counted against its limit. */
const FAILED_LOGINS = 'login-failures';

/**
 * The login limits: every attempt from the IP counts (a flood limit), but only wrong passwords
 * count for the address, so a person who logs in often is never locked out
 * (docs/decisions/058-login-limits-count-failures.md).
 */
async function loginAllowed(services: AccountServices, ip: string, email: string, now: Date) {
  const { db, limits } = services;
  const fromIp = await takeHit(db, 'login-ip', ip, limits.loginPerIp, now);
  if (!fromIp.allowed) return false;
  const forAddress = await checkLimit(db, FAILED_LOGINS, email, limits.failedLoginsPerAddress, now);
  return forAddress.allowed;
}

/** The start of the window in which failed logins count. */
function failureWindowStart(now: Date): Date {
  return new Date(now.getTime() - FAILED_LOGIN_WINDOW_SECONDS * 1000);
}

/** Whether the address has failed often enough, recently enough, to need an e-mailed code. */
async function verificationPending(db: Db, email: string, now: Date): Promise<boolean> {
  const [failures] = await db.select().from(loginFailures).where(eq(loginFailures.username, email));
  return (
    !!failures &&
    failures.failures >= FAILED_LOGINS_BEFORE_VERIFY &&
    failures.lastFailureAt.getTime() > failureWindowStart(now).getTime()
  );
}

/** Makes sure the owner of the address has a live login code (a new one once the last expired). */
async function offerCode({ services, email, lang, now, user }: Attempt): Promise<void> {
  if (user && !(await hasLiveCode(services.db, email, 'login', now))) {
    await sendCode(services, email, 'login', lang);
  }
}

/**
 * While verification is pending, a login needs the right code before its password is tried:
 * the refusal when it has none or a wrong one (a code is offered again), or null to go on.
 */
async function refuseWithoutCode(attempt: Attempt, verifyCode: string | undefined) {
  if (!attempt.needVerify) return null;
  const msg = messages(attempt.lang);
  if (!verifyCode) {
    await offerCode(attempt);
    return loginRefused(msg.loginNeedsVerify(), true);
  }
  const { services, email, now } = attempt;
  const checked = await checkCode(services.db, email, 'login', verifyCode, now, { consume: false });
  if (checked === 'ok') return null;
  await offerCode(attempt);
  return loginRefused(msg.verifyCodeWrong(), true);
}

/**
 * The account when the password is right, else null. An unknown address costs one password
 * check too, so timing does not tell which addresses exist.
 */
async function passwordHolder(user: UserRow | undefined, password: string) {
  if (!user) {
    await burnPasswordCheck(password);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

/** Counts a failed login for the address within the window; answers the count now. */
async function countFailure(db: Db, email: string, now: Date): Promise<number> {
  const windowStart = failureWindowStart(now);
  const [counted] = await db
    .insert(loginFailures)
    .values({ username: email, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.username,
      set: {
        failures: sql`CASE WHEN ${loginFailures.lastFailureAt} > ${windowStart.toISOString()}::timestamptz THEN ${loginFailures.failures} + 1 ELSE 1 END`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  return counted?.failures ?? 0;
}

/**
 * The refusal of a wrong password (or unknown address): the failure is counted, and the one
 * that reaches the threshold e-mails a code and asks for it.
 */
async function refuseWrongPassword(attempt: Attempt) {
  const msg = messages(attempt.lang);
  await recordHit(attempt.services.db, FAILED_LOGINS, attempt.email, attempt.now);
  const failures = await countFailure(attempt.services.db, attempt.email, attempt.now);
  if (failures < FAILED_LOGINS_BEFORE_VERIFY) return loginRefused(msg.loginFailed(), false);
  if (attempt.needVerify) return loginRefused(msg.loginFailed(), true);
  await offerCode(attempt);
  return loginRefused(msg.loginNeedsVerify(), true);
}

/** Uses up the login code, when one was needed; false when it no longer works. */
async function useCode(attempt: Attempt, verifyCode: string | undefined): Promise<boolean> {
  if (!attempt.needVerify || !verifyCode) return true;
  const { services, email, now } = attempt;
  const used = await checkCode(services.db, email, 'login', verifyCode, now, { consume: true });
  return used === 'ok';
}

/**
 * Opens a session for the user: a new token (stored as its hash), the login time, and the
 * failures of the address cleared. The answer shows the previous login time, so it is read
 * before this login is recorded.
 */
async function startSession(
  db: Db,
  user: UserRow,
  client: LoginClient,
  remember: boolean,
  now: Date,
): Promise<LoginResult> {
  const token = newToken();
  const lifetime = remember ? REMEMBERED_SESSION_SECONDS : SESSION_SECONDS;
  const result: LoginResult = { ...toUserInfo(user), token };
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      remember,
      ...client,
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetime * 1000),
    });
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    await tx.delete(loginFailures).where(eq(loginFailures.username, user.username));
  });
  return result;
}

/**
 * The login of both login calls (docs/decisions/030-passwords-and-sessions.md and
 * 032-abuse-limits.md): limits per IP and on wrong passwords per address, then, once three
 * logins for the address have failed within an hour, a code e-mailed to the address as well.
 */
export async function logIn(
  services: AccountServices,
  client: LoginClient,
  form: LoginInput,
  lang: LangCode,
) {
  const msg = messages(lang);
  const now = services.now();
  const email = normalizeEmail(form.username);
  if (!email) return loginRefused(msg.loginFailed(), false);
  if (!(await loginAllowed(services, client.ip, email, now))) return fail(msg.tooManyRequests());

  const attempt: Attempt = {
    services,
    email,
    lang,
    now,
    user: await findUser(services.db, email),
    needVerify: await verificationPending(services.db, email, now),
  };
  const withoutCode = await refuseWithoutCode(attempt, form.verifyCode);
  if (withoutCode) return withoutCode;
  const user = await passwordHolder(attempt.user, form.password);
  if (!user) return refuseWrongPassword(attempt);
  if (!(await useCode(attempt, form.verifyCode))) {
    return loginRefused(msg.verifyCodeWrong(), true);
  }
  const session = await startSession(services.db, user, client, form.logIp === 1, now);
  return ok(lang, session, msg.loginOk());
}
