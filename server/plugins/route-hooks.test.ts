/**
 * The guards live on the routes they guard (docs/server.md): every
 * call of the contract that needs a token still asks for one, and no public call does. And the
 * server's log: what goes wrong is written at every level, a line per request only from `info`.
 */
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_NO_TOKEN } from '../../contract/common';
import { contract } from '../../contract/index';
import { createApp } from '../app';
import { needsToken } from './auth';
import type { Database } from '../db/client';
import { openTestDatabase } from '../db/testing';
import { suiteClock } from '../testing-clock';

/** Every route of the contract. */
function contractRoutes(router: AppRouter | AppRoute = contract): AppRoute[] {
  if (isAppRoute(router)) return [router];
  return Object.values(router).flatMap((child) => contractRoutes(child));
}

/** The `code` of an answer in the envelope, or null for another answer (a file, a picture). */
function codeOf(payload: string): unknown {
  try {
    return (JSON.parse(payload) as { code?: unknown }).code ?? null;
  } catch {
    return null;
  }
}

/** A log that keeps its lines, parsed. */
function keptLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { log, lines };
}

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('the auth guard, on the routes that need a token', () => {
  it('answers 90002 to every call that needs a token and comes without one, and to no public call', async () => {
    const app = await createApp({ db: database.db, now: suiteClock });
    const routes = contractRoutes();
    const answers = await Promise.all(
      routes.map(async (route) => {
        const url = `/prod-api${route.path.replace(/:\w+/g, '1')}`;
        const res = await app.inject({ method: route.method, url });
        return { call: `${route.method} ${route.path}`, token: needsToken(route), res };
      }),
    );
    const asking = answers.filter((a) => codeOf(a.res.payload) === CODE_NO_TOKEN);
    expect(asking.map((a) => a.call).sort()).toEqual(
      answers
        .filter((a) => a.token)
        .map((a) => a.call)
        .sort(),
    );
    // Both kinds are there: the sweep is not vacuous.
    expect(answers.filter((a) => a.token).length).toBeGreaterThan(50);
    expect(answers.filter((a) => !a.token).length).toBeGreaterThan(20);
    await app.close();
  });
});

describe('the log', () => {
  it('at warn, writes an unexpected error once with its request id, and nothing for each request', async () => {
    const { log, lines } = keptLog('warn');
    const app = await createApp({ db: database.db, now: suiteClock, log });
    app.get('/failing', () => {
      throw new Error('the disk at /var/lib/portal is full');
    });
    const healthy = await app.inject({ method: 'GET', url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
    expect(lines).toEqual([]);

    const failed = await app.inject({ method: 'GET', url: '/failing' });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      code: 0,
      msg: 'The server could not complete the request. Please try again later.',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'request failed',
      err: { message: 'the disk at /var/lib/portal is full' },
    });
    expect(lines[0]?.reqId).toMatch(/^req-/);
    await app.close();
  });

  it('at info, writes a line for each request too', async () => {
    const { log, lines } = keptLog('info');
    const app = await createApp({ db: database.db, now: suiteClock, log });
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[1]).toMatchObject({ res: { statusCode: 200 } });
    await app.close();
  });
});
