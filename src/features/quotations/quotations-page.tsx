import { Link } from 'react-router';
import type { QuotationSummary } from '../../../contract/quotations';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import type { Column } from '../../components/ui/data-table';
import { PageHeading } from '../../components/ui/page-heading';
import { SearchedList, useListSearch } from '../../components/ui/searched-list';
import { textLink } from '../../components/ui/styles';
import { formatDate, formatMoney } from '../../lib/intl';
import { useQuotationList } from './api';

/**
 * The quotations (/personal/quotation): searched and paged, each with its state, amount and
 * dates, its number a link to its detail. New quotations are made from the cart.
 */
export function QuotationsPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.quotations;
  const listSearch = useListSearch();
  const { paging, keyword } = listSearch;
  const list = useQuotationList({
    page: paging.page,
    limit: paging.pageSize,
    ...(keyword ? { keyword } : {}),
  });
  const columns: Column<QuotationSummary>[] = [
    {
      key: 'code',
      header: say.code(),
      ltr: true,
      cell: (row) => (
        <Link to={`/personal/quotation/detail?id=${row.id}`} className={textLink}>
          {row.code}
        </Link>
      ),
    },
    { key: 'project', header: say.project(), cell: (row) => row.project_name || say.noProject() },
    {
      key: 'state',
      header: say.state(),
      cell: (row) => (row.expired ? `${row.status_text} · ${say.expired()}` : row.status_text),
    },
    {
      key: 'amount',
      header: say.amount(),
      align: 'end',
      cell: (row) => formatMoney(row.amount, row.currency, lang),
    },
    { key: 'created', header: say.created(), cell: (row) => formatDate(row.create_time, lang) },
    {
      key: 'validUntil',
      header: say.validUntil(),
      cell: (row) => formatDate(row.valid_until, lang),
    },
  ];
  return (
    <div>
      <PageHeading title={say.title()}>
        <p className="max-w-prose text-gray-700">{say.intro()}</p>
        <p>
          <Link to="/product/prolist" className={textLink}>
            {say.newFromCart()}
          </Link>
        </p>
      </PageHeading>
      <SearchedList texts={say} search={listSearch} query={list} columns={columns} />
    </div>
  );
}
