import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../db/client';
import { emailCodes, type CodePurpose } from '../db/schema/index';
import {
  CODE_DIGITS,
  CODE_MAX_ATTEMPTS,
  CODE_MAX_TOTAL_ATTEMPTS,
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
    guesses: {},
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
 * Checks a typed code from `source` (the caller's address). A wrong guess is counted for that
 * source and in all. A source's {@link CODE_MAX_ATTEMPTS} wrong guesses end the code for that
 * source only: someone else's guesses never kill the owner's fresh code (the lock-out of
 * record 072). {@link CODE_MAX_TOTAL_ATTEMPTS} wrong guesses from all sources end it for
 * everyone, so guessing from many addresses stays bounded too. With `consume`, a right code
 * is used up by the same check, so it works once.
 *
 * One UPDATE decides: it takes the row only while the code is live, unused and has guesses
 * left for this source and in all, counts a wrong guess and uses up a right one, and answers
 * which it was. Guesses sent at the same moment queue on the row's lock and each sees the ones
 * before it.
 */
export async function checkCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  typed: string,
  now: Date,
  { consume, source }: { consume: boolean; source: string },
): Promise<CheckResult> {
  const where = and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose));
  // Hashes are compared, so how long the comparison takes says nothing about the code.
  const typedHash = hashCode(email, purpose, typed.trim());
  const right = sql`${emailCodes.codeHash} = ${typedHash}`;
  const wrong = sql`CASE WHEN ${right} THEN 0 ELSE 1 END`;
  const bySource = sql`coalesce((${emailCodes.guesses} ->> ${source})::int, 0)`;
  const [checked] = await db
    .update(emailCodes)
    .set({
      attempts: sql`${emailCodes.attempts} + ${wrong}`,
      guesses: sql`jsonb_set(${emailCodes.guesses}, array[${source}]::text[], to_jsonb(${bySource} + ${wrong}))`,
      ...(consume
        ? { consumedAt: sql`CASE WHEN ${right} THEN ${now.toISOString()}::timestamptz END` }
        : {}),
    })
    .where(
      and(
        where,
        isNull(emailCodes.consumedAt),
        lt(emailCodes.attempts, CODE_MAX_TOTAL_ATTEMPTS),
        sql`${bySource} < ${CODE_MAX_ATTEMPTS}`,
        gt(emailCodes.expiresAt, now),
      ),
    )
    .returning({ right: sql<boolean>`${right}` });
  if (checked) return checked.right ? 'ok' : 'wrong';
  // Nothing was weighed; say why, for the caller's message.
  const [row] = await db.select().from(emailCodes).where(where);
  if (!row || row.consumedAt) return 'missing';
  if (row.attempts >= CODE_MAX_TOTAL_ATTEMPTS || (row.guesses[source] ?? 0) >= CODE_MAX_ATTEMPTS) {
    return 'tooManyAttempts';
  }
  return 'expired';
}

/**
 * Whether a live, unused code exists for (address, purpose) that `source` may still try: one
 * whose wrong guesses from that source (and in all) have not used up its tries.
 */
export async function hasLiveCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  now: Date,
  source: string,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
  return (
    !!row &&
    !row.consumedAt &&
    row.attempts < CODE_MAX_TOTAL_ATTEMPTS &&
    (row.guesses[source] ?? 0) < CODE_MAX_ATTEMPTS &&
    row.expiresAt.getTime() > now.getTime()
  );
}
