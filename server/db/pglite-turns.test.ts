import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { TURN_SLICE_MS, takeTurns } from './pglite-turns';

const STATEMENTS = 40;

let client: PGlite | undefined;
afterEach(() => client?.close());

/**
 * Runs a caller's chain of statements, one after the other, and answers after how many of them
 * a request that arrives once the chain has begun (an event-loop callback) is read.
 */
async function readAfter(run: (statement: number) => Promise<unknown>): Promise<number> {
  let done = 0;
  let readAt: number | undefined;
  const arrives = run(0).then(() => {
    setImmediate(() => {
      readAt = done;
    });
  });
  done = 1;
  await arrives;
  for (; done < STATEMENTS; done += 1) await run(done);
  await new Promise((resolve) => setImmediate(resolve));
  return readAt ?? STATEMENTS;
}

describe('takeTurns', () => {
  it('reads a request that arrives between one caller’s statements, not after them all', async () => {
    client = new PGlite();
    await client.waitReady;
    const untouched = await readAfter((n) => client!.query('select $1::int as n', [n]));
    expect(untouched).toBe(STATEMENTS);

    takeTurns(client, 0);
    const turned = await readAfter((n) => client!.query('select $1::int as n', [n]));
    expect(turned).toBeLessThanOrEqual(2);
  });

  it('gives no turn while the statements have not run a slice without one', async () => {
    client = new PGlite();
    await client.waitReady;
    takeTurns(client, 60_000);
    const read = await readAfter((n) => client!.query('select $1::int as n', [n]));
    expect(read).toBe(STATEMENTS);
  });

  it(`gives a turn once statements have run ${TURN_SLICE_MS} ms without one`, async () => {
    client = new PGlite();
    await client.waitReady;
    takeTurns(client);
    // Statements of a hundred thousand rows each, together far over a slice.
    const read = await readAfter(() =>
      client!.query('select count(*) from generate_series(1, 100000)'),
    );
    expect(read).toBeLessThan(STATEMENTS);
  });

  it('does so inside a transaction too, and the transaction still holds its statements', async () => {
    client = new PGlite();
    await client.waitReady;
    takeTurns(client, 0);
    await client.exec('create table t (n int)');
    const readAt = await client.transaction((tx) =>
      readAfter((n) => tx.query('insert into t values ($1)', [n])),
    );
    expect(readAt).toBeLessThanOrEqual(2);
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from t');
    expect(rows[0]?.n).toBe(STATEMENTS);
  });
});
