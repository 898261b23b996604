import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/values';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { formatNumber } from '../../lib/intl';
import { useMediaQuery } from '../../lib/use-media-query';
import { InlineSelect } from './inline-select';
import { pageCountOf, pageItems } from './page-items';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES };

/** Under 992px the pager shows 5 page numbers, otherwise 7. */
export const NARROW_PAGER_QUERY = '(max-width: 991.98px)';
export const PAGE_NUMBERS_NARROW = 5;
export const PAGE_NUMBERS_WIDE = 7;

const pageButton =
  'inline-flex min-w-10 items-center justify-center rounded border border-gray-300 px-2 py-1.5 text-sm text-gray-900 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50 aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white';

/**
 * The pager of every list: total, rows per page (10, 20, 30 or 50), previous, page numbers and
 * next. The current page is marked with aria-current="page".
 */
export function Pager({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** Names the navigation landmark, e.g. 'News pages'. */
  label: string;
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const narrow = useMediaQuery(NARROW_PAGER_QUERY);
  const pageCount = pageCountOf(total, pageSize);
  const items = pageItems(page, pageCount, narrow ? PAGE_NUMBERS_NARROW : PAGE_NUMBERS_WIDE);

  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
      <p className="text-sm text-gray-700">
        {LL.pager.total({ total: formatNumber(total, lang) })}
      </p>
      <InlineSelect
        label={LL.pager.perPage()}
        value={String(pageSize)}
        onChange={(size) => onPageSizeChange(Number(size))}
        options={PAGE_SIZES.map((size) => ({
          value: String(size),
          label: formatNumber(size, lang),
        }))}
      />
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={pageButton}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ‹
            </span>
            <span className="sr-only sm:not-sr-only sm:ms-1">{LL.pager.previous()}</span>
          </button>
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.side}`} aria-hidden="true" className="px-1 text-gray-700">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={pageButton}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={LL.pager.page({ page: formatNumber(item.page, lang) })}
                onClick={() => onPageChange(item.page)}
              >
                {formatNumber(item.page, lang)}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={pageButton}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="sr-only sm:not-sr-only sm:me-1">{LL.pager.next()}</span>
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ›
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
