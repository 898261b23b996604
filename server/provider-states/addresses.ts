import { inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

/**
 * The addresses of the accounts provider states make. A state removes and makes accounts of
 * this shape only, so a database that real people or the demo logins use keeps theirs.
 */
const STATE_ACCOUNT = /^pact\.[a-z0-9.-]+@example\.com$/;

/** Whether an account is one that provider states made. */
export function isStateAccount(username: string): boolean {
  return STATE_ACCOUNT.test(username);
}

/** The address a state was given, refused unless it is one of the states' own. */
export function stateAccountAddress(username: string): string {
  if (!STATE_ACCOUNT.test(username)) {
    throw new Error(
      `provider state: "${username}" is not a provider-state account (pact.…@example.com); states touch no other account`,
    );
  }
  return username;
}

/**
 * Removes every account provider states made, with what those accounts own (sessions,
 * quotations, orders, applications, messages). The server does this when it starts without
 * provider states, so the pact's published tokens log nobody in there.
 */
export async function removeStateAccounts(db: Db): Promise<number> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(like(users.username, 'pact.%@example.com'));
  const ids = rows.filter((row) => STATE_ACCOUNT.test(row.username)).map((row) => row.id);
  if (ids.length > 0) await db.delete(users).where(inArray(users.id, ids));
  return ids.length;
}
