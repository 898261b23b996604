import { useState, type ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { usePaging, type Paging } from '../../lib/use-paging';
import type { Column } from './data-table';
import type { ListQuery } from './list-state';
import { PagedTable } from './paged-table';
import { SearchForm } from './search-form';

/**
 * A paged list searched by a keyword: the paging, the keyword, a search that starts again at the
 * first page, and `refine`, which makes any other filter's change do the same.
 */
export function useListSearch() {
  const paging = usePaging();
  const [keyword, setKeyword] = useState('');
  const search = (next: string) => {
    setKeyword(next);
    paging.setPage(1);
  };
  const refine =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      paging.setPage(1);
    };
  return { paging, keyword, search, refine };
}

/** The words of a searched list, from its screen's texts. */
export interface SearchedListTexts {
  searchRegion: () => string;
  searchLabel: () => string;
  searchSubmit: () => string;
  clearSearch: () => string;
  pages: () => string;
  caption: () => string;
  resultsFor: (values: { keyword: string }) => string;
}

/**
 * The search form, the screen's own controls (`children`: filters, buttons) and the paged table
 * of what the search finds, with 'No results' once the list is narrowed and a heading that says
 * by which keyword.
 */
export function SearchedList<Row extends { id: number }>({
  texts,
  search: { keyword, search: onSearch, paging },
  query,
  columns,
  narrowed = keyword !== '',
  children,
}: {
  texts: SearchedListTexts;
  /** The list's search ({@link useListSearch}). */
  search: { keyword: string; search: (keyword: string) => void; paging: Paging };
  query: ListQuery<Row>;
  columns: readonly Column<Row>[];
  /** Whether anything narrows the list (the keyword, a filter). */
  narrowed?: boolean;
  children?: ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <>
      <SearchForm
        keyword={keyword}
        onSearch={onSearch}
        region={texts.searchRegion()}
        label={texts.searchLabel()}
        submitLabel={texts.searchSubmit()}
        clearLabel={texts.clearSearch()}
      />
      {children}
      <PagedTable
        query={query}
        paging={paging}
        pagerLabel={texts.pages()}
        caption={texts.caption()}
        columns={columns}
        empty={narrowed ? LL.lists.noResults() : LL.lists.noData()}
        skeletonRows={5}
        heading={keyword ? texts.resultsFor({ keyword }) : undefined}
      />
    </>
  );
}
