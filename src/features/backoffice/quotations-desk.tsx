import { useState, type FormEvent } from 'react';
import type { QueuedQuotation } from '../../../contract/backoffice-quotations';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import type { Column } from '../../components/ui/data-table';
import { TextField } from '../../components/ui/form-field';
import { PagedTable } from '../../components/ui/paged-table';
import { deskList } from './desk-list';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonSecondary, buttonSmall } from '../../components/ui/styles';
import { formatDateTime, formatMoney } from '../../lib/intl';
import { usePaging } from '../../lib/use-paging';
import { useQuotationQueue } from './quotations-api';
import { QuotationPanel } from './quotation-panel';

/**
 * Quotations waiting for head office's approval, the longest waiting first, searched by number,
 * company or e-mail; opening one shows its lines, totals, versions and audit trail, and the
 * decision (docs/decisions/136-quotation-desk.md).
 */
export function QuotationsDesk() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const t = LL.quotationDesk;
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const paging = usePaging();
  const quotations = useQuotationQueue(keyword, paging.page, paging.pageSize);
  const [selected, setSelected] = useState<number | null>(null);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
    paging.setPage(1);
  };
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
      cell: (q) => (
        <button type="button" className={buttonSmall} onClick={() => setSelected(q.id)}>
          {t.open()}
          <span className="sr-only"> {q.code}</span>
        </button>
      ),
    },
  ];
  return (
    <>
      <PageHeading title={t.title()} />
      <form
        noValidate
        role="search"
        onSubmit={onSearch}
        className="mb-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <TextField
          id="quotations-keyword"
          label={t.keyword()}
          type="search"
          value={typed}
          onChange={setTyped}
        />
        <button type="submit" className={buttonSecondary}>
          {t.search()}
        </button>
      </form>
      <PagedTable query={quotations} columns={columns} {...deskList(t, paging, t.queue())} />
      {selected !== null ? (
        <QuotationPanel key={selected} id={selected} onClose={() => setSelected(null)} />
      ) : null}
    </>
  );
}
