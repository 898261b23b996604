import { eq } from 'drizzle-orm';
import { dayOf } from '../../contract/common';
import type { Db } from '../db/client';
import { orders, users } from '../db/schema/index';
import { isStateAccount } from './addresses';

/** What the consumer gave with `given(state, params)`; the verifier passes it untyped. */
export type StateParams = unknown;

/** Values a state answers, which the pact reads back through `fromProviderState`. */
export type StateValues = Record<string, string | number>;

/**
 * One provider state, by the exact name the consumer tests give in `given(...)`: what it
 * means in words (docs/backend-teams.md is generated from them, so a backend team can write
 * its own handler) and how the reference server sets it up.
 */
export interface ProviderState {
  /** The parameters the consumer gives, by name, with what each is. */
  params?: Record<string, string>;
  /** Data the backend must already hold for the state (the reference server's seed has it). */
  needs?: string;
  /** What the state sets up; for the reference server, which rows it writes or removes. */
  makes: string;
  /** The values the state answers for `fromProviderState`, by name, with what each is. */
  answers?: Record<string, string>;
  /** Sets the state up on `db`, at `now` by the app's clock. */
  setup: (db: Db, params: StateParams, now: Date) => Promise<StateValues>;
}

/** The provider states of one domain, by name. */
export type ProviderStates = Record<string, ProviderState>;

/** The setup of a state that only reads what the database holds. */
export const nothingToSetUp = () => Promise.resolve({});

/** The parameters of every state that logs a partner in. */
export const LOGIN_PARAMS = {
  username: 'the account\'s e-mail address, always "pact.…@example.com"',
  password: 'its password',
};

/** What every state that logs someone in answers, beside its own values. */
export const SESSION_ANSWERS = {
  token:
    'the token of the session the state opened, as a login answers it; every request in this state sends it in the `token` header',
};

/** Whether the consumer gave the parameter `name`. */
export function hasParam(params: StateParams, name: string): boolean {
  return typeof params === 'object' && params !== null && name in params;
}

/**
 * A text parameter of a state, as the consumer gave it with `given(state, params)`; a missing
 * one fails the state loudly.
 */
export function param(params: StateParams, name: string): string {
  const value = hasParam(params, name) ? (params as Record<string, unknown>)[name] : undefined;
  if (typeof value !== 'string' || !value) throw new Error(`provider state needs "${name}"`);
  return value;
}

/** Fails the state when the seeded data it relies on is missing. */
export function must<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new Error(`provider state: ${what} is not in the database`);
  return row;
}

/**
 * Frees the order id a state was asked to give its order: when another state's account (made
 * by an earlier interaction) holds it, that account goes with all it owns; an order of any
 * other account fails the state, which leaves it alone.
 */
export async function orderIdMustBeFree(db: Db, id: number) {
  const [row] = await db
    .select({ username: users.username })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) return;
  if (!isStateAccount(row.username)) {
    throw new Error(`provider state: order ${id} belongs to another account; remove it first`);
  }
  await db.delete(users).where(eq(users.username, row.username));
}

/**
 * The calendar day (UTC) `days` after `now`: the days a state answers for requests that carry
 * one, since the server judges them against its today (contract `dayProblem`).
 */
export function dayAfter(now: Date, days: number): string {
  return dayOf(new Date(now.getTime() + days * 86_400_000));
}
