/**
 * OpenTelemetry traces (docs/operations.md): one server span per request named by its route,
 * the database's queries as spans under it (across the body's reading and the guards), the
 * caller's trace continued from `traceparent`, and the trace id on the request's log lines.
 */
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { openTestDatabase } from '../db/testing';
import { startTracing, traceExporterOf, type Tracing } from '../operations/tracing';
import { suiteClock } from '../testing-clock';

const exporter = new InMemorySpanExporter();
const lines: Record<string, unknown>[] = [];
let tracing: Tracing | undefined;
let database: Database;
let app: Awaited<ReturnType<typeof createApp>>;
let base: string;

beforeAll(async () => {
  tracing = await startTracing({}, exporter);
  database = await openTestDatabase();
  const log = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  app = await createApp({ db: database.db, now: suiteClock, log, tracing: true });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await tracing?.shutdown();
});
beforeEach(() => {
  exporter.reset();
  lines.length = 0;
});

function serverSpans(): ReadableSpan[] {
  return exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER);
}

function childrenOf(parent: ReadableSpan): ReadableSpan[] {
  return exporter
    .getFinishedSpans()
    .filter((span) => span.parentSpanContext?.spanId === parent.spanContext().spanId);
}

it('makes one span per request named by its contract route, with the queries under it', async () => {
  // Over a real connection, where the body arrives on the socket's own events.
  const answer = await fetch(`${base}/prod-api/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'nobody@example.com', password: 'not-the-password-1' }),
  });
  expect(answer.status).toBe(200);
  const [span, ...others] = serverSpans();
  expect(others).toEqual([]);
  expect(span?.name).toBe('POST auth.login');
  expect(span?.attributes).toMatchObject({
    'http.request.method': 'POST',
    'http.route': '/prod-api/v2/user/login',
    'http.response.status_code': 200,
  });
  // The body was read before the handler ran its queries: they are still the request's.
  const queries = childrenOf(span as ReadableSpan);
  expect(queries.length).toBeGreaterThan(0);
  for (const query of queries) {
    expect(query.attributes['db.system.name']).toBe('postgresql');
    expect(String(query.attributes['db.query.text'])).not.toContain('nobody@example.com');
  }
});

it("continues the caller's trace from traceparent", async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  await app.inject({
    method: 'GET',
    url: '/prod-api/layout',
    headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
  });
  const [span] = serverSpans();
  expect(span?.spanContext().traceId).toBe(traceId);
  expect(span?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
});

it("writes the request's trace and span ids on its log lines", async () => {
  await app.inject({ method: 'GET', url: '/prod-api/layout' });
  const [span] = serverSpans();
  const completed = lines.find((line) => line.msg === 'request completed');
  expect(completed).toMatchObject({
    trace_id: span?.spanContext().traceId,
    span_id: span?.spanContext().spanId,
  });
});

it('is on only when the OTEL_* variables ask for it', () => {
  expect(traceExporterOf({})).toBe('none');
  expect(traceExporterOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe('otlp');
  expect(traceExporterOf({ OTEL_TRACES_EXPORTER: 'console' })).toBe('console');
  expect(
    traceExporterOf({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_TRACES_EXPORTER: 'none',
    }),
  ).toBe('none');
  expect(
    traceExporterOf({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_SDK_DISABLED: 'true',
    }),
  ).toBe('none');
  expect(() => traceExporterOf({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/OTEL_TRACES_EXPORTER/);
});
