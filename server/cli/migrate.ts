/**
 * `npm run db:migrate` (in a release: `node dist-server/migrate.mjs`): applies this version's
 * pending migrations and the seed to the database the settings name (DATABASE_URL, else
 * DATA_DIR), then exits. Servers started with MIGRATE=off expect it to have run
 * (docs/operations.md). Two at once, or one beside starting servers, take turns on a lock.
 */
import { systemClock } from '../clock';
import { readConfig } from '../config';
import { migrateAndSeed, openConfiguredDatabase, refuseToStart } from '../db/setup';

const config = readConfig();
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
const database = await openConfiguredDatabase(config);
try {
  const applied = await migrateAndSeed(database, systemClock);
  process.stdout.write(
    applied.length === 0
      ? `The database (${where}) is up to date; nothing to apply.\n`
      : `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to ${where}: ${applied.join(', ')}.\n`,
  );
  await database.close();
} catch (error) {
  await database.close().catch(() => undefined);
  refuseToStart(error);
}
