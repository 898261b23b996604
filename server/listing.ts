import { gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isCalendarDay } from '../contract/common';
import type { LangCode } from '../i18n/languages';
import { messages } from './messages';
import { ok } from './reply';

/** The largest id a PostgreSQL `integer` holds; larger ids cannot name a row. */
export const MAX_DB_ID = 2_147_483_647;

/** Whether an id can name a row at all (larger ones would overflow the column type). */
export function isDbId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_DB_ID;
}

/**
 * A localized jsonb text in SQL: the requested language, falling back to English, as the
 * routes answer it (docs/content.md).
 */
export function localized(column: AnyColumn, lang: LangCode): SQL<string> {
  return sql<string>`coalesce(${column}->>${lang}, ${column}->>'en')`;
}

/** A `LIKE` pattern that finds `keyword` anywhere, with its wildcards taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Whether any of the texts contains the keyword, ignoring case; localized columns are searched
 * in the requested language and in English.
 */
export function matches(
  keyword: string,
  lang: LangCode,
  localizedColumns: AnyColumn[],
  plainColumns: AnyColumn[] = [],
): SQL {
  const pattern = containsPattern(keyword);
  const parts = [
    ...localizedColumns.flatMap((column) => [
      sql`${column}->>${lang} ilike ${pattern}`,
      sql`${column}->>'en' ilike ${pattern}`,
    ]),
    ...plainColumns.map((column) => sql`${column} ilike ${pattern}`),
  ];
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Rows to skip for a page, or null when the page lies beyond anything a table can hold. */
export function offsetOf(page: number, limit: number): number | null {
  const offset = (page - 1) * limit;
  return Number.isSafeInteger(offset) && offset <= MAX_DB_ID ? offset : null;
}

/** One page of a list, as `pageOf` describes it. */
export function pageAnswer<T>(list: T[], total: number, page: number, limit: number) {
  return { list, total, page, limit };
}

/**
 * The answer for one page of a list: counts the matches and reads the page's rows (none when
 * the page lies beyond anything a table can hold) at the same time, on two of the pool's
 * connections, and says 'No data found' when the page is empty. The two stay apart: a count
 * from an index and the page's first rows by their order each stop early, where a count over
 * the page's own query would read every match before the first row.
 */
export async function listPage<T>(
  lang: LangCode,
  { page, limit }: { page: number; limit: number },
  countRows: PromiseLike<{ n: number }[]>,
  readRows: (limit: number, offset: number) => Promise<T[]>,
) {
  const offset = offsetOf(page, limit);
  const [[counted], list] = await Promise.all([
    countRows,
    offset === null ? [] : readRows(limit, offset),
  ]);
  return ok(
    lang,
    pageAnswer(list, counted?.n ?? 0, page, limit),
    list.length === 0 ? messages(lang).noData() : undefined,
  );
}

/** A timestamp column as the contract writes moments: `YYYY-MM-DD HH:mm:ss`. */
export function dateTime(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
}

/** A date column as `YYYY-MM-DD`. */
export function day(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column}, 'YYYY-MM-DD')`;
}

/**
 * A list's date range filter on a moment column, both days included (UTC): the conditions, or
 * null when a date is not a real day.
 */
export function withinDays(
  column: AnyColumn,
  range: { begin?: string | undefined; end?: string | undefined } | undefined,
): SQL[] | null {
  const { begin, end } = range ?? {};
  for (const date of [begin, end]) if (date !== undefined && !isCalendarDay(date)) return null;
  const { from, until } = dayBounds(range);
  const parts: SQL[] = [];
  if (from) parts.push(gte(column, from));
  if (until) parts.push(lt(column, until));
  return parts;
}

/**
 * The instants a range of calendar days (UTC) spans: from the first day's start, until the day
 * after the last; undefined where the range has no bound. Checked days only ({@link withinDays}).
 */
export function dayBounds(
  range: { begin?: string | undefined; end?: string | undefined } | undefined,
): { from?: Date; until?: Date } {
  const { begin, end } = range ?? {};
  return {
    ...(begin ? { from: new Date(`${begin}T00:00:00Z`) } : {}),
    ...(end ? { until: new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000) } : {}),
  };
}
