import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The hash of an empty `<style>`: a library that inserts one fills it after inserting it. */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** The CSP source that allows an inline `<style>` holding exactly `css`. */
export function hashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/**
 * The stylesheet as the server's bundle carries it (scripts/build-server.ts reads it at build
 * time, so that a release installs none of the web app's packages); undefined when the server
 * runs from its sources.
 */
declare const BUNDLED_TOAST_STYLESHEET: string | undefined;

/**
 * The stylesheet the toast library (sonner) inserts as a `<style>` element when it loads, read
 * from the installed package the web app is built from: its `__insertCSS("…")` call, the one
 * place the package holds it.
 */
export function toastStylesheet(): string {
  if (typeof BUNDLED_TOAST_STYLESHEET === 'string') return BUNDLED_TOAST_STYLESHEET;
  const require = createRequire(import.meta.url);
  const entry = require.resolve('sonner').replace(/index\.js$/, 'index.mjs');
  const call = /^__insertCSS\(("(?:[^"\\]|\\.)*")\);?$/m.exec(readFileSync(entry, 'utf8'));
  if (!call?.[1]) {
    throw new Error(
      `sonner (${entry}) no longer inserts its stylesheet as expected: check the CSP`,
    );
  }
  return JSON.parse(call[1]) as string;
}

/**
 * The `style-src` hash sources of the stylesheets the web app's libraries insert as inline
 * `<style>` elements: sonner's toasts, and the empty element it inserts before filling it. The
 * policy allows exactly these texts and no other inline style.
 */
export function libraryStyleSources(): string[] {
  return [hashSource(toastStylesheet()), EMPTY_STYLE_HASH];
}
