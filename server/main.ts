import { mkdirSync } from 'node:fs';
import { createApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/index';

const config = readConfig();
if (!config.databaseUrl && !config.dataDir.startsWith('memory://')) {
  mkdirSync(config.dataDir, { recursive: true });
}
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.migrate();
await seedDatabase(database.db);

const app = await createApp({
  db: database.db,
  webRoot: config.webRoot,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PGlite in ${config.dataDir}`;
process.stdout.write(
  [
    '',
    `  Partner portal: http://localhost:${port}/index`,
    `  API:            http://localhost:${port}/prod-api`,
    `  Database:       ${where}`,
    '',
    '',
  ].join('\n'),
);
