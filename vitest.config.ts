import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { contractRoutes } from './scripts/vite/contract-routes.js';

/** Database test files that mock a server module (`vi.mock`). */
const DB_MOCKING = ['server/accounts/auth-concurrency.test.ts'];

/** Test projects; each has an npm script (README, "Running one suite"). */
export default defineConfig({
  plugins: [react(), contractRoutes()],
  test: {
    // Every core: Vitest's default leaves one free, which on a two-core CI machine is half of it,
    // and the suites run one at a time (scripts/test.ts).
    maxWorkers: availableParallelism(),
    // `npm run test:unit` prints coverage of the flow machines and fails below 95%.
    coverage: {
      provider: 'v8',
      include: ['machines/**/*.ts'],
      exclude: ['machines/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{src,machines,contract,i18n,scripts}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/jsdom-setup.ts'],
          // The files of a worker share one module graph (jsdom, React, the app's modules) and
          // each gets a fresh jsdom window: loading the modules again for every file was two
          // thirds of the suite's time. What a test stubs on the window is undone after it.
          isolate: false,
          unstubGlobals: true,
          // Vitest's 5 s and 10 s are for a quiet machine; a loaded two-core one renders a
          // screen in jsdom several times slower. A test that hangs still fails.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['server/**/*.test.ts'],
          exclude: DB_MOCKING,
          environment: 'node',
          // The migrated and seeded starting database, made once per run.
          globalSetup: ['server/db/testing-template.ts'],
          // Each file starts its own app on its own database, so the files of a worker share
          // the server's modules instead of loading them again: loading them was more than half
          // of the suite's CPU (docs/testing.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The database files that replace a server module with a mock need modules of their own.
        extends: true,
        test: {
          name: 'db-isolated',
          include: DB_MOCKING,
          environment: 'node',
          globalSetup: ['server/db/testing-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Whole server processes on a PostgreSQL of the test's own (tests/ops/postgres.ts): a
        // database restart, two processes on one database, one process per PGlite folder.
        extends: true,
        test: {
          name: 'ops',
          include: ['tests/ops/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'pact-consumer',
          include: ['tests/pact/**/*.pact.test.ts'],
          environment: 'node',
          env: { PACT_DO_NOT_TRACK: 'true' },
          globalSetup: ['tests/pact/consumer-global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        // The backend teams' kit, run once (not again on PostgreSQL or Node 22, which it does
        // not depend on): verification by URL of a server process, the guide, the broker
        // commands (docs/backend-teams.md).
        extends: true,
        test: {
          name: 'pact-kit',
          include: ['tests/pact/kit/**/*.test.ts'],
          environment: 'node',
          env: { PACT_DO_NOT_TRACK: 'true' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'pact-provider',
          include: ['tests/pact/**/*.verify.test.ts'],
          environment: 'node',
          env: { PACT_DO_NOT_TRACK: 'true' },
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
