import { defineConfig } from '@playwright/test';
import base, { SERVER_START_MS } from './playwright.config';

/** Where the built web app is served, and where the pact stub answers its API calls. */
const port = Number(process.env.E2E_PORT ?? 4304);
const stubPort = Number(process.env.PACT_STUB_PORT ?? port + 1);

/**
 * The smoke suite against the pact alone: `npm run pact:stub` answers /prod-api from the
 * published pact, and Vite's preview serves the built app (npm run build) with /prod-api sent
 * to the stub through API_TARGET, as `npm run dev` does (vite.config.ts).
 */
export default defineConfig({
  ...base,
  testMatch: ['e2e-stub/**/*.spec.ts'],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  // The stub matches each request against every interaction of the pact: slower than the
  // reference server on a busy machine.
  expect: { timeout: 15_000 },
  webServer: [
    {
      command: `npm run --silent pact:stub -- --port ${stubPort}`,
      url: `http://localhost:${stubPort}/prod-api/layout`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      // The stub logs every connection the proxy closes; its refusals show in the tests.
      stdout: 'ignore',
    },
    {
      command: `npx vite preview --port ${port} --strictPort`,
      env: { API_TARGET: `http://localhost:${stubPort}` },
      url: `http://localhost:${port}/index`,
      reuseExistingServer: false,
      timeout: SERVER_START_MS,
      stdout: 'pipe',
    },
  ],
});
