import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { buttonSmall } from '../../components/ui/styles';
import { focusLater } from '../../lib/focus-later';
import { positiveId } from '../../lib/use-id-param';

/** The id of the panel a desk shows its open record in, for the buttons that open it. */
export const RECORD_PANEL_ID = 'desk-record';

/**
 * The record open at a desk and the desk's filters, kept in the address (`?open=12`,
 * `?waiting=payment`): a link from the work queue or from another record opens the desk as the
 * work needs it, a reload keeps it, and Back goes to the record before. Closing a record puts
 * focus back on the button that opened it.
 */
export function useDeskRecord() {
  const [params, setParams] = useSearchParams();
  const opener = useRef<HTMLElement | null>(null);
  const selected = positiveId(params.get('open'));
  const change = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });
  return {
    selected,
    /** A filter of the desk from the address; '' when none is set. */
    filter: (name: string) => params.get(name) ?? '',
    /** Sets (or, with '', clears) a filter of the desk. */
    setFilter: (name: string, value: string) => change(name, value === '' ? null : value),
    open: (id: number, from: HTMLElement | null) => {
      opener.current = from;
      change('open', String(id));
    },
    close: () => {
      change('open', null);
      const from = opener.current;
      focusLater(() => (from?.isConnected ? from : null));
    },
  };
}

export type DeskRecord = ReturnType<typeof useDeskRecord>;

/**
 * A row's button that opens its record in the desk's panel: it says whether that record is the
 * one shown (`aria-expanded`) and which panel shows it (`aria-controls`).
 */
export function OpenButton({
  shown,
  onOpen,
  label,
  name,
}: {
  shown: boolean;
  onOpen: (button: HTMLElement) => void;
  label: string;
  /** What the row is, read after the label by assistive technology ("Open QT…"). */
  name: ReactNode;
}) {
  return (
    <button
      type="button"
      className={buttonSmall}
      aria-expanded={shown}
      aria-controls={shown ? RECORD_PANEL_ID : undefined}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
}

/** The {@link OpenButton} props of the row of record `id` at a desk kept in the address. */
export function opens(record: DeskRecord, id: number) {
  return {
    shown: record.selected === id,
    onOpen: (button: HTMLElement) => record.open(id, button),
  };
}

/**
 * Focus for a record panel that is not a {@link DetailPanel} (it needs no loading): its heading
 * takes focus when it opens, so the keyboard is taken to the record.
 */
export function useHeadingFocus() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

/**
 * The panel of a record that needs no loading (an application, an exam to grade): the desk's
 * record panel, named by its heading, which takes focus when it opens.
 */
export function RecordPanel({
  titleId,
  title,
  className,
  children,
}: {
  titleId: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const heading = useHeadingFocus();
  return (
    <section
      id={RECORD_PANEL_ID}
      aria-labelledby={titleId}
      className={`mt-8 rounded border border-gray-300 p-6 ${className ?? ''}`}
    >
      <h2
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className="mb-4 text-lg font-semibold focus:outline-2 focus:outline-brand"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
