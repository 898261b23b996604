/**
 * A desk's keyword search (docs/backoffice.md): the keyword anywhere in the record's own texts
 * or in its partner's company or e-mail address, as one condition of the desk's own statement.
 * The records match by their own texts (trigram indexes, migrations 0023 – 0025) or by their
 * owner among the matching partners, whose ids the database reads first, once per statement,
 * from the partners' own indexes (an array of a subquery). Each part of the condition is then
 * served by an index of the record's table, where one condition over a join could only be
 * checked row by row.
 */
import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { containsPattern } from '../listing';

/** The partners' table in the subquery, named apart from a statement's own `users`. */
const partnerName = sql.identifier('partner');
const partner = alias(users, 'partner');

/** The texts of a partner a search may match. */
type PartnerText = 'company' | 'username' | 'realname';

/**
 * The ids of the partners with the pattern in one of `texts`, as an array the statement reads
 * once. Each text is its own search, the searches joined, so that each text's trigram index can
 * serve its own: with the texts in one condition the planner reads the partners' table whole.
 * (It still may for one text whose trigrams every partner's name holds: it prices `ilike` on a
 * row below what it costs.)
 */
export function partnersMatching(pattern: string, texts: PartnerText[]): SQL {
  const searches = texts.map(
    (text) =>
      sql`select ${partner.id} from ${users} ${partnerName} where ${partner[text]} ilike ${pattern}`,
  );
  return sql`array(${sql.join(searches, sql` union `)})`;
}

/** The keyword in one of `own` (the record's texts) or in the partner named by `owner`. */
export function deskSearch(keyword: string, own: AnyColumn[], owner: AnyColumn): SQL | undefined {
  const pattern = containsPattern(keyword);
  return or(
    ...own.map((column) => ilike(column, pattern)),
    sql`${owner} = any (${partnersMatching(pattern, ['company', 'username'])})`,
  );
}

/**
 * The ids of one page of a desk's records, in `order`, each with the column that counts the
 * matches (`searchablePage` in server/listing.ts), as a subquery to join the records' partner
 * and project to. The page is chosen from the records' table alone: a search's window counts
 * its matches before the page is cut from them, and joined first, each match would be joined
 * to its partner only to be counted (12 ms against 4 for a search matching 1,479 of the
 * 1,200,100 quotations of ten times the demo data).
 */
export function pageKeys(
  db: Db,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number; total: SQL<number> },
) {
  return db
    .select({ id, total: page.total.as('match_count') })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
}
