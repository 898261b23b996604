import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { isolated } from '../../components/ui/isolated';
import { buttonSecondary } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { RECORD_PANEL_ID } from './desk-record';

/** Moves focus to the heading of the record that is open. */
const PanelFocus = createContext<() => void>(() => undefined);

/**
 * Focus for an action that takes its own form away (a decision taken, a file uploaded, the
 * order moved on): the record's heading, which stays, so the keyboard goes on from there
 * instead of from the top of the page (docs/web-app.md).
 */
export const usePanelFocus = () => useContext(PanelFocus);

/**
 * The success of an action at a desk: its message as a toast, and focus to the record's heading,
 * since the action's form goes once the record has moved on. Actions call it after
 * `mutateAsync`: `mutate`'s own callbacks are dropped when the form has gone by the time the
 * lists are read again, and the toast and the focus with them.
 */
export function useActionDone() {
  const focusPanel = usePanelFocus();
  return (response: { body: { msg: string } }) => {
    notify.success(response.body.msg);
    focusPanel();
  };
}

/**
 * The frame of one record opened at a desk (an order, a project): a skeleton while it loads,
 * a retry when it could not, and then the record, whose heading takes focus once it is there:
 * the record renders below the list, out of view, and a keyboard or screen-reader user is
 * taken to it and hears its name instead of staying on "Open" (docs/backoffice.md).
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
  const section = useRef<HTMLElement>(null);
  const focusHeading = useCallback(() => {
    section.current?.querySelector<HTMLElement>(`#${titleId}`)?.focus();
  }, [titleId]);
  const loaded = query.isSuccess;
  const announced = useRef(false);
  useEffect(() => {
    if (!loaded || announced.current) return;
    announced.current = true;
    focusHeading();
  }, [loaded, focusHeading]);
  return (
    <section
      ref={section}
      id={RECORD_PANEL_ID}
      aria-labelledby={titleId}
      className="mt-8 space-y-6 rounded border border-gray-300 p-4 sm:p-6"
    >
      {query.isPending ? (
        <Skeleton rows={4} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <PanelFocus.Provider value={focusHeading}>{children(query.data)}</PanelFocus.Provider>
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
      <h2
        id={id}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-2 focus:outline-brand"
      >
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
          <dd>{isolated(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
