import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { TEST_BROWSER } from './scripts/lib/test-browser';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * How long a server may take to answer after it is started: the reference server starts in
 * seconds, but a loaded two-core machine compiles it with tsx several times slower.
 */
export const SERVER_START_MS = 180_000;

/**
 * End-to-end suites in Chromium's headless shell (Debian's) against the reference server, which serves the built
 * app (npm run build) with a fresh in-memory database for each run.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'a11y/**/*.spec.ts'],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers, as in CI, wherever the machine has two cores (Playwright's default would take
  // half of them, one on a two-core machine).
  workers: Math.min(2, availableParallelism()),
  // What the page shows after a call: the two workers share one server, whose single thread
  // may be busy with the other worker's documents and searches, and a busy two-core machine
  // answered a desk's search in more than Playwright's 5 s. Only a failing wait takes longer.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Here a failed test keeps its trace (actions, DOM snapshots, network, console) and a
    // screenshot of the end. The trace's screencast is left out: filming every test cost a fifth
    // of the browser suites' CPU. CI, whose record is its log, records no trace: recording every
    // test's to keep a failed one's cost a tenth of the suites' time (docs/testing.md).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'en-GB',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: TEST_BROWSER.path,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [server(port, {})],
});

/** The reference server on `port`, with the built app and a fresh in-memory database. */
function server(on: number, env: Record<string, string>) {
  return {
    command: 'tsx server/main.ts',
    env: {
      PORT: String(on),
      DATA_DIR: 'memory://',
      WEB_ROOT: process.env.WEB_ROOT ?? 'dist',
      LOG_LEVEL: 'warn',
      // Every test's browser and API calls come from this one address, like a large office's
      // behind one proxy: a run signs up and logs in more than the default per-IP limits allow.
      PER_IP_LIMITS_SCALE: '100',
      ...env,
    },
    url: `http://localhost:${on}/prod-api/layout`,
    // Never another process's server: a run tests the build it was given, on a fresh database.
    reuseExistingServer: false,
    timeout: SERVER_START_MS,
    stdout: 'pipe' as const,
  };
}
