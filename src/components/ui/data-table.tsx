import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

/** One column of a {@link DataTable}: its header and how a row fills its cell. */
export interface Column<Row> {
  key: string;
  header: string;
  /** The header is read by screen readers but not shown (a column of buttons). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** Numbers and money line up at the end. */
  align?: 'start' | 'end';
  /** Codes that read left to right in every language: models, serial and certificate numbers. */
  ltr?: boolean;
}

const alignClass = { start: 'text-start', end: 'text-end' } as const;

/**
 * A table of records, its columns given as data: a caption (read by screen readers, shown when
 * `captionVisible`), a header cell per column, a row per record, or the empty state when there
 * is none. Wide tables scroll sideways inside their box on narrow screens.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  empty,
  minWidth = '30rem',
  footer,
}: {
  caption: string;
  captionVisible?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** What shows instead of the table when there are no rows. */
  empty: string;
  minWidth?: string;
  /** Rows under the records, such as a total. */
  footer?: ReactNode;
}) {
  if (rows.length === 0) return <EmptyState message={empty} />;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" style={{ minWidth }}>
        <caption className={captionVisible ? 'mb-2 text-start text-lg font-semibold' : 'sr-only'}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-gray-300">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`py-2 pe-3 ${alignClass[column.align ?? 'start']}`}
              >
                {column.headerHidden ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-gray-200">
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={`py-2 pe-3 ${alignClass[column.align ?? 'start']}`}
                  dir={column.ltr ? 'ltr' : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}
