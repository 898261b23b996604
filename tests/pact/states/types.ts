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
