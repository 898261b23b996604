import type { AuditEntry } from '../../../contract/backoffice';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataTable, type Column } from '../../components/ui/data-table';

/** The audit-trail actions the desks name in words; others show as their code. */
const ACTION_KEYS = {
  'order.payment.confirm': 'orderPaymentConfirm',
  'order.payment.reject': 'orderPaymentReject',
  'order.shipping.upload': 'orderShippingUpload',
  'order.receipt.upload': 'orderReceiptUpload',
  'project.approve': 'projectApprove',
  'project.reject': 'projectReject',
} as const;

/** Before or after values as one line: `field: value; ...`, or a dash when there are none. */
function valuesText(values: Record<string, unknown> | null): string {
  if (!values || Object.keys(values).length === 0) return '—';
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/**
 * A record's audit trail, as head office reads it: when, what, who, and the values before and
 * after (docs/backoffice.md).
 */
export function AuditTrail({ entries, id }: { entries: readonly AuditEntry[]; id: string }) {
  const { LL } = useI18nContext();
  const t = LL.backofficeDesks.trail;
  // The quotation desk names its own actions (docs/backoffice.md).
  const quotationActions: Record<string, () => string> = {
    'quotation.approve': LL.quotationDesk.actions.approve,
    'quotation.reject': LL.quotationDesk.actions.reject,
  };
  const actionText = (action: string) => {
    const key = ACTION_KEYS[action as keyof typeof ACTION_KEYS] as
      (typeof ACTION_KEYS)[keyof typeof ACTION_KEYS] | undefined;
    return key ? t.actions[key]() : (quotationActions[action]?.() ?? action);
  };
  const columns: Column<AuditEntry>[] = [
    { key: 'time', header: t.time(), cell: (e) => e.time, ltr: true },
    { key: 'action', header: t.action(), cell: (e) => actionText(e.action) },
    { key: 'by', header: t.by(), cell: (e) => e.actor, ltr: true },
    { key: 'before', header: t.before(), cell: (e) => valuesText(e.before), ltr: true },
    { key: 'after', header: t.after(), cell: (e) => valuesText(e.after), ltr: true },
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {t.title()}
      </h3>
      <DataTable
        caption={t.title()}
        columns={columns}
        rows={entries}
        rowKey={(e) => `${e.time}-${e.action}-${e.actor}`}
        empty={t.none()}
        cardsWhenNarrow
      />
    </section>
  );
}

/** One entry of an order's timeline or a project's history. */
interface HistoryEntry {
  time: string;
  text: string;
  actor: 'partner' | 'head_office' | null;
  actor_name: string;
  note: string | null;
}

/** An order's timeline or a project's history, oldest first, as the partner sees it too. */
export function History({
  title,
  entries,
  id,
}: {
  title: string;
  entries: readonly HistoryEntry[];
  id: string;
}) {
  const { LL } = useI18nContext();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h3>
      <ol className="space-y-2 border-s-2 border-gray-300 ps-4">
        {entries.map((entry, index) => (
          <li key={`${entry.time}-${index}`}>
            <p className="text-sm text-gray-700">
              <span dir="ltr">{entry.time}</span>
              {entry.actor ? (
                <>
                  {' · '}
                  {entry.actor === 'head_office'
                    ? LL.backofficeDesks.trail.headOffice()
                    : LL.backofficeDesks.orders.partner()}
                  {entry.actor_name ? ` (${entry.actor_name})` : ''}
                </>
              ) : null}
            </p>
            <p>{entry.text}</p>
            {entry.note ? <p className="text-sm text-gray-700">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
