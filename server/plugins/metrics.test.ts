/**
 * The Prometheus metrics (docs/operations.md): served behind a token on the app's port, every
 * request counted under its contract route's name, the database's queries timed, and what the
 * portal does (kept answers, uploads, order steps) counted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import { metricsRegistry, startMetrics } from '../operations/metrics';
import { partnerWithOrder, stepCalls } from '../orders/testing';
import { startTestApp, type TestApp } from '../testing';

const TOKEN = 'scrape-token-for-the-test-0123456789';

let h: TestApp;
let app: Awaited<ReturnType<typeof createApp>>;

beforeAll(async () => {
  startMetrics();
  h = await startTestApp();
  app = await createApp({ db: h.database.db, now: h.clock.now, metrics: { token: TOKEN } });
});
afterAll(async () => {
  await app.close();
  await h.close();
});

/** One sample of a scrape: its name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

async function scrape(): Promise<Sample[]> {
  const answer = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.body
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labels = '', value = ''] =
        /^([a-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/i.exec(line) ?? [];
      return {
        name,
        labels: Object.fromEntries(
          [...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k = '', v = '']) => [k, v]),
        ),
        value: Number(value),
      };
    });
}

/** The sum of a metric's samples whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

it('answers /metrics only to the token, 404 in the envelope otherwise', async () => {
  for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
    const answer = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });
    expect(answer.statusCode, authorization).toBe(404);
    expect(answer.json(), authorization).toMatchObject({ code: 0 });
  }
});

it('counts each request under its contract route name and status, never its raw URL', async () => {
  const before = await scrape();
  const count = 'portal_http_request_duration_seconds_count';
  const layout = { route: 'content.layout', method: 'GET', status: '200' };
  await app.inject({ method: 'GET', url: '/prod-api/layout' });
  await app.inject({ method: 'GET', url: '/prod-api/layout?ignored=1' });
  await app.inject({ method: 'GET', url: '/prod-api/no/such/call/12345' });
  await app.inject({ method: 'GET', url: '/prod-api/news/detail?id=987654' });
  const after = await scrape();
  expect(total(after, count, layout) - total(before, count, layout)).toBe(2);
  expect(total(after, count, { route: 'unmatched', status: '404' })).toBeGreaterThan(0);
  expect(total(after, count, { route: 'content.newsDetail' })).toBe(
    total(before, count, { route: 'content.newsDetail' }) + 1,
  );
  const routes = new Set(after.filter((s) => s.name === count).map((s) => s.labels.route));
  expect([...routes].some((route) => route?.includes('12345') || route?.includes('987654'))).toBe(
    false,
  );
  // The kept reads: each one a hit or a miss.
  const lookups = 'portal_kept_answer_lookups_total';
  expect(
    total(after, lookups, { route: 'content.layout' }) -
      total(before, lookups, { route: 'content.layout' }),
  ).toBe(2);
});

it("times the database's queries and gives Node's own figures", async () => {
  const samples = await scrape();
  expect(
    total(samples, 'portal_db_query_duration_seconds_count', { operation: 'select' }),
  ).toBeGreaterThan(0);
  for (const name of [
    'process_resident_memory_bytes',
    'nodejs_eventloop_lag_p99_seconds',
    'nodejs_heap_size_used_bytes',
  ]) {
    expect(
      samples.some((s) => s.name === name),
      name,
    ).toBe(true);
  }
});

it("counts the partner's order steps and uploads by kind, once each is committed", async () => {
  const before = await metricsRegistry.getSingleMetricAsString('portal_order_steps_total');
  const partner = await partnerWithOrder(h);
  const steps = stepCalls(h, partner.token);
  expect((await steps.basic(partner.orderId)).body.code).toBe(1);
  expect((await steps.contract(partner.orderId)).body.code).toBe(1);
  // Refused (not its turn): counted as nothing.
  expect((await steps.finish(partner.orderId)).body.code).toBe(0);
  const after = await scrape();
  const parse = (text: string, action: string) =>
    Number(new RegExp(`action="${action}",by="partner"\\} (\\d+)`).exec(text)?.[1] ?? 0);
  const stepsAfter = await metricsRegistry.getSingleMetricAsString('portal_order_steps_total');
  for (const action of ['created', 'basic', 'contract_signed']) {
    expect(parse(stepsAfter, action) - parse(before, action), action).toBe(1);
  }
  expect(parse(stepsAfter, 'finished')).toBe(parse(before, 'finished'));
  expect(
    total(after, 'portal_uploads_total', { route: 'orders.uploadContract', outcome: 'stored' }),
  ).toBeGreaterThan(0);
});
