/**
 * `npm run budget:web`: the JavaScript each route fetches on a first visit, measured in Chromium
 * as every script fetched until its screen shows its heading and the network is idle, against its budget
 * (docs/decisions/133-first-load-budget.md). Prints a table; exits 1 when a route is over.
 *
 * Needs the built app (`npm run build`). Starts the reference server on an in-memory database.
 */
import { chromium, type Browser, type Request } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startServer } from '../tests/ops/server';
import { storedSession } from './lib/stored-session';
import {
  FIRST_LOAD_BUDGET,
  budgetOf,
  scriptsOfScreens,
  type ManifestChunk,
  type RouteBudget,
} from './web-budget-routes';
import { TEST_BROWSER } from './lib/test-browser';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const MANIFEST = 'dist/.vite/manifest.json';
/**
 * How long a screen may take to show its heading and settle: far beyond what it needs on a
 * loaded two-core machine, so that only a screen that never renders fails the wait.
 */
const SCREEN_TIMEOUT_MS = 120_000;

export interface RouteMeasure {
  route: string;
  /** Scripts fetched, in order, with their gzipped size. */
  scripts: [path: string, gzipped: number][];
  /** Bytes as Chromium received them (Brotli from this server). */
  transferred: number;
  /** The same scripts gzipped, the budget's unit. */
  gzipped: number;
  /** Files the screen needs that were not counted (none when the measure is whole). */
  missing: string[];
}

/** The build's manifest: which files each module of the route table became. */
function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
}

/**
 * Opens the route in a new context (an empty cache, as on a first visit) and counts every
 * script fetched until its screen shows its heading and the network is idle. Every response
 * counted is awaited before the context closes, and the scripts its screen needs but that were
 * not fetched are answered as `missing`.
 */
export async function measureRoute(
  browser: Browser,
  base: string,
  route: RouteBudget,
  storage: Record<string, string> | undefined,
  needed: Set<string>,
): Promise<RouteMeasure> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (storage) {
      await context.addInitScript((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, storage);
    }
    const page = await context.newPage();
    const fetched: Promise<{ url: string; size: number }>[] = [];
    const onFinished = (request: Request) => {
      if (request.resourceType() !== 'script') return;
      fetched.push(
        request.sizes().then((sizes) => ({ url: request.url(), size: sizes.responseBodySize })),
      );
    };
    page.on('requestfinished', onFinished);
    await page.goto(`${base}${route.path}`);
    await page
      .getByRole('heading', { level: 1, name: route.heading, exact: true })
      .waitFor({ state: 'visible', timeout: SCREEN_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: SCREEN_TIMEOUT_MS });
    // Nothing is added once counting stops, so the list awaited below is the whole count.
    page.off('requestfinished', onFinished);
    const scripts = await Promise.all(fetched);
    let gzipped = 0;
    const sizes: [string, number][] = [];
    for (const script of scripts) {
      const text = await (
        await fetch(script.url, { headers: { 'accept-encoding': 'identity' } })
      ).arrayBuffer();
      const size = gzipSync(Buffer.from(text), { level: 9 }).length;
      sizes.push([new URL(script.url).pathname, size]);
      gzipped += size;
    }
    const counted = new Set(sizes.map(([path]) => path.replace(/^\//, '')));
    return {
      route: route.path,
      scripts: sizes,
      transferred: scripts.reduce((sum, script) => sum + script.size, 0),
      gzipped,
      missing: [...needed].filter((file) => !counted.has(file)),
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  if (!existsSync('dist/index.html') || !existsSync(MANIFEST)) {
    process.stderr.write('The built app is missing: run npm run build first.\n');
    return 1;
  }
  const manifest = readManifest();
  const server = await startServer({ WEB_ROOT: 'dist' });
  const browser = await chromium.launch({
    executablePath: TEST_BROWSER.path,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const sessions = new Map<string, Record<string, string>>();
    const measures: (RouteMeasure & RouteBudget)[] = [];
    for (const route of FIRST_LOAD_BUDGET) {
      let storage: Record<string, string> | undefined;
      if (route.as) {
        storage = sessions.get(route.as) ?? (await storedSession(server, route.as));
        sessions.set(route.as, storage);
      }
      const needed = scriptsOfScreens(manifest, route.screens);
      measures.push({
        ...route,
        ...(await measureRoute(browser, server.base, route, storage, needed)),
      });
    }
    const homeBytes = measures[0]?.gzipped ?? 0;
    let over = 0;
    // A route whose screen's files were not all counted was measured short: fail, and say which.
    const short = measures.filter((measure) => measure.missing.length > 0);
    process.stdout.write(
      '\nFirst-load JavaScript per route (scripts fetched until the screen shows and the network is idle)\n\n',
    );
    process.stdout.write(
      `${'route'.padEnd(24)}${'scripts'.padStart(8)}${'brotli'.padStart(11)}${'gzip'.padStart(11)}${'budget'.padStart(11)}  \n`,
    );
    for (const [i, measure] of measures.entries()) {
      const budget = budgetOf(FIRST_LOAD_BUDGET[i] ?? measure, homeBytes);
      const ok = measure.gzipped <= budget;
      if (!ok) over += 1;
      process.stdout.write(
        `${measure.route.padEnd(24)}${String(measure.scripts.length).padStart(8)}${kB(measure.transferred).padStart(11)}${kB(measure.gzipped).padStart(11)}${kB(budget).padStart(11)}  ${ok ? 'ok' : 'OVER'}\n`,
      );
    }
    if (process.argv.includes('--list')) {
      for (const measure of measures) {
        process.stdout.write(`\n${measure.route}\n`);
        for (const [path, size] of [...measure.scripts].sort((a, b) => b[1] - a[1])) {
          process.stdout.write(`  ${kB(size).padStart(9)}  ${path}\n`);
        }
      }
    }
    for (const measure of short) {
      process.stdout.write(
        `\n${measure.route} counted ${measure.scripts.length} scripts, fewer than its screen needs; not counted:\n${measure.missing.map((file) => `  ${file}`).join('\n')}\n`,
      );
    }
    process.stdout.write(
      over === 0
        ? '\nEvery route is within its budget.\n'
        : `\n${over} route(s) over budget: see docs/decisions/133-first-load-budget.md.\n`,
    );
    return over === 0 && short.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
