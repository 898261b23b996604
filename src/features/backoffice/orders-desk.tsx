import { useState } from 'react';
import {
  ORDER_WAITS,
  type OrderWait,
  type WaitingOrder,
} from '../../../contract/backoffice-orders';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import type { Column } from '../../components/ui/data-table';
import { SelectField } from '../../components/ui/form-field';
import { PagedTable } from '../../components/ui/paged-table';
import { deskList } from './desk-list';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonSmall } from '../../components/ui/styles';
import { formatMoney } from '../../lib/intl';
import { usePaging } from '../../lib/use-paging';
import { useWaitingOrders } from './orders-api';
import { OrderPanel } from './order-panel';

/**
 * The orders that wait on head office: a payment slip to confirm, shipping information to
 * upload, or the delivery receipt letter. Opening one shows it with what may be done.
 */
export function OrdersDesk() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const t = LL.backofficeDesks.orders;
  const [waiting, setWaiting] = useState<OrderWait | ''>('');
  const paging = usePaging();
  const orders = useWaitingOrders(waiting || undefined, paging.page, paging.pageSize);
  const [selected, setSelected] = useState<number | null>(null);
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
      cell: (o) => (
        <button type="button" className={buttonSmall} onClick={() => setSelected(o.id)}>
          {t.open()}
          <span className="sr-only"> {o.order_sn}</span>
        </button>
      ),
    },
  ];
  return (
    <>
      <PageHeading title={t.title()} />
      <SelectField
        id="orders-waiting"
        label={t.filter()}
        className="mb-4 max-w-xs"
        value={waiting}
        onChange={(value) => {
          setWaiting(value as OrderWait | '');
          paging.setPage(1);
        }}
        placeholder={t.all()}
        options={ORDER_WAITS.map((wait) => ({ value: wait, label: t.waiting[wait]() }))}
      />
      <PagedTable query={orders} columns={columns} {...deskList(t, paging, t.title())} />
      {selected !== null ? (
        <OrderPanel key={selected} id={selected} onClose={() => setSelected(null)} />
      ) : null}
    </>
  );
}
