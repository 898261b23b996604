/**
 * What the database no longer needs, removed at start and then every hour by each server
 * process (docs/server.md): counts of rate limits whose window has passed,
 * sessions that ended more than a month ago, and drafts past their grace period.
 */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from './db/client';
import { rateLimitHits, sessions } from './db/schema/index';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './security/settings';
import { removeOldDrafts } from './drafts/drafts';

/** How long an ended session is kept: a token that old is answered "log in", not "expired". */
export const ENDED_SESSION_DAYS = 30;

/** How often each server process sweeps. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * How often a process on PGlite looks for tables to vacuum (`Database.vacuum`): PostgreSQL's
 * autovacuum looks every minute too.
 */
export const VACUUM_INTERVAL_MS = 60 * 1000;

export interface SweepResult {
  rateLimitHits: number;
  sessions: number;
  drafts: number;
}

/** The longest window of any rate limit: counts older than that no longer count. */
export function longestWindowSeconds(limits: RateLimits): number {
  const names = Object.keys(limits) as (keyof RateLimits)[];
  return Math.max(...names.map((name) => limits[name].windowSeconds));
}

/** Removes what has run out by `now`; answers how many rows of each kind went. */
export async function sweep(
  db: Db,
  now: Date,
  limits: RateLimits = DEFAULT_RATE_LIMITS,
): Promise<SweepResult> {
  const longestWindow = longestWindowSeconds(limits);
  const hits = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.at, new Date(now.getTime() - longestWindow * 1000)))
    .returning({ id: rateLimitHits.id });
  const endedBefore = new Date(now.getTime() - ENDED_SESSION_DAYS * 86_400_000);
  const ended = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, endedBefore),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, endedBefore)),
      ),
    )
    .returning({ id: sessions.id });
  return {
    rateLimitHits: hits.length,
    sessions: ended.length,
    drafts: await removeOldDrafts(db, now),
  };
}
