import { PactV4 } from '@pact-foundation/pact';
import { resolve } from 'node:path';
import { createApiClient } from '../../src/lib/api/client';

/** The names the pact file is published under; backend teams verify against these. */
export const CONSUMER = 'partner-portal-web';
export const PROVIDER = 'partner-portal-api';
/** PACT_DIR lets a second working copy write its pact elsewhere; the published one is pacts/. */
export const PACT_DIR = process.env.PACT_DIR ?? resolve(import.meta.dirname, '../../pacts');
export const PACT_FILE = resolve(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

/** One Pact per test file; interactions from every file are merged into the same pact file. */
export function createPact() {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

/** The portal's real client, pointed at the Pact mock server. */
export function clientFor(mockServerUrl: string, options: { lang?: string; token?: string } = {}) {
  return createApiClient({
    baseUrl: `${mockServerUrl}/prod-api`,
    getLang: () => options.lang ?? 'en',
    getToken: () => options.token ?? null,
  });
}
