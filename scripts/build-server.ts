/**
 * Bundles the reference server into one ES module for `npm start`
 * (docs/server.md): Node then starts it without compiling
 * TypeScript on the way, which is most of a cold start. The packages stay outside the bundle,
 * loaded from node_modules as before; only JSON data from packages is inlined. Modules that
 * find their files next to themselves (`import.meta.url`: migrations, seed data, media) keep
 * finding them in the source tree.
 *
 * `npx tsx scripts/build-server.ts` builds it on its own; `npm start` builds it when stale.
 */
import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUILD } from './lib/build-freshness';

/** Rewrites each module's `import.meta.url` to its own source file's URL, seen from the bundle. */
function sourceFileUrls(outfile: string): Plugin {
  return {
    name: 'source-file-urls',
    setup(bundler) {
      // Packages load from node_modules, except JSON, which Node would want an attribute for.
      bundler.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.endsWith('.json') ? undefined : { external: true },
      );
      bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
        const fromBundle = JSON.stringify(relative(dirname(outfile), args.path));
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${fromBundle}, import.meta.url).href`,
          ),
          loader: 'ts',
        };
      });
    },
  };
}

/**
 * Writes the bundle to `outfile`, which must lie inside `root` (its packages are found from
 * there); answers how long it took, in milliseconds.
 */
export async function buildServer(
  root: string,
  outfile = join(root, SERVER_BUILD.output),
): Promise<number> {
  const started = performance.now();
  await build({
    entryPoints: [join(root, 'server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceFileUrls(outfile)],
  });
  return performance.now() - started;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const took = await buildServer(fileURLToPath(new URL('../', import.meta.url)));
  process.stdout.write(`Server bundled in ${(took / 1000).toFixed(1)} s.\n`);
}
