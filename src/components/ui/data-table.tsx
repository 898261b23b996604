import type { ReactNode } from 'react';
import { useScrollsSideways } from '../../lib/use-scrolls-sideways';
import { useMediaQuery } from '../../lib/use-media-query';
import { EmptyState } from './empty-state';
import { isolated } from './isolated';

/** Where a table with `cardsWhenNarrow` turns into cards: a phone's width. */
export const NARROW_TABLE_QUERY = '(max-width: 639.98px)';

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
  cardsWhenNarrow = false,
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
  /**
   * On a phone's width each record becomes a card of its columns' names and values, so that
   * nothing scrolls sideways (a table without a footer only).
   */
  cardsWhenNarrow?: boolean;
}) {
  const narrow = useMediaQuery(NARROW_TABLE_QUERY);
  if (rows.length === 0) return <EmptyState message={empty} />;
  if (cardsWhenNarrow && narrow) {
    return <RecordCards caption={caption} columns={columns} rows={rows} rowKey={rowKey} />;
  }
  return (
    <TableBox caption={caption}>
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
                <td key={column.key} className={`py-2 pe-3 ${alignClass[column.align ?? 'start']}`}>
                  {cellOf(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </TableBox>
  );
}

/**
 * What a cell shows: a left-to-right value (a code, an e-mail address) set left to right inside
 * the cell, whose padding and alignment stay the page's, so that on an Arabic page it neither
 * runs into the next column nor leaves its column's alignment; other text isolated.
 */
function cellOf<Row>(column: Column<Row>, row: Row): ReactNode {
  const content = column.cell(row);
  return column.ltr ? <span dir="ltr">{content}</span> : isolated(content);
}

/** The records of a {@link DataTable} as a list of cards, one term and value per column. */
function RecordCards<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}) {
  return (
    <ul aria-label={caption} className="space-y-3">
      {rows.map((row) => (
        <li key={rowKey(row)} className="rounded border border-gray-300 p-3 text-sm">
          <dl className="space-y-1">
            {columns
              .filter((column) => !column.headerHidden)
              .map((column) => (
                <div key={column.key} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium text-gray-900">{column.header}</dt>
                  <dd className="min-w-0 break-words text-gray-800">{cellOf(column, row)}</dd>
                </div>
              ))}
          </dl>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            {columns
              .filter((column) => column.headerHidden)
              .map((column) => (
                <div key={column.key}>{column.cell(row)}</div>
              ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The box of a table. A table wider than the screen scrolls in it, and then the box is a named
 * region that takes focus, so that the keyboard can scroll it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable). A table that fits is not a tab stop: a stop that does nothing
 * costs a keyboard user a key press on every table.
 */
function TableBox({ caption, children }: { caption: string; children: ReactNode }) {
  const [ref, scrolls] = useScrollsSideways<HTMLDivElement>();
  return (
    <div
      ref={ref}
      // `relative`: text only screen readers read (`sr-only`, positioned) stays inside the box
      // and does not widen the page past the window.
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      {children}
    </div>
  );
}
