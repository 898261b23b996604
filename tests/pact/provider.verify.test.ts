import { Verifier } from '@pact-foundation/pact';
import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Database, Db } from '../../server/db/client';
import { openTestDatabase } from '../../server/db/testing';
import { configureTokens, DEFAULT_TOKEN_BYTES } from '../../server/security/tokens';
import { restoreFormBodies } from './form-bodies';
import { PACT_FILE, PROVIDER } from './pact-setup';
import { providerStates } from '../../server/provider-states/index';
import { suiteClock } from '../../server/testing-clock';

let database: Database;
let app: Awaited<ReturnType<typeof createApp>>;
let baseUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createApp({ db: database.db, now: suiteClock });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Verifies the published pact against a server listening at `url` on `db`. */
function verify(url: string, db: Db) {
  return new Verifier({
    provider: PROVIDER,
    providerBaseUrl: url,
    pactUrls: [PACT_FILE],
    stateHandlers: providerStates({ db, now: suiteClock }),
    requestFilter: restoreFormBodies,
    logLevel: 'warn',
  }).verifyProvider();
}

/**
 * Moves every id sequence of the database far from the ids the consumer tests used, as another
 * backend's ids would be.
 */
async function moveIds(db: Db, from: number) {
  await db.execute(sql`
    select setval(s.oid::regclass, ${from})
    from pg_class s
    where s.relkind = 'S' and s.relnamespace = 'public'::regnamespace`);
}

describe('the reference server honours the published pact', () => {
  it('verifies every interaction', async () => {
    expect(existsSync(PACT_FILE), 'run the consumer tests first: npm run test:pact').toBe(true);
    await verify(baseUrl, database.db);
  });

  it('verifies every interaction with ids and tokens unlike the examples', async () => {
    // A backend whose records are numbered from seven million and whose tokens are 86
    // characters long: the pact must take both from the provider states, not pin them.
    const other = await openTestDatabase();
    await moveIds(other.db, 7_000_000);
    configureTokens({ bytes: 64 });
    const server = await createApp({ db: other.db, now: suiteClock });
    try {
      await verify(await server.listen({ port: 0, host: '127.0.0.1' }), other.db);
    } finally {
      configureTokens({ bytes: DEFAULT_TOKEN_BYTES });
      await server.close();
      await other.close();
    }
  });
});
