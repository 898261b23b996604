import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { SearchFormSchema, SearchHit } from '../../contract/pages';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { news, products, solutions } from '../db/schema/index';
import { PRODUCT_ORDER, productMatches } from '../catalog/catalog';
import { localized, offsetOf, pageAnswer } from '../listing';
import { NEWEST_FIRST, newsMatches } from './news';
import { SOLUTION_ORDER, solutionMatches } from './solutions';

/** One kind of search hit: where its rows are, which match, and in which order. */
interface SearchBlock {
  type: SearchHit['type'];
  table: PgTable;
  where: SQL;
  columns: { id: PgColumn; title: SQL<string>; summary: SQL<string>; image: PgColumn };
  order: SQL[];
}

/** Products first, then solutions, then news (newest first). */
function searchBlocks(keyword: string, lang: LangCode): SearchBlock[] {
  return [
    {
      type: 'product',
      table: products,
      where: productMatches(keyword, lang),
      columns: {
        id: products.id,
        title: localized(products.name, lang),
        summary: localized(products.summary, lang),
        image: products.image,
      },
      order: PRODUCT_ORDER,
    },
    {
      type: 'solution',
      table: solutions,
      where: solutionMatches(keyword, lang),
      columns: {
        id: solutions.id,
        title: localized(solutions.title, lang),
        summary: localized(solutions.summary, lang),
        image: solutions.image,
      },
      order: SOLUTION_ORDER,
    },
    {
      type: 'news',
      table: news,
      where: newsMatches(keyword, lang),
      columns: {
        id: news.id,
        title: localized(news.title, lang),
        summary: localized(news.summary, lang),
        image: news.image,
      },
      order: NEWEST_FIRST,
    },
  ];
}

/**
 * One page of search hits over products, solutions and news, or one kind only. Each kind is
 * one block of the result, so a page is a window over the blocks and each block is read only
 * for the rows inside the window.
 */
export async function search(
  db: Db,
  lang: LangCode,
  { keyword, type, page, limit }: z.infer<typeof SearchFormSchema>,
) {
  const blocks = searchBlocks(keyword, lang).filter(
    (block) => type === undefined || block.type === type,
  );
  const sizes = await Promise.all(
    blocks.map(
      async (block) =>
        (await db.select({ n: count() }).from(block.table).where(block.where))[0]?.n ?? 0,
    ),
  );
  const total = sizes.reduce((sum, n) => sum + n, 0);
  const offset = offsetOf(page, limit);
  const list: SearchHit[] = [];
  if (offset !== null) {
    let base = 0;
    for (const [i, block] of blocks.entries()) {
      const size = sizes[i] ?? 0;
      const from = Math.max(offset, base);
      const to = Math.min(offset + limit, base + size);
      if (from < to) {
        const rows = (await db
          .select(block.columns)
          .from(block.table)
          .where(block.where)
          .orderBy(...block.order)
          .limit(to - from)
          .offset(from - base)) as Omit<SearchHit, 'type'>[];
        list.push(...rows.map((row) => ({ type: block.type, ...row })));
      }
      base += size;
    }
  }
  return pageAnswer(list, total, page, limit);
}
