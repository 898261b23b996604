import { useState, type ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { formatNumber } from '../../lib/intl';
import type { Paging } from '../../lib/use-paging';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { pageCountOf } from './page-items';
import { Pager } from './pager';
import { Skeleton } from './skeleton';

/** What a paged list query gives the list: its rows and how many there are in all. */
export interface ListQuery<Item> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: { list: Item[]; total: number } | undefined;
  refetch: () => unknown;
}

/** What a paged list shows, and from what. */
interface ListStateProps<Item> {
  query: ListQuery<Item>;
  paging: Paging;
  /** Names the pager's navigation landmark, e.g. 'News pages'. */
  pagerLabel: string;
  empty: string;
  skeleton?: { rows: number; variant?: 'rows' | 'cards' };
  /** Renders the rows of the current page. */
  children: (list: Item[]) => ReactNode;
  /**
   * Whether the first rows are news too: a list a person's search brings onto the screen (the
   * site search's results, made afresh for each search).
   */
  tellsFirstRows?: boolean;
}

/**
 * What a list tells a screen reader once it shows other rows than before (another keyword,
 * filter or page, or rows changed by an action): how many there are, as the pager writes it, and
 * on a list of several pages which page of how many shows now, or its empty message (WCAG 2.2,
 * 4.1.3 Status Messages). The page is the one the rows came for: a list that keeps its last rows
 * while the next page loads tells the new page only once its rows are in. Not the first rows,
 * unless the list says so (`tellsFirstRows`): the screen itself is read then. React Query keeps
 * an answer that has not changed as the same object, so reading the same rows again says
 * nothing; while other rows load, the status is empty. The same words twice are told twice: a
 * non-breaking space is added and taken away in turn, as GOV.UK's accessible-autocomplete does,
 * since a live region whose text does not change is not read again.
 */
function useRowsNews(
  data: { list: unknown[]; total: number } | undefined,
  { page, pageSize }: Pick<Paging, 'page' | 'pageSize'>,
  empty: string,
  tellsFirstRows: boolean,
): string {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const [seen, setSeen] = useState(() => ({
    data,
    page,
    pageSize,
    loaded: tellsFirstRows || data !== undefined,
    told: tellsFirstRows && data !== undefined,
    bump: false,
  }));
  if (data !== seen.data) {
    const told = seen.loaded && data !== undefined;
    const loaded = seen.loaded || data !== undefined;
    setSeen({ data, page, pageSize, loaded, told, bump: told ? !seen.bump : seen.bump });
  }
  // The words are made from the rows on each render, so they follow a change of language.
  if (!seen.told || !data) return '';
  const total = formatNumber(data.total, lang);
  const pages = pageCountOf(data.total, seen.pageSize);
  const news =
    data.list.length === 0
      ? empty
      : pages > 1
        ? LL.pager.pageOfTotal({
            page: formatNumber(seen.page, lang),
            pages: formatNumber(pages, lang),
            total,
          })
        : LL.pager.total({ total });
  return seen.bump ? `${news}\u00a0` : news;
}

/**
 * The states of a paged list, in order: a skeleton while the first page loads, a retry when it
 * failed, the empty message ('No data found', 'No Results') when there is nothing, otherwise the
 * list (busy while the next page loads, the last one still shown) and its pager; and, above
 * them all, the status that tells a screen reader what other rows now show ({@link useRowsNews}).
 */
export function ListState<Item>(props: ListStateProps<Item>) {
  const news = useRowsNews(
    props.query.data,
    props.paging,
    props.empty,
    props.tellsFirstRows ?? false,
  );
  return (
    <>
      <p role="status" className="sr-only">
        {news}
      </p>
      <ListStates {...props} />
    </>
  );
}

/** The list in the state its query is in. */
function ListStates<Item>({
  query,
  paging,
  pagerLabel,
  empty,
  skeleton = { rows: 4 },
  children,
}: ListStateProps<Item>) {
  const { data } = query;
  if (query.isPending) return <Skeleton rows={skeleton.rows} variant={skeleton.variant} />;
  if (query.isError || !data) return <LoadError onRetry={() => void query.refetch()} />;
  if (data.list.length === 0) return <EmptyState message={empty} live={false} />;
  return (
    <div aria-busy={query.isFetching}>
      {children(data.list)}
      <Pager
        label={pagerLabel}
        page={paging.page}
        pageSize={paging.pageSize}
        total={data.total}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
    </div>
  );
}
