/**
 * The caller's order list (GET /user/orderlist) in one query: the page's rows, the number of
 * matches (`count(*) over ()`) and what each order waits on head office for (stored with it).
 * Every filter is a parameter of one prepared statement, so neither the SQL text nor the
 * database's plan is made again on each call (docs/server.md).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { isCalendarDay } from '../../contract/common';
import type { OrderListQuery } from '../../contract/orders';
import type { LangCode } from '../../i18n/languages';
import { preparedPerHandle, type Db } from '../db/client';
import { orders, projects } from '../db/schema/index';
import { containsPattern, dayBounds, offsetOf, pageAnswer } from '../listing';
import { orderSummaryColumns, orderSummaryOf, withProject } from './orders';

/** The summary's columns and the number of matches. */
function listColumns() {
  return {
    ...orderSummaryColumns(),
    total: sql<number>`count(*) over ()`.mapWith(Number),
  };
}

/**
 * The list's filters, written once: the owner, and a keyword, a step and creation days, each a
 * parameter that is null when the filter is left out. The keyword is found anywhere in the
 * order number, the project's name, the customer's name or the quotation's code.
 */
function listFilter() {
  const keyword = sql.placeholder('keyword');
  const step = sql.placeholder('step');
  const from = sql.placeholder('from');
  const until = sql.placeholder('until');
  const found = [orders.orderSn, projects.name, orders.customerName, orders.quotationCode].map(
    (column) => sql`${column} ilike ${keyword}::text`,
  );
  return and(
    eq(orders.userId, sql.placeholder('userId')),
    sql`(${keyword}::text is null or ${sql.join(found, sql` or `)})`,
    sql`(${step}::int is null or ${orders.step} = ${step}::int)`,
    sql`(${from}::timestamptz is null or ${orders.createdAt} >= ${from}::timestamptz)`,
    sql`(${until}::timestamptz is null or ${orders.createdAt} < ${until}::timestamptz)`,
  );
}

/**
 * The page's rows with the number of matches, and the number alone (for a page past the last,
 * which has no row to carry it), prepared once per database handle: neither the SQL text nor
 * the database's plan is made again on each call.
 */
const statementsOf = preparedPerHandle((db) => ({
  page: db
    .select(listColumns())
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

/** The filters' parameters, or null when a date is not a real day. */
function filterParameters(userId: number, query: OrderListQuery) {
  const { begin, end } = query.create_time ?? {};
  for (const date of [begin, end]) if (date !== undefined && !isCalendarDay(date)) return null;
  const days = dayBounds(query.create_time);
  const keyword = query.keyword?.trim();
  return {
    userId,
    keyword: keyword ? containsPattern(keyword) : null,
    step: query.step === undefined ? null : Number(query.step),
    from: days.from?.toISOString() ?? null,
    until: days.until?.toISOString() ?? null,
  };
}

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
  const filter = filterParameters(userId, query);
  if (!filter) return null;
  const { page, limit } = query;
  const offset = offsetOf(page, limit);
  const statements = statementsOf(db);
  const rows = offset === null ? [] : await statements.page.execute({ ...filter, limit, offset });
  let total = rows[0]?.total ?? 0;
  // A page past the last one has no row to carry the count.
  if (rows.length === 0 && offset !== 0) {
    const [counted] = await statements.count.execute(filter);
    total = counted?.n ?? 0;
  }
  const list = rows.map(({ total: _total, ...row }) => orderSummaryOf(row, lang));
  return pageAnswer(list, total, page, limit);
}
