import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { dbQueryDuration, metricsStarted, queryOperation } from '../operations/metrics';
import { traceQuery, tracingOn } from '../operations/tracing';

/**
 * Times a query for the metrics and puts it in a span under the request's, each only while it is
 * on (docs/operations.md); otherwise runs it as it is.
 */
function measured<T>(text: string, run: () => Promise<T>): Promise<T> {
  const timing = metricsStarted();
  const tracing = tracingOn();
  if (!timing && !tracing) return run();
  const operation = queryOperation(text);
  const started = timing ? performance.now() : 0;
  const timed = timing
    ? () =>
        run().then(
          (result) => {
            dbQueryDuration.observe({ operation, outcome: 'ok' }, seconds(started));
            return result;
          },
          (error: unknown) => {
            dbQueryDuration.observe({ operation, outcome: 'error' }, seconds(started));
            throw error;
          },
        )
    : run;
  return tracing ? traceQuery('postgresql', text, operation, timed) : timed();
}

function seconds(since: number): number {
  return (performance.now() - since) / 1000;
}

type QueryFunction = (...args: unknown[]) => unknown;

/** The text of a node-postgres query's first argument: a string or `{ text }`. */
function textOf(first: unknown): string {
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null && 'text' in first) {
    return String(first.text);
  }
  return '';
}

/**
 * Measures the queries of a node-postgres pool: those the pool runs itself (drizzle outside a
 * transaction) and those of the connections it lends (a transaction's). A connection's queries
 * with a callback are the pool's own, measured once already.
 */
export function instrumentPool(pool: pg.Pool): void {
  const wrap =
    (query: QueryFunction) =>
    (...args: unknown[]) =>
      typeof args.at(-1) === 'function' || isSubmittable(args[0])
        ? query(...args)
        : measured(textOf(args[0]), () => query(...args) as Promise<unknown>);
  Object.assign(pool, { query: wrap(pool.query.bind(pool) as QueryFunction) });
  pool.on('connect', (client) => {
    Object.assign(client, { query: wrap(client.query.bind(client) as QueryFunction) });
  });
}

/** A query object that runs itself (a cursor, a stream): answered as it is, never awaited. */
function isSubmittable(first: unknown): boolean {
  return typeof first === 'object' && first !== null && 'submit' in first;
}

const instrumented = new WeakSet<object>();

/** The same for PGlite: its queries, and those of the transactions it opens. */
export function instrumentPglite(client: PGlite): void {
  if (instrumented.has(client)) return;
  instrumented.add(client);
  aroundPgliteStatements(client, (text, run) => measured(text, run));
}

/**
 * Runs every statement of PGlite's, its own and those of the transactions it opens, through
 * `around`, which gets the statement's text and a function that runs it.
 */
export function aroundPgliteStatements(
  client: PGlite,
  around: <T>(text: string, run: () => Promise<T>) => Promise<T>,
): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: (...args: Parameters<PGlite['query']>) => around(args[0], () => query(...args)),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        Object.assign(tx, {
          query: (...args: Parameters<Transaction['query']>) =>
            around(args[0], () => txQuery(...args)),
        });
        return work(tx);
      }),
  });
}
