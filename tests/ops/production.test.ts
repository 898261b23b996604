/**
 * The server as operators run it (docs/deployment.md, docs/operations.md): a release folder
 * with `package.json`, the lock, the built web app and the bundled server, its production
 * dependencies only (`npm ci --omit=dev`); the migrations applied as a step of their own; the
 * bundle run by plain Node with MIGRATE=off on PostgreSQL; its metrics scraped, its traces
 * received by a collector of the test's own, and its stop by SIGTERM watched through /readyz.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server';
import { libraryStyleSources } from '../../server/security/library-styles';
import { WEB_BUILD, buildStaleness, buildWebApp } from '../../scripts/lib/build-freshness';
import { freePort, startCluster, type Cluster } from './postgres';
import { call, spawnServer, startServer, type ServerProcess } from './server';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let cluster: Cluster;
let release: string;
let collector: Collector;

/** What an OTLP/HTTP (JSON) collector receives: the export requests' bodies. */
interface Collector {
  url: string;
  received: OtlpExport[];
  close(): Promise<void>;
}

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

async function startCollector(): Promise<Collector> {
  const received: OtlpExport[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') received.push(JSON.parse(body) as OtlpExport);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Runs a command to its end; answers its exit code and output. */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The settings every process of the release starts with. */
function releaseEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: cluster.url(),
    DATA_DIR: '',
    WEB_ROOT: '',
    // What the test's environment would otherwise lend the process.
    VITEST: '',
    TEST_CLOCK: '',
  };
}

beforeAll(async () => {
  cluster = await startCluster();
  collector = await startCollector();
  // `npm run build` is the web app's build and the server's bundle; the suite built the web
  // app already unless its sources changed since.
  if (buildStaleness(ROOT, WEB_BUILD)) expect(buildWebApp(ROOT, 'ignore')).toBe(true);
  release = mkdtempSync(join(tmpdir(), 'portal-release-'));
  for (const part of ['package.json', 'package-lock.json', 'dist', 'dist-ssr']) {
    cpSync(join(ROOT, part), join(release, part), { recursive: true });
  }
  await buildServer(ROOT, join(release, 'dist-server'));
  const installed = await run(
    'npm',
    ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'],
    release,
  );
  expect(installed.code, installed.output).toBe(0);
}, 600_000);

afterAll(async () => {
  await collector?.close();
  await cluster?.destroy();
  if (release) rmSync(release, { recursive: true, force: true });
});

describe('a release installed with production dependencies only', () => {
  it('has no TypeScript loader, compiler, bundler or web framework in it', () => {
    for (const tool of ['tsx', 'typescript', 'esbuild', 'vite', 'vitest', 'react', 'drizzle-kit']) {
      expect(existsSync(join(release, 'node_modules', tool)), tool).toBe(false);
    }
    for (const needed of ['fastify', 'pg', 'prom-client']) {
      expect(existsSync(join(release, 'node_modules', needed)), needed).toBe(true);
    }
  });

  it('refuses, with MIGRATE=off, to serve a database that is behind, and says what to run', async () => {
    const server = await spawnServer(
      { ...releaseEnv(), MIGRATE: 'off' },
      [join(release, 'dist-server', 'main.mjs')],
      release,
    );
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /The database is behind this version of the server: \d+ migrations are not applied/,
    );
    expect(server.output()).toMatch(/npm run db:migrate/);
  });

  it('applies the migrations once with db:migrate, two at a time taking turns', async () => {
    const migrate = () =>
      run(process.execPath, [join(release, 'dist-server', 'migrate.mjs')], release, releaseEnv());
    const outcomes = await Promise.all([migrate(), migrate()]);
    for (const outcome of outcomes) expect(outcome.code, outcome.output).toBe(0);
    const said = outcomes.map((o) => o.output).sort();
    expect(said[0]).toMatch(/^Applied \d+ migrations to PostgreSQL \(DATABASE_URL\): 0000_init, /);
    expect(said[1]).toMatch(/is up to date; nothing to apply/);
  });
});

describe('the bundle run by node with MIGRATE=off after db:migrate', () => {
  let server: ServerProcess;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServer(
      {
        ...releaseEnv(),
        MIGRATE: 'off',
        DRAIN_SECONDS: '3',
        LOG_LEVEL: 'info',
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: '127.0.0.1',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_SERVICE_NAME: 'portal-under-test',
      },
      ['--enable-source-maps', join(release, 'dist-server', 'main.mjs')],
      release,
    );
  });
  afterAll(() => server?.stop());

  it('serves the web app and the API, and is ready', async () => {
    const page = await fetch(`${server.base}/index`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // The toast library's stylesheet, read at build time, is allowed as in development.
    expect(page.headers.get('content-security-policy')).toContain(libraryStyleSources()[0]);
    const layout = await call(server, 'GET', '/prod-api/layout');
    expect(layout.body?.code).toBe(1);
    const ready = await call(server, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body?.data).toEqual({ database: 'up', migrations: 'current', draining: false });
  });

  it('gives Prometheus its metrics on their own port, not on the public one', async () => {
    await call(server, 'GET', '/prod-api/layout');
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_count\{route="content\.layout",method="GET",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(/^portal_db_pool_connections\{state="max"\} 10$/m);
    expect(text).toMatch(
      /^portal_db_query_duration_seconds_count\{operation="select",outcome="ok"\} [1-9]/m,
    );
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect((await call(server, 'GET', '/metrics')).status).toBe(404);
  });

  it('on SIGTERM turns not ready while it still serves, then exits; its traces reach the collector', async () => {
    await call(server, 'POST', '/prod-api/v2/user/login', {
      json: { username: 'nobody@example.com', password: 'not-the-password-1' },
    });
    server.child.kill('SIGTERM');
    // Readiness is false as soon as the signal is handled; the process serves for DRAIN_SECONDS
    // before it closes.
    await server.said('draining: not ready');
    const ready = await call(server, 'GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body?.data).toMatchObject({ database: 'up', draining: true });
    expect((await call(server, 'GET', '/healthz')).status).toBe(200);
    expect((await call(server, 'GET', '/prod-api/layout')).body?.code).toBe(1);
    expect(await server.exited).toBe(0);

    // The spans went out as the process ended.
    const resources = collector.received.flatMap((batch) => batch.resourceSpans);
    expect(
      resources[0]?.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue,
    ).toBe('portal-under-test');
    const spans = resources.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    const login = spans.find((span) => span.name === 'POST auth.login');
    expect(login).toBeDefined();
    const queries = spans.filter((span) => span.parentSpanId === login?.spanId);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.attributes.some((a) => a.key === 'db.system.name'))).toBe(true);
    // The request's log line carries its trace id.
    const completed = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'request completed' && line.span_id === login?.spanId);
    expect(completed?.trace_id).toBe(login?.traceId);
  });
});
