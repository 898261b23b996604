import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { emailCodes, type CodePurpose } from '../db/schema/index';
import {
  CODE_DIGITS,
  CODE_MAX_ATTEMPTS,
  CODE_SECONDS,
  SEND_CODE_COOLDOWN_SECONDS,
} from './settings';
import { sha256 } from './tokens';

export type IssueResult = { ok: true; code: string } | { ok: false; secondsLeft: number };

export type CheckResult = 'ok' | 'wrong' | 'expired' | 'missing' | 'tooManyAttempts';

function hashCode(email: string, purpose: CodePurpose, code: string): string {
  return sha256(`${purpose}:${email}:${code}`);
}

/** A new random code of {@link CODE_DIGITS} digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/**
 * Issues a new code for (address, purpose), replacing the previous one, unless a code went out
 * less than 60 s ago. One statement decides, so two requests at the same moment cannot both
 * send. `code` is random unless given (provider states of the pact need a known one).
 */
export async function issueCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  now: Date,
  code: string = newCode(),
): Promise<IssueResult> {
  const values = {
    email,
    purpose,
    codeHash: hashCode(email, purpose, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
    attempts: 0,
    consumedAt: null,
  };
  const cooledDown = new Date(now.getTime() - SEND_CODE_COOLDOWN_SECONDS * 1000);
  const written = await db
    .insert(emailCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [emailCodes.email, emailCodes.purpose],
      set: values,
      setWhere: lte(emailCodes.sentAt, cooledDown),
    })
    .returning({ email: emailCodes.email });
  if (written.length > 0) return { ok: true, code };
  const [current] = await db
    .select({ sentAt: emailCodes.sentAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
  const elapsed = current ? (now.getTime() - current.sentAt.getTime()) / 1000 : 0;
  return { ok: false, secondsLeft: Math.max(1, Math.ceil(SEND_CODE_COOLDOWN_SECONDS - elapsed)) };
}

/**
 * Checks a typed code. A wrong guess is counted; after {@link CODE_MAX_ATTEMPTS} the code is
 * dead. With `consume`, a right code is used up in the same statement that checks it is still
 * unused, so it works once.
 */
export async function checkCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  typed: string,
  now: Date,
  { consume }: { consume: boolean },
): Promise<CheckResult> {
  const where = and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose));
  const [row] = await db.select().from(emailCodes).where(where);
  if (!row || row.consumedAt) return 'missing';
  if (row.attempts >= CODE_MAX_ATTEMPTS) return 'tooManyAttempts';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(email, purpose, typed.trim()), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(where);
    return 'wrong';
  }
  if (!consume) return 'ok';
  const used = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(where, eq(emailCodes.codeHash, row.codeHash), isNull(emailCodes.consumedAt)))
    .returning({ email: emailCodes.email });
  return used.length > 0 ? 'ok' : 'missing';
}

/** Whether a live, unused code exists for (address, purpose). */
export async function hasLiveCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
  return (
    !!row &&
    !row.consumedAt &&
    row.attempts < CODE_MAX_ATTEMPTS &&
    row.expiresAt.getTime() > now.getTime()
  );
}
