import type { ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { PageHeading } from './page-heading';
import { Skeleton } from './skeleton';

/**
 * What a detail screen shows until its record is there: 'Information not found' for an id that
 * cannot name one, a retry after a failed load, or a skeleton while it loads.
 */
export function DetailStates({
  back,
  title,
  idKnown,
  query,
}: {
  back: ReactNode;
  /** Heading shown when there is no record to take the title from. */
  title: string;
  idKnown: boolean;
  query: { isError: boolean; refetch: () => unknown };
}) {
  const { LL } = useI18nContext();
  if (idKnown && !query.isError) {
    return (
      <>
        {back}
        <Skeleton rows={3} />
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeading title={title} />
      {idKnown ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <EmptyState message={LL.lists.notFound()} />
      )}
    </>
  );
}
