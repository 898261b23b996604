import { mkdirSync } from 'node:fs';
import pino from 'pino';
import { createApp } from './app';
import { systemClock } from './clock';
import { ContentCache } from './content/content-cache';
import { readConfig, startWarnings } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { faultReason, isDatabaseUnavailable } from './db/faults';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF_ACCOUNTS } from './db/seed/accounts';
import { seedDatabase } from './db/seed/index';
import { HOUSEKEEPING_INTERVAL_MS, sweep } from './housekeeping';
import { DEV_MAILBOX_PATH } from './mail/dev-mailbox';
import { useSharedLinkKey } from './media/serve';
import { removeStateAccounts } from './provider-states/addresses';
import { PROVIDER_STATES_PATH } from './provider-states/http';
import { scaledPerIpLimits } from './security/settings';
import { OrderListCache, SessionCache } from './plugins/user-caches';
import { configureTokens } from './security/tokens';

const config = readConfig();
// What goes wrong, as JSON lines on standard output; a line per request from `info` down.
const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
// When `npm start` runs this server, the start's time counts from its own (scripts/start.ts).
const startedAt = Number(process.env.PORTAL_STARTED_AT) || 0;
if (!config.databaseUrl && !config.dataDir.startsWith('memory://')) {
  mkdirSync(config.dataDir, { recursive: true });
}
// Refusals at start (the data folder is another process's, the database cannot be reached)
// are said in a sentence, without a stack trace.
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { dataDir: config.dataDir },
)
  .then(async (opened) => {
    // Several processes may start together on one PostgreSQL: one migrates and seeds at a time.
    await opened.exclusively(async () => {
      await opened.migrate();
      await seedDatabase(opened.db, systemClock());
      // What has run out (old rate-limit counts, long-ended sessions, drafts past their grace
      // period) goes at start, then every hour.
      await sweep(opened.db, systemClock());
      // The pact's published tokens log nobody in on a server without provider states.
      if (!config.providerStates) await removeStateAccounts(opened.db);
    });
    await useSharedLinkKey(opened.db, systemClock());
    return opened;
  })
  .catch((error: unknown) => {
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
  });

// Public content kept in memory, dropped when head office changes it (docs/content.md).
const contentCache = new ContentCache();
// Sessions and order lists likewise, dropped per user by the database's triggers
// (docs/server.md).
const sessionCache = new SessionCache();
const orderListCache = new OrderListCache();
await Promise.all([contentCache, sessionCache, orderListCache].map((c) => c.start(database)));

configureTokens({ bytes: config.sessionTokenBytes });
const app = await createApp({
  db: database.db,
  contentCache,
  sessionCache,
  orderListCache,
  webRoot: config.webRoot,
  now: systemClock,
  trustProxy: config.trustProxy,
  accounts: { limits: scaledPerIpLimits(config.perIpLimitsScale) },
  log,
  providerStates: config.providerStates,
});

const housekeeping = setInterval(() => {
  // A sweep that fails (the database is away) is tried again at the next hour.
  sweep(database.db, systemClock()).catch((error: unknown) =>
    log.warn({ reason: faultReason(error) }, 'housekeeping skipped'),
  );
}, HOUSEKEEPING_INTERVAL_MS);
housekeeping.unref();

const shutdown = async () => {
  clearInterval(housekeeping);
  await app.close();
  await Promise.all([contentCache, sessionCache, orderListCache].map((c) => c.stop()));
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// A parent that started this process with an IPC channel (the test kit, the benchmarks) waits
// on this word rather than on a timer; the channel then lets the process exit on its own.
if (process.send) {
  process.send({ listening: port });
  process.channel?.unref();
}
const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PGlite in ${config.dataDir}`;
process.stdout.write(
  [
    '',
    `  Partner portal: http://localhost:${port}/index`,
    `  API:            http://localhost:${port}/prod-api`,
    `  Database:       ${where}`,
    ...(config.devMailbox.on
      ? [`  Mailbox:        http://localhost:${port}${DEV_MAILBOX_PATH} (e-mailed codes)`]
      : []),
    ...(config.providerStates
      ? [`  Pact states:    http://localhost:${port}${PROVIDER_STATES_PATH} (PACT_PROVIDER_STATES)`]
      : []),
    ...(config.demoAccounts.on
      ? [
          '',
          `  Demo partner logins (password ${DEMO_PASSWORD}):`,
          ...DEMO_ACCOUNTS.map(
            (a) => `    ${a.tier.slice(3)}  ${a.username.padEnd(22)} ${a.label}`,
          ),
          // Head office's demo logins (docs/backoffice.md).
          '',
          `  Demo back office logins at http://localhost:${port}/backoffice (password ${DEMO_PASSWORD}):`,
          ...DEMO_STAFF_ACCOUNTS.map((a) => `    ${a.username.padEnd(28)} ${a.label}`),
        ]
      : []),
    '',
    ...startWarnings().map((warning) => `  ${warning}`),
    // The time to the first answer a browser can get (docs/server.md).
    startedAt
      ? `  Ready ${((systemClock().getTime() - startedAt) / 1000).toFixed(1)} s after npm start.`
      : `  Ready ${process.uptime().toFixed(1)} s after the process started.`,
    '',
  ].join('\n'),
);
