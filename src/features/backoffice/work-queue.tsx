import { Link } from 'react-router';
import {
  BACKOFFICE_PERMISSIONS as P,
  type BackofficePermission,
  type WorkQueue as WorkQueueCounts,
} from '../../../contract/backoffice';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { textLink } from '../../components/ui/styles';
import { formatNumber } from '../../lib/intl';
import { useWorkQueue } from './queue-api';
import { useCanAct } from './can-act';

/**
 * What waits on head office, counted, each count leading to its desk narrowed to that work, the
 * longest waiting first.
 */
export function WorkQueue() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const queue = useWorkQueue();
  const t = LL.backoffice.queue;
  const d = LL.backofficeDesks.queue;
  const can = useCanAct();
  // Each count leads to the desk where the work is done, and shows only to those who may do it.
  const all: [keyof WorkQueueCounts, string, string, BackofficePermission][] = [
    ['memberships', t.memberships(), '/backoffice/dcnet', P.dcnetApprove],
    ['payments', d.payments(), '/backoffice/orders?waiting=payment', P.orderPaymentConfirm],
    ['shipments', d.shipments(), '/backoffice/orders?waiting=shipping', P.orderShippingUpload],
    [
      'delivery_receipts',
      d.deliveryReceipts(),
      '/backoffice/orders?waiting=delivery_receipt',
      P.orderReceiptUpload,
    ],
    ['projects', d.projects(), '/backoffice/projects', P.projectApprove],
    ['quotations', LL.quotationDesk.queue(), '/backoffice/quotations', P.quotationApprove],
  ];
  const counts = all.filter(([, , , permission]) => can([permission]));
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
                {/* Null only for work these permissions do not cover, which is not listed. */}
                {formatNumber(queue.data[key] ?? 0, lang)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
