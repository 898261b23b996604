/**
 * A desk's keyword search (docs/backoffice.md): the keyword anywhere in the record's own texts
 * or in its partner's company or e-mail address, as one condition of the desk's own statement.
 * The records match by their own texts (trigram indexes, migrations 0023 – 0025) or by their
 * owner among the matching partners, whose ids the database reads first, once per statement,
 * from the partners' own indexes (a function's array). Each part of the condition is then
 * served by an index of the record's table, where one condition over a join could only be
 * checked row by row.
 */
import { asc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { containsPattern } from '../listing';

/**
 * The ids of the partners with the pattern in their company or e-mail address, or (`withName`)
 * their name, as an array the statement reads once: `portal_partners_matching` (migration
 * 0026) searches each text by its own trigram index and joins the searches, planned as on
 * solid-state storage, where the planner would read the partners' table whole for a keyword
 * that many of their companies hold. (The cast makes `any` read the one array, not the
 * subquery's rows.)
 */
export function partnersMatching(pattern: string, withName: boolean): SQL {
  return sql`(select portal_partners_matching(${pattern}, ${withName}))::integer[]`;
}

/** The keyword in one of `own` (the record's texts) or in the partner named by `owner`. */
export function deskSearch(keyword: string, own: AnyColumn[], owner: AnyColumn): SQL | undefined {
  const pattern = containsPattern(keyword);
  return or(
    ...own.map((column) => ilike(column, pattern)),
    sql`${owner} = any (${partnersMatching(pattern, false)})`,
  );
}

/**
 * The ids of one page of a desk's records, in the order of `order` (ascending), each with the
 * column that counts the matches (`searchablePage` in server/listing.ts), as a subquery to join
 * the records' partner and project to. The page is chosen from the records' table alone: a
 * search's window counts its matches before the page is cut from them, and joined first, each
 * match would be joined to its partner only to be counted (12 ms against 4 for a search that
 * matches 1,479 of the 1,200,100 quotations of ten times the demo data). The matches are a
 * subquery of their own, sorted outside it: a subquery with a window is planned apart, so a
 * search is read through its indexes, where PostgreSQL 15, pricing the window as if the limit
 * cut it short, read the queue in its order and checked the keyword on each row (28 ms for
 * 12,500 waiting orders). Without a window the subquery is one with the page, which reads the
 * queue in its order and stops at the limit.
 */
export function pageKeys(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  order: PgColumn[],
  page: { limit: number; offset: number; total: SQL<number> },
) {
  const keys = Object.fromEntries(
    order.map((column, i) => [`key${i}`, sql`${column}`.as(`key${i}`)]),
  );
  const matches = db
    .select({ id, total: page.total.as('match_count'), ...keys })
    .from(table)
    .where(where)
    .as('matches');
  const sorted = order.map((_, i) =>
    asc(sql`${sql.identifier('matches')}.${sql.identifier(`key${i}`)}`),
  );
  return db
    .select({ id: matches.id, total: matches.total })
    .from(matches)
    .orderBy(...sorted)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
}
