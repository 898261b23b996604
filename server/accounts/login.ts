import { eq, sql } from 'drizzle-orm';
import type { LoginResult } from '../../contract/auth';
import type { LangCode } from '../../i18n/languages';
import { toUserInfo, type UserRow } from '../plugins/auth';
import type { Db } from '../db/client';
import { loginFailures, sessions, users } from '../db/schema/index';
import { checkCode, hasLiveCode } from '../security/codes';
import { normalizeEmail } from '../security/input';
import { burnPasswordCheck, verifyPassword } from '../security/passwords';
import { takeHit } from '../security/rate-limit';
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
  client: LoginClient;
  /** The account of the address; undefined when there is none (answered as a wrong password). */
  user: UserRow | undefined;
}

/**
 * What a login did: the session it opened, or why not; `needVerify` tells the client to show
 * the verification-code field.
 */
export type LoginOutcome =
  | { session: LoginResult }
  | { refused: 'loginFailed' | 'loginNeedsVerify' | 'verifyCodeWrong'; needVerify: boolean }
  | { refused: 'tooManyRequests' };

/** A refused login. */
function loginRefused(
  refused: 'loginFailed' | 'loginNeedsVerify' | 'verifyCodeWrong',
  needVerify: boolean,
): LoginOutcome {
  return { refused, needVerify };
}

/** The start of the window in which failed logins count. */
function failureWindowStart(now: Date): Date {
  return new Date(now.getTime() - FAILED_LOGIN_WINDOW_SECONDS * 1000);
}

/**
 * Reserves one of the password checks an address may have without an e-mailed code, before
 * the password is looked at, and answers its number (1 to {@link FAILED_LOGINS_BEFORE_VERIFY});
 * null when they are used up within the window, and the login needs the code first.
 *
 * One statement counts and decides: logins for one address at the same moment queue on its row
 * and each sees the reservations before it, so no more than three passwords are ever checked
 * without the code, however many guesses arrive at once. A reservation stands for a failure
 * until the login succeeds, which clears the row.
 */
async function reserveCheck(db: Db, email: string, now: Date): Promise<number | null> {
  const windowStart = sql`${failureWindowStart(now).toISOString()}::timestamptz`;
  const [reserved] = await db
    .insert(loginFailures)
    .values({ username: email, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.username,
      set: {
        failures: sql`CASE WHEN ${loginFailures.lastFailureAt} > ${windowStart} THEN ${loginFailures.failures} + 1 ELSE 1 END`,
        lastFailureAt: now,
      },
      setWhere: sql`${loginFailures.failures} < ${FAILED_LOGINS_BEFORE_VERIFY} OR ${loginFailures.lastFailureAt} <= ${windowStart}`,
    })
    .returning({ failures: loginFailures.failures });
  return reserved?.failures ?? null;
}

/** Counts a wrong password given with the right code; the code stays required. */
async function countFailure(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`${loginFailures.failures} + 1`, lastFailureAt: now })
    .where(eq(loginFailures.username, email));
}

/** Makes sure the owner of the address has a live login code (a new one once the last died). */
async function offerCode({ services, client, email, lang, now, user }: Attempt): Promise<void> {
  if (user && !(await hasLiveCode(services.db, email, 'login', now, client.ip))) {
    await sendCode(services, email, 'login', lang);
  }
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

/**
 * Opens a session for the user: a new token (stored as its hash), the login time, and the
 * failures of the address cleared. The answer shows the previous login time, so it is read
 * before this login is recorded.
 */
export async function startSession(
  db: Db,
  user: UserRow,
  client: LoginClient,
  remember: boolean,
  now: Date,
  lang: LangCode,
): Promise<LoginResult> {
  const token = newToken();
  const lifetime = remember ? REMEMBERED_SESSION_SECONDS : SESSION_SECONDS;
  // The login this one follows becomes the previous one, as every later answer tells it.
  const result: LoginResult = {
    ...toUserInfo({ ...user, previousLoginAt: user.lastLoginAt }),
    token,
  };
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      remember,
      ...client,
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetime * 1000),
    });
    // Head office's e-mails to the user go out in the language of the last login.
    await tx
      .update(users)
      .set({ previousLoginAt: users.lastLoginAt, lastLoginAt: now, lang })
      .where(eq(users.id, user.id));
    await tx.delete(loginFailures).where(eq(loginFailures.username, user.username));
  });
  return result;
}

/**
 * A login within the checks an address has without a code (reservation `slot`): the password
 * decides, and the wrong password that uses the last check e-mails a code and asks for it.
 */
async function logInWithPassword(
  attempt: Attempt,
  form: LoginInput,
  slot: number,
): Promise<LoginOutcome> {
  const { services, client, lang, now } = attempt;
  const user = await passwordHolder(attempt.user, form.password);
  if (user) {
    return { session: await startSession(services.db, user, client, form.logIp === 1, now, lang) };
  }
  if (slot < FAILED_LOGINS_BEFORE_VERIFY) return loginRefused('loginFailed', false);
  await offerCode(attempt);
  return loginRefused('loginNeedsVerify', true);
}

/**
 * A login once the address has used its checks: the e-mailed code is weighed first (each
 * wrong code counts against it), and only with the right code is the password tried. The code
 * is used up by the login it lets in; a right code with a wrong password keeps it.
 */
async function logInWithCode(attempt: Attempt, form: LoginInput): Promise<LoginOutcome> {
  const { services, client, email, lang, now } = attempt;
  const { db } = services;
  if (!form.verifyCode) {
    await offerCode(attempt);
    return loginRefused('loginNeedsVerify', true);
  }
  const source = client.ip;
  const checked = await checkCode(db, email, 'login', form.verifyCode, now, {
    consume: false,
    source,
  });
  if (checked !== 'ok') {
    await offerCode(attempt);
    return loginRefused('verifyCodeWrong', true);
  }
  const user = await passwordHolder(attempt.user, form.password);
  if (!user) {
    await countFailure(db, email, now);
    return loginRefused('loginFailed', true);
  }
  const used = await checkCode(db, email, 'login', form.verifyCode, now, { consume: true, source });
  if (used !== 'ok') return loginRefused('verifyCodeWrong', true);
  return { session: await startSession(db, user, client, form.logIp === 1, now, lang) };
}

/**
 * The login of both login calls (docs/accounts.md and
 * 072-atomic-limits-and-no-lock-out.md): a flood limit per IP, then up to three password checks
 * per address within an hour; after that a code e-mailed to the address is needed before a
 * password is tried. Nothing locks the address: its owner, with the password and the code,
 * always gets in.
 */
export async function logIn(
  services: AccountServices,
  client: LoginClient,
  form: LoginInput,
  lang: LangCode,
): Promise<LoginOutcome> {
  const now = services.now();
  const email = normalizeEmail(form.username);
  if (!email) return loginRefused('loginFailed', false);
  const { db, limits } = services;
  const fromIp = await takeHit(db, 'login-ip', client.ip, limits.loginPerIp, now);
  if (!fromIp.allowed) return { refused: 'tooManyRequests' };

  const user = await findUser(db, email);
  const attempt: Attempt = { services, client, email, lang, now, user };
  const slot = await reserveCheck(db, email, now);
  return slot === null ? logInWithCode(attempt, form) : logInWithPassword(attempt, form, slot);
}
