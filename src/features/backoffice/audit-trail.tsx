import type { AuditEntry } from '../../../contract/backoffice';
import { ORDER_STEP_NAMES } from '../../../contract/values';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { formatDate, formatDateTime } from '../../lib/intl';
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

/** A value of the trail that is a calendar day (`2026-11-28`), formatted where it is met. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What one action changed, in words: each field that differs before and after, named as the
 * desks name it, with its values as the desks write them (states and steps by name, days
 * formatted for the language, yes or no), for example "State: Applying → Approved".
 */
export function useAuditChanges() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const t = LL.backofficeDesks.trail;
  const statuses = LL.backofficeDesks.projects.statuses;
  const statusNames: Record<string, Record<number, () => string>> = {
    project: {
      1: statuses.applying,
      2: statuses.approved,
      3: statuses.rejected,
      4: statuses.expired,
    },
    quotation: { 1: statuses.applying, 2: statuses.approved, 3: statuses.rejected },
  };
  const fieldNames = t.field as Record<string, (() => string) | undefined>;
  const valueText = (kind: string, field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
    if (typeof value === 'boolean') return value ? t.yes() : t.no();
    if (field === 'status' && typeof value === 'number') {
      return statusNames[kind]?.[value]?.() ?? String(value);
    }
    if (field === 'step' && typeof value === 'number') {
      const name = ORDER_STEP_NAMES[value - 1];
      return name ? LL.orders.step[name]() : String(value);
    }
    if (typeof value === 'string') return DAY.test(value) ? formatDate(value, lang) : value;
    return JSON.stringify(value);
  };
  return (entry: AuditEntry): string[] => {
    const kind = entry.action.split('.')[0] ?? '';
    const before = entry.before ?? {};
    const after = entry.after ?? {};
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return fields
      .map((field) => [
        field,
        valueText(kind, field, before[field]),
        valueText(kind, field, after[field]),
      ])
      .filter(([, was, now]) => was !== now)
      .map(([field = '', was, now]) => `${fieldNames[field]?.() ?? field}: ${was} → ${now}`);
  };
}

/**
 * A record's audit trail, as head office reads it: when, what, who, and what changed, in words
 * (docs/backoffice.md).
 */
export function AuditTrail({ entries, id }: { entries: readonly AuditEntry[]; id: string }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const t = LL.backofficeDesks.trail;
  const changes = useAuditChanges();
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
    { key: 'time', header: t.time(), cell: (e) => formatDateTime(e.time, lang) },
    { key: 'action', header: t.action(), cell: (e) => actionText(e.action) },
    { key: 'by', header: t.by(), cell: (e) => <span dir="ltr">{e.actor}</span> },
    {
      key: 'change',
      header: t.change(),
      cell: (e) => {
        const lines = changes(e);
        return lines.length === 0 ? (
          '—'
        ) : (
          <ul className="space-y-1">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        );
      },
    },
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
  const { lang } = useLanguage();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h3>
      <ol className="space-y-2 border-s-2 border-gray-300 ps-4">
        {entries.map((entry, index) => (
          <li key={`${entry.time}-${index}`}>
            <p className="text-sm text-gray-700">
              {formatDateTime(entry.time, lang)}
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
