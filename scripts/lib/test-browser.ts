/**
 * The browser the suites drive: the Playwright suites, the first-load budget and the
 * accessibility report. Chromium's headless shell (Debian's `chromium-headless-shell`) is the
 * same Blink, V8 and accessibility tree as the browser without its windowing layer, and a
 * browser suite costs half the CPU in it that it costs in the full browser (docs/testing.md).
 * `CHROMIUM_PATH` points the suites at another Chromium or Chrome.
 */
export const TEST_BROWSER = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  /** The Debian package that installs the default path. */
  debianPackage: 'chromium-headless-shell',
} as const;
