import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema/index';
import type { Limit } from './settings';

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A request counted against a limit; `hitId` names its hit, so it can be handed back. */
export type Reservation =
  { allowed: true; hitId: number } | Exclude<LimitResult, { allowed: true }>;

/** Keys are cut to the column's length; an address is never longer. */
const keyOf = (key: string) => key.slice(0, 254);

/**
 * Counts one request of `key` in `bucket` unless it is over its limit, and answers the new
 * hit's id. The window slides over the hits kept in the database, so every server process
 * shares it and tests can move the clock.
 *
 * Counting and deciding are one transaction that holds an advisory lock on (bucket, key): two
 * requests at the same moment, in one process or in two, queue on the lock, and the second sees
 * the first's hit. Without it both would count the same hits and both pass at the limit.
 */
export async function reserveHit(
  db: Db,
  bucket: string,
  key: string,
  limit: Limit,
  now: Date,
): Promise<Reservation> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  const k = keyOf(key);
  const where = and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, k));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}), hashtext(${k}))`);
    await tx.delete(rateLimitHits).where(and(where, lte(rateLimitHits.at, since)));
    const [row] = await tx
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(where, gt(rateLimitHits.at, since)));
    if ((row?.n ?? 0) < limit.max) {
      const [hit] = await tx
        .insert(rateLimitHits)
        .values({ bucket, key: k, at: now })
        .returning({ id: rateLimitHits.id });
      if (!hit) throw new Error('rate limit hit not stored');
      return { allowed: true as const, hitId: hit.id };
    }
    const [oldest] = await tx
      .select({ at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(and(where, gt(rateLimitHits.at, since)))
      .orderBy(asc(rateLimitHits.at))
      .limit(1);
    const freeAt = (oldest?.at ?? now).getTime() + limit.windowSeconds * 1000;
    return {
      allowed: false as const,
      retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
    };
  });
}

/**
 * Hands reserved hits back: the request they stood for turned out not to count (a right
 * password, where only wrong ones are limited).
 */
export async function releaseHits(db: Db, hitIds: number[]): Promise<void> {
  if (hitIds.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, hitIds));
}

/**
 * Counts one request of `key` in `bucket` unless it is over its limit: a refused request is
 * not counted. See {@link reserveHit} for why two requests at once cannot both pass the limit.
 */
export async function takeHit(
  db: Db,
  bucket: string,
  key: string,
  limit: Limit,
  now: Date,
): Promise<LimitResult> {
  const reserved = await reserveHit(db, bucket, key, limit, now);
  return reserved.allowed ? { allowed: true } : reserved;
}
