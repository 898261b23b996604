/**
 * Every list a partner opens stays on an index when the tables are big: the benchmark dataset
 * is written to a PostgreSQL server of the test's own, the statistics gathered, each call made
 * as a volume partner, and every statement it sent explained by PostgreSQL's planner. A
 * sequential scan of a big table fails the test with the call and the SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { openTestDatabase, withQueryLog, type LoggedQuery } from '../../server/db/testing';
import {
  FULL_VOLUME,
  VOLUME_PASSWORD,
  seedVolume,
  volumePartnerEmail,
} from '../../server/db/volume';
import { FakeClock } from '../../server/testing-clock';
import { startCluster, type Cluster } from './postgres';

/** The tables the dataset makes big. */
const BIG_TABLES = new Set([
  'users',
  'end_users',
  'quotations',
  'quotation_items',
  'orders',
  'order_items',
]);

/** The calls a partner's lists and selects make, with the filters a person uses. */
const LIST_CALLS: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
  ['GET', '/user/home'],
  ['GET', '/user/enduser?page=1&limit=20'],
  ['GET', '/user/enduser?page=3&limit=10&keyword=Customer%2012'],
  ['POST', '/user/getenduser', { keyword: 'Customer' }],
  ['GET', '/user/quotation?page=1&limit=20'],
  ['GET', '/user/quotation?page=2&limit=50&status=1&keyword=VQ'],
  ['GET', '/user/getquotation?unlinked=1'],
  ['GET', '/user/project?page=1&limit=20'],
  ['GET', '/user/getuserprojects'],
  ['GET', '/user/orderlist?page=1&limit=20'],
  ['GET', '/user/orderlist?page=3&limit=50&step=4&keyword=SV'],
  ['GET', '/user/orderlist?page=1&limit=20&step=4'],
  [
    'GET',
    '/user/orderlist?page=2&limit=20&create_time[begin]=2026-01-01&create_time[end]=2026-12-31',
  ],
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && BIG_TABLES.has(node['Relation Name'] ?? '')
      ? [node['Relation Name'] ?? '']
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

let cluster: Cluster;
let database: Database;
let logged: ReturnType<typeof withQueryLog>;
let app: Awaited<ReturnType<typeof createApp>>;
let token: string;
const statements: LoggedQuery[] = [];
// The test database is seeded at the suite's instant; the app reads the same clock.
const clock = new FakeClock();

beforeAll(async () => {
  cluster = await startCluster();
  database = await openTestDatabase(cluster.url());
  const outcome = await seedVolume(database.db, FULL_VOLUME, clock.now());
  expect(outcome).toEqual({ written: FULL_VOLUME });
  logged = withQueryLog(database, (query) => statements.push(query));
  await logged.query('analyze', []);
  app = await createApp({ db: logged.db, now: clock.now });
  const login = await app.inject({
    method: 'POST',
    url: '/prod-api/v2/user/login',
    payload: { username: volumePartnerEmail(7), password: VOLUME_PASSWORD, logIp: 0 },
  });
  token = login.json<{ data: { token: string } }>().data.token;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await cluster?.destroy();
});

describe('the lists of the volume dataset', () => {
  it('writes the dataset once: a second run adds nothing', async () => {
    expect(await seedVolume(database.db, FULL_VOLUME, clock.now())).toEqual({
      present: FULL_VOLUME.partners,
    });
  });

  it.each(LIST_CALLS)('%s %s reads the big tables through indexes', async (method, path, body) => {
    statements.length = 0;
    const res = await app.inject({
      method,
      url: `/prod-api${path}`,
      headers: { token },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    expect(res.json<{ code: number }>().code, res.body).toBe(1);
    const reads = statements.filter((s) => /^\s*(select|with)\b/i.test(s.text));
    expect(reads.length).toBeGreaterThan(0);
    const scans: string[] = [];
    for (const { text, params } of reads) {
      const { rows } = await logged.query(`explain (format json) ${text}`, params);
      const [{ 'QUERY PLAN': plan }] = rows as [{ 'QUERY PLAN': [{ Plan: PlanNode }] }];
      const tables = seqScans(plan[0].Plan);
      if (tables.length > 0) scans.push(`${tables.join(', ')}: ${text}`);
    }
    expect(scans, 'sequential scans of big tables').toEqual([]);
  });
});
