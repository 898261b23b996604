/**
 * The one place the server reads the wall clock. Everything else takes the time from the clock
 * the app is given (`createApp({ now })`) or from a `now` argument, so that a test can run the
 * whole server at any instant it likes and every rule (expiry, validity, cooldowns, counts,
 * sweeps) agrees on what "now" is. ESLint refuses `new Date()` and `Date.now()` elsewhere in
 * the server (docs/decisions/147-one-clock.md).
 */

/** Tells the current instant. */
export type Clock = () => Date;

/** The wall clock, for server/main.ts and the command-line tools. */
export const systemClock: Clock = () => new Date();
