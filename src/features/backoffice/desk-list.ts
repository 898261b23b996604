import type { Paging } from '../../lib/use-paging';

/** The words every desk's list takes from its texts. */
interface DeskListTexts {
  pages: () => string;
  none: () => string;
  noMatch: (values: { keyword: string }) => string;
}

/**
 * What a desk's paged table takes beside its rows and columns: the paging, the pager's name,
 * the table's caption, what an empty desk says (that the search found nothing when a keyword
 * narrows it), and the narrower width desks' tables need.
 */
export function deskList(t: DeskListTexts, paging: Paging, caption: string, keyword: string) {
  const empty = keyword ? t.noMatch({ keyword }) : t.none();
  return { paging, pagerLabel: t.pages(), caption, empty, minWidth: '30rem' };
}
