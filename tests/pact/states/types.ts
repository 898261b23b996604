import type { VerifierOptions } from '@pact-foundation/pact';
import type { Db } from '../../../server/db/client';

/** What a provider state may change or read: the database the server under test runs on. */
export interface StateContext {
  db: Db;
}

/** State handlers as the Pact verifier takes them. */
export type PactStateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/**
 * Provider states of one domain, by the exact name the consumer tests give in `given(...)`.
 * A handler may return values (an id it created) for `fromProviderState` in the pact.
 */
export type StateHandlers = (context: StateContext) => PactStateHandlers;

/** What the consumer gave with `given(state, params)`; the verifier passes it untyped. */
export type StateParams = unknown;

/**
 * A text parameter of a state, as the consumer gave it with `given(state, params)`; the
 * verifier passes the parameters untyped, and a missing one fails the state loudly.
 */
export function param(params: StateParams, name: string): string {
  const value =
    typeof params === 'object' && params !== null && name in params
      ? (params as Record<string, unknown>)[name]
      : undefined;
  if (typeof value !== 'string' || !value) throw new Error(`provider state needs "${name}"`);
  return value;
}
