import { z } from 'zod';
import { ProductSummarySchema } from './catalog';
import {
  c,
  envelope,
  IdQuerySchema,
  IdSchema,
  pageOf,
  PageQuerySchema,
  PUBLIC_ACCESS,
  UrlSchema,
} from './common';

/** A solution (an industry offering) as lists show it. */
export const SolutionSummarySchema = z.object({
  id: IdSchema,
  title: z.string(),
  image: UrlSchema,
  summary: z.string(),
  industry: z.string(),
});
export type SolutionSummary = z.infer<typeof SolutionSummarySchema>;

/** One solution with the products it uses. `content` is HTML: sanitise before rendering. */
export const SolutionDetailSchema = SolutionSummarySchema.extend({
  content: z.string(),
  products: z.array(ProductSummarySchema),
});
export type SolutionDetail = z.infer<typeof SolutionDetailSchema>;

/** Filters of the solution list. */
export const SolutionListQuerySchema = PageQuerySchema.extend({
  industry: z.string().trim().optional(),
});

/** The solution list and solution pages. */
export const solutionsContract = c.router(
  {
    solutionList: {
      method: 'GET',
      path: '/solution',
      query: SolutionListQuerySchema,
      responses: { 200: envelope(pageOf(SolutionSummarySchema)) },
      summary: 'One page of solutions',
    },
    solutionDetail: {
      method: 'GET',
      path: '/solution/detail',
      query: IdQuerySchema,
      responses: { 200: envelope(SolutionDetailSchema) },
      summary: 'One solution with the products it uses',
    },
  },
  PUBLIC_ACCESS,
);
