import type { ReactNode } from 'react';
import type { BackofficeOrder } from '../../../contract/backoffice-orders';
import type { OrderDocument } from '../../../contract/orders';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { DataTable, type Column } from '../../components/ui/data-table';
import { textLink } from '../../components/ui/styles';
import { formatDate, formatMoney, formatDateTime } from '../../lib/intl';
import { useBackofficeOrder } from './orders-api';
import { AuditTrail, History } from './audit-trail';
import { DetailPanel, Facts, PanelHeading } from './detail-panel';
import { OrderActions } from './order-actions';

/** One order as head office works on it: its facts, documents, actions, timeline and audit. */
export function OrderPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const order = useBackofficeOrder(id);
  return (
    <DetailPanel query={order} titleId="order-title">
      {(data) => <OrderFacts order={data} onClose={onClose} />}
    </DetailPanel>
  );
}

function OrderFacts({ order, onClose }: { order: BackofficeOrder; onClose: () => void }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const t = LL.backofficeDesks.orders;
  const facts: [string, ReactNode][] = [
    [t.partner(), order.partner.company],
    [t.email(), <span dir="ltr">{order.partner.username}</span>],
    [t.customer(), order.customer_name.trim() || LL.backofficeDesks.customerNotGiven()],
    [t.status(), order.status_text],
    [t.filter(), order.waiting ? t.waiting[order.waiting]() : t.nothingWaiting()],
    [t.amount(), formatMoney(order.amount, order.currency, lang)],
  ];
  if (order.pay_date) facts.push([t.payDate(), formatDate(order.pay_date, lang)]);
  // Each document by its kind, then its file as a download (the partner's uploads and head
  // office's own), or a dash while none has come.
  const columns: Column<OrderDocument>[] = [
    { key: 'kind', header: t.document(), cell: (d) => LL.orders.documentKind[d.kind]() },
    {
      key: 'file',
      header: t.file(),
      cell: (d) =>
        d.url ? (
          <a href={d.url} download={d.name} className={`${textLink} break-all`} dir="ltr">
            {d.name}
          </a>
        ) : (
          '—'
        ),
    },
    { key: 'state', header: t.state(), cell: (d) => d.state_text },
    {
      key: 'time',
      header: t.uploaded(),
      cell: (d) => (d.upload_time ? formatDateTime(d.upload_time, lang) : '—'),
    },
  ];
  return (
    <>
      <PanelHeading
        id="order-title"
        title={t.detailTitle({ number: order.order_sn })}
        closeLabel={t.close()}
        onClose={onClose}
      />
      <Facts facts={facts} />
      {order.pay_reject_reason ? (
        <p className="text-sm text-gray-700">
          {t.returnedBecause({ reason: order.pay_reject_reason })}
        </p>
      ) : null}
      {order.waiting === 'payment' && order.pay_receipt ? (
        <p>
          <a href={order.pay_receipt.url} className={textLink}>
            {t.viewReceipt()} <span dir="ltr">({order.pay_receipt.name})</span>
          </a>
        </p>
      ) : null}
      <OrderActions order={order} />
      <section aria-labelledby="order-documents-title" className="space-y-2">
        <h3 id="order-documents-title" className="text-base font-semibold">
          {t.documents()}
        </h3>
        <DataTable
          caption={LL.orders.documentsCaption({ sn: order.order_sn })}
          columns={columns}
          rows={order.documents}
          rowKey={(d) => `${d.kind}-${d.name}`}
          empty={t.noDocuments()}
          cardsWhenNarrow
        />
      </section>
      <History title={t.timeline()} entries={order.events} id="order-timeline" />
      <AuditTrail entries={order.audit} id="order-audit" />
    </>
  );
}
