import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { sql } from 'drizzle-orm';
import { HEALTH_PATH, READY_PATH, Readiness } from '../plugins/health';
import { messages } from '../messages';
import { openDatabase, shippedMigrations, type Database } from './client';
import { openTestDatabase } from './testing';
import { createFaultLog, faultReason, isDatabaseUnavailable, type FaultLogger } from './faults';
import { suiteClock } from '../testing-clock';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('a database fault is told from other errors', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a shutdown by the administrator', withCode('terminating connection', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    [
      'a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'a refusal on both addresses of a dual-stack host',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ],
    [
      'a failed query that drizzle wrapped',
      new DrizzleQueryError('select 1', [], withCode('read ECONNRESET', 'ECONNRESET')),
    ],
  ])('%s is a fault of the database', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a malformed body', Object.assign(new Error('Unexpected end of JSON'), { statusCode: 400 })],
    ['a plain error', new Error('boom')],
    ['no error at all', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('the reason names the driver error, not the query or its values', () => {
    const error = new DrizzleQueryError(
      'select * from users where username = $1',
      ['someone@example.com'],
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    );
    expect(faultReason(error)).toBe('ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432');
  });
});

describe('the fault log writes a few lines per burst, not one per failed call', () => {
  it('logs the first fault at once, a count at the end of the burst, and again for the next', () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const logger: FaultLogger = {
        error: (_details, message) => lines.push(message),
        warn: (_details, message) => lines.push(message),
      };
      const log = createFaultLog({ quietMs: 5_000, reportEveryMs: 60_000, now: Date.now });
      log.logTo(logger);
      const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');

      for (let i = 0; i < 11_000; i += 1) {
        log.note(refused);
        if (i % 1_000 === 0) vi.advanceTimersByTime(700);
      }
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Database unavailable: ECONNREFUSED/);
      expect(log.active).toBe(true);

      vi.advanceTimersByTime(5_000);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^Database faults ended: 11000 failures/);
      expect(log.active).toBe(false);

      log.note(refused);
      expect(lines).toHaveLength(3);
      expect(lines[2]).toMatch(/^Database unavailable/);
      vi.advanceTimersByTime(5_000);
      expect(lines[3]).toMatch(/^Database faults ended: 1 failure /);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a long outage adds one line a minute with the count', () => {
    vi.useFakeTimers();
    try {
      const lines: string[] = [];
      const log = createFaultLog({ quietMs: 5_000, reportEveryMs: 60_000, now: Date.now });
      log.logTo({ error: (_d, m) => lines.push(m), warn: (_d, m) => lines.push(m) });
      for (let second = 0; second < 150; second += 1) {
        for (let i = 0; i < 10; i += 1) log.note(new Error('Connection terminated unexpectedly'));
        vi.advanceTimersByTime(1_000);
      }
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(/^Database still unavailable: 600 failures in the last 60 s/);
      expect(lines[2]).toMatch(/^Database still unavailable: 600 failures in the last 60 s/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('while the database cannot be reached', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof createApp>>;

  beforeAll(async () => {
    // A port nobody listens on: every connection is refused at once.
    database = await openDatabase({ url: 'postgres://app@127.0.0.1:9/none', poolSize: 2 });
    app = await createApp({ db: database.db, now: suiteClock });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['GET', '/prod-api/layout'],
    ['GET', '/prod-api/user/home'],
    ['POST', '/prod-api/v2/user/login'],
    ['GET', '/chat/messages'],
  ])('%s %s answers 503 with the envelope in the caller’s language', async (method, url) => {
    for (const lang of ['en', 'ru', 'ara']) {
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { lang, token: 'x'.repeat(43) },
        ...(method === 'POST'
          ? { payload: { username: 'demo.dpp@example.com', password: 'DemoPartner2026' } }
          : {}),
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      const expected = messages(lang === 'ara' ? 'ara' : lang === 'ru' ? 'ru' : 'en');
      expect(response.json()).toEqual({ code: 0, msg: expected.databaseUnavailable() });
    }
  });

  it('liveness still answers 200 (the process is alive); readiness answers 503 with the facts', async () => {
    const live = await app.inject({ method: 'GET', url: HEALTH_PATH });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ code: 1, data: { status: 'alive' } });
    const ready = await app.inject({ method: 'GET', url: READY_PATH });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toMatchObject({
      code: 0,
      data: { database: 'down', migrations: 'unknown', draining: false },
    });
  });
});

describe('liveness and readiness', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('answer 200 while the database answers and is current, with no token and no caching', async () => {
    const app = await createApp({ db: database.db, now: suiteClock });
    try {
      for (const [url, data] of [
        [HEALTH_PATH, { status: 'alive' }],
        [READY_PATH, { database: 'up', migrations: 'current', draining: false }],
      ] as const) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-store');
        expect(response.json(), url).toMatchObject({ code: 1, data });
      }
    } finally {
      await app.close();
    }
  });

  it('readiness answers 503 once the process drains, while it still serves calls', async () => {
    const readiness = new Readiness();
    const app = await createApp({ db: database.db, now: suiteClock, readiness });
    try {
      readiness.drain();
      const ready = await app.inject({ method: 'GET', url: READY_PATH });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toMatchObject({ code: 0, data: { database: 'up', draining: true } });
      expect((await app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/prod-api/layout' })).json()).toMatchObject({
        code: 1,
      });
    } finally {
      await app.close();
    }
  });

  it('readiness answers 503 on a database behind this version, and names what is pending', async () => {
    const behind = await openTestDatabase();
    const app = await createApp({ db: behind.db, now: suiteClock });
    try {
      const newest = shippedMigrations().at(-1);
      await behind.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest?.when ?? 0}`,
      );
      expect(await behind.pendingMigrations()).toEqual([newest?.tag]);
      const ready = await app.inject({ method: 'GET', url: READY_PATH });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ data: { database: 'up', migrations: 'behind' } });
      // Its record back (its tables never left): the database is current again.
      await behind.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('test', ${newest?.when ?? 0})`,
      );
      expect(await behind.pendingMigrations()).toEqual([]);
      expect((await app.inject({ method: 'GET', url: READY_PATH })).statusCode).toBe(200);
    } finally {
      await app.close();
      await behind.close();
    }
  });

  it('an empty database has every shipped migration pending', async () => {
    const empty = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await empty.pendingMigrations()).toEqual(shippedMigrations().map((m) => m.tag));
      await empty.migrate();
      expect(await empty.pendingMigrations()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
