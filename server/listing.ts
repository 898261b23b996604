import { is, sql, SQL, type AnyColumn } from 'drizzle-orm';
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
  return pageReply(lang, pageAnswer(list, counted?.n ?? 0, page, limit));
}

/** The window that counts a page's matches, carried on each of its rows. */
export const matchCount = sql<number>`count(*) over ()`.mapWith(Number);

/** One row of a page whose statement counted the matches as a window ({@link matchCount}). */
export interface CountedRow<T> {
  total: number;
  item: T;
}

/**
 * The number of matches of a page whose rows carry it: the first row's; none on a first page
 * without rows; only a page past the last, which has no row to carry it, asks `countRows`.
 */
async function windowTotal(
  rows: { total: number }[],
  offset: number | null,
  countRows: () => PromiseLike<{ n: number }[]>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  if (offset === 0) return 0;
  const [counted] = await countRows();
  return counted?.n ?? 0;
}

/** The count column of a page whose matches are counted apart: not read from the rows. */
const countedApart = sql<number>`0`.mapWith(Number);

/**
 * One page of a list a search narrows. A search is one statement: its matches are few, so the
 * page's rows carry their count ({@link matchCount}), counted as the page is sorted, where a
 * second statement would search again (and the pages past the last ask `countRows`). The list
 * unsearched is counted apart, from an index, as {@link listPage} does: a window would read every
 * row of a long queue before the first. `readRows` selects `total` as the column it is given.
 */
export async function searchablePage<T>(
  lang: LangCode,
  query: { page: number; limit: number },
  searched: boolean,
  countRows: PromiseLike<{ n: number }[]>,
  readRows: (limit: number, offset: number, total: SQL<number>) => Promise<CountedRow<T>[]>,
) {
  if (!searched) {
    return listPage(lang, query, countRows, async (limit, offset) =>
      (await readRows(limit, offset, countedApart)).map(({ item }) => item),
    );
  }
  const { page, limit } = query;
  const offset = offsetOf(page, limit);
  const rows = offset === null ? [] : await readRows(limit, offset, matchCount);
  const total = await windowTotal(rows, offset, () => countRows);
  return pageReply(
    lang,
    pageAnswer(
      rows.map(({ item }) => item),
      total,
      page,
      limit,
    ),
  );
}

/** A page as a list answers it, saying 'No data found' when it is empty. */
export function pageReply<T>(lang: LangCode, answer: ReturnType<typeof pageAnswer<T>>) {
  return ok(lang, answer, answer.list.length === 0 ? messages(lang).noData() : undefined);
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
 * The instants a range of calendar days (UTC) spans: from the first day's start, until the day
 * after the last; undefined where the range has no bound. Checked days only ({@link listParameters}).
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

/**
 * The filters a partner's lists share, as the parameters of a prepared statement: a keyword
 * pattern and the creation days' bounds, each null when left out; null when a date is not a
 * real day.
 */
export function listParameters(query: {
  keyword?: string | undefined;
  create_time?: { begin?: string | undefined; end?: string | undefined } | undefined;
}): { keyword: string | null; from: string | null; until: string | null } | null {
  const { begin, end } = query.create_time ?? {};
  for (const date of [begin, end]) if (date !== undefined && !isCalendarDay(date)) return null;
  const days = dayBounds(query.create_time);
  const keyword = query.keyword?.trim();
  return {
    keyword: keyword ? containsPattern(keyword) : null,
    from: days.from?.toISOString() ?? null,
    until: days.until?.toISOString() ?? null,
  };
}

/**
 * A whole-number filter (a status) as a parameter: null when it is left out, undefined when no
 * stored value can equal it (past what an integer column holds), so the list is empty.
 */
export function intParameter(value: string | number | undefined): number | null | undefined {
  if (value === undefined) return null;
  const n = Number(value);
  return Math.abs(n) <= MAX_DB_ID ? n : undefined;
}

/** The keyword parameter of {@link listParameters}, as a pattern of `ilike`. */
export const keywordParameter = sql.placeholder('keyword');

/**
 * A condition that holds when the parameter is null (the filter is left out) or `condition`
 * holds; `type` is the parameter's SQL type.
 */
export function unlessNull(
  parameter: ReturnType<typeof sql.placeholder>,
  type: 'text' | 'int' | 'timestamptz',
  condition: SQL,
): SQL {
  return sql`(${parameter}::${sql.raw(type)} is null or ${condition})`;
}

/** Whether the keyword parameter is found in any of the columns (all of them when it is null). */
export function keywordIn(columns: (AnyColumn | SQL)[]): SQL {
  const found = columns.map((column) =>
    is(column, SQL) ? column : sql`${column} ilike ${keywordParameter}::text`,
  );
  return unlessNull(keywordParameter, 'text', sql.join(found, sql` or `));
}

/** A moment column within the creation days of {@link listParameters} (`from`, `until`). */
export function createdWithin(column: AnyColumn): SQL {
  const from = sql.placeholder('from');
  const until = sql.placeholder('until');
  return sql`${unlessNull(from, 'timestamptz', sql`${column} >= ${from}::timestamptz`)} and ${unlessNull(until, 'timestamptz', sql`${column} < ${until}::timestamptz`)}`;
}

/**
 * A list's two prepared statements: the page's rows, each carrying the number of matches
 * ({@link matchCount} as `total`), and the number alone.
 */
export interface PreparedList<R extends { total: number }> {
  page: { execute(parameters: Record<string, unknown>): Promise<R[]> };
  count: { execute(parameters: Record<string, unknown>): Promise<{ n: number }[]> };
}

/** What a partner's list may be narrowed by, beside the page: see {@link listParameters}. */
interface ListQuery {
  page: number;
  limit: number;
  keyword?: string | undefined;
  status?: string | number | undefined;
  create_time?: { begin?: string | undefined; end?: string | undefined } | undefined;
}

/**
 * One page of a list from its prepared statements, each row as `item` makes it: one round trip,
 * the number of matches read from the page's own rows (a partner's lists are a few hundred rows,
 * counted as the page is sorted); only a page past the last, which has no row to carry it, asks
 * for the number alone. The query's keyword, status and creation days are the statements'
 * `keyword`, `status`, `from` and `until` parameters, beside the list's own `parameters`. Null
 * when a date is not a real day; an empty page, unasked, for a status past what a column holds.
 */
export async function preparedPage<R extends { total: number }, T>(
  list: PreparedList<R>,
  query: ListQuery,
  parameters: Record<string, unknown>,
  item: (row: Omit<R, 'total'>) => T,
): Promise<ReturnType<typeof pageAnswer<T>> | null> {
  const { page, limit } = query;
  const filter = listParameters(query);
  if (!filter) return null;
  const status = intParameter(query.status);
  if (status === undefined) return pageAnswer([], 0, page, limit);
  const all = { ...parameters, ...filter, status };
  const offset = offsetOf(page, limit);
  const rows = offset === null ? [] : await list.page.execute({ ...all, limit, offset });
  const total = await windowTotal(rows, offset, () => list.count.execute(all));
  const items = rows.map(({ total: _total, ...row }) => item(row));
  return pageAnswer(items, total, page, limit);
}
