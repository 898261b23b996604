/**
 * Bundles the reference server for production and for `npm start` (docs/deployment.md): the
 * server (`main.mjs`) and the migration step (`migrate.mjs`) as ES modules that plain Node runs
 * without compiling TypeScript, beside copies of the files the server reads next to its sources
 * (migrations, seed data, media, the chat's files) under `server/`. The packages stay outside
 * the bundle, loaded from node_modules: a release is `package.json`, `package-lock.json`,
 * `dist/` and `dist-server/`, installed with `npm ci --omit=dev`.
 *
 * `npm run build` runs it after the web app's build; `npm start` runs it when stale.
 */
import { build, type Plugin } from 'esbuild';
import { cpSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toastStylesheet } from '../server/security/library-styles';

/** The bundle's entry points, by the name of the module each becomes. */
const ENTRIES = { main: 'server/main.ts', migrate: 'server/cli/migrate.ts' };

/**
 * Packages whose run-time part is bundled, so that a release does not install them: typesafe-i18n
 * is a code generator whose package asks for the TypeScript compiler (a peer dependency), while
 * the server uses only its few kilobytes of run time.
 */
const BUNDLED_PACKAGES = ['typesafe-i18n'];

function isBundledPackage(path: string): boolean {
  return BUNDLED_PACKAGES.some((name) => path === name || path.startsWith(`${name}/`));
}

/**
 * Rewrites each module's `import.meta.url` to its source file's place in the bundle's folder,
 * where {@link copyServerFiles} put the files it reads beside itself.
 */
function sourceFileUrls(root: string): Plugin {
  return {
    name: 'source-file-urls',
    setup(bundler) {
      // Packages load from node_modules, except JSON, which Node would want an attribute for,
      // and the few whose run-time part goes into the bundle.
      bundler.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.endsWith('.json') || isBundledPackage(args.path) ? undefined : { external: true },
      );
      bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
        const inBundle = JSON.stringify(relative(root, args.path).split(sep).join('/'));
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${inBundle}, import.meta.url).href`,
          ),
          loader: 'ts',
        };
      });
    },
  };
}

/**
 * Whether a file under server/ goes with the bundle: what the server reads at run time, not its
 * TypeScript, nor drizzle-kit's snapshots (only the journal and the SQL are applied).
 */
function isServerFile(path: string): boolean {
  if (path.endsWith('.ts')) return false;
  return !/migrations[/\\]meta[/\\]\d+_snapshot\.json$/.test(path);
}

function copyServerFiles(root: string, outdir: string): void {
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (isServerFile(path)) cpSync(path, join(outdir, relative(root, path)));
    }
  };
  walk(join(root, 'server'));
}

/**
 * Writes the bundle into `outdir` (made afresh) and answers how long it took, in milliseconds.
 * Inside the project, the bundle finds the packages in its node_modules; elsewhere, in the
 * node_modules of the folder it is copied to.
 */
export async function buildServer(
  root: string,
  outdir = join(root, 'dist-server'),
): Promise<number> {
  const started = performance.now();
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, path]) => [name, join(root, path)]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    // What both entries share is one module of its own, loaded once.
    splitting: true,
    chunkNames: 'shared-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Read from the web app's toast library now: the release does not install it.
    define: { BUNDLED_TOAST_STYLESHEET: JSON.stringify(toastStylesheet()) },
    plugins: [sourceFileUrls(root)],
  });
  copyServerFiles(root, outdir);
  return performance.now() - started;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const took = await buildServer(fileURLToPath(new URL('../', import.meta.url)));
  process.stdout.write(`Server bundled into dist-server/ in ${(took / 1000).toFixed(1)} s.\n`);
}
