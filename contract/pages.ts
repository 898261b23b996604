import { z } from 'zod';
import { ProductSummarySchema } from './catalog';
import {
  DateTimeSchema,
  IdSchema,
  KEYWORD_MAX,
  PageQuerySchema,
  UrlSchema,
  envelope,
  pageOf,
  PUBLIC_ACCESS,
  c,
} from './common';
import { NewsSummarySchema } from './news';
import { SolutionSummarySchema } from './solutions';

/** A slide of the home page carousel; `url` is where it leads, empty for none. */
export const BannerSchema = z.object({
  id: IdSchema,
  title: z.string(),
  image: UrlSchema,
  url: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** The home page (`GET /index`). */
export const HomeSchema = z.object({
  banner: z.array(BannerSchema),
  products: z.array(ProductSummarySchema),
  solutions: z.array(SolutionSummarySchema),
  news: z.array(NewsSummarySchema),
});
export type Home = z.infer<typeof HomeSchema>;

/** What a search looks in. */
export const SEARCH_TYPES = ['product', 'solution', 'news'] as const;
/** What a search hit is. */
export const SearchTypeSchema = z.enum(SEARCH_TYPES);
export type SearchType = z.infer<typeof SearchTypeSchema>;

/** The search form (form-encoded, so numbers travel as text). Without `type`, all kinds. */
export const SearchFormSchema = PageQuerySchema.extend({
  keyword: z.string().trim().min(1).max(KEYWORD_MAX),
  type: SearchTypeSchema.optional(),
});
export type SearchForm = z.input<typeof SearchFormSchema>;

/** One search hit; the client links it by `type` and `id`. */
export const SearchHitSchema = z.object({
  type: SearchTypeSchema,
  id: IdSchema,
  title: z.string(),
  summary: z.string(),
  image: UrlSchema,
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/**
 * The company and support pages kept as single pages in the back office, named like their
 * routes: company brief, parent company, contact, service policy, training information.
 */
export const PAGE_NAMES = [
  'dcnbrief',
  'parentcompany',
  'contactus',
  'policy',
  'dcntraining',
] as const;
/** The name of a single page. */
export const PageNameSchema = z.enum(PAGE_NAMES);
export type PageName = z.infer<typeof PageNameSchema>;

/** Names the single page wanted. */
export const PageQueryByNameSchema = z.object({ name: PageNameSchema });

/** A single page. `content` is HTML: sanitise before rendering. */
export const SinglePageSchema = z.object({
  name: PageNameSchema,
  title: z.string(),
  content: z.string(),
  update_time: DateTimeSchema,
});
export type SinglePage = z.infer<typeof SinglePageSchema>;

/** The home page, the search across products, solutions and news, and the single pages. */
export const pagesContract = c.router(
  {
    home: {
      method: 'GET',
      path: '/index',
      responses: { 200: envelope(HomeSchema) },
      summary: 'The home page: carousel, featured products, solutions and news',
    },
    search: {
      method: 'POST',
      path: '/search',
      contentType: 'application/x-www-form-urlencoded',
      body: SearchFormSchema,
      responses: { 200: envelope(pageOf(SearchHitSchema)) },
      summary: 'Search products, solutions and news',
    },
    page: {
      method: 'GET',
      path: '/page',
      query: PageQueryByNameSchema,
      responses: { 200: envelope(SinglePageSchema) },
      summary: 'A company or support page: brief, parent company, contact, policy, training',
    },
  },
  PUBLIC_ACCESS,
);
