/**
 * Every list a partner or head office opens stays on an index when the tables are big, at the
 * benchmark's size and at ten times it: the dataset is written to a PostgreSQL server of the
 * test's own, the statistics gathered, each call made as a volume partner or as head office,
 * and every statement it sent explained by PostgreSQL's planner. A sequential scan of a big
 * table fails the test with the call and the SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ORDER_STEPS } from '../../contract/values';
import type { Database } from '../../server/db/client';
import { openTestDatabase, withQueryLog, type LoggedQuery } from '../../server/db/testing';
import { DEMO_PASSWORD, DEMO_STAFF_ACCOUNTS } from '../../server/db/seed/accounts';
import {
  VOLUME_PASSWORD,
  scaledVolume,
  seedVolume,
  volumePartnerEmail,
} from '../../server/db/volume';
import { FakeClock } from '../../server/testing-clock';
import { startCluster, type Cluster } from './postgres';

/** Head office's login with every permission. */
const DESK_LOGIN = DEMO_STAFF_ACCOUNTS[0]?.username ?? '';

/**
 * A table is big from this many rows on: reading it whole costs more than its index would. The
 * planner rightly reads a smaller one whole (the 500 partners of the benchmark's size, joined to
 * thousands of orders); at ten times the size the partners are a big table too.
 */
const BIG_TABLE_ROWS = 1_000;

/** The calls a partner's lists and selects make, with the filters a person uses. */
const LIST_CALLS: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
  ['GET', '/user/home'],
  ['GET', '/user/enduser?page=1&limit=20'],
  ['GET', '/user/enduser?page=3&limit=10&keyword=Customer%2012'],
  ['POST', '/user/getenduser', { keyword: 'Customer' }],
  ['GET', '/user/quotation?page=1&limit=20'],
  ['GET', '/user/quotation?page=2&limit=50&status=1&keyword=VQ'],
  ['GET', '/user/quotation?page=1&limit=20&keyword=VQ00000'],
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

function seqScans(node: PlanNode, big: ReadonlySet<string>): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && big.has(node['Relation Name'] ?? '')
      ? [node['Relation Name'] ?? '']
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((plan) => seqScans(plan, big))];
}

/** The calls of head office's desks over the big tables, with the filters a desk uses. */
const DESK_CALLS: [method: 'GET', path: string][] = [
  ['GET', '/backoffice/queue'],
  ['GET', '/backoffice/orders?page=1&limit=20'],
  ['GET', '/backoffice/orders?page=2&limit=20&waiting=payment'],
  ['GET', '/backoffice/quotations?page=1&limit=20'],
  ['GET', '/backoffice/projects?page=1&limit=20&status=1'],
];

/**
 * The desks' keyword searches: a keyword is matched anywhere in a text, through the trigram
 * indexes (migrations 0023 – 0025), in the record's own texts or its partner's. The partners
 * that match are read first in the same statement, by `portal_partners_matching` (migration
 * 0026), whose own searches this test does not see; the statement reads every big table,
 * partners included, through indexes.
 */
const DESK_SEARCHES: [method: 'GET', path: string][] = [
  ['GET', '/backoffice/orders?page=1&limit=20&keyword=SV000002650'],
  ['GET', '/backoffice/orders?page=1&limit=20&keyword=Networks%207'],
  ['GET', '/backoffice/quotations?page=1&limit=20&keyword=VQ000000123'],
  ['GET', '/backoffice/quotations?page=1&limit=20&keyword=volume.partner.7%40'],
  ['GET', '/backoffice/quotations?page=1&limit=20&keyword=Networks%207'],
  ['GET', '/backoffice/partners?page=1&limit=20&keyword=Networks%2012'],
];

/** The sizes the lists are checked at: the volume dataset and ten times it. */
const SCALES = [1, 10];

describe.each(SCALES)('the lists at %i× the volume dataset', (scale) => {
  const sizes = scaledVolume(scale);
  let cluster: Cluster;
  let database: Database;
  let logged: ReturnType<typeof withQueryLog>;
  let app: Awaited<ReturnType<typeof createApp>>;
  const tokens = { partner: '', desk: '' };
  const statements: LoggedQuery[] = [];
  let bigTables = new Set<string>();
  // The test database is seeded at the suite's instant; the app reads the same clock.
  const clock = new FakeClock();

  const logIn = async (username: string, password: string) => {
    const login = await app.inject({
      method: 'POST',
      url: '/prod-api/v2/user/login',
      payload: { username, password, logIp: 0 },
    });
    return login.json<{ data: { token: string } }>().data.token;
  };

  beforeAll(async () => {
    cluster = await startCluster();
    database = await openTestDatabase(cluster.url());
    const outcome = await seedVolume(database.db, sizes, clock.now());
    expect(outcome).toEqual({ written: sizes });
    logged = withQueryLog(database, (query) => statements.push(query));
    await logged.query('analyze', []);
    const { rows } = await logged.query(
      `select relname from pg_class
        where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= $1`,
      [BIG_TABLE_ROWS],
    );
    bigTables = new Set((rows as { relname: string }[]).map((row) => row.relname));
    expect(bigTables).toContain('orders');
    expect(bigTables.has('users')).toBe(sizes.partners >= BIG_TABLE_ROWS);
    app = await createApp({ db: logged.db, now: clock.now });
    tokens.partner = await logIn(volumePartnerEmail(7), VOLUME_PASSWORD);
    tokens.desk = await logIn(DESK_LOGIN, DEMO_PASSWORD);
  }, 600_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.destroy();
  });

  it("has orders waiting on head office as the orders' rule says: at shipping, for the materials", async () => {
    const { rows } = await logged.query(
      `select step, waiting_on, count(*)::int as n from orders where order_sn like 'SV%'
        group by step, waiting_on order by step`,
      [],
    );
    const steps = Object.values(ORDER_STEPS).filter((step) => step >= ORDER_STEPS.basic);
    expect(rows).toEqual(
      steps.map((step) => ({
        step,
        waiting_on: step === ORDER_STEPS.shipping ? 'shipping' : null,
        n: expect.any(Number) as number,
      })),
    );
  });

  it('writes the dataset once: a second run adds nothing', async () => {
    expect(await seedVolume(database.db, sizes, clock.now())).toEqual({
      present: sizes.partners,
    });
  });

  /** Makes the call and explains every statement it read with: no big table read whole. */
  async function expectIndexed(
    token: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<void> {
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
      const tables = seqScans(plan[0].Plan, bigTables);
      if (tables.length > 0) scans.push(`${tables.join(', ')}: ${text}`);
    }
    expect(scans, 'sequential scans of big tables').toEqual([]);
  }

  it.each(LIST_CALLS)(
    "a partner's %s %s reads the big tables through indexes",
    (method, path, body) => expectIndexed(tokens.partner, method, path, body),
  );

  it.each(DESK_CALLS)("head office's %s %s reads the big tables through indexes", (method, path) =>
    expectIndexed(tokens.desk, method, path),
  );

  it.each(DESK_SEARCHES)(
    "head office's search %s %s reads the records through indexes",
    (method, path) => expectIndexed(tokens.desk, method, path),
  );
});
