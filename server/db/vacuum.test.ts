import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { rateLimitHits } from './schema/index';
import { openTestDatabase } from './testing';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The table's dead rows as the statistics count them, flushed first. */
async function deadRows(): Promise<number> {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const result: unknown = await database.db.execute(
    sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'rate_limit_hits'`,
  );
  return (result as { rows: { dead: number }[] }).rows[0]?.dead ?? 0;
}

describe('Database.vacuum', () => {
  it('takes back the room of deleted rows on PGlite, which runs no autovacuum', async () => {
    const { db } = database;
    const at = new Date();
    await db
      .insert(rateLimitHits)
      .values(Array.from({ length: 400 }, (_, i) => ({ bucket: 'vacuum', key: String(i), at })));
    await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, 'vacuum'));
    const before = await deadRows();
    const vacuumed = await database.vacuum();
    if (database.kind === 'postgres') {
      // PostgreSQL's own autovacuum does it, when it decides to.
      expect(vacuumed).toEqual([]);
      return;
    }
    expect(before).toBeGreaterThanOrEqual(400);
    expect(vacuumed).toContain('public.rate_limit_hits');
    expect(await deadRows()).toBe(0);
    // Nothing left past the threshold: nothing to do.
    expect(await database.vacuum()).toEqual([]);
  });
});
