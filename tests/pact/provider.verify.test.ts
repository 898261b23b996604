import { Verifier } from '@pact-foundation/pact';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from '../../server/db/testing';
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

describe('the reference server honours the published pact', () => {
  it('verifies every interaction', async () => {
    expect(existsSync(PACT_FILE), 'run the consumer tests first: npm run test:pact').toBe(true);
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: baseUrl,
      pactUrls: [PACT_FILE],
      stateHandlers: providerStates({ db: database.db, now: suiteClock }),
      requestFilter: restoreFormBodies,
      logLevel: 'warn',
    }).verifyProvider();
  });
});
