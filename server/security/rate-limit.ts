import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema/index';
import type { Limit } from './settings';

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether `key` (an address or an IP) has used up its limit in `bucket`, without counting this
 * request; the window slides over the hits kept in the database, so every server process shares
 * it and tests can move the clock. Old hits are swept on the way.
 */
export async function checkLimit(
  db: Db,
  bucket: string,
  key: string,
  limit: Limit,
  now: Date,
): Promise<LimitResult> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  const where = and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key.slice(0, 254)));
  await db.delete(rateLimitHits).where(and(where, lte(rateLimitHits.at, since)));
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(and(where, gt(rateLimitHits.at, since)));
  if ((row?.n ?? 0) < limit.max) return { allowed: true };
  const [oldest] = await db
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(and(where, gt(rateLimitHits.at, since)))
    .orderBy(asc(rateLimitHits.at))
    .limit(1);
  const freeAt = (oldest?.at ?? now).getTime() + limit.windowSeconds * 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
  };
}

/** Counts one hit of `key` in `bucket`, for {@link checkLimit} to see. */
export async function recordHit(db: Db, bucket: string, key: string, now: Date): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket, key: key.slice(0, 254), at: now });
}

/**
 * Counts one request of `key` in `bucket` unless it is over its limit: a refused request is
 * not counted.
 */
export async function takeHit(
  db: Db,
  bucket: string,
  key: string,
  limit: Limit,
  now: Date,
): Promise<LimitResult> {
  const checked = await checkLimit(db, bucket, key, limit, now);
  if (checked.allowed) await recordHit(db, bucket, key, now);
  return checked;
}

/**
 * Takes one hit in each of several buckets, stopping at the first refusal (later buckets are
 * not counted then).
 */
export async function takeHits(
  db: Db,
  hits: { bucket: string; key: string; limit: Limit }[],
  now: Date,
): Promise<LimitResult> {
  for (const hit of hits) {
    const result = await takeHit(db, hit.bucket, hit.key, hit.limit, now);
    if (!result.allowed) return result;
  }
  return { allowed: true };
}
