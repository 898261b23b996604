/**
 * The published pact file as the verification-side checks read it: its interactions, with the
 * parts of each request those checks look at.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { PACT_FILE } from './pact-setup';

/** A generator of a request value; `ProviderState` ones read `expression` from a state. */
export interface PactGenerator {
  type: string;
  expression?: string;
}

export interface PactRequest {
  method: string;
  path: string;
  headers?: Record<string, string[]>;
  query?: Record<string, string[]>;
  body?: { content?: unknown; contentType?: string; encoded?: unknown };
  generators?: Record<string, Record<string, PactGenerator> | undefined>;
}

export interface PactInteraction {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: PactRequest;
}

/** The interactions of the pact the consumer tests wrote (they run before the verification). */
export function pactInteractions(): PactInteraction[] {
  expect(existsSync(PACT_FILE), 'run the consumer tests first: npm run test:pact').toBe(true);
  return (JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: PactInteraction[] })
    .interactions;
}
