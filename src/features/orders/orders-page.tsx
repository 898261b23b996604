import { useState } from 'react';
import { Link } from 'react-router';
import type { OrderSummary } from '../../../contract/orders';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import type { Column } from '../../components/ui/data-table';
import { InlineSelect } from '../../components/ui/inline-select';
import { PageHeading } from '../../components/ui/page-heading';
import { SearchedList, useListSearch } from '../../components/ui/searched-list';
import { textLink } from '../../components/ui/styles';
import { formatDate, formatMoney } from '../../lib/intl';
import { useOrderList } from './api';
import { FILTER_STEPS, stepFilter } from './order-view';

/**
 * The orders (/personal/order): filtered by the step they wait at, searched and paged, each with
 * its status, customer, quotation and amount, its number a link to its detail.
 */
export function OrdersPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.orders;
  const listSearch = useListSearch();
  const { paging, keyword, refine } = listSearch;
  const [status, setStatus] = useState('');
  const step = stepFilter(status);
  const list = useOrderList({
    page: paging.page,
    limit: paging.pageSize,
    ...(keyword ? { keyword } : {}),
    ...(step === undefined ? {} : { step }),
  });
  const columns: Column<OrderSummary>[] = [
    {
      key: 'sn',
      header: say.orderSn(),
      ltr: true,
      cell: (row) => (
        <Link to={`/personal/order/detail?id=${row.id}`} className={textLink}>
          {row.order_sn}
        </Link>
      ),
    },
    { key: 'status', header: say.status(), cell: (row) => row.status_text },
    {
      key: 'customer',
      header: say.customer(),
      cell: (row) => row.customer_name.trim() || say.customerNotGiven(),
    },
    { key: 'project', header: say.project(), cell: (row) => row.project_name || say.noProject() },
    {
      key: 'amount',
      header: say.amount(),
      align: 'end',
      cell: (row) => formatMoney(row.amount, row.currency, lang),
    },
    { key: 'created', header: say.created(), cell: (row) => formatDate(row.create_time, lang) },
  ];
  return (
    <div>
      <PageHeading title={say.title()}>
        <p className="max-w-prose text-gray-700">{say.intro()}</p>
        <p>
          <Link to="/personal/quotation" className={textLink}>
            {say.fromQuotations()}
          </Link>
        </p>
      </PageHeading>
      <SearchedList
        texts={say}
        search={listSearch}
        query={list}
        columns={columns}
        narrowed={keyword !== '' || step !== undefined}
      >
        <div className="mb-4">
          <InlineSelect
            label={say.statusFilter()}
            value={status}
            onChange={refine(setStatus)}
            options={[
              { value: '', label: say.allStatuses() },
              ...FILTER_STEPS.map((name) => ({ value: name, label: say.step[name]() })),
            ]}
          />
        </div>
      </SearchedList>
    </div>
  );
}
