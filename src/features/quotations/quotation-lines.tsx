import {
  VAT_PERCENT,
  VAT_THRESHOLD_CENTS,
  type QuotationDetail,
  type QuotationItem,
} from '../../../contract/quotations';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { DataTable, type Column } from '../../components/ui/data-table';
import { LineModel } from '../../components/ui/line-model';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../lib/intl';
import { fromCents, sumCents, toCents } from '../../lib/money';
import { FactList, Section } from './detail-parts';

/**
 * The products of a quotation, each accessory under its main product. The price the lines are
 * charged at is named for who reads it: "your price" for the partner, "partner price" for head
 * office.
 */
export function QuotationLines({
  quotation,
  reader = 'partner',
}: {
  quotation: QuotationDetail;
  reader?: 'partner' | 'headOffice';
}) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.quotations;
  const desk = LL.quotationDesk;
  const charged =
    reader === 'partner'
      ? { price: say.discountPrice(), subtotal: say.subtotal() }
      : { price: desk.partnerPrice(), subtotal: desk.partnerSubtotal() };
  const money = (value: number) => formatMoney(value, quotation.currency, lang);
  const mainModel = (item: QuotationItem) =>
    quotation.items.find((other) => other.id === item.main_id)?.model ?? '';
  const columns: Column<QuotationItem>[] = [
    // The description and ERP number go under the model: the prices a person came for then
    // fit the width of a laptop beside the menu, without sideways scrolling.
    {
      key: 'model',
      header: say.model(),
      cell: (item) => (
        <span className="block min-w-48">
          <LineModel
            model={item.model}
            accessoryNote={
              item.main_id === null ? undefined : say.accessoryOf({ model: mainModel(item) })
            }
          />
          {item.description ? (
            <span className="block text-xs text-gray-700">{item.description}</span>
          ) : null}
          <span className="block text-xs text-gray-700">
            {say.erpNo()} <span dir="ltr">{item.erp_no}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'quantity',
      header: say.quantity(),
      align: 'end',
      cell: (item) => formatNumber(item.quantity, lang),
    },
    { key: 'gpl', header: say.gplPrice(), align: 'end', cell: (item) => money(item.gpl_price) },
    {
      key: 'market',
      header: say.marketPrice(),
      align: 'end',
      cell: (item) => money(item.market_price),
    },
    {
      key: 'discount',
      header: charged.price,
      align: 'end',
      cell: (item) => money(item.discount_price),
    },
    {
      key: 'application',
      header: say.applicationPrice(),
      align: 'end',
      cell: (item) =>
        item.application_price === null ? say.notAsked() : money(item.application_price),
    },
    { key: 'sale', header: say.salePrice(), align: 'end', cell: (item) => money(item.sale_price) },
    {
      key: 'subtotal',
      header: charged.subtotal,
      align: 'end',
      cell: (item) => <span className="font-semibold">{money(item.subtotal)}</span>,
    },
  ];
  return (
    <Section id="quotation-lines" title={say.lines()}>
      <DataTable
        caption={say.linesCaption({ code: quotation.code })}
        columns={columns}
        rows={quotation.items}
        rowKey={(item) => item.id}
        empty={LL.lists.noData()}
        minWidth="52rem"
        cardsWhenNarrow
      />
    </Section>
  );
}

/**
 * The PO total (the sum of the subtotals), the VAT and the amount. The VAT is the amount less
 * the PO total, both in cents, so it is the server's to the cent.
 */
export function QuotationTotals({ quotation }: { quotation: QuotationDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.quotations;
  const money = (cents: number) => formatMoney(fromCents(cents), quotation.currency, lang);
  const poCents = sumCents(quotation.items, (item) => item.subtotal);
  const taxCents = toCents(quotation.amount) - poCents;
  const threshold = formatMoney(fromCents(VAT_THRESHOLD_CENTS), 'USD', lang);
  return (
    <Section id="quotation-totals" title={say.totals()}>
      <FactList
        facts={[
          [say.poTotal(), money(poCents)],
          [
            say.vat({ rate: formatPercent(quotation.tax_rate, lang) }),
            quotation.tax_rate > 0 ? money(taxCents) : say.noVat({ threshold }),
          ],
          [say.amount(), <strong key="amount">{money(toCents(quotation.amount))}</strong>],
        ]}
      />
    </Section>
  );
}

/** The quote terms every quotation carries. */
export function QuoteTerms({ quotation }: { quotation: QuotationDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.quotations;
  const threshold = formatMoney(fromCents(VAT_THRESHOLD_CENTS), 'USD', lang);
  return (
    <Section id="quote-terms" title={say.terms()}>
      <ul className="list-disc space-y-1 ps-5 text-gray-900">
        <li>{say.termPrices()}</li>
        <li>{say.termPayment()}</li>
        <li>{say.termVat({ threshold, rate: formatPercent(VAT_PERCENT, lang) })}</li>
        <li>{say.termValid({ date: formatDate(quotation.valid_until, lang) })}</li>
      </ul>
      {quotation.remark ? (
        <p className="mt-3 text-gray-900">
          <span className="font-medium">{say.remark()}: </span>
          {quotation.remark}
        </p>
      ) : null}
    </Section>
  );
}
