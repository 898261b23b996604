/**
 * `npm run bench:web`: builds the web app, starts the reference server (in-memory database, demo
 * data) and runs Lighthouse (mobile, its default simulated throttling) in the Chromium the tests
 * use, on /index, /product, /aboutus/news and /personal/order (logged in). Prints the score, LCP,
 * CLS, TBT and the bytes per route. Figures, not a test: the first-load budget is the check that
 * fails (npm run budget:web). Each route is audited `--runs N` times (3 by default), each a cold
 * visit, and the median run is printed with the range of the scores: one run's score moves with
 * whatever else the machine does, as Lighthouse's own guidance on variability says.
 * `--reports DIR` also writes each route's median report there (JSON, for the Lighthouse viewer).
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
const ROUTES: { path: string; as?: string }[] = [
  { path: '/index' },
  { path: '/product' },
  { path: '/aboutus/news' },
  { path: '/personal/order', as: 'demo.dpp@example.com' },
];

interface Figures {
  path: string;
  score: number;
  /** The lowest and highest score of the route's runs. */
  scores: [number, number];
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
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

async function audit(page: Page, base: string, path: string, keepStorage: boolean): Promise<Run> {
  const result = await lighthouse(
    `${base}${path}`,
    { onlyCategories: ['performance'], disableStorageReset: keepStorage, logLevel: 'error' },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { lhr } = result;
  // A page that sent the visitor elsewhere (a session not taken up) is not this route's figure.
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  if (shown !== path) throw new Error(`${path} showed ${shown} to Lighthouse`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const bytesOf = (type: string) =>
    summary?.items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    path,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
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
function writeReport(folder: string, path: string, report: string): void {
  mkdirSync(folder, { recursive: true });
  const name = path.replace(/^\//, '').replace(/\//g, '-') || 'root';
  writeFileSync(join(folder, `${name}.json`), report);
}

async function main(): Promise<void> {
  if (!options['no-build']) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const started = performance.now();
  const server = await startServer({ WEB_ROOT: 'dist' });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const figures: Figures[] = [];
  try {
    for (const route of ROUTES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await browser.newPage();
        if (route.as) await logInPage(page, server.base, await storedSession(server, route.as));
        runs.push(await audit(page, server.base, route.path, Boolean(route.as)));
        await page.close();
      }
      const { report, ...chosen } = median(runs);
      if (REPORTS) writeReport(REPORTS, route.path, report);
      figures.push(chosen);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const head = `${'route'.padEnd(18)}${'score'.padStart(6)}${'range'.padStart(10)}${'FCP s'.padStart(8)}${'LCP s'.padStart(8)}${'CLS'.padStart(7)}${'TBT ms'.padStart(8)}${'JS'.padStart(11)}${'all'.padStart(11)}`;
  process.stdout.write(
    `\nLighthouse, mobile (simulated throttling), the median of ${RUNS} run${RUNS === 1 ? '' : 's'} per route\n\n${head}\n${'-'.repeat(head.length)}\n`,
  );
  for (const f of figures) {
    process.stdout.write(
      `${f.path.padEnd(18)}${String(f.score).padStart(6)}${`${f.scores[0]} – ${f.scores[1]}`.padStart(10)}${(f.fcp / 1000).toFixed(2).padStart(8)}${(f.lcp / 1000).toFixed(2).padStart(8)}${f.cls.toFixed(3).padStart(7)}${f.tbt.toFixed(0).padStart(8)}${kB(f.scriptBytes).padStart(11)}${kB(f.totalBytes).padStart(11)}\n`,
    );
  }
  process.stdout.write(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s. Goals: score ≥ 95, LCP < 2.5 s, CLS < 0.1.\n`,
  );
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
