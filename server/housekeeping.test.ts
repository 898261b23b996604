import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { drafts, rateLimitHits, sessions, users } from './db/schema/index';
import { openTestDatabase } from './db/testing';
import { TEST_START_MS } from './testing-clock';
import { DEFAULT_RATE_LIMITS } from './security/settings';
import { ENDED_SESSION_DAYS, longestWindowSeconds, sweep } from './housekeeping';

// Two days after the suite's instant, at which its starting database was seeded.
const NOW = new Date(TEST_START_MS + 2 * 86_400_000);
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let database: Database;
let userId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({
      username: 'sweep@example.com',
      passwordHash: 'x',
      realname: 'Sweep',
      company: 'Sweep Ltd',
      country: 'DE',
      telephone: '+49 30 1234567',
      createdAt: NOW,
      passwordChangedAt: NOW,
    })
    .returning({ id: users.id });
  userId = user!.id;
});
afterAll(() => database.close());

describe('housekeeping', () => {
  it('removes what has run out and keeps what may still count', async () => {
    const db = database.db;
    const longest = longestWindowSeconds(DEFAULT_RATE_LIMITS);
    const hits = await db
      .insert(rateLimitHits)
      .values([
        { bucket: 'sweep', key: 'old', at: ago(longest * 1000 + 1000) },
        { bucket: 'sweep', key: 'recent', at: ago(longest * 1000 - 60_000) },
      ])
      .returning({ id: rateLimitHits.id, key: rateLimitHits.key });
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId,
      tokenHash,
      createdAt: ago(60 * DAY),
      expiresAt,
      revokedAt,
    });
    const month = ENDED_SESSION_DAYS * DAY;
    const made = await db
      .insert(sessions)
      .values([
        session('a'.repeat(64), ago(month + HOUR)),
        session('b'.repeat(64), ago(month - HOUR)),
        session('c'.repeat(64), new Date(NOW.getTime() + DAY), ago(month + HOUR)),
        session('d'.repeat(64), new Date(NOW.getTime() + DAY)),
      ])
      .returning({ id: sessions.id, tokenHash: sessions.tokenHash });
    const [draft] = await db
      .insert(drafts)
      .values({
        userId,
        type: 'project',
        content: {},
        validUntil: ago(365 * DAY),
        createdAt: ago(395 * DAY),
        updatedAt: ago(395 * DAY),
      })
      .returning({ id: drafts.id });

    expect(await sweep(db, NOW)).toEqual({ rateLimitHits: 1, sessions: 2, drafts: 1 });

    const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
    const leftHits = await db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(inArray(rateLimitHits.id, idsOf(hits)));
    expect(leftHits).toEqual([{ key: 'recent' }]);
    const leftSessions = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.id, idsOf(made)));
    expect(leftSessions.map((s) => s.tokenHash[0]).sort()).toEqual(['b', 'd']);
    expect(await db.select().from(drafts).where(eq(drafts.id, draft!.id))).toEqual([]);

    // A second sweep finds nothing more to remove.
    expect(await sweep(db, NOW)).toEqual({ rateLimitHits: 0, sessions: 0, drafts: 0 });
  });
});
