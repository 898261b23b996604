/**
 * `npm start`: builds the web app and bundles the server when their sources changed since the
 * last build (or there is none), then runs the bundled server with plain Node, which prints how
 * long the whole start took (docs/server.md).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_BUILD, WEB_BUILD, buildStaleness, buildWebApp } from './lib/build-freshness';

const startedAt = Math.round(performance.timeOrigin);
const root = fileURLToPath(new URL('../', import.meta.url));
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const webStale = buildStaleness(root, WEB_BUILD);
if (webStale) {
  process.stdout.write(`Building the web app: ${webStale}.\n`);
  const started = performance.now();
  if (!buildWebApp(root)) process.exit(1);
  process.stdout.write(`Built in ${seconds(started)} s.\n`);
} else {
  process.stdout.write('The web app is built and up to date.\n');
}

const serverStale = buildStaleness(root, SERVER_BUILD);
if (serverStale) {
  process.stdout.write(`Bundling the server: ${serverStale}.\n`);
  const { buildServer } = await import('./build-server');
  await buildServer(root);
}

// The server runs as a child with the same terminal; a stop signal goes on to it.
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUILD.output], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORTAL_STARTED_AT: String(startedAt) },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
