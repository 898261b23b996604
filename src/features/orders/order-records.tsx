import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OrderDetail, OrderDocument, OrderItem } from '../../../contract/orders';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { DataTable, type Column } from '../../components/ui/data-table';
import { buttonSmall, textLink } from '../../components/ui/styles';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/intl';
import { FactList, Section } from '../quotations/detail-parts';
import { useContractTemplateDownload } from './flow-api';

/** What the order is: status, customer, project, quotation, amount and when it was made. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.orders;
  return (
    <FactList
      facts={[
        [say.status(), order.status_text],
        [say.customer(), order.customer_name.trim() || say.customerNotGiven()],
        [say.project(), order.project_name || say.noProject()],
        [
          say.quotation(),
          <Link
            to={`/personal/quotation/detail?id=${order.quotation_id}`}
            className={textLink}
            dir="ltr"
          >
            {order.quotation_code}
          </Link>,
        ],
        [say.amount(), formatMoney(order.amount, order.currency, lang)],
        [say.created(), formatDate(order.create_time, lang)],
      ]}
    />
  );
}

/** What the steps have gathered so far; a step not reached yet adds nothing. */
export function OrderDetails({ order }: { order: OrderDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.orders;
  const facts: [string, ReactNode][] = [];
  const add = (term: string, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') facts.push([term, value]);
  };
  add(say.remark(), order.remark);
  if (order.sign_contract !== null) {
    add(say.contractChoice(), order.sign_contract === 1 ? say.signed() : say.notSigned());
  }
  add(say.payDate(), order.pay_date && formatDate(order.pay_date, lang));
  add(
    say.deliveryDate(),
    order.expected_delivery_date && formatDate(order.expected_delivery_date, lang),
  );
  add(say.deliveryPlan(), order.delivery_plan);
  add(say.freightForwarder(), order.freight_forwarder);
  add(say.remindedOn(), order.remind_time && formatDateTime(order.remind_time, lang));
  add(say.shippingInfo(), order.shipping_info);
  if (facts.length === 0) return null;
  return (
    <Section id="order-details" title={say.details()}>
      <FactList facts={facts} />
    </Section>
  );
}

/** The products of the order, copied from its quotation. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.orders;
  const money = (value: number) => formatMoney(value, order.currency, lang);
  const columns: Column<OrderItem>[] = [
    { key: 'model', header: say.model(), ltr: true, cell: (row) => row.model },
    { key: 'description', header: say.description(), cell: (row) => row.description },
    {
      key: 'quantity',
      header: say.quantity(),
      align: 'end',
      cell: (row) => formatNumber(row.quantity, lang),
    },
    { key: 'price', header: say.price(), align: 'end', cell: (row) => money(row.price) },
    { key: 'subtotal', header: say.subtotal(), align: 'end', cell: (row) => money(row.subtotal) },
  ];
  return (
    <Section id="order-lines" title={say.lines()}>
      <DataTable
        caption={say.linesCaption({ sn: order.order_sn })}
        columns={columns}
        rows={order.items}
        rowKey={(row) => `${row.model}:${row.price}:${row.quantity}`}
        empty={LL.lists.noData()}
        minWidth="36rem"
        cardsWhenNarrow
      />
    </Section>
  );
}

/** A link that saves one of the order's files; its name says which. */
export function FileLink({ name, url }: { name: string; url: string }) {
  const { LL } = useI18nContext();
  return (
    <a href={url} download={name} className={`${textLink} break-all`}>
      {LL.orders.downloadFile({ name })}
    </a>
  );
}

/** The template has its own call; it can be saved once the order has one. */
function TemplateButton({ order }: { order: OrderDetail }) {
  const { LL } = useI18nContext();
  const say = LL.orders;
  const download = useContractTemplateDownload(order.id, say.templateName({ sn: order.order_sn }));
  return (
    <button
      type="button"
      className={buttonSmall}
      disabled={download.isPending}
      onClick={() => download.mutate()}
    >
      {download.isPending ? say.preparingTemplate() : say.downloadTemplate()}
    </button>
  );
}

/** Every document of the order with its state, when it came, and its download. */
export function OrderDocuments({ order }: { order: OrderDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.orders;
  const columns: Column<OrderDocument>[] = [
    { key: 'document', header: say.document(), cell: (doc) => say.documentKind[doc.kind]() },
    { key: 'state', header: say.documentState(), cell: (doc) => doc.state_text },
    {
      key: 'uploaded',
      header: say.uploadedOn(),
      cell: (doc) => (doc.upload_time ? formatDateTime(doc.upload_time, lang) : '–'),
    },
    {
      key: 'download',
      header: say.download(),
      cell: (doc) =>
        doc.url !== null ? (
          <FileLink name={doc.name} url={doc.url} />
        ) : doc.kind === 'contract_template' && doc.state === 'available' ? (
          <TemplateButton order={order} />
        ) : (
          say.notAvailable()
        ),
    },
  ];
  return (
    <Section id="order-documents" title={say.documents()}>
      <DataTable
        caption={say.documentsCaption({ sn: order.order_sn })}
        columns={columns}
        rows={order.documents}
        rowKey={(doc) => `${doc.kind}:${doc.name}:${doc.upload_time ?? ''}`}
        empty={LL.lists.noData()}
        minWidth="40rem"
        cardsWhenNarrow
      />
    </Section>
  );
}
