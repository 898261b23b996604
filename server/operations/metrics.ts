import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { createServer } from 'node:http';

/**
 * The process's Prometheus metrics (docs/operations.md lists them with the alerts worth setting).
 * The counters of what the portal does (uploads, mail, order steps, kept answers) count in every
 * process, at the cost of a map lookup; the per-request histogram, the database's timings and
 * Node's own figures are taken only once `/metrics` is served ({@link startMetrics}), so a
 * server without metrics pays nothing per request.
 */
export const metricsRegistry = new Registry();

/** Seconds: most calls answer in a few milliseconds, uploads and documents in up to seconds. */
const REQUEST_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export const httpRequestDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time from a request to its answer, by the route that answered it (the contract route name for /prod-api calls) and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [metricsRegistry],
});

export const dbQueryDuration = new Histogram({
  name: 'portal_db_query_duration_seconds',
  help: 'Time of a database query, by its first keyword (select, insert, update, delete, other).',
  labelNames: ['operation', 'outcome'] as const,
  buckets: QUERY_BUCKETS,
  registers: [metricsRegistry],
});

export const keptAnswerLookups = new Counter({
  name: 'portal_kept_answer_lookups_total',
  help: 'Reads of a route that keeps its answers in memory: answered from memory (hit) or made afresh (miss).',
  labelNames: ['route', 'result'] as const,
  registers: [metricsRegistry],
});

export const uploadsTotal = new Counter({
  name: 'portal_uploads_total',
  help: 'File uploads by outcome: stored (answered 200), refused (4xx: type, size, rate, busy) or failed (5xx).',
  labelNames: ['route', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const mailsTotal = new Counter({
  name: 'portal_mails_total',
  help: 'E-mails written to the outbox, by delivery outcome: sent, failed, or kept (no SMTP transport configured).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const orderStepsTotal = new Counter({
  name: 'portal_order_steps_total',
  help: "Orders moved on, by the timeline's action (created, basic, contract, payment_confirmed, ...) and who acted.",
  labelNames: ['action', 'by'] as const,
  registers: [metricsRegistry],
});

/** A connection pool's figures at the moment of a scrape. */
export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

let poolFigures: (() => PoolFigures) | undefined;

new Gauge({
  name: 'portal_db_pool_connections',
  help: 'Connections of the PostgreSQL pool: open (total), idle, callers waiting for one (waiting), and the most it opens (max). Absent on the embedded database.',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const figures = poolFigures?.();
    if (!figures) return;
    for (const state of ['total', 'idle', 'waiting', 'max'] as const) {
      this.set({ state }, figures[state]);
    }
  },
});

/** The database client tells where its pool's figures are read (server/db/client.ts). */
export function reportPool(read: () => PoolFigures): void {
  poolFigures = read;
}

let readinessProbe: (() => Promise<boolean>) | undefined;

new Gauge({
  name: 'portal_ready',
  help: 'Whether the process is ready (1) or not (0), as GET /readyz answers at the moment of the scrape.',
  registers: [metricsRegistry],
  async collect() {
    if (readinessProbe) this.set((await readinessProbe()) ? 1 : 0);
  },
});

/** The health check tells how readiness is asked (server/plugins/health.ts). */
export function reportReadiness(probe: () => Promise<boolean>): void {
  readinessProbe = probe;
}

let started = false;

/** Whether the per-request and per-query figures are being taken. */
export function metricsStarted(): boolean {
  return started;
}

/** Starts taking Node's own figures (memory, event-loop lag, GC) and the timings. Once. */
export function startMetrics(): void {
  if (started) return;
  started = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
}

/** select, insert, update, delete, or other: the label of a query's timing. */
export function queryOperation(text: string): string {
  const word = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete'
    ? word
    : 'other';
}

/**
 * Serves the metrics at `GET /metrics` on a port of their own (METRICS_PORT), for Prometheus on
 * the operators' network; every other path is 404. Answers the port it listens on and how to
 * close it.
 */
export async function serveMetrics(
  port: number,
  host: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': metricsRegistry.contentType,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
