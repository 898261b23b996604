import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { openDatabase, type Database, type Db } from './client';
import * as schema from './schema/index';
import { seedDatabase } from './seed/index';

let template: Promise<PGlite> | undefined;

/**
 * A fresh, migrated and seeded database for one test. With a server URL (`DATABASE_URL` by
 * default) it is a new database on that PostgreSQL server (dropped on close); otherwise an
 * in-memory PGlite cloned from a template that is migrated once per process.
 */
export async function openTestDatabase(
  url: string | undefined = process.env.DATABASE_URL,
): Promise<Database> {
  if (url) return openServerTestDatabase(url);
  template ??= (async () => {
    const pglite = new PGlite();
    const db = await openDatabase({ pglite });
    await db.migrate();
    await seedDatabase(db.db);
    return pglite;
  })();
  // clone() returns a full PGlite instance; its declared type is the narrower interface.
  const clone = (await (await template).clone()) as PGlite;
  return openDatabase({ pglite: clone });
}

async function openServerTestDatabase(url: string): Promise<Database> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ url: target.toString() });
  await db.migrate();
  await seedDatabase(db.db);
  return {
    ...db,
    close: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
      await dropper.end();
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
