/**
 * The caller's order list (GET /user/orderlist) in one query: the page's rows, the number of
 * matches (`count(*) over ()`) and what each order waits on head office for (stored with it).
 * Every filter is a parameter of one prepared statement, so neither the SQL text nor the
 * database's plan is made again on each call (docs/server.md).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { OrderListQuery } from '../../contract/orders';
import type { LangCode } from '../../i18n/languages';
import { preparedPerHandle, type Db } from '../db/client';
import { orders, projects } from '../db/schema/index';
import { createdWithin, keywordIn, matchCount, preparedPage, unlessNull } from '../listing';
import { orderSummaryColumns, orderSummaryOf, withProject } from './orders';

/**
 * The list's filters, written once: the owner, and a keyword, a step and creation days, each a
 * parameter that is null when the filter is left out. The keyword is found anywhere in the
 * order number, the project's name, the customer's name or the quotation's code.
 */
function listFilter() {
  const step = sql.placeholder('step');
  return and(
    eq(orders.userId, sql.placeholder('userId')),
    keywordIn([orders.orderSn, projects.name, orders.customerName, orders.quotationCode]),
    unlessNull(step, 'int', sql`${orders.step} = ${step}::int`),
    createdWithin(orders.createdAt),
  );
}

/**
 * The page's rows with the number of matches, and the number alone (for a page past the last,
 * which has no row to carry it), prepared once per database handle: neither the SQL text nor
 * the database's plan is made again on each call.
 */
const statementsOf = preparedPerHandle((db) => ({
  page: db
    .select({ ...orderSummaryColumns(), total: matchCount })
    .from(orders)
    .leftJoin(projects, withProject)
    .where(listFilter())
    .orderBy(desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('order_list'),
  count: db
    .select({ n: count() })
    .from(orders)
    .leftJoin(projects, withProject)
    .where(listFilter())
    .prepare('order_list_count'),
}));

/**
 * What an order list answer is kept under: the user, the language and the filters, written
 * the same whichever way the query spelt them. Null for a list that is not kept: one narrowed
 * by creation dates (kept answers are for the lists people page through).
 */
export function orderListKey(
  userId: number,
  lang: LangCode,
  query: OrderListQuery & { page: number; limit: number },
): string | null {
  if (query.create_time?.begin || query.create_time?.end) return null;
  const keyword = query.keyword?.trim() ?? '';
  const step = query.step === undefined ? '' : Number(query.step);
  return JSON.stringify([userId, lang, query.page, query.limit, step, keyword]);
}

/**
 * One page of the caller's orders, newest first, with the number of matches (GET
 * /user/orderlist); null when a date of the filter is not a real day.
 */
export async function orderList(
  db: Db,
  userId: number,
  query: OrderListQuery & { page: number; limit: number },
  lang: LangCode,
) {
  const step = query.step === undefined ? null : Number(query.step);
  return preparedPage(statementsOf(db), query, { userId, step }, (row) =>
    orderSummaryOf(row, lang),
  );
}
