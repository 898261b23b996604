import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { constants as zlibConstants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { contractRoutes } from './scripts/vite/contract-routes.js';

// `npm run dev` proxies the API (and the media files the API links to) to the local reference
// server, or to API_TARGET when set (any backend that speaks the contract).
const apiTarget = process.env.API_TARGET ?? `http://localhost:${process.env.API_PORT ?? 8080}`;

/**
 * The public pages' renderer for the server (`vite build --ssr`, src/entry-server.tsx): one
 * module with every package in it, so that a release installs none of the web app's packages
 * (docs/decisions/153-public-pages-rendered-on-the-server.md).
 */
const serverRender = defineConfig({
  plugins: [react(), contractRoutes()],
  // jsdom, for cleaning back-office HTML as the browser does, stays a package of its own.
  ssr: { noExternal: true, external: ['jsdom'] },
  // React's production build, whatever the server's NODE_ENV: the bundled packages choose their
  // build when they load, and a server started without NODE_ENV=production (npm start, the
  // browser suites) would otherwise render every page with React's development build, about
  // twice as slow (docs/web-app.md, "Pages rendered on the server").
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: { entryFileNames: 'entry-server.js' },
      // The renderer loads every language's texts at once; the browser's loader, which it also
      // contains, imports the same files one by one: expected here, not a mistake to report.
      onwarn(warning, report) {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') report(warning);
      },
    },
  },
});

const browserApp = defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contractRoutes(),
    // Every text file of the build also as .br and .gz, which the server picks by the
    // browser's Accept-Encoding (docs/server.md). Maps stay uncompressed:
    // they are not served.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      exclude: [/\.map$/, /(^|[\\/])\.vite[\\/]/],
      threshold: 1024,
    }),
  ],
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    proxy: {
      '/prod-api': { target: apiTarget, changeOrigin: true },
      // Product pictures and downloads, and the reference server's development mailbox.
      '/media': { target: apiTarget, changeOrigin: true },
      '/dev': { target: apiTarget, changeOrigin: true },
      '/chat': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // Maps are written for whoever debugs a build, but no file points to them and the server
    // does not serve them (docs/decisions/078-security-headers.md).
    sourcemap: 'hidden',
    // Which files each screen needs, for the first-load budget's check that a route's screen was
    // counted (scripts/web-budget.ts). Not served (server/app.ts).
    manifest: true,
    // Fonts stay files, however small: the content security policy loads fonts from the portal
    // alone (`font-src 'self'`), and a data: address inlined into a stylesheet is refused.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    rolldownOptions: {
      // The app, and the first script of a page rendered on the server, which loads the app
      // after the first paint (src/boot.ts, docs/decisions/154-code-after-the-first-paint.md).
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        codeSplitting: {
          groups: [
            // What every screen runs from its first paint (every module the entry imports
            // statically, libraries and the app's own), in one file rather than dozens: each file
            // is compressed on its own, so fewer files are fewer bytes
            // (docs/decisions/133-first-load-budget.md, 138-first-paint-without-zod-and-xstate.md).
            {
              name: 'runtime',
              tags: ['$initial'],
              // The first script stays on its own: it runs before any of the app's code.
              test: (id: string) => !id.endsWith('/src/boot.ts'),
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRender : browserApp));
