/**
 * `npm run bench:web`: builds the web app, starts the reference server twice (in-memory database,
 * demo data), once rendering the public pages (`RENDER_PAGES=on`) and once leaving every page to
 * the browser (`off`), and runs Lighthouse (mobile, its default simulated throttling) in the
 * Chromium the tests use on /index, /product, a product's page, /aboutus/news and /personal/order
 * (logged in; client-rendered either way). Prints the performance score, FCP, LCP, CLS, TBT, the
 * SEO score and the bytes per route and way, then what rendering on the server gains as ratios,
 * which do not follow the machine's speed as the absolute figures do. Figures, not a test: the
 * first-load budget is the check that fails (npm run budget:web).
 *
 * Each route is audited `--runs N` times (3 by default) in each way, the two ways in turn, each a
 * cold visit to a server that has served the page once (a server's first render of a page is its
 * start, not the visitor's); the median run is printed with the range of the scores, as
 * Lighthouse's own guidance on variability says. `--reports DIR` also writes each median report
 * (JSON, for the Lighthouse viewer).
 */
import lighthouse from 'lighthouse';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer, { type Page } from 'puppeteer-core';
import { startServer } from '../tests/ops/server';
import { storedSession } from './lib/stored-session';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    reports: { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number from 1');
/** Where the full reports go, when asked for. */
const REPORTS = options.reports;
/** A route measured; `path` may name a record through `record` once the server is up. */
interface Route {
  path: string;
  /** The demo account the visit is logged in as. */
  as?: string;
  /** Picks the record the address shows (its query string) from the running server. */
  record?: (base: string) => Promise<string>;
}

/** The first product of the catalogue's first page, as a visitor's list shows it. */
async function firstProduct(base: string): Promise<string> {
  const answer = await fetch(`${base}/prod-api/products/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 10 }),
  });
  const body = (await answer.json()) as { data?: { list?: { id: number }[] } };
  const id = body.data?.list?.[0]?.id;
  if (id === undefined) throw new Error('the catalogue has no product to measure');
  return `?id=${id}`;
}

const ROUTES: Route[] = [
  { path: '/index' },
  { path: '/product' },
  { path: '/product/detail', record: firstProduct },
  { path: '/aboutus/news' },
  { path: '/personal/order', as: 'demo.dpp@example.com' },
];

/** The two ways a page reaches the browser, by the server's RENDER_PAGES. */
const WAYS = ['on', 'off'] as const;
type Way = (typeof WAYS)[number];

interface Figures {
  path: string;
  way: Way;
  score: number;
  /** The lowest and highest score of the route's runs. */
  scores: [number, number];
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  seo: number;
  scriptBytes: number;
  totalBytes: number;
}

/**
 * Stores a session for the server's origin, then empties the HTTP cache: a cold, logged-in visit.
 * The storage is written from a file of the origin that is not the app: the app, started on a
 * page of its own, would clear a session stored while it was still loading.
 */
async function logInPage(page: Page, base: string, session: Record<string, string>): Promise<void> {
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, session);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

type Run = Omit<Figures, 'scores'> & { report: string };

async function audit(
  page: Page,
  base: string,
  address: string,
  way: Way,
  keepStorage: boolean,
): Promise<Run> {
  const result = await lighthouse(
    `${base}${address}`,
    {
      onlyCategories: ['performance', 'seo'],
      disableStorageReset: keepStorage,
      logLevel: 'error',
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${address}`);
  const { lhr } = result;
  // A page that sent the visitor elsewhere (a session not taken up) is not this route's figure.
  const path = address.split('?', 1)[0] ?? address;
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  if (shown !== path) throw new Error(`${address} showed ${shown} to Lighthouse`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const bytesOf = (type: string) =>
    summary?.items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    path,
    way,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
    scriptBytes: bytesOf('script'),
    totalBytes: bytesOf('total'),
    report: JSON.stringify(lhr),
  };
}

/**
 * The route's median run by score (the faster LCP between equal scores), with the range, and
 * that run's full report.
 */
function median(runs: Run[]): Figures & { report: string } {
  const sorted = [...runs].sort((a, b) => a.score - b.score || a.lcp - b.lcp);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!middle || !first || !last) throw new Error('no run to take the median of');
  return { ...middle, scores: [first.score, last.score] };
}

/** Writes a route's full Lighthouse report into `folder`. */
function writeReport(folder: string, figures: Figures, report: string): void {
  mkdirSync(folder, { recursive: true });
  const name = figures.path.replace(/^\//, '').replace(/\//g, '-') || 'root';
  writeFileSync(join(folder, `${name}.${figures.way}.json`), report);
}

function printFigures(figures: Figures[], seconds: number): void {
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const columns: [string, number, (f: Figures) => string][] = [
    ['route', 18, (f) => f.path],
    ['render', 8, (f) => (f.way === 'on' ? 'server' : 'browser')],
    ['score', 6, (f) => String(f.score)],
    ['range', 10, (f) => `${f.scores[0]} – ${f.scores[1]}`],
    ['FCP s', 8, (f) => (f.fcp / 1000).toFixed(2)],
    ['LCP s', 8, (f) => (f.lcp / 1000).toFixed(2)],
    ['CLS', 7, (f) => f.cls.toFixed(3)],
    ['TBT ms', 8, (f) => f.tbt.toFixed(0)],
    ['SEO', 5, (f) => String(f.seo)],
    ['JS', 11, (f) => kB(f.scriptBytes)],
    ['all', 11, (f) => kB(f.totalBytes)],
  ];
  const cell = (text: string, width: number, index: number) =>
    index < 2 ? text.padEnd(width) : text.padStart(width);
  const head = columns.map(([title, width], index) => cell(title, width, index)).join('');
  process.stdout.write(
    `\nLighthouse, mobile (simulated throttling), the median of ${RUNS} run${RUNS === 1 ? '' : 's'} per route and way\n\n${head}\n${'-'.repeat(head.length)}\n`,
  );
  for (const f of figures) {
    process.stdout.write(
      `${columns.map(([, width, show], index) => cell(show(f), width, index)).join('')}\n`,
    );
  }
  process.stdout.write(
    '\nRendered on the server against in the browser, the same build and run:\n',
  );
  for (const route of ROUTES) {
    const on = figures.find((f) => f.path === route.path && f.way === 'on');
    const off = figures.find((f) => f.path === route.path && f.way === 'off');
    if (!on || !off) continue;
    process.stdout.write(
      `${route.path.padEnd(18)}LCP × ${(on.lcp / off.lcp).toFixed(2)}, FCP × ${(on.fcp / off.fcp).toFixed(2)}, score ${off.score} → ${on.score}, SEO ${off.seo} → ${on.seo}\n`,
    );
  }
  process.stdout.write(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${seconds.toFixed(0)} s.\n` +
      'Goals for the public pages rendered on the server: score ≥ 99, LCP ≤ 1.2 s, CLS < 0.05, ' +
      'TBT < 100 ms, SEO 100.\n',
  );
}

async function main(): Promise<void> {
  if (!options['no-build']) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const started = performance.now();
  const servers = {
    on: await startServer({ WEB_ROOT: 'dist', RENDER_PAGES: 'on' }),
    off: await startServer({ WEB_ROOT: 'dist', RENDER_PAGES: 'off' }),
  };
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const figures: Figures[] = [];
  try {
    for (const route of ROUTES) {
      const runs: Record<Way, Run[]> = { on: [], off: [] };
      const address = `${route.path}${(await route.record?.(servers.on.base)) ?? ''}`;
      for (const way of WAYS) await fetch(`${servers[way].base}${address}`);
      for (let run = 0; run < RUNS; run += 1) {
        for (const way of WAYS) {
          const { base } = servers[way];
          const page = await browser.newPage();
          if (route.as) await logInPage(page, base, await storedSession(servers[way], route.as));
          runs[way].push(await audit(page, base, address, way, Boolean(route.as)));
          await page.close();
        }
      }
      for (const way of WAYS) {
        const { report, ...chosen } = median(runs[way]);
        if (REPORTS) writeReport(REPORTS, chosen, report);
        figures.push(chosen);
      }
    }
  } finally {
    await browser.close();
    await Promise.all(WAYS.map((way) => servers[way].stop()));
  }
  printFigures(figures, (performance.now() - started) / 1000);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
