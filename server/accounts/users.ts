import { and, eq, isNull } from 'drizzle-orm';
import type { LangCode } from '../../i18n/languages';
import type { UserRow } from '../plugins/auth';
import type { Db } from '../db/client';
import { countries, sessions, users, type CodePurpose } from '../db/schema/index';
import { messages } from '../messages';
import { issueCode, type IssueResult } from '../security/codes';
import { isTelephoneValid } from '../security/phone';
import { takeHit } from '../security/rate-limit';
import type { AccountServices } from '../security/services';
import { CODE_SECONDS } from '../security/settings';

/** The user with this (normalised) e-mail address. */
export async function findUser(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.username, email));
  return user;
}

/** What refuses a country and telephone pair, or null when both are acceptable. */
export async function contactProblem(
  db: Db,
  country: string,
  telephone: string,
): Promise<'countryUnknown' | 'telephoneInvalid' | null> {
  const [known] = await db
    .select({ code: countries.countryCode })
    .from(countries)
    .where(eq(countries.countryCode, country.toUpperCase()));
  if (!known) return 'countryUnknown';
  if (!isTelephoneValid(telephone, country)) return 'telephoneInvalid';
  return null;
}

/** Issues a code for (address, purpose) and e-mails it in the caller's language. */
export async function sendCode(
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

/** Ends one session (logout); its token answers 90003 from now on. */
export async function endSession(db: Db, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: 'logout' })
    .where(eq(sessions.id, sessionId));
}

/** Revokes every live session of a user (password change or reset). */
export async function revokeSessions(db: Db, userId: number, reason: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * The per-IP limit of each counted action (docs/accounts.md). Nothing is
 * counted per address: anyone could use up an address's count and lock its owner out
 * (docs/decisions/072-atomic-limits-and-no-lock-out.md).
 */
const LIMITED_ACTIONS = {
  register: 'registerPerIp',
  sendcode: 'sendCodePerIp',
  codecheck: 'codeChecksPerIp',
} as const;

/** Counts one attempt from the IP; false once it is over its limit. */
export async function withinLimit(
  services: AccountServices,
  action: keyof typeof LIMITED_ACTIONS,
  ip: string,
  now: Date,
): Promise<boolean> {
  const limit = services.limits[LIMITED_ACTIONS[action]];
  const { allowed } = await takeHit(services.db, `${action}-ip`, ip, limit, now);
  return allowed;
}
