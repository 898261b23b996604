/**
 * `npm run bench:api [-- --db pglite|postgres|both] [--duration S] [--connections N]`: the API's
 * throughput beside a bare Fastify "hello", in the same run (docs/server.md).
 * Bare Fastify is measured again before each database's rows, beside a bare Fastify POST that reads
 * a JSON body and sends an answer as large as the product list's from memory: the least any
 * server does for that call.
 *
 * Each database gets a new one with the demo data and the volume dataset (100,000 orders), the
 * reference server as its own process, and autocannon against: GET /layout, POST /products/list,
 * GET /user/orderlist (logged in; kept in memory after its first answer), the order list at a
 * fixed 500 requests a second for its p99 (loadtest's open loop, beside bare Fastify at that
 * rate), then the same list narrowed by dates (never kept: every answer is read from the
 * database), at the fixed rate and flat out; then, at the first size, the writes of a hundred
 * partners at once, each read back afterwards (scripts/bench-writes.ts). PostgreSQL is
 * `DATABASE_URL` when set (a database of its own: the bench writes to it), else a new cluster of
 * PostgreSQL's server programs (as in the process tests).
 */
import autocannon, { type Result } from 'autocannon';
import { loadTest, type LoadTestResult } from 'loadtest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { VOLUME_HEAD_OFFICE_EMAIL, VOLUME_PASSWORD, volumePartnerEmail } from '../server/db/volume';
import { freePort, startCluster, type Cluster } from '../tests/ops/postgres';
import { startServer } from '../tests/ops/server';
import { benchWrites, WRITING_PARTNERS, type WriteRow } from './bench-writes';
import { storedSession } from './lib/stored-session';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    scales: { type: 'string', default: '1' },
  },
});
/** The sizes of the volume dataset measured, as multiples of it (`--scales 1,10`). */
const SCALES = values.scales.split(',').map(Number);
if (SCALES.some((scale) => !Number.isInteger(scale) || scale < 1 || scale > 100)) {
  throw new Error(
    `--scales takes whole numbers from 1 to 100, such as 1,10; not "${values.scales}"`,
  );
}
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
/**
 * The filtered lists measured beside the order list, with the filters a person uses, as volume
 * partner 7 or as head office (every desk): a keyword matches anywhere in a text. The order
 * desk's keyword is the start of ten order numbers that wait on head office at either size.
 */
const FILTERED_LISTS: [name: string, path: string, as: 'partner' | 'desk'][] = [
  ['GET /user/quotation by status', '/user/quotation?page=1&limit=20&status=2', 'partner'],
  ['GET /user/quotation by keyword', '/user/quotation?page=1&limit=20&keyword=VQ00000', 'partner'],
  ['GET /user/enduser by keyword', '/user/enduser?page=1&limit=20&keyword=Customer', 'partner'],
  [
    'GET /backoffice/orders by keyword',
    '/backoffice/orders?page=1&limit=20&keyword=SV000002650',
    'desk',
  ],
  [
    'GET /backoffice/quotations by keyword',
    '/backoffice/quotations?page=1&limit=20&keyword=VQ000000123',
    'desk',
  ],
  [
    'GET /backoffice/quotations by partner',
    '/backoffice/quotations?page=1&limit=20&keyword=Networks%207',
    'desk',
  ],
  [
    'GET /backoffice/partners by keyword',
    '/backoffice/partners?page=1&limit=20&keyword=Networks%2012',
    'desk',
  ],
];

/** The logged-in order list's goal is held at this rate. */
const FIXED_RATE = 500;

interface Row {
  name: string;
  result: Figures;
  /** Bare Fastify's "hello", measured just before this row's group: the ratio's yardstick. */
  bare: Figures;
  /** A write's check that none was lost or doubled (scripts/bench-writes.ts). */
  write?: Pick<WriteRow, 'check' | 'holds' | 'done'>;
}

/** The product list's answer is about this large; bare Fastify's reference answer is as large. */
const LIST_ANSWER_BYTES = 5_200;

interface BareFastify {
  /** GET /: `{ "hello": "world" }`. */
  hello: string;
  /** POST /list: a kept JSON answer of {@link LIST_ANSWER_BYTES}, for a JSON body. */
  list: string;
  stop: () => void;
}

/** Runs a command to its end; rejects with its output when it fails. */
function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} failed:\n${output}`)),
    );
  });
}

/**
 * A bare Fastify, as its own process like the reference server: "hello", and the same work as the
 * product list's at its least (a JSON body read, an answer of its size sent from memory).
 */
async function startBareFastify(): Promise<BareFastify> {
  const port = await freePort();
  const code = `
    const app = require('fastify')();
    app.get('/', async () => ({ hello: 'world' }));
    const list = Buffer.from(JSON.stringify({ data: 'x'.repeat(${LIST_ANSWER_BYTES - 11}) }));
    app.post('/list', async (request, reply) => {
      reply.type('application/json; charset=utf-8');
      return list;
    });
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => process.stdout.write('ready\\n'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  return { hello: `${base}/`, list: `${base}/list`, stop: () => child.kill('SIGTERM') };
}

/** How long a server is left alone before a measurement, at least. */
const SETTLE_MS = 2_000;
/** The longest it is waited for after that to be idle. */
const SETTLE_LIMIT_MS = 60_000;
/** A server is idle when its probe is answered within this, three times running. */
const IDLE_PROBE_MS = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the server behind `probe` is idle: a saturating run leaves calls queued (the
 * server answers them after autocannon has gone; on PGlite, slow queries queue behind one
 * another for seconds), and they would count against the next run's latency. The probe of the
 * portal is its health check, which waits its turn for the database like any call.
 */
async function settle(probe: string): Promise<void> {
  await pause(SETTLE_MS);
  const until = Date.now() + SETTLE_LIMIT_MS;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const started = performance.now();
    await fetch(probe)
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
    quick = performance.now() - started < IDLE_PROBE_MS ? quick + 1 : 0;
    if (quick < 3) await pause(100);
  }
}

/** One measurement, once the server behind `probe` is idle. */
async function measure(probe: string, options: autocannon.Options): Promise<Result> {
  await settle(probe);
  return autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
}

/**
 * One call at a fixed arrival rate, once the server behind `probe` is idle: a request every
 * 1/rate of a second, sent whether or not the ones before it have been answered (an open loop,
 * as wrk2 and k6's constant arrival rate measure), each timed from the moment it was due.
 * autocannon's rate cannot stand for it: each of its connections sends its share of a second
 * back to back when the second starts and then waits, so at 500 req/s over 50 connections the
 * whole second's requests arrive at once, and its p99 is that of the server flat out.
 */
async function measureAtRate(
  probe: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  await settle(probe);
  const result = await new Promise<LoadTestResult>((resolve, reject) => {
    loadTest(
      {
        url,
        headers,
        requestsPerSecond: FIXED_RATE,
        maxSeconds: DURATION,
        agentKeepAlive: true,
        quiet: true,
      },
      (error: Error | null, done: LoadTestResult) => (error ? reject(error) : resolve(done)),
    );
  });
  return {
    requests: result.totalRequests,
    seconds: result.totalTimeSeconds,
    // loadtest leaves a percentile `false` when no request was answered.
    p50: Number(result.percentiles[50] || 0),
    p99: Number(result.percentiles[99] || 0),
    errors: result.totalErrors,
    atRate: FIXED_RATE,
  };
}

/** What a row prints, whichever tool measured it. */
interface Figures {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  /** Calls that failed or were answered with an HTTP error. */
  errors: number;
  /** The arrival rate the call was held at, if it was: its ratio to bare Fastify says nothing. */
  atRate?: number;
}

/**
 * autocannon's result as a row prints it. Requests a second are over the whole run: autocannon's
 * own average is over whole seconds, which a run of a number of writes (a second and a half)
 * does not fill.
 */
function figuresOf(result: Result): Figures {
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** One measurement with autocannon, flat out, once the server behind `probe` is idle. */
async function measureFlatOut(probe: string, options: autocannon.Options): Promise<Figures> {
  return figuresOf(await measure(probe, options));
}

/** The product list's call as autocannon makes it. */
const LIST_CALL = {
  method: 'POST',
  headers: { 'content-type': 'application/json', lang: 'en' },
  body: JSON.stringify({ page: 1, limit: 20 }),
} satisfies Omit<autocannon.Options, 'url'>;

/**
 * One database's rows. Bare Fastify is measured again just before them, with the server started
 * and idle: on a shared machine the speed of the moment moves by a fifth or more in minutes, and
 * a ratio is fair only to a yardstick taken at the same time.
 */
async function benchServer(
  database: string,
  env: Record<string, string>,
  bare: BareFastify,
  scale: number,
): Promise<Row[]> {
  const label = scale === 1 ? database : `${database} ×${scale}`;
  process.stdout.write(`\n${label}: seeding the volume dataset…\n`);
  const seeded = await runToEnd(
    process.execPath,
    ['--import', 'tsx', 'server/cli/volume.ts', '--scale', String(scale)],
    { ...env, LOG_LEVEL: 'warn' },
  );
  process.stdout.write(seeded.split('\n').find((line) => line.startsWith('Wrote')) ?? seeded);
  process.stdout.write('\n');
  // A hundred partners log in from this one machine: as from one office, whose address the
  // per-IP limits are scaled for (docs/deployment.md).
  const server = await startServer({
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PER_IP_LIMITS_SCALE: '10',
  });
  try {
    const { token = '' } = await storedSession(server, volumePartnerEmail(7), VOLUME_PASSWORD);
    const { token: deskToken = '' } = await storedSession(
      server,
      VOLUME_HEAD_OFFICE_EMAIL,
      VOLUME_PASSWORD,
    );
    const api = `${server.base}/prod-api`;
    const probe = `${server.base}/readyz`;
    const orders = `${api}/user/orderlist?page=1&limit=20`;
    const byDates = `${orders}&create_time[begin]=2000-01-01`;
    const authed = { token, lang: 'en' };
    const layout: autocannon.Options = { url: `${api}/layout` };
    const productList: autocannon.Options = { url: `${api}/products/list`, ...LIST_CALL };
    const orderList: autocannon.Options = { url: orders, headers: authed };
    // Warm up each kept path (the first answers are read and kept, the code is compiled), then
    // measure.
    for (const options of [layout, productList, orderList]) {
      await measure(probe, { ...options, duration: 2 });
    }
    const hello = await measureFlatOut(bare.hello, { url: bare.hello });
    const rows: Omit<Row, 'bare'>[] = [
      { name: `${label}: bare Fastify GET / (hello)`, result: hello },
    ];
    // The public reads do not grow with the partners' data: measured at the first size only.
    if (scale === SCALES[0]) {
      rows.push(
        {
          name: `${label}: bare Fastify POST, 5 kB answer`,
          result: await measureFlatOut(bare.hello, { url: bare.list, ...LIST_CALL }),
        },
        { name: `${label} GET /layout`, result: await measureFlatOut(probe, layout) },
        { name: `${label} POST /products/list`, result: await measureFlatOut(probe, productList) },
      );
    }
    // The lists, which read the data that grows, at every size.
    rows.push(
      { name: `${label} GET /user/orderlist`, result: await measureFlatOut(probe, orderList) },
      {
        name: `${label} GET /user/orderlist @${FIXED_RATE}/s`,
        result: await measureAtRate(probe, orders, authed),
      },
      // Last: ten seconds of uncached reads leave garbage and cold caches behind, which the
      // kept list's p99 measured after them counted as its own (35 – 64 ms in some runs, 3 – 21
      // ms in the others). Lists narrowed by dates are never kept: each answer is the database's.
      {
        name: `${label} GET /user/orderlist by dates @${FIXED_RATE}/s`,
        result: await measureAtRate(probe, byDates, authed),
      },
      {
        name: `${label} GET /user/orderlist by dates`,
        result: await measureFlatOut(probe, { url: byDates, headers: authed }),
      },
    );
    // The other filtered lists of a partner and of head office's desks: never kept, each answer
    // is the database's.
    for (const [name, path, as] of FILTERED_LISTS) {
      const headers = { token: as === 'partner' ? token : deskToken, lang: 'en' };
      rows.push({
        name: `${label} ${name}`,
        result: await measureFlatOut(probe, { url: `${api}${path}`, headers }),
      });
    }
    // Writes, last: they change the dataset. At the first size only, as the public reads.
    const written: Row[] = [];
    if (scale === SCALES[0]) {
      for (const { name, result, check, holds, done } of await benchWrites(server, label, () =>
        settle(probe),
      )) {
        written.push({
          name,
          result: figuresOf(result),
          bare: hello,
          write: { check, holds, done },
        });
      }
    }
    return [...rows.map((row) => ({ ...row, bare: hello })), ...written];
  } finally {
    await server.stop();
  }
}

/** Requests a second over the whole run. */
function rateOf(result: Figures): number {
  return result.requests / result.seconds;
}

function printTable(rows: Row[], bareAtRate: Figures): void {
  const head = `${'call'.padEnd(44)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'of bare'.padStart(9)}`;
  process.stdout.write(`\n${head}\n${'-'.repeat(head.length)}\n`);
  // A write refused in the envelope (HTTP 200, `code: 0`) is an error too.
  const line = (name: string, result: Figures, ratio: string, done?: number) =>
    process.stdout.write(
      `${name.padEnd(44)}${rateOf(result).toFixed(0).padStart(10)}${String(result.p50).padStart(9)}${String(result.p99).padStart(9)}${String(done === undefined ? result.errors : result.requests - done).padStart(8)}${ratio.padStart(9)}\n`,
    );
  // The machine's own latency at the fixed rate: the yardstick of the order list's p99.
  line(`bare Fastify GET / @${FIXED_RATE}/s`, bareAtRate, '');
  for (const { name, result, bare, write } of rows) {
    const ratio = result.atRate ? '' : `${((rateOf(result) / rateOf(bare)) * 100).toFixed(1)}%`;
    line(name, result, ratio, write?.done);
  }
  const writes = rows.filter((row) => row.write);
  if (writes.length > 0) process.stdout.write('\nWrites read back afterwards:\n');
  for (const { name, write } of writes) {
    process.stdout.write(
      `${name.padEnd(44)}${write?.holds ? 'ok ' : 'LOST OR DOUBLED '}${write?.check ?? ''}\n`,
    );
  }
  process.stdout.write(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
      `${CONNECTIONS} connections, ${DURATION} s each.\n` +
      "Ratios are to bare Fastify's hello measured just before each database's rows.\n" +
      'Goals: public reads at least 40% of bare Fastify; the logged-in order list at least 15%, ' +
      `with p99 under 25 ms at ${FIXED_RATE} req/s, narrowed by dates too; every other ` +
      'filtered list of a partner or a desk at least 10%; writes by ' +
      `${WRITING_PARTNERS} partners at once at least 5%, p99 under 100 ms.\n`,
  );
}

async function main(): Promise<void> {
  const which = values.db;
  if (!['pglite', 'postgres', 'both'].includes(which)) {
    throw new Error(`--db takes pglite, postgres or both, not "${which}"`);
  }
  const bare = await startBareFastify();
  const rows: Row[] = [];
  let bareAtRate: Figures;
  const folders: string[] = [];
  let cluster: Cluster | undefined;
  try {
    await measure(bare.hello, { url: bare.hello, duration: 2 });
    await measure(bare.hello, { url: bare.list, ...LIST_CALL, duration: 2 });
    bareAtRate = await measureAtRate(bare.hello, bare.hello);
    if (which !== 'postgres') {
      for (const scale of SCALES) {
        const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
        folders.push(dataDir);
        const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
        rows.push(...(await benchServer('PGlite', env, bare, scale)));
      }
    }
    if (which !== 'pglite') {
      const given = process.env.DATABASE_URL;
      if (given && SCALES.length > 1) {
        throw new Error('DATABASE_URL holds one dataset: measure one scale with it');
      }
      for (const scale of SCALES) {
        // A new cluster for each size: the dataset is written once per database.
        let url = given;
        if (!url) {
          await cluster?.destroy();
          cluster = await startCluster();
          url = cluster.url();
        }
        rows.push(...(await benchServer('PostgreSQL', { DATABASE_URL: url }, bare, scale)));
      }
    }
  } finally {
    bare.stop();
    await cluster?.destroy();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
  printTable(rows, bareAtRate);
  if (rows.some((row) => row.write && !row.write.holds)) {
    throw new Error('A write was lost or doubled: see "Writes read back afterwards"');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
