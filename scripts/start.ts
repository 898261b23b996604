/**
 * `npm start`: builds the web app when its sources changed since the last build (or there is
 * none), then starts the reference server in this process, which prints how long it took.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildStaleness } from './lib/build-freshness';

const root = fileURLToPath(new URL('../', import.meta.url));
const stale = buildStaleness(root);
if (stale) {
  process.stdout.write(`Building the web app: ${stale}.\n`);
  const started = performance.now();
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  process.stdout.write(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
} else {
  process.stdout.write('The web app is built and up to date.\n');
}
await import('../server/main');
