import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { buttonSecondary } from '../../components/ui/styles';

/**
 * The frame of one record opened at a desk (an order, a project): a skeleton while it loads,
 * a retry when it could not, and then the record.
 */
export function DetailPanel<T>({
  query,
  titleId,
  children,
}: {
  query: UseQueryResult<T>;
  /** The id of the heading `children` render, which names the panel. */
  titleId: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="mt-8 space-y-6 rounded border border-gray-300 p-4 sm:p-6"
    >
      {query.isPending ? (
        <Skeleton rows={4} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

/** The record's title with the button that closes it. */
export function PanelHeading({
  id,
  title,
  closeLabel,
  onClose,
}: {
  id: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <button type="button" className={buttonSecondary} onClick={onClose}>
        {closeLabel}
      </button>
    </div>
  );
}

/** The record's facts, term and value. */
export function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-gray-700">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
