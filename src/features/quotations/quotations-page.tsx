import { useState } from 'react';
import { Link } from 'react-router';
import type { QuotationSummary } from '../../../contract/quotations';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import type { Column } from '../../components/ui/data-table';
import { PagedTable } from '../../components/ui/paged-table';
import { PageHeading } from '../../components/ui/page-heading';
import { SearchForm } from '../../components/ui/search-form';
import { textLink } from '../../components/ui/styles';
import { formatDate, formatMoney } from '../../lib/intl';
import { usePaging } from '../../lib/use-paging';
import { useQuotationList } from './api';

/**
 * The quotations (/personal/quotation): searched and paged, each with its state, amount and
 * dates, its number a link to its detail. New quotations are made from the cart.
 */
export function QuotationsPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.quotations;
  const paging = usePaging();
  const [keyword, setKeyword] = useState('');
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
    { key: 'state', header: say.state(), cell: (row) => row.status_text },
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
  const search = (next: string) => {
    setKeyword(next);
    paging.setPage(1);
  };
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
      <SearchForm
        keyword={keyword}
        onSearch={search}
        region={say.searchRegion()}
        label={say.searchLabel()}
        submitLabel={say.searchSubmit()}
        clearLabel={say.clearSearch()}
      />
      <PagedTable
        query={list}
        paging={paging}
        pagerLabel={say.pages()}
        caption={say.caption()}
        columns={columns}
        empty={keyword ? LL.lists.noResults() : LL.lists.noData()}
        skeletonRows={5}
        heading={keyword ? say.resultsFor({ keyword }) : undefined}
      />
    </div>
  );
}
