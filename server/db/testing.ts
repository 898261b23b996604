import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client';
import { seedDatabase } from './seed/index';

let template: Promise<PGlite> | undefined;

/**
 * A fresh, migrated and seeded database for one test. With `DATABASE_URL` set it is a new
 * database on that PostgreSQL server (dropped on close); otherwise an in-memory PGlite cloned
 * from a template that is migrated once per process.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
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
