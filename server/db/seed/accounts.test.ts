import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { Database } from '../client';
import { sessions, users } from '../schema/index';
import { openTestDatabase } from '../testing';
import { suiteClock } from '../../testing-clock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, lockDemoAccounts, seedAccounts } from './accounts';

let database: Database;

beforeAll(async () => {
  // The test database was seeded on loopback, so it has the demo accounts.
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function demoRows() {
  const rows = await database.db.select().from(users);
  return rows.filter((row) => DEMO_ACCOUNTS.some((a) => a.username === row.username));
}

describe('demo accounts turned off', () => {
  it('locks the ones a start on loopback left with the published password', async () => {
    const before = await demoRows();
    expect(before).toHaveLength(DEMO_ACCOUNTS.length);
    const [first] = before;
    if (!first) throw new Error('no demo account');
    await database.db.insert(sessions).values({
      userId: first.id,
      tokenHash: 'a'.repeat(64),
      createdAt: suiteClock(),
      expiresAt: new Date(suiteClock().getTime() + 3_600_000),
    });
    // One owner changed the password: that account is theirs and stays as it is.
    const [changed] = before.slice(-1);
    if (!changed) throw new Error('no demo account');
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Another-Password-2026') })
      .where(eq(users.id, changed.id));

    await seedAccounts(database.db, suiteClock(), false);

    for (const row of await demoRows()) {
      expect(await verifyPassword(DEMO_PASSWORD, row.passwordHash), row.username).toBe(false);
    }
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, first.id));
    expect(session?.revokedAt).toBeInstanceOf(Date);
    const [still] = await database.db.select().from(users).where(eq(users.id, changed.id));
    expect(await verifyPassword('Another-Password-2026', still?.passwordHash ?? '')).toBe(true);
    // Nothing left to lock: a second start changes nothing.
    expect(await lockDemoAccounts(database.db, suiteClock())).toBe(0);
  });
});
