import { ORDER_WAITS, type WaitingOrder } from '../../../contract/backoffice-orders';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import type { Column } from '../../components/ui/data-table';
import { SelectField } from '../../components/ui/form-field';
import { PagedTable } from '../../components/ui/paged-table';
import { deskList } from './desk-list';
import { PageHeading } from '../../components/ui/page-heading';
import { formatMoney } from '../../lib/intl';
import { useListSearch } from '../../components/ui/searched-list';
import { DeskSearch } from './desk-search';
import { OpenButton, opens, useDeskRecord } from './desk-record';
import { useWaitingOrders } from './orders-api';
import { OrderPanel } from './order-panel';

/**
 * The orders that wait on head office, the longest waiting first: a payment slip to confirm,
 * shipping information to upload, or the delivery receipt letter; narrowed to one kind of wait
 * (`?waiting=`, as the work queue links it) and searched by order number, partner or customer.
 * Opening one shows it with what may be done.
 */
export function OrdersDesk() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const t = LL.backofficeDesks.orders;
  const record = useDeskRecord();
  const asked = record.filter('waiting');
  const waiting = ORDER_WAITS.find((wait) => wait === asked);
  const { paging, keyword, search } = useListSearch();
  const orders = useWaitingOrders(waiting, keyword, paging.page, paging.pageSize);
  const columns: Column<WaitingOrder>[] = [
    { key: 'number', header: t.number(), cell: (o) => o.order_sn, ltr: true },
    { key: 'partner', header: t.partner(), cell: (o) => o.partner.company },
    {
      key: 'customer',
      header: t.customer(),
      cell: (o) => o.customer_name.trim() || LL.backofficeDesks.customerNotGiven(),
    },
    { key: 'waiting', header: t.filter(), cell: (o) => t.waiting[o.waiting]() },
    {
      key: 'amount',
      header: t.amount(),
      align: 'end',
      cell: (o) => formatMoney(o.amount, o.currency, lang),
    },
    {
      key: 'open',
      header: t.open(),
      headerHidden: true,
      align: 'end',
      cell: (o) => <OpenButton {...opens(record, o.id)} label={t.open()} name={o.order_sn} />,
    },
  ];
  return (
    <>
      <PageHeading title={t.title()} />
      <div className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-3">
        <SelectField
          id="orders-waiting"
          label={t.filter()}
          className="max-w-xs"
          value={waiting ?? ''}
          onChange={(value) => {
            record.setFilter('waiting', value);
            paging.setPage(1);
          }}
          placeholder={t.all()}
          options={ORDER_WAITS.map((wait) => ({ value: wait, label: t.waiting[wait]() }))}
        />
        <DeskSearch keyword={keyword} onSearch={search} texts={t} />
      </div>
      <PagedTable query={orders} columns={columns} {...deskList(t, paging, t.title(), keyword)} />
      {record.selected !== null ? (
        <OrderPanel key={record.selected} id={record.selected} onClose={record.close} />
      ) : null}
    </>
  );
}
