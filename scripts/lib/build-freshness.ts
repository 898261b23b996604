import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the web app's build is made from: when one of these changed, the build is stale. */
export const BUILD_INPUTS = [
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
];

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
 * Why the built app in `outDir` must be built again, or undefined when it is newer than every
 * input (docs/decisions/134-api-throughput-and-start.md).
 */
export function buildStaleness(root: string, outDir = 'dist'): string | undefined {
  const built = join(root, outDir, 'index.html');
  if (!existsSync(built)) return 'there is no build yet';
  const builtAt = statSync(built).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestUnder(join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}
