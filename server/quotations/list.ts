/**
 * The caller's quotation list (GET /user/quotation) in one prepared statement: the page's rows
 * and the number of matches (docs/quotations.md). Every filter is a parameter that is null when
 * it is left out, so neither the SQL text nor the database's plan is made again on each call.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { QuotationListQuery } from '../../contract/quotations';
import type { LangCode } from '../../i18n/languages';
import { preparedPerHandle, type Db } from '../db/client';
import { goods, projects, quotationItems, quotations } from '../db/schema/index';
import {
  createdWithin,
  keywordIn,
  keywordParameter,
  matchCount,
  preparedPage,
  unlessNull,
} from '../listing';
import { summaryColumns, summaryOf } from './quotations';

/**
 * The list's filters: the owner, a status, creation days, and a keyword found in the
 * quotation's code, the model of one of its lines or the name of its project. The lines and the
 * project are checked for each of the partner's quotations by their own indexes, the goods whose
 * model matches found once; `offset 0` keeps each check where it is written, where the planner
 * would otherwise hash every line (or project) of every partner (tests/ops/volume.test.ts).
 */
function listFilter() {
  const status = sql.placeholder('status');
  const keyword = sql`${keywordParameter}::text`;
  return and(
    eq(quotations.userId, sql.placeholder('userId')),
    keywordIn([
      quotations.code,
      sql`exists (select 1 from ${quotationItems} where ${quotationItems.quotationId} = ${quotations.id} and ${quotationItems.goodsId} = any (array(select ${goods.id} from ${goods} where ${goods.model} ilike ${keyword})) offset 0)`,
      sql`exists (select 1 from ${projects} where ${projects.id} = ${quotations.projectId} and ${projects.name} ilike ${keyword} offset 0)`,
    ]),
    unlessNull(status, 'int', sql`${quotations.status} = ${status}::int`),
    createdWithin(quotations.createdAt),
  );
}

/** The page's rows with the number of matches, and the number alone, prepared once per handle. */
const statementsOf = preparedPerHandle((db) => ({
  page: db
    .select({ ...summaryColumns(), total: matchCount })
    .from(quotations)
    .leftJoin(projects, eq(projects.id, quotations.projectId))
    .where(listFilter())
    .orderBy(desc(quotations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('quotation_list'),
  count: db
    .select({ n: count() })
    .from(quotations)
    .where(listFilter())
    .prepare('quotation_list_count'),
}));

/**
 * One page of the caller's quotations, newest first, expired or not on `today`; null when a date
 * of the filter is not a real day.
 */
export async function quotationList(
  db: Db,
  userId: number,
  query: QuotationListQuery & { page: number; limit: number },
  lang: LangCode,
  today: string,
) {
  return preparedPage(statementsOf(db), query, { userId }, (row) => summaryOf(row, lang, today));
}
