import { useI18nContext } from '../../../i18n/i18n-react';
import type { Paging } from '../../lib/use-paging';
import { DataTable, type Column } from './data-table';
import { ListState, type ListQuery } from './list-state';

/**
 * A paged list of records shown as a table (cards on a phone's width), in the states of
 * {@link ListState}: skeleton, retry, the empty message, the table and its pager.
 */
export function PagedTable<Row extends { id: number }>({
  query,
  paging,
  pagerLabel,
  caption,
  columns,
  empty,
  minWidth = '44rem',
  skeletonRows = 3,
  heading,
}: {
  query: ListQuery<Row>;
  paging: Paging;
  pagerLabel: string;
  caption: string;
  columns: readonly Column<Row>[];
  /** What an empty list says; 'No data found' unless told. */
  empty?: string;
  minWidth?: string;
  skeletonRows?: number;
  /** A heading above the list, such as what it is narrowed to ('Orders matching …'). */
  heading?: string;
}) {
  const { LL } = useI18nContext();
  return (
    <>
      {heading ? <h2 className="mb-2 text-lg font-semibold text-gray-900">{heading}</h2> : null}
      <ListState
        query={query}
        paging={paging}
        pagerLabel={pagerLabel}
        empty={empty ?? LL.lists.noData()}
        skeleton={{ rows: skeletonRows }}
      >
        {(items) => (
          <DataTable
            caption={caption}
            columns={columns}
            rows={items}
            rowKey={(row) => row.id}
            empty={LL.lists.noData()}
            minWidth={minWidth}
            cardsWhenNarrow
          />
        )}
      </ListState>
    </>
  );
}
