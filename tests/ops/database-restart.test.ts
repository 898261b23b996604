/**
 * The server on a real PostgreSQL that stops and starts again: while it is idle, and under
 * load, with a clean shutdown and with a crash. The process must live through it, answer only
 * envelopes meanwhile (HTTP 200, or 503 with a message in the caller's language), log a few lines
 * instead of one per call, and serve again within two seconds of the database's return.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { languageOf } from '../../i18n/languages';
import { messages } from '../../server/messages';
import { startCluster, type Cluster } from './postgres';
import { call, startServer, type Answer, type ServerProcess } from './server';

let cluster: Cluster;
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  cluster = await startCluster();
  server = await startServer({ DATABASE_URL: cluster.url(), DATABASE_POOL_SIZE: '4' });
  const login = await call<{ token: string }>(server, 'POST', '/prod-api/v2/user/login', {
    json: { username: 'demo.dpp@example.com', password: 'DemoPartner2026' },
  });
  token = login.body?.data?.token ?? '';
  expect(token).not.toBe('');
});

// A test that fails half-way leaves the database running for the next.
afterEach(async () => {
  if (cluster && !cluster.running) await cluster.start();
});

afterAll(async () => {
  await server?.stop();
  await cluster?.destroy();
});

/** Calls that read the database and have no rate limit: public content, logged-in calls. */
const CALLS: { method: 'GET' | 'POST'; path: string; token?: boolean; lang: string }[] = [
  { method: 'GET', path: '/prod-api/layout', lang: 'en' },
  { method: 'GET', path: '/prod-api/products/index', lang: 'ru' },
  { method: 'GET', path: '/prod-api/user/home', token: true, lang: 'ara' },
  { method: 'GET', path: '/prod-api/user/cartlist', token: true, lang: 'kor' },
  { method: 'GET', path: '/prod-api/friendlink', lang: 'fra' },
];

/** An answer and the language it was asked in. */
type Sent = Answer & { lang: string };

async function send(index: number): Promise<Sent> {
  const one = CALLS[index % CALLS.length]!;
  const answer = await call(server, one.method, one.path, {
    lang: one.lang,
    ...(one.token ? { token } : {}),
  });
  return { ...answer, lang: one.lang };
}

/** What went wrong with one answer, if anything: only envelopes, only 200 or 503. */
function problemOf(answer: Sent): string | undefined {
  if (!answer.body || typeof answer.body.code !== 'number' || typeof answer.body.msg !== 'string') {
    return `not an envelope (HTTP ${answer.status}): ${answer.text.slice(0, 200)}`;
  }
  if (answer.status === 200) return undefined;
  if (answer.status !== 503) return `HTTP ${answer.status}: ${answer.text.slice(0, 200)}`;
  const expected = messages(languageOf(answer.lang).code).databaseUnavailable();
  if (answer.body.code !== 0 || answer.body.msg !== expected) {
    return `503 with ${JSON.stringify(answer.body)}, expected code 0 and "${expected}"`;
  }
  return undefined;
}

/** The last answer that kept {@link allServed} false, for the failure message. */
let lastUnserved = '';

/** Whether every call of the list succeeds (the database is back for all of them). */
async function allServed(): Promise<boolean> {
  const answers = await Promise.all(CALLS.map((_, i) => send(i).catch(() => undefined)));
  const index = answers.findIndex((a) => a?.status !== 200 || a.body?.code !== 1);
  const unserved = answers[index];
  lastUnserved = unserved ? `HTTP ${unserved.status} ${unserved.text.slice(0, 200)}` : 'no answer';
  return index === -1;
}

/** Milliseconds from now until every call succeeds again. */
async function timeToServe(limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs + 3_000) {
    if (await allServed()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Number.POSITIVE_INFINITY;
}

function databaseLogLines(from: number): string[] {
  return server
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => /Database /.test(line));
}

/** Waits for the line that ends a burst of faults; answers its count of failures. */
async function burstEnd(from: number): Promise<number> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const line = databaseLogLines(from).find((l) => /Database faults ended/.test(l));
    const count = /ended: (\d+) failures?/.exec(line ?? '')?.[1];
    if (count) return Number(count);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no end of the burst in the log:\n${databaseLogLines(from).join('\n')}`);
}

/** Sends calls from `workers` loops until `stop()`; keeps every answer's problem. */
function load(workers: number) {
  let running = true;
  let sent = 0;
  let unavailable = 0;
  const problems: string[] = [];
  const loops = Array.from({ length: workers }, async (_, worker) => {
    while (running) {
      const answer = await send(sent + worker).catch((error: unknown): Sent => ({
        status: 0,
        body: undefined,
        text: `no answer: ${String(error)}`,
        lang: 'en',
      }));
      sent += 1;
      if (answer.status === 503) unavailable += 1;
      const problem = problemOf(answer);
      if (problem) problems.push(problem);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  return {
    stats: () => ({ sent, unavailable, problems }),
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('a database restart', () => {
  it('while the server is idle: it lives, answers 503 envelopes, and serves again within 2 s', async () => {
    // Connections sit idle in the pool when the database goes away.
    expect(await allServed()).toBe(true);
    const logFrom = server.output().length;
    await cluster.stop('fast');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.alive()).toBe(true);

    for (let i = 0; i < CALLS.length; i += 1) {
      const answer = await send(i);
      expect(problemOf(answer)).toBeUndefined();
      expect(answer.status).toBe(503);
    }
    const health = await call(server, 'GET', '/readyz');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ code: 0 });

    await cluster.start();
    expect(await timeToServe(2_000), lastUnserved).toBeLessThan(2_000);
    expect(server.alive()).toBe(true);
    expect((await call(server, 'GET', '/readyz')).status).toBe(200);
    expect(databaseLogLines(logFrom).length).toBeGreaterThan(0);
  });

  it.each(['fast', 'immediate'] as const)(
    'under load, stopped %s: only envelopes, a few log lines, served again within 2 s',
    async (mode) => {
      const logFrom = server.output().length;
      const traffic = load(6);
      await new Promise((resolve) => setTimeout(resolve, 700));
      await cluster.stop(mode);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(server.alive()).toBe(true);

      await cluster.start();
      const recovery = await timeToServe(2_000);
      // A moment of traffic after the return, still checked for envelopes.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await traffic.stop();
      const { sent, unavailable, problems } = traffic.stats();

      expect(problems.slice(0, 5)).toEqual([]);
      expect(unavailable).toBeGreaterThan(50);
      expect(sent).toBeGreaterThan(unavailable);
      expect(recovery, lastUnserved).toBeLessThan(2_000);
      expect(server.alive()).toBe(true);
      // The burst is logged as it starts (or was already, by the restart before) and, after a
      // quiet spell, as it ends, with the count: a few lines for hundreds of failed calls.
      const ended = await burstEnd(logFrom);
      expect(ended).toBeGreaterThanOrEqual(unavailable);
      expect(databaseLogLines(logFrom).length).toBeLessThanOrEqual(3);
    },
  );
});
