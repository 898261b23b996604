import { Link } from 'react-router';
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
  return (
    <>
      <PageHeading title={t.title()} />
      {queue.isPending ? (
        <Skeleton rows={2} />
      ) : queue.isError ? (
        <LoadError onRetry={() => void queue.refetch()} />
      ) : (
        <dl className="grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-2">
          <dt>
            <Link to="/backoffice/dcnet" className={textLink}>
              {t.memberships()}
            </Link>
          </dt>
          <dd className="text-end font-semibold" data-testid="queue-memberships">
            {formatNumber(queue.data.memberships, lang)}
          </dd>
        </dl>
      )}
    </>
  );
}
