import { useRef, useState, type ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { errorText } from '../../lib/api/error-text';
import { ConfirmDialog } from './confirm-dialog';

/** What the question before an action says: its title, the question and the button's words. */
export interface Question {
  title: string;
  question: string;
  /** The words of the button that acts, as on the button that asked. */
  confirmLabel: string;
}

interface Pending<T> extends Question {
  act: () => Promise<T>;
  after: (result: T) => void;
}

/**
 * Asks before a decision that cannot be taken back (approving, confirming a payment or a
 * receipt), as deleting does: `ask` opens the question; confirmed, the action runs, and a
 * refusal stays in the dialog to be read. Once it has gone through, the dialog closes and
 * `after` runs where the dialog hands focus back, so that where it puts focus (the record's
 * heading) is where focus stays, not the button that asked, which the decision takes away.
 */
export function useAskFirst() {
  const { LL } = useI18nContext();
  // Held as a list of one so that the action, a function, is never taken for a state updater.
  const [pending, setPending] = useState<[Pending<unknown>] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const settled = useRef<(() => void) | null>(null);
  const ask = <T,>(question: Question, act: () => Promise<T>, after: (result: T) => void) => {
    setError(null);
    setPending([{ ...question, act, after: after as (result: unknown) => void }]);
  };
  const current = pending?.[0];
  const confirm = () => {
    if (!current) return;
    setBusy(true);
    setError(null);
    current.act().then(
      (result) => {
        setBusy(false);
        settled.current = () => current.after(result);
        setPending(null);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(errorText(failure));
      },
    );
  };
  const dialog: ReactNode = current ? (
    <ConfirmDialog
      title={current.title}
      question={current.question}
      confirmLabel={current.confirmLabel}
      cancelLabel={LL.forms.cancel()}
      busyLabel={LL.forms.working()}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={() => setPending(null)}
      focusAfter={() => {
        const run = settled.current;
        settled.current = null;
        if (!run) return null;
        run();
        const focused = document.activeElement;
        return focused instanceof HTMLElement && focused !== document.body ? focused : null;
      }}
    />
  ) : null;
  return { ask, dialog };
}
