import type { ReactNode } from 'react';
import type { Paging } from '../../lib/use-paging';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
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

/**
 * The states of a paged list, in order: a skeleton while the first page loads, a retry when it
 * failed, the empty message ('No data found', 'No Results') when there is nothing, otherwise the
 * list (busy while the next page loads, the last one still shown) and its pager.
 */
export function ListState<Item>({
  query,
  paging,
  pagerLabel,
  empty,
  skeleton = { rows: 4 },
  children,
}: {
  query: ListQuery<Item>;
  paging: Paging;
  /** Names the pager's navigation landmark, e.g. 'News pages'. */
  pagerLabel: string;
  empty: string;
  skeleton?: { rows: number; variant?: 'rows' | 'cards' };
  /** Renders the rows of the current page. */
  children: (list: Item[]) => ReactNode;
}) {
  const { data } = query;
  if (query.isPending) return <Skeleton rows={skeleton.rows} variant={skeleton.variant} />;
  if (query.isError || !data) return <LoadError onRetry={() => void query.refetch()} />;
  if (data.list.length === 0) return <EmptyState message={empty} />;
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
