/**
 * A desk's keyword search (docs/backoffice.md): the keyword anywhere in the record's own texts
 * or in its partner's company or e-mail address. The partners that match are found first,
 * through their own indexes, and the records by their owner among them: every part of the
 * condition is served by an index of its own table (trigram indexes, migration 0023), where one
 * condition over a join of the two tables could only be checked row by row.
 */
import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { containsPattern } from '../listing';

/** The partners whose company or e-mail address contains the pattern. */
export function partnerMatches(pattern: string): SQL | undefined {
  return or(ilike(users.company, pattern), ilike(users.username, pattern));
}

/** The keyword in one of `own` (the record's texts) or in the partner named by `owner`. */
export function deskSearch(keyword: string, own: AnyColumn[], owner: AnyColumn): SQL | undefined {
  const pattern = containsPattern(keyword);
  const partners = sql`array(select ${users.id} from ${users} where ${partnerMatches(pattern)})`;
  return or(...own.map((column) => ilike(column, pattern)), sql`${owner} = any (${partners})`);
}
