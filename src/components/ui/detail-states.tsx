import type { ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isRefusal } from '../../lib/api/client';
import { errorText } from '../../lib/api/error-text';
import { noteNotFound } from '../../lib/use-document-title';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { PageHeading } from './page-heading';
import { Skeleton } from './skeleton';

/**
 * What a detail screen shows until its record is there: 'Information not found' for an id that
 * cannot name one or that the server does not know, a retry after a failed load (with what went
 * wrong: detail calls show their errors here, not in a toast), or a skeleton while it loads.
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
  query: { isError: boolean; error?: unknown; refetch: () => unknown };
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
  const notFound = !idKnown || isRefusal(query.error);
  if (notFound) noteNotFound();
  return (
    <>
      {back}
      <PageHeading title={title} />
      {notFound ? (
        <EmptyState message={LL.lists.notFound()} />
      ) : (
        <LoadError
          message={query.error === undefined ? undefined : errorText(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
    </>
  );
}
