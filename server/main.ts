import pino from 'pino';
import { createApp } from './app';
import { systemClock } from './clock';
import { ContentCache } from './content/content-cache';
import { readConfig, startWarnings } from './config';
import { faultReason } from './db/faults';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF_ACCOUNTS } from './db/seed/accounts';
import { behindMessage, migrateAndSeed, openConfiguredDatabase, refuseToStart } from './db/setup';
import { HOUSEKEEPING_INTERVAL_MS, VACUUM_INTERVAL_MS, sweep } from './housekeeping';
import { DEV_MAILBOX_PATH } from './mail/dev-mailbox';
import { useSharedLinkKey } from './media/serve';
import { metricsRegistry, serveMetrics, startMetrics } from './operations/metrics';
import { startTracing, traceFields } from './operations/tracing';
import { Readiness } from './plugins/health';
import { METRICS_PATH } from './plugins/telemetry';
import { removeStateAccounts } from './provider-states/addresses';
import { PROVIDER_STATES_PATH } from './provider-states/http';
import { scaledPerIpLimits } from './security/settings';
import { OrderListCache, SessionCache } from './plugins/user-caches';
import { configureTokens } from './security/tokens';
import { loadPageRenderer, RenderedPageCache } from './site/pages';

const config = readConfig();
// Traces when the OTEL_* variables ask for them (docs/operations.md); before anything else, so
// that every request and query is traced.
const tracing = await startTracing(process.env);
// What goes wrong, as JSON lines on standard output; a line per request from `info` down. With
// tracing, a line written within a request carries its trace and span ids.
const log = pino({
  level: process.env.LOG_LEVEL ?? 'warn',
  ...(tracing
    ? {
        mixin: (_merge: object, _level: number, logger: pino.Logger) =>
          'trace_id' in logger.bindings() ? {} : traceFields(),
      }
    : {}),
});
// When `npm start` runs this server, the start's time counts from its own (scripts/start.ts).
const startedAt = Number(process.env.PORTAL_STARTED_AT) || 0;
const database = await openConfiguredDatabase(config);
try {
  if (config.migrate) {
    // Several processes may start together on one PostgreSQL: one migrates and seeds at a time.
    await migrateAndSeed(database, systemClock);
  } else {
    // Migrations are a step of their own (`npm run db:migrate`): a database behind this version
    // is refused, one ahead of it (a newer version is rolling out) is served.
    const pending = await database.pendingMigrations();
    if (pending.length > 0) {
      process.stderr.write(`\n${behindMessage(pending)}\n\n`);
      await database.close();
      process.exit(1);
    }
  }
  await database.exclusively(async () => {
    // What has run out (old rate-limit counts, long-ended sessions, drafts past their grace
    // period) goes at start, then every hour.
    await sweep(database.db, systemClock());
    // The pact's published tokens log nobody in on a server without provider states.
    if (!config.providerStates) await removeStateAccounts(database.db);
  });
  await useSharedLinkKey(database.db, systemClock());
} catch (error) {
  refuseToStart(error);
}

// Public content kept in memory, dropped when head office changes it (docs/content.md).
const contentCache = new ContentCache();
// Sessions and order lists likewise, dropped per user by the database's triggers
// (docs/server.md).
const sessionCache = new SessionCache();
const orderListCache = new OrderListCache();
// The public pages as rendered, dropped with the content they show (server/site/pages.ts).
const pageCache = new RenderedPageCache();
const caches = [contentCache, sessionCache, orderListCache, pageCache];
await Promise.all(caches.map((c) => c.start(database)));

configureTokens({ bytes: config.sessionTokenBytes });
// The metrics are taken only when they are served: on a port of their own, or behind a token.
const metricsOn = config.metrics.port !== undefined || config.metrics.token !== undefined;
if (metricsOn) {
  // The figures count from here: the seed's orders, moved on through the same steps, are not
  // the portal's work.
  metricsRegistry.resetMetrics();
  startMetrics();
}
const readiness = new Readiness();
// The public pages come rendered with their content when the renderer is built (`npm run build`).
const pages = config.pagesRoot ? await loadPageRenderer(config.pagesRoot) : undefined;
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
  readiness,
  metrics: metricsOn ? { token: config.metrics.token } : undefined,
  tracing: tracing !== undefined,
  pages,
  pageCache,
});
const metricsServer =
  config.metrics.port === undefined
    ? undefined
    : await serveMetrics(config.metrics.port, config.metrics.host);

const housekeeping = setInterval(() => {
  // A sweep that fails (the database is away) is tried again at the next hour.
  sweep(database.db, systemClock()).catch((error: unknown) =>
    log.warn({ reason: faultReason(error) }, 'housekeeping skipped'),
  );
}, HOUSEKEEPING_INTERVAL_MS);
housekeeping.unref();
// PGlite has no autovacuum: the room of replaced and deleted rows is taken back from here.
const vacuuming = setInterval(() => {
  database
    .vacuum()
    .catch((error: unknown) => log.warn({ reason: faultReason(error) }, 'vacuum skipped'));
}, VACUUM_INTERVAL_MS);
vacuuming.unref();

/**
 * SIGTERM (a process manager, a rolling upgrade): /readyz answers 503 at once, so that the load
 * balancer takes the process out of rotation while it still serves for DRAIN_SECONDS; then it
 * stops taking connections, lets the calls under way finish and closes. SIGINT (Ctrl+C) closes
 * without the wait. A second signal ends the process at once.
 */
const shutdown = async (signal: 'SIGINT' | 'SIGTERM') => {
  readiness.drain();
  if (signal === 'SIGTERM' && config.drainSeconds > 0) {
    log.warn({ seconds: config.drainSeconds }, 'draining: not ready, still serving');
    await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
  }
  clearInterval(housekeeping);
  clearInterval(vacuuming);
  await app.close();
  await metricsServer?.close();
  await Promise.all(caches.map((c) => c.stop()));
  await database.close();
  await tracing?.shutdown();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// A parent that started this process with an IPC channel (the test kit, the benchmarks) waits
// on this word rather than on a timer; the channel then lets the process exit on its own.
if (process.send) {
  process.send({ listening: port, metrics: metricsServer?.port });
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
    ...(metricsServer
      ? [`  Metrics:        http://${config.metrics.host}:${metricsServer.port}${METRICS_PATH}`]
      : []),
    ...(config.metrics.token
      ? [`  Metrics:        http://localhost:${port}${METRICS_PATH} (METRICS_TOKEN)`]
      : []),
    ...(tracing ? ['  Traces:         sent as the OTEL_* variables say'] : []),
    ...(config.migrate ? [] : ['  Migrations:     current (MIGRATE=off: applied by db:migrate)']),
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
