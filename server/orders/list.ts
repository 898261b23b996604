/**
 * The caller's order list (GET /user/orderlist) in one query: the page's rows, the number of
 * matches (`count(*) over ()`) and what each order waits on head office for (stored with it).
 * Every filter but a keyword runs as one prepared statement, so neither the SQL text nor the
 * database's plan is made again on each call (docs/server.md).
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderListQuery } from '../../contract/orders';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { orders, projects } from '../db/schema/index';
import { dayBounds, offsetOf, pageAnswer } from '../listing';
import { orderListFilter, orderSummaryColumns, orderSummaryOf, withProject } from './orders';

/** The summary's columns and the number of matches. */
function listColumns() {
  return {
    ...orderSummaryColumns(),
    total: sql<number>`count(*) over ()`.mapWith(Number),
  };
}

function listQuery(db: Db, where: SQL | undefined) {
  return db
    .select(listColumns())
    .from(orders)
    .leftJoin(projects, withProject)
    .where(where)
    .orderBy(desc(orders.id));
}

/**
 * The list narrowed by anything but a keyword (the owner, a step, creation days), prepared once
 * per database handle: a filter left out is a null parameter.
 */
function preparedList(db: Db) {
  const step = sql.placeholder('step');
  const from = sql.placeholder('from');
  const until = sql.placeholder('until');
  return listQuery(
    db,
    and(
      eq(orders.userId, sql.placeholder('userId')),
      sql`(${step}::int is null or ${orders.step} = ${step}::int)`,
      sql`(${from}::timestamptz is null or ${orders.createdAt} >= ${from}::timestamptz)`,
      sql`(${until}::timestamptz is null or ${orders.createdAt} < ${until}::timestamptz)`,
    ),
  )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('order_list');
}

const prepared = new WeakMap<Db, ReturnType<typeof preparedList>>();

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

/** One page of rows; prepared unless narrowed by a keyword. */
function pageRows(
  db: Db,
  userId: number,
  query: OrderListQuery,
  where: SQL,
  limit: number,
  offset: number,
): Promise<ListRow[]> {
  if (query.keyword?.trim()) return listQuery(db, where).limit(limit).offset(offset);
  let statement = prepared.get(db);
  if (!statement) {
    statement = preparedList(db);
    prepared.set(db, statement);
  }
  const days = dayBounds(query.create_time);
  return statement.execute({
    userId,
    step: query.step === undefined ? null : Number(query.step),
    from: days.from?.toISOString() ?? null,
    until: days.until?.toISOString() ?? null,
    limit,
    offset,
  });
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
  const where = orderListFilter(userId, query);
  if (!where) return null;
  const { page, limit } = query;
  const offset = offsetOf(page, limit);
  const rows = offset === null ? [] : await pageRows(db, userId, query, where, limit, offset);
  let total = rows[0]?.total ?? 0;
  // A page past the last one has no row to carry the count.
  if (rows.length === 0 && offset !== 0) {
    const [counted] = await db
      .select({ n: count() })
      .from(orders)
      .leftJoin(projects, withProject)
      .where(where);
    total = counted?.n ?? 0;
  }
  const list = rows.map(({ total: _total, ...row }) => orderSummaryOf(row, lang));
  return pageAnswer(list, total, page, limit);
}
