/** A slot of the pager: a page number, or a gap standing for the pages left out. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; side: 'before' | 'after' };

/**
 * The page numbers to show: all of them when they fit in `slots`, otherwise the first and the
 * last page with `slots - 2` pages around the current one, and a gap where pages are left out.
 */
export function pageItems(current: number, pageCount: number, slots: number): PageItem[] {
  const page = (n: number): PageItem => ({ kind: 'page', page: n });
  if (pageCount <= 0) return [];
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => page(i + 1));

  const half = (slots - 1) / 2;
  const gapBefore = current > slots - half;
  const gapAfter = current < pageCount - half;
  const middle: number[] = [];
  if (gapBefore && !gapAfter) {
    for (let n = pageCount - (slots - 2); n < pageCount; n++) middle.push(n);
  } else if (!gapBefore && gapAfter) {
    for (let n = 2; n < slots; n++) middle.push(n);
  } else {
    const offset = Math.floor(slots / 2) - 1;
    for (let n = current - offset; n <= current + offset; n++) middle.push(n);
  }
  return [
    page(1),
    ...(gapBefore ? [{ kind: 'gap', side: 'before' } as const] : []),
    ...middle.map(page),
    ...(gapAfter ? [{ kind: 'gap', side: 'after' } as const] : []),
    page(pageCount),
  ];
}

/** How many pages `total` rows fill at `pageSize` a page: one at least, for an empty list. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
