import { mkdirSync } from 'node:fs';
import type { Clock } from '../clock';
import type { ServerConfig } from '../config';
import { openDatabase, type Database } from './client';
import { DataDirInUseError } from './data-dir-lock';
import { faultReason, isDatabaseUnavailable } from './faults';
import { seedDatabase } from './seed/index';

/**
 * Opens the database the settings name (PostgreSQL by DATABASE_URL, else PGlite in DATA_DIR).
 * What stops it (the folder is another process's, the database cannot be reached) is said in a
 * sentence on standard error and ends the process with status 1, without a stack trace.
 */
export async function openConfiguredDatabase(config: ServerConfig): Promise<Database> {
  if (!config.databaseUrl && !config.dataDir.startsWith('memory://')) {
    mkdirSync(config.dataDir, { recursive: true });
  }
  try {
    return await openDatabase(
      config.databaseUrl
        ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
        : { dataDir: config.dataDir },
    );
  } catch (error) {
    refuseToStart(error);
  }
}

/** Ends the process on a refusal at start that a sentence explains; rethrows anything else. */
export function refuseToStart(error: unknown): never {
  if (error instanceof DataDirInUseError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  if (isDatabaseUnavailable(error)) {
    process.stderr.write(
      `\nThe database cannot be reached (${faultReason(error)}). Start PostgreSQL or check DATABASE_URL.\n\n`,
    );
    process.exit(1);
  }
  throw error;
}

/**
 * Applies this version's pending migrations, then fills empty tables with the seed content, with
 * the setup lock held: processes that start together (or a `db:migrate` beside starting servers)
 * take turns, and the first does the work. Answers the migrations it applied.
 */
export function migrateAndSeed(database: Database, now: Clock): Promise<string[]> {
  return database.exclusively(async () => {
    const pending = await database.pendingMigrations();
    await database.migrate();
    await seedDatabase(database.db, now());
    return pending;
  });
}

/** What a server started with MIGRATE=off says when the database is behind it. */
export function behindMessage(pending: string[]): string {
  const names = pending.length > 3 ? [...pending.slice(0, 3), '…'] : pending;
  return [
    `The database is behind this version of the server: ${pending.length} migration${
      pending.length === 1 ? ' is' : 's are'
    } not applied (${names.join(', ')}).`,
    'With MIGRATE=off the server does not migrate by itself. Run `npm run db:migrate`',
    '(or `node dist-server/migrate.mjs` in a release) with the same settings, then start it again.',
  ].join('\n');
}
