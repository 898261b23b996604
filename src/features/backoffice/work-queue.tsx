import { Link } from 'react-router';
import type { WorkQueue as WorkQueueCounts } from '../../../contract/backoffice';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { textLink } from '../../components/ui/styles';
import { formatNumber } from '../../lib/intl';
import { useWorkQueue } from './api';

/** What waits on head office, counted, each count leading to its desk. */
export function WorkQueue() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const queue = useWorkQueue();
  const t = LL.backoffice.queue;
  const d = LL.backofficeDesks.queue;
  // Each count leads to the desk where the work is done.
  const counts: [keyof WorkQueueCounts, string, string][] = [
    ['memberships', t.memberships(), '/backoffice/dcnet'],
    ['payments', d.payments(), '/backoffice/orders'],
    ['shipments', d.shipments(), '/backoffice/orders'],
    ['delivery_receipts', d.deliveryReceipts(), '/backoffice/orders'],
    ['projects', d.projects(), '/backoffice/projects'],
  ];
  return (
    <>
      <PageHeading title={t.title()} />
      {queue.isPending ? (
        <Skeleton rows={2} />
      ) : queue.isError ? (
        <LoadError onRetry={() => void queue.refetch()} />
      ) : (
        <dl className="grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-2">
          {counts.map(([key, label, to]) => (
            <div key={key} className="contents">
              <dt>
                <Link to={to} className={textLink}>
                  {label}
                </Link>
              </dt>
              <dd className="text-end font-semibold" data-testid={`queue-${key}`}>
                {formatNumber(queue.data[key], lang)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
