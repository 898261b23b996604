/**
 * The instant the server's test suites run at. Every test app starts its clock here, and the
 * suite's starting database is seeded at it, so no test depends on the day it runs. CI runs the
 * database suites again a year ahead and a year back with `TEST_CLOCK` (an ISO 8601 instant).
 */
const DEFAULT_TEST_START = '2026-11-21T09:00:00Z';

function testStart(): number {
  const given = process.env.TEST_CLOCK?.trim() || DEFAULT_TEST_START;
  const ms = Date.parse(given);
  if (Number.isNaN(ms)) {
    throw new Error(
      `TEST_CLOCK must be an ISO 8601 instant such as ${DEFAULT_TEST_START}, not "${given}"`,
    );
  }
  return ms;
}

/** When the suite's clocks start (TEST_CLOCK, or 2026-11-21 09:00 UTC). */
export const TEST_START_MS = testStart();

const DAY_MS = 86_400_000;

/** A clock the test moves by hand, starting at `TEST_START_MS`. */
export class FakeClock {
  private ms = TEST_START_MS;
  readonly now = () => new Date(this.ms);
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
  /** The calendar day (UTC, `YYYY-MM-DD`) `days` after the clock's (before it when negative). */
  day(days = 0): string {
    return new Date(this.ms + days * DAY_MS).toISOString().slice(0, 10);
  }
  /** An instant `seconds` from the clock's, as the API writes times (`YYYY-MM-DD HH:MM:SS`, UTC). */
  stamp(seconds = 0): string {
    return new Date(this.ms + seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
  }
}

const loadedAt = performance.now();

/**
 * The wall clock moved to the suite's instant: it starts at `TEST_START_MS` when the suite's
 * modules load and runs on with real time. For apps a test does not need to move by hand.
 */
export const suiteClock = (): Date => new Date(TEST_START_MS + (performance.now() - loadedAt));

/**
 * The calendar day (UTC, `YYYY-MM-DD`) `days` after the suite's start: the dates a test enters,
 * which the server judges against its clock (contract `dayProblem`), move with `TEST_CLOCK`.
 */
export function testDay(days = 0): string {
  return new FakeClock().day(days);
}

/**
 * A calendar day (`YYYY-MM-DD`) as a reader of `tag`'s language reads it written out ("11
 * décembre 2026"): what the portal's e-mails say, from the platform's calendar, not the server's.
 */
export function writtenDay(day: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
