import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A build: the file it writes last, and what it is made from (files or folders). */
export interface BuildOf {
  output: string;
  inputs: string[];
}

/**
 * The web app's build (Vite): the browser's app, then the public pages' server renderer (its
 * last output). When one of its inputs changed, the build is stale.
 */
export const WEB_BUILD: BuildOf = {
  output: 'dist-ssr/entry-server.js',
  inputs: [
    'src',
    'i18n',
    'contract',
    'machines',
    'public',
    'index.html',
    'vite.config.ts',
    'scripts/vite',
    'tsconfig.json',
    'package-lock.json',
  ],
};

/** The server's bundle (scripts/build-server.ts), which `npm start` runs with plain Node. */
export const SERVER_BUILD: BuildOf = {
  output: 'dist-server/main.mjs',
  inputs: [
    'server',
    'contract',
    'i18n',
    'machines',
    'tsconfig.json',
    'package-lock.json',
    'scripts/build-server.ts',
  ],
};

/** The commands of the web app's build, in order (`npm run build` runs them, then the server's). */
export const WEB_BUILD_STEPS: readonly string[][] = [
  ['vite', 'build'],
  ['vite', 'build', '--ssr', 'src/entry-server.tsx'],
];

/**
 * Builds the web app (both steps) for production whatever NODE_ENV the caller runs with (a test
 * runner's `test` would make Vite build React's development JSX, which the server cannot run);
 * answers whether it built.
 */
export function buildWebApp(root: string, stdio: 'inherit' | 'ignore' = 'inherit'): boolean {
  const env = { ...process.env, NODE_ENV: 'production' };
  return WEB_BUILD_STEPS.every(
    (step) => spawnSync('npx', step, { cwd: root, stdio, env }).status === 0,
  );
}

/** The newest modification time under a file or folder, 0 when it does not exist. */
function newestUnder(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestUnder(join(path, entry)));
  }
  return newest;
}

/**
 * Why a build must be made again, or undefined when its output is newer than every input
 * (docs/server.md).
 */
export function buildStaleness(root: string, build: BuildOf = WEB_BUILD): string | undefined {
  const built = join(root, build.output);
  if (!existsSync(built)) return 'there is no build yet';
  const builtAt = statSync(built).mtimeMs;
  const changed = build.inputs.find((input) => newestUnder(join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}
