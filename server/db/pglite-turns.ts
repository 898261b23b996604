import type { PGlite } from '@electric-sql/pglite';
import { aroundPgliteStatements } from './instrument';

/** The longest run of statements between two turns of the event loop, by default. */
export const TURN_SLICE_MS = 10;

/** Resolves on the event loop's next turn, after the input and timers waiting now. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const taking = new WeakSet<PGlite>();

/**
 * Gives the event loop a turn whenever PGlite's statements have run for `sliceMs` without one.
 *
 * PGlite runs a statement synchronously on the server's only thread, and the next statement of
 * a transaction, or of the next caller waiting for the database, starts from a promise callback
 * of the last: while callers wait, the whole queue runs without the event loop reading a single
 * new request. One partner's uploads kept another partner's /user/home, answered in 5 ms, from
 * being read for up to 900 ms (tests/ops/attacks.test.ts). With a turn every slice, the requests
 * that have arrived are read and their statements queue behind the ones before them, not behind
 * all that comes after; a statement that starts after the loop had its turn anyway waits for
 * nothing. PostgreSQL runs statements in its own processes, so node-postgres needs none of it.
 */
export function takeTurns(client: PGlite, sliceMs = TURN_SLICE_MS): void {
  if (taking.has(client)) return;
  taking.add(client);
  // Whether the loop has not had a turn since the slice began, and when the slice began.
  let inSlice = false;
  let sliceStart = 0;
  const beforeStatement = async () => {
    if (inSlice && performance.now() - sliceStart >= sliceMs) await nextTurn();
    if (inSlice) return;
    inSlice = true;
    sliceStart = performance.now();
    // Runs at the loop's next turn, queued before any turn a statement waits for.
    setImmediate(() => {
      inSlice = false;
    });
  };
  aroundPgliteStatements(client, async (_text, run) => {
    await beforeStatement();
    return run();
  });
}
