import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { inject } from 'vitest';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { openDatabase, PGLITE_OPTIONS, type Database, type Db } from './client';
import * as schema from './schema/index';
import { TEST_START_MS } from '../testing-clock';
import { seedDatabase } from './seed/index';
import { databaseUrl, onServer, testDatabaseName } from './testing-template';

let template: Promise<PGlite> | undefined;

/**
 * A fresh, migrated and seeded database for one test. With a server URL (`DATABASE_URL` by
 * default) it is a new database on that PostgreSQL server (dropped on close); otherwise an
 * in-memory PGlite cloned from a template loaded once per test file. The database suite makes
 * its starting database once per run (./testing-template.ts); elsewhere it is made here.
 */
export async function openTestDatabase(
  url: string | undefined = process.env.DATABASE_URL,
): Promise<Database> {
  const made = inject('testDatabaseTemplate');
  if (url) {
    const same = made?.kind === 'postgres' && url === process.env.DATABASE_URL;
    return openServerTestDatabase(url, same ? made.database : null);
  }
  template ??= made?.kind === 'pglite' ? loadTemplate(made.file) : makeTemplate();
  // A copy of the template, as PGlite's clone() makes one but with the server's codecs.
  const dump = await (await template).dumpDataDir('none');
  return openDatabase({ pglite: new PGlite({ ...PGLITE_OPTIONS, loadDataDir: dump }) });
}

async function loadTemplate(file: string): Promise<PGlite> {
  const pglite = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new Blob([readFileSync(file)]) });
  await pglite.waitReady;
  return pglite;
}

async function makeTemplate(): Promise<PGlite> {
  const pglite = new PGlite(PGLITE_OPTIONS);
  const db = await openDatabase({ pglite });
  await db.migrate();
  await seedDatabase(db.db, new Date(TEST_START_MS));
  return pglite;
}

async function openServerTestDatabase(url: string, from: string | null): Promise<Database> {
  const name = testDatabaseName();
  await onServer(
    url,
    from ? `CREATE DATABASE ${name} TEMPLATE ${from}` : `CREATE DATABASE ${name}`,
  );
  const db = await openDatabase({ url: databaseUrl(url, name) });
  if (!from) {
    await db.migrate();
    await seedDatabase(db.db, new Date(TEST_START_MS));
  }
  return {
    ...db,
    close: async () => {
      await db.close();
      await onServer(url, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

/** One statement as the server sent it. */
export interface LoggedQuery {
  text: string;
  params: unknown[];
}

/**
 * The same database seen through a data layer that also hands every statement to `onQuery`,
 * and a way to run raw SQL with parameters on it (for EXPLAIN).
 */
export function withQueryLog(
  database: Database,
  onQuery: (query: LoggedQuery) => void,
): { db: Db; query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> } {
  const logger = { logQuery: (text: string, params: unknown[]) => onQuery({ text, params }) };
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return {
      db: drizzlePglite(client, { schema, logger }),
      query: (text, params) => client.query(text, params),
    };
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return {
    db: drizzlePg(pool, { schema, logger }),
    query: (text, params) => pool.query(text, params),
  };
}
