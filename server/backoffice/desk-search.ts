/**
 * A desk's keyword search (docs/backoffice.md): the keyword anywhere in the record's own texts
 * or in its partner's company or e-mail address. The partners that match are read first, from
 * their own table, and the records then match by their own texts (trigram indexes, migration
 * 0023) or by their owner among those partners (the owner's index). Each part of the condition
 * is served by an index of the record's table, where one condition over a join could only be
 * checked row by row; and with the partners named, the planner knows how many records they
 * hold, so a search that finds few reads those few and sorts them, instead of walking the whole
 * queue in its order to find them.
 */
import { ilike, inArray, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { containsPattern } from '../listing';

/** The partners whose company or e-mail address contains the pattern. */
export function partnerMatches(pattern: string): SQL | undefined {
  return or(ilike(users.company, pattern), ilike(users.username, pattern));
}

/** The keyword in one of `own` (the record's texts) or in the partner named by `owner`. */
export async function deskSearch(
  db: Db,
  keyword: string,
  own: AnyColumn[],
  owner: AnyColumn,
): Promise<SQL | undefined> {
  const pattern = containsPattern(keyword);
  const partners = await db.select({ id: users.id }).from(users).where(partnerMatches(pattern));
  return or(
    ...own.map((column) => ilike(column, pattern)),
    partners.length > 0
      ? inArray(
          owner,
          partners.map((partner) => partner.id),
        )
      : undefined,
  );
}
