import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
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
 * Counting and deciding are one call of `portal_reserve_hit` (migration 0022), which holds an
 * advisory lock on (bucket, key) until its transaction ends: two requests at the same moment, in
 * one process or in two, queue on the lock, and the second sees the first's hit. Without it both
 * would count the same hits and both pass at the limit. One round trip, where the same steps
 * sent one by one took six.
 */
export async function reserveHit(
  db: Db,
  bucket: string,
  key: string,
  limit: Limit,
  now: Date,
): Promise<Reservation> {
  const [row] = await rowsOf<{ hit_id: number | string | null; retry_after_seconds: number }>(
    db,
    sql`select hit_id, retry_after_seconds from portal_reserve_hit(${bucket}, ${keyOf(key)}, ${limit.max}, ${limit.windowSeconds}, ${now})`,
  );
  if (row === undefined) throw new Error('rate limit not reserved');
  return row.hit_id === null
    ? { allowed: false, retryAfterSeconds: row.retry_after_seconds }
    : { allowed: true, hitId: Number(row.hit_id) };
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
