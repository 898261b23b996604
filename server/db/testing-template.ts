/**
 * The database suite's global set-up: the migrated and seeded database every test starts from
 * is made once per run instead of once per test file. On PGlite it is a dump of the data folder
 * in a temporary file, which each file loads; on PostgreSQL (`DATABASE_URL`) it is a template
 * database, which each test copies with `CREATE DATABASE … TEMPLATE`. Both are made fresh on
 * every run, from the migrations and the seed as they are.
 */
import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_OPTIONS } from './client';
import { TEST_START_MS } from '../testing-clock';
import { seedDatabase } from './seed/index';

/** Where the suite's starting database is. */
export type TestDatabaseTemplate =
  { kind: 'pglite'; file: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/** A server database name: `test_` and 32 hex digits. */
export function testDatabaseName(): string {
  return `test_${randomUUID().replaceAll('-', '')}`;
}

/** Runs one statement as a short-lived administrative connection to the server. */
export async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void> | void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = testDatabaseName();
    await onServer(url, `CREATE DATABASE ${database}`);
    const db = await openDatabase({ url: databaseUrl(url, database) });
    await db.migrate();
    await seedDatabase(db.db, new Date(TEST_START_MS));
    await db.close();
    project.provide('testDatabaseTemplate', { kind: 'postgres', database });
    return () => onServer(url, `DROP DATABASE IF EXISTS ${database}`);
  }
  const pglite = new PGlite(PGLITE_OPTIONS);
  const db = await openDatabase({ pglite });
  await db.migrate();
  await seedDatabase(db.db, new Date(TEST_START_MS));
  const dump = await pglite.dumpDataDir('none');
  await db.close();
  const folder = mkdtempSync(join(tmpdir(), 'portal-test-db-'));
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabaseTemplate', { kind: 'pglite', file });
  return () => rmSync(folder, { recursive: true, force: true });
}
