import { initServer } from '@ts-rest/fastify';
import { and, eq, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  FORGET_PASSWORD_STEPS,
  type LoginFailureData,
  type LoginResult,
} from '../../contract/auth';
import { CODE_FAIL } from '../../contract/common';
import { contract } from '../../contract/index';
import type { LangCode } from '../../i18n/languages';
import { requireAuth, toUserInfo, type UserRow } from '../auth';
import type { Db } from '../db/client';
import { countries, loginFailures, sessions, users, type CodePurpose } from '../db/schema/index';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { fail, ok } from '../reply';
import { checkCode, hasLiveCode, issueCode, type IssueResult } from '../security/codes';
import { normalizeEmail } from '../security/input';
import {
  burnPasswordCheck,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  newPasswordProblem,
  verifyPassword,
} from '../security/passwords';
import { isTelephoneValid } from '../security/phone';
import { takeHits } from '../security/rate-limit';
import type { AccountServices } from '../security/services';
import {
  CODE_SECONDS,
  FAILED_LOGIN_WINDOW_SECONDS,
  FAILED_LOGINS_BEFORE_VERIFY,
  REMEMBERED_SESSION_SECONDS,
  SESSION_SECONDS,
} from '../security/settings';
import { hashToken, newToken } from '../security/tokens';

const s = initServer();

/** A refused login; `needVerify` tells the client to show the verification-code field. */
function loginRefused(msg: string, data: LoginFailureData) {
  return { status: 200 as const, body: { code: CODE_FAIL as typeof CODE_FAIL, msg, data } };
}

/** The `msg` refusing a new password, or null when it is acceptable. */
export function passwordMessage(password: string, lang: LangCode): string | null {
  const problem = newPasswordProblem(password);
  const msg = messages(lang);
  if (problem === 'tooShort') return msg.passwordTooShort({ min: MIN_PASSWORD_LENGTH });
  if (problem === 'tooLong') return msg.passwordTooLong({ max: MAX_PASSWORD_LENGTH });
  return null;
}

/** The `msg` refusing a country and telephone pair, or null when both are acceptable. */
export async function contactMessage(
  db: Db,
  country: string,
  telephone: string,
  lang: LangCode,
): Promise<string | null> {
  const [known] = await db
    .select({ code: countries.countryCode })
    .from(countries)
    .where(eq(countries.countryCode, country.toUpperCase()));
  if (!known) return messages(lang).countryUnknown();
  if (!isTelephoneValid(telephone, country)) return messages(lang).telephoneInvalid();
  return null;
}

function clientOf(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: (typeof agent === 'string' ? agent : '').slice(0, 512) };
}

/** Issues a code for (address, purpose) and e-mails it in the caller's language. */
async function sendCode(
  services: AccountServices,
  email: string,
  purpose: CodePurpose,
  lang: LangCode,
): Promise<IssueResult> {
  const { db, mailer } = services;
  const now = services.now();
  const issued = await issueCode(db, email, purpose, now);
  if (issued.ok) {
    const msg = messages(lang);
    const subject = {
      register: msg.mailSubjectRegister(),
      reset: msg.mailSubjectReset(),
      login: msg.mailSubjectLogin(),
    }[purpose];
    const text = msg.mailCodeBody({ code: issued.code, minutes: CODE_SECONDS / 60 });
    await mailer.send(db, { to: email, subject, text }, now);
  }
  return issued;
}

async function findUser(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.username, email));
  return user;
}

/** Revokes every live session of a user (password change or reset). */
async function revokeSessions(db: Db, userId: number, reason: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

interface LoginInput {
  username: string;
  password: string;
  logIp: 0 | 1;
  verifyCode?: string | undefined;
}

/** The per-IP and per-address limits of each counted action (docs/decisions/032-abuse-limits.md). */
const LIMITED_ACTIONS = {
  login: { perIp: 'loginPerIp', perAddress: 'loginPerAddress' },
  register: { perIp: 'registerPerIp', perAddress: 'registerPerAddress' },
  sendcode: { perIp: 'sendCodePerIp', perAddress: 'sendCodePerAddress' },
} as const;

/** Counts one attempt from the IP and for the address; false once either is over its limit. */
async function withinLimits(
  services: AccountServices,
  action: keyof typeof LIMITED_ACTIONS,
  ip: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const { perIp, perAddress } = LIMITED_ACTIONS[action];
  const { allowed } = await takeHits(
    services.db,
    [
      { bucket: `${action}-ip`, key: ip, limit: services.limits[perIp] },
      { bucket: `${action}-address`, key: email, limit: services.limits[perAddress] },
    ],
    now,
  );
  return allowed;
}

/**
 * The login of both login calls (docs/decisions/030-passwords-and-sessions.md and
 * 032-abuse-limits.md): limits per address and IP, then, once three logins for the address
 * have failed within an hour, a code e-mailed to the address is needed as well.
 */
async function logIn(services: AccountServices, request: FastifyRequest, form: LoginInput) {
  const { db } = services;
  const lang = requestLang(request);
  const msg = messages(lang);
  const now = services.now();
  const email = normalizeEmail(form.username);
  if (!email) return loginRefused(msg.loginFailed(), { needVerify: false });

  if (!(await withinLimits(services, 'login', request.ip, email, now))) {
    return fail(msg.tooManyRequests());
  }

  const windowStart = new Date(now.getTime() - FAILED_LOGIN_WINDOW_SECONDS * 1000);
  const [failures] = await db.select().from(loginFailures).where(eq(loginFailures.username, email));
  const needVerify =
    !!failures &&
    failures.failures >= FAILED_LOGINS_BEFORE_VERIFY &&
    failures.lastFailureAt.getTime() > windowStart.getTime();
  const user = await findUser(db, email);

  /** Makes sure the owner has a live login code (a new one once the last expired). */
  const offerCode = async () => {
    if (user && !(await hasLiveCode(db, email, 'login', now))) {
      await sendCode(services, email, 'login', lang);
    }
  };

  if (needVerify) {
    if (!form.verifyCode) {
      await offerCode();
      return loginRefused(msg.loginNeedsVerify(), { needVerify: true });
    }
    const checked = await checkCode(db, email, 'login', form.verifyCode, now, { consume: false });
    if (checked !== 'ok') {
      await offerCode();
      return loginRefused(msg.verifyCodeWrong(), { needVerify: true });
    }
  }

  let passwordOk = false;
  if (user) passwordOk = await verifyPassword(form.password, user.passwordHash);
  else await burnPasswordCheck(form.password);
  if (!user || !passwordOk) {
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
    if ((counted?.failures ?? 0) >= FAILED_LOGINS_BEFORE_VERIFY) {
      if (!needVerify) {
        await offerCode();
        return loginRefused(msg.loginNeedsVerify(), { needVerify: true });
      }
      return loginRefused(msg.loginFailed(), { needVerify: true });
    }
    return loginRefused(msg.loginFailed(), { needVerify: false });
  }

  if (needVerify && form.verifyCode) {
    const used = await checkCode(db, email, 'login', form.verifyCode, now, { consume: true });
    if (used !== 'ok') return loginRefused(msg.verifyCodeWrong(), { needVerify: true });
  }

  const token = newToken();
  const remember = form.logIp === 1;
  const lifetime = remember ? REMEMBERED_SESSION_SECONDS : SESSION_SECONDS;
  // The answer shows the previous login time, so it is read before this login is recorded.
  const result: LoginResult = { ...toUserInfo(user), token };
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      remember,
      ...clientOf(request),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetime * 1000),
    });
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    await tx.delete(loginFailures).where(eq(loginFailures.username, email));
  });
  return ok(lang, result, msg.loginOk());
}

/** Logging in and out, sign-up, e-mail codes and passwords. */
export function authRoutes(services: AccountServices) {
  const { db, limits } = services;

  return s.router(contract.auth, {
    login: ({ request, body }) => logIn(services, request, body),

    legacyLogin: async ({ request, body }) => {
      const answer = await logIn(services, request, { ...body, logIp: 0 });
      // The legacy answer has no needVerify; the message still says what to do.
      return answer.body.code === CODE_FAIL ? fail(answer.body.msg) : answer;
    },

    logout: async ({ request }) => {
      const { session } = requireAuth(request);
      await db
        .update(sessions)
        .set({ revokedAt: services.now(), revokeReason: 'logout' })
        .where(eq(sessions.id, session.id));
      const lang = requestLang(request);
      return ok(lang, null, messages(lang).logoutOk());
    },

    register: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang);
      const now = services.now();
      const email = normalizeEmail(body.username);
      if (!email) return fail(msg.invalidRequest({ detail: 'username' }));
      if (!(await withinLimits(services, 'register', request.ip, email, now))) {
        return fail(msg.tooManyRequests());
      }
      const problem =
        passwordMessage(body.password, lang) ??
        (await contactMessage(db, body.country, body.telephone, lang));
      if (problem) return fail(problem);
      if (await findUser(db, email)) return fail(msg.emailTaken());

      const passwordHash = await hashPassword(body.password);
      const outcome = await db
        .transaction(async (tx) => {
          const checked = await checkCode(tx, email, 'register', body.code, now, { consume: true });
          if (checked !== 'ok') return 'badCode' as const;
          const created = await tx
            .insert(users)
            .values({
              username: email,
              passwordHash,
              realname: body.realname,
              company: body.company,
              country: body.country.toUpperCase(),
              telephone: body.telephone,
              website: body.website ?? '',
              address: body.address ?? '',
              createdAt: now,
              passwordChangedAt: now,
            })
            .onConflictDoNothing({ target: users.username })
            .returning({ id: users.id });
          // Signed up by a parallel request since the check above: keep the code unused.
          if (created.length === 0) tx.rollback();
          return 'created' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return 'taken' as const;
          throw error;
        });
      if (outcome === 'badCode') return fail(msg.verifyCodeWrong());
      if (outcome === 'taken') return fail(msg.emailTaken());
      return ok(lang, null, msg.registerOk());
    },

    sendCode: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang);
      const email = normalizeEmail(body.username);
      if (!email) return fail(msg.invalidRequest({ detail: 'username' }));
      if (!(await withinLimits(services, 'sendcode', request.ip, email, services.now()))) {
        return fail(msg.tooManyRequests());
      }
      if (await findUser(db, email)) return fail(msg.emailTaken());
      const issued = await sendCode(services, email, 'register', lang);
      if (!issued.ok) return fail(msg.codeCooldown({ seconds: issued.secondsLeft }));
      return ok(lang, null, msg.codeSent({ email }));
    },

    checkEmail: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang);
      const email = normalizeEmail(body.username);
      if (!email) return fail(msg.invalidRequest({ detail: 'username' }));
      const limited = await takeHits(
        db,
        [{ bucket: 'checkemail-ip', key: request.ip, limit: limits.checkEmailPerIp }],
        services.now(),
      );
      if (!limited.allowed) return fail(msg.tooManyRequests());
      if (await findUser(db, email)) return fail(msg.emailTaken());
      return ok(lang, null, msg.emailAvailable());
    },

    forgetPassword: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang);
      const now = services.now();
      const email = normalizeEmail(body.username);
      if (!email) return fail(msg.invalidRequest({ detail: 'username' }));

      if (body.step === FORGET_PASSWORD_STEPS.sendCode) {
        if (!(await withinLimits(services, 'sendcode', request.ip, email, now))) {
          return fail(msg.tooManyRequests());
        }
        if (!(await findUser(db, email))) return fail(msg.emailUnknown());
        const issued = await sendCode(services, email, 'reset', lang);
        if (!issued.ok) return fail(msg.codeCooldown({ seconds: issued.secondsLeft }));
        return ok(lang, null, msg.codeSent({ email }));
      }

      if (body.step === FORGET_PASSWORD_STEPS.verifyCode) {
        const checked = await checkCode(db, email, 'reset', body.code, now, { consume: false });
        if (checked !== 'ok') return fail(msg.verifyCodeWrong());
        return ok(lang, null, msg.codeVerified());
      }

      const problem = passwordMessage(body.password, lang);
      if (problem) return fail(problem);
      const passwordHash = await hashPassword(body.password);
      const done = await db.transaction(async (tx) => {
        const checked = await checkCode(tx, email, 'reset', body.code, now, { consume: true });
        if (checked !== 'ok') return false;
        const [user] = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now })
          .where(eq(users.username, email))
          .returning({ id: users.id });
        if (!user) return false;
        await revokeSessions(tx, user.id, 'reset', now);
        await tx.delete(loginFailures).where(eq(loginFailures.username, email));
        return true;
      });
      if (!done) return fail(msg.verifyCodeWrong());
      return ok(lang, null, msg.passwordResetOk());
    },

    changePassword: async ({ request, body }) => {
      const lang = requestLang(request);
      const msg = messages(lang);
      const now = services.now();
      const { user } = requireAuth(request);
      const limited = await takeHits(
        db,
        [{ bucket: 'changepassword-user', key: String(user.id), limit: limits.loginPerAddress }],
        now,
      );
      if (!limited.allowed) return fail(msg.tooManyRequests());
      if (!(await verifyPassword(body.old_password, user.passwordHash))) {
        return fail(msg.oldPasswordWrong());
      }
      if (body.new_password === body.old_password) return fail(msg.passwordUnchanged());
      const problem = passwordMessage(body.new_password, lang);
      if (problem) return fail(problem);
      const passwordHash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now })
          .where(eq(users.id, user.id));
        await revokeSessions(tx, user.id, 'password', now);
      });
      return ok(lang, null, msg.passwordChangedOk());
    },
  });
}
