import { and, asc, count, desc, eq, getTableColumns, gt, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { NewsDetail, NewsListQuerySchema, NewsNeighbour } from '../../contract/news';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { news } from '../db/schema/index';
import { localize } from '../lang';
import { dateTime, isDbId, listPage, localized, matches } from '../listing';

/** The columns of a news card, in the requested language. */
export function newsSummaryColumns(lang: LangCode) {
  return {
    id: news.id,
    title: localized(news.title, lang),
    image: news.image,
    summary: localized(news.summary, lang),
    create_time: dateTime(news.createTime),
  };
}

/** Newest first; articles of the same moment by id, so the order is total. */
export const NEWEST_FIRST = [desc(news.createTime), desc(news.id)];

/** Whether an article's title or summary contains the keyword. */
export function newsMatches(keyword: string, lang: LangCode) {
  return matches(keyword, lang, [news.title, news.summary]);
}

/** The newest news cards. */
export function latestNews(db: Db, lang: LangCode, limit: number) {
  return db
    .select(newsSummaryColumns(lang))
    .from(news)
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
}

/** One page of news, newest first, optionally matching a keyword. */
export function newsPage(db: Db, lang: LangCode, query: z.infer<typeof NewsListQuerySchema>) {
  const where = query.keyword ? newsMatches(query.keyword, lang) : undefined;
  return listPage(lang, query, db.select({ n: count() }).from(news).where(where), (limit, offset) =>
    db
      .select(newsSummaryColumns(lang))
      .from(news)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(limit)
      .offset(offset),
  );
}

type Article = Pick<typeof news.$inferSelect, 'id' | 'createTime'>;

/** The article just older (or newer) than this one, in the order of the list. */
async function neighbour(
  db: Db,
  lang: LangCode,
  article: Article,
  older: boolean,
): Promise<NewsNeighbour | null> {
  const sameTime = and(
    eq(news.createTime, article.createTime),
    older ? lt(news.id, article.id) : gt(news.id, article.id),
  );
  const [row] = await db
    .select({ id: news.id, title: localized(news.title, lang) })
    .from(news)
    .where(
      or(
        older ? lt(news.createTime, article.createTime) : gt(news.createTime, article.createTime),
        sameTime,
      ),
    )
    .orderBy(...(older ? NEWEST_FIRST : [asc(news.createTime), asc(news.id)]))
    .limit(1);
  return row ?? null;
}

/** One article with its neighbours; null when it does not exist. */
export async function newsArticle(db: Db, lang: LangCode, id: number): Promise<NewsDetail | null> {
  if (!isDbId(id)) return null;
  const [article] = await db
    .select({ ...getTableColumns(news), created: dateTime(news.createTime) })
    .from(news)
    .where(eq(news.id, id));
  if (!article) return null;
  return {
    id: article.id,
    title: localize(article.title, lang),
    image: article.image,
    summary: localize(article.summary, lang),
    create_time: article.created,
    content: localize(article.content, lang),
    source: article.source,
    prev: await neighbour(db, lang, article, true),
    next: await neighbour(db, lang, article, false),
  };
}
