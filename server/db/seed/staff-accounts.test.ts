import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PERMISSIONS } from '../../../contract/backoffice';
import { verifyPassword } from '../../security/passwords';
import type { Database } from '../client';
import { users } from '../schema/index';
import { openTestDatabase } from '../testing';
import { suiteClock } from '../../testing-clock';
import { DEMO_PASSWORD, DEMO_STAFF_ACCOUNTS, seedAccounts } from './accounts';

let database: Database;

beforeAll(async () => {
  // The test database was seeded on loopback, so it has the demo logins.
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const usernames = DEMO_STAFF_ACCOUNTS.map((a) => a.username);
const staffRows = () => database.db.select().from(users).where(inArray(users.username, usernames));

describe('demo back-office logins', () => {
  it('are seeded with the published password: one with every permission, one for orders', async () => {
    const rows = await staffRows();
    expect(rows).toHaveLength(2);
    const [all, orders] = usernames.map((name) => rows.find((row) => row.username === name));
    expect(all?.permissions).toEqual(['*:*:*']);
    expect(orders?.permissions).toEqual([...ORDER_PERMISSIONS]);
    for (const row of rows) {
      expect(row.partnerType).toBeNull();
      expect(await verifyPassword(DEMO_PASSWORD, row.passwordHash)).toBe(true);
    }
  });

  it('are added to a database seeded before they existed', async () => {
    await database.db.delete(users).where(inArray(users.username, usernames));
    await seedAccounts(database.db, suiteClock(), true);
    expect(await staffRows()).toHaveLength(2);
  });

  it('are locked while the demo accounts are off', async () => {
    await seedAccounts(database.db, suiteClock(), false);
    for (const row of await staffRows()) {
      expect(await verifyPassword(DEMO_PASSWORD, row.passwordHash), row.username).toBe(false);
    }
  });
});
