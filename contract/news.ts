import { z } from 'zod';
import {
  c,
  DateTimeSchema,
  envelope,
  IdQuerySchema,
  IdSchema,
  KeywordSchema,
  pageOf,
  PageQuerySchema,
  PUBLIC_ACCESS,
  UrlSchema,
} from './common';

/** A news article as lists show it. */
export const NewsSummarySchema = z.object({
  id: IdSchema,
  title: z.string(),
  image: UrlSchema,
  summary: z.string(),
  create_time: DateTimeSchema,
});
export type NewsSummary = z.infer<typeof NewsSummarySchema>;

/** A neighbouring article, for the previous and next links. */
export const NewsNeighbourSchema = NewsSummarySchema.pick({ id: true, title: true });
export type NewsNeighbour = z.infer<typeof NewsNeighbourSchema>;

/** One news article. `content` is HTML from the back office: sanitise before rendering. */
export const NewsDetailSchema = NewsSummarySchema.extend({
  content: z.string(),
  source: z.string(),
  prev: NewsNeighbourSchema.nullable(),
  next: NewsNeighbourSchema.nullable(),
});
export type NewsDetail = z.infer<typeof NewsDetailSchema>;

/** Filters of the news list. */
export const NewsListQuerySchema = PageQuerySchema.extend({
  keyword: KeywordSchema,
});

/** The news list and articles. */
export const newsContract = c.router(
  {
    newsList: {
      method: 'GET',
      path: '/news',
      query: NewsListQuerySchema,
      responses: { 200: envelope(pageOf(NewsSummarySchema)) },
      summary: 'One page of news, newest first',
    },
    newsDetail: {
      method: 'GET',
      path: '/news/detail',
      query: IdQuerySchema,
      responses: { 200: envelope(NewsDetailSchema) },
      summary: 'One news article with its neighbours',
    },
  },
  PUBLIC_ACCESS,
);
