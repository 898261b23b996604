import { asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SolutionDetail, SolutionListQuerySchema } from '../../contract/solutions';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { solutionProducts, solutions } from '../db/schema/index';
import { localize } from '../lang';
import { productSummariesById } from '../catalog/catalog';
import { isDbId, listPage, localized, matches } from '../listing';

/** The columns of a solution card, in the requested language. */
export function solutionSummaryColumns(lang: LangCode) {
  return {
    id: solutions.id,
    title: localized(solutions.title, lang),
    image: solutions.image,
    summary: localized(solutions.summary, lang),
    industry: localized(solutions.industryName, lang),
  };
}

/** The order of the solution list, as head office arranged it. */
export const SOLUTION_ORDER = [asc(solutions.position), asc(solutions.id)];

/** Whether a solution's title, summary or industry contains the keyword. */
export function solutionMatches(keyword: string, lang: LangCode) {
  return matches(keyword, lang, [solutions.title, solutions.summary, solutions.industryName]);
}

/** The featured solution cards of the home page. */
export function featuredSolutions(db: Db, lang: LangCode, limit: number) {
  return db
    .select(solutionSummaryColumns(lang))
    .from(solutions)
    .where(eq(solutions.featured, true))
    .orderBy(...SOLUTION_ORDER)
    .limit(limit);
}

/**
 * One page of solutions, optionally of one industry, named by its key or by its name in the
 * requested language or in English (any case).
 */
export function solutionPage(
  db: Db,
  lang: LangCode,
  query: z.infer<typeof SolutionListQuerySchema>,
) {
  const industry = query.industry?.trim();
  const where: SQL | undefined = industry
    ? or(
        sql`lower(${solutions.industry}) = lower(${industry})`,
        sql`lower(${solutions.industryName}->>${lang}) = lower(${industry})`,
        sql`lower(${solutions.industryName}->>'en') = lower(${industry})`,
      )
    : undefined;
  return listPage(
    lang,
    query,
    db.select({ n: count() }).from(solutions).where(where),
    (limit, offset) =>
      db
        .select(solutionSummaryColumns(lang))
        .from(solutions)
        .where(where)
        .orderBy(...SOLUTION_ORDER)
        .limit(limit)
        .offset(offset),
  );
}

/** One solution with the products it uses; null when it does not exist. */
export async function solutionDetail(
  db: Db,
  lang: LangCode,
  id: number,
): Promise<SolutionDetail | null> {
  if (!isDbId(id)) return null;
  const [solution] = await db.select().from(solutions).where(eq(solutions.id, id));
  if (!solution) return null;
  const links = await db
    .select({ id: solutionProducts.productId })
    .from(solutionProducts)
    .where(eq(solutionProducts.solutionId, solution.id))
    .orderBy(asc(solutionProducts.position));
  return {
    id: solution.id,
    title: localize(solution.title, lang),
    image: solution.image,
    summary: localize(solution.summary, lang),
    industry: localize(solution.industryName, lang),
    content: localize(solution.content, lang),
    products: await productSummariesById(
      db,
      lang,
      links.map((link) => link.id),
    ),
  };
}
