import type { QueuedQuotation } from '../../../contract/backoffice-quotations';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import type { Column } from '../../components/ui/data-table';
import { PagedTable } from '../../components/ui/paged-table';
import { deskList } from './desk-list';
import { DeskSearch } from './desk-search';
import { useListSearch } from '../../components/ui/searched-list';
import { PageHeading } from '../../components/ui/page-heading';
import { OpenButton, opens, useDeskRecord } from './desk-record';
import { formatDateTime, formatMoney } from '../../lib/intl';
import { useQuotationQueue } from './quotations-api';
import { QuotationPanel } from './quotation-panel';

/**
 * Quotations waiting for head office's approval, the longest waiting first, searched by number,
 * company or e-mail; opening one shows its lines, totals, versions and audit trail, and the
 * decision (docs/backoffice.md).
 */
export function QuotationsDesk() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const t = LL.quotationDesk;
  const { paging, keyword, search } = useListSearch();
  const quotations = useQuotationQueue(keyword, paging.page, paging.pageSize);
  const record = useDeskRecord();
  const columns: Column<QueuedQuotation>[] = [
    { key: 'code', header: t.number(), cell: (q) => q.code, ltr: true },
    { key: 'partner', header: t.partner(), cell: (q) => q.partner.company },
    { key: 'project', header: t.project(), cell: (q) => q.project_name || t.noProject() },
    {
      key: 'amount',
      header: t.amount(),
      align: 'end',
      cell: (q) => formatMoney(q.amount, q.currency, lang),
    },
    {
      key: 'waiting',
      header: t.waitingSince(),
      cell: (q) => formatDateTime(q.applied_time, lang),
    },
    {
      key: 'open',
      header: t.open(),
      headerHidden: true,
      align: 'end',
      cell: (q) => <OpenButton {...opens(record, q.id)} label={t.open()} name={q.code} />,
    },
  ];
  return (
    <>
      <PageHeading title={t.title()} />
      <div className="mb-4">
        <DeskSearch keyword={keyword} onSearch={search} texts={t} />
      </div>
      <PagedTable
        query={quotations}
        columns={columns}
        {...deskList(t, paging, t.queue(), keyword)}
      />
      {record.selected !== null ? (
        <QuotationPanel key={record.selected} id={record.selected} onClose={record.close} />
      ) : null}
    </>
  );
}
