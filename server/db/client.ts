import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config';
import { reportPool } from '../operations/metrics';
import { lockDataDir } from './data-dir-lock';
import { databaseFaults } from './faults';
import { instrumentPglite, instrumentPool } from './instrument';
import { takeTurns } from './pglite-turns';
import * as schema from './schema/index';

export type Schema = typeof schema;

/**
 * The one data-layer type the routes use. PGlite and node-postgres both produce it, so no
 * route needs to know which database is underneath.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * The rows of a statement written in SQL (a database function, a sequence): both drivers answer
 * `{ rows }`, which the shared type does not say. Columns arrive as the driver reads them
 * (node-postgres gives a bigint as text).
 */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/**
 * A statement (or a set of them) prepared once per database handle: neither its SQL text nor the
 * database's plan is made again on each call. `prepare` runs on a handle's first call.
 */
export function preparedPerHandle<T>(prepare: (db: Db) => T): (db: Db) => T {
  const kept = new WeakMap<Db, T>();
  return (db) => {
    let statements = kept.get(db);
    if (statements === undefined) {
      statements = prepare(db);
      kept.set(db, statements);
    }
    return statements;
  };
}

export interface Database {
  db: Db;
  /** 'pglite' or 'postgres': for log lines only, never for behaviour. */
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /**
   * The migrations of this version not yet applied to the database, oldest first (all of them
   * on an empty database); none when it is current or ahead (a newer version migrated it).
   */
  pendingMigrations(): Promise<string[]>;
  /**
   * Runs `work` while no other server process on the same database runs its own: migrations
   * and the seed at start, when several processes start together on one PostgreSQL.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Hears the notifications of `channel` (sent with `pg_notify`, delivered when the sender
   * commits) from this process and every other on the same database; `onNotify` gets each one's
   * payload. `onListening` says whether notifications are being heard: false while the
   * listening connection is broken (it opens a new one), true again once it listens; whatever
   * was heard before may have been missed then.
   * Answers a function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Vacuums the tables whose updated and deleted rows have passed PostgreSQL's own autovacuum
   * threshold (50 rows and a fifth of the live ones), where nothing else does: PGlite runs no
   * autovacuum, so without it every replaced avatar, spent rate-limit count and saved draft
   * would keep its room in the folder for good. Answers the tables vacuumed; none on
   * PostgreSQL, whose autovacuum does it.
   */
  vacuum(): Promise<string[]>;
  close(): Promise<void>;
}

/** The tables past autovacuum's threshold, as quoted names, and VACUUM (ANALYZE) of each. */
async function vacuumDeadRows(db: Db): Promise<string[]> {
  const result: unknown = await db.execute(sql`
    select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
    where n_dead_tup > 50 + 0.2 * n_live_tup order by n_dead_tup desc`);
  const { rows } = result as { rows: { name: string }[] };
  for (const { name } of rows) await db.execute(sql.raw(`vacuum (analyze) ${name}`));
  return rows.map((row) => row.name);
}

/** How long a broken listening connection waits before it tries again. */
const RELISTEN_DELAY_MS = 1_000;

/** LISTEN on a connection of its own, opened again whenever it breaks. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onListening: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const lost = (client: pg.Client) => {
    if (current === client) current = undefined;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    onListening(false);
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RELISTEN_DELAY_MS);
    }
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client.on('error', (error) => {
      databaseFaults.note(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) {
        await client.end();
        return;
      }
      current = client;
      onListening(true);
    } catch (error) {
      databaseFaults.note(error);
      lost(client);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    client?.removeAllListeners('end');
    await client?.end().catch(() => undefined);
  };
}

/** PostgreSQL's type id of `bytea`, fixed in every installation. */
const BYTEA_OID = 17;

/**
 * PGlite's options: the extensions the migrations use, and how it writes and reads `bytea`
 * (files and avatars). Its default codec turns the bytes
 * into hex text and back in JavaScript loops on the server's only thread: a 500 kB file took
 * about 45 ms to write and 30 ms to read, time in which no other caller was answered. Here the
 * bytes go as they are, as a binary parameter (PGlite's protocol writer sends any byte array
 * that way), and come back through Node's own hex decoding: about 2 ms each way. node-postgres
 * codes them natively for PostgreSQL.
 */
export const PGLITE_OPTIONS = {
  // The keyword searches' trigram indexes (migration 0023).
  extensions: { pg_trgm },
  serializers: {
    // Typed as answering text, but the protocol writer takes bytes too (its BufferParameter).
    [BYTEA_OID]: ((value: Uint8Array) => value) as unknown as (value: unknown) => string,
  },
  parsers: { [BYTEA_OID]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The migrations this version ships, as drizzle's journal lists them. */
interface JournalEntry {
  tag: string;
  /** When it was generated: drizzle records it as the applied migration's `created_at`. */
  when: number;
}

let journal: JournalEntry[] | undefined;

/** This version's migrations, oldest first. */
export function shippedMigrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/** PostgreSQL's code for a table that does not exist. */
const UNDEFINED_TABLE = '42P01';

/**
 * The migrations of this version that drizzle has not applied yet. Drizzle applies those
 * generated after the newest one it recorded, so the same comparison tells which are pending.
 */
export async function pendingMigrationsIn(db: Db): Promise<string[]> {
  let newest = 0;
  try {
    // Both drivers answer `{ rows }`; the shared type does not say so.
    const result: unknown = await db.execute(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    const { rows } = result as { rows: { newest: string | number | null }[] };
    newest = Number(rows[0]?.newest ?? 0);
  } catch (error) {
    const code =
      (error as { code?: unknown; cause?: { code?: unknown } }).code ??
      (error as { cause?: { code?: unknown } }).cause?.code;
    if (code !== UNDEFINED_TABLE) throw error;
  }
  return shippedMigrations()
    .filter((entry) => entry.when > newest)
    .map((entry) => entry.tag);
}

/** Any of the server's processes takes this advisory lock to migrate and seed. */
const SETUP_LOCK_KEY = 7_304_512_026;

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /**
   * A folder for the embedded database, or `memory://` for one that lives only in memory. A
   * folder is locked for this process until `close()` or exit.
   */
  | { dataDir: string }
  /** An already open PGlite instance (tests clone a migrated template). */
  | { pglite: PGlite };

/** Opens PostgreSQL through node-postgres when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Each driver is loaded only when it is the one in use: the server starts sooner.
  if ('url' in options) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
      // Waiting for a connection or a free one in the pool: a call fails instead of hanging
      // while the database is unreachable.
      connectionTimeoutMillis: 5_000,
      // Finds connections whose other end went away without a word.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // A connection that breaks while idle in the pool, or while a transaction holds it between
    // two queries, emits 'error'; unheard, that would end the process. The pool drops broken
    // connections and opens new ones when the database is back.
    pool.on('error', (error) => databaseFaults.note(error));
    pool.on('connect', (client) => client.on('error', (error) => databaseFaults.note(error)));
    instrumentPool(pool);
    reportPool(() => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      pendingMigrations: () => pendingMigrationsIn(db),
      exclusively: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      listen: (channel, onNotify, onListening) =>
        listenOnPostgres(options.url, channel, onNotify, onListening),
      vacuum: () => Promise.resolve([]),
      close: () => pool.end(),
    };
  }
  const lock =
    'dataDir' in options && !options.dataDir.startsWith('memory://')
      ? lockDataDir(options.dataDir)
      : undefined;
  try {
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client =
      'pglite' in options ? options.pglite : new PGlite(options.dataDir, PGLITE_OPTIONS);
    await client.waitReady;
    // Requests that arrive while others wait for the database are read between statements.
    takeTurns(client);
    instrumentPglite(client);
    const db = drizzlePglite(client, { schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      pendingMigrations: () => pendingMigrationsIn(db),
      // One process per folder (the lock above): nobody else to wait for.
      exclusively: (work) => work(),
      // Only this process opens the database, so its own notifications are all there are.
      listen: async (channel, onNotify, onListening) => {
        const stop = await client.listen(channel, (payload) => onNotify(payload));
        onListening(true);
        return stop;
      },
      vacuum: () => vacuumDeadRows(db),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
