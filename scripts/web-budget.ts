/**
 * `npm run budget:web`: the JavaScript each route fetches on a first visit, measured in Chromium
 * as every script fetched until the network is idle, against its budget
 * (docs/decisions/133-first-load-budget.md). Prints a table; exits 1 when a route is over.
 *
 * Needs the built app (`npm run build`). Starts the reference server on an in-memory database.
 */
import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startServer } from '../tests/ops/server';
import { storedSession } from './lib/stored-session';
import { FIRST_LOAD_BUDGET, budgetOf, type RouteBudget } from './web-budget-routes';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export interface RouteMeasure {
  route: string;
  /** Scripts fetched, in order, with their gzipped size. */
  scripts: [path: string, gzipped: number][];
  /** Bytes as Chromium received them (Brotli from this server). */
  transferred: number;
  /** The same scripts gzipped, the budget's unit. */
  gzipped: number;
}

export async function measureRoute(
  browser: Browser,
  base: string,
  route: RouteBudget,
  storage: Record<string, string> | undefined,
): Promise<RouteMeasure> {
  // A new context each time: an empty cache, as on a first visit.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (storage) {
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  const fetched: Promise<{ url: string; size: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    fetched.push(
      request.sizes().then((sizes) => ({ url: request.url(), size: sizes.responseBodySize })),
    );
  });
  await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
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
  await context.close();
  return {
    route: route.path,
    scripts: sizes,
    transferred: scripts.reduce((sum, script) => sum + script.size, 0),
    gzipped,
  };
}

async function main(): Promise<number> {
  if (!existsSync('dist/index.html')) {
    process.stderr.write('The built app is missing: run npm run build first.\n');
    return 1;
  }
  const server = await startServer({ WEB_ROOT: 'dist' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
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
      measures.push({ ...route, ...(await measureRoute(browser, server.base, route, storage)) });
    }
    const homeBytes = measures[0]?.gzipped ?? 0;
    let over = 0;
    process.stdout.write(
      '\nFirst-load JavaScript per route (scripts fetched until the network is idle)\n\n',
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
    process.stdout.write(
      over === 0
        ? '\nEvery route is within its budget.\n'
        : `\n${over} route(s) over budget: see docs/decisions/133-first-load-budget.md.\n`,
    );
    return over === 0 ? 0 : 1;
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
