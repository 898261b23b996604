import { lazy, Suspense } from 'react';
import { Button } from './button';
import { buttonPrimary, buttonSecondary } from './styles';

// The dialog's code (Headless UI's Dialog) comes when a question is first asked.
const DialogFrame = lazy(() => import('./dialog-frame').then((m) => ({ default: m.DialogFrame })));

/**
 * A question to confirm before something that cannot be undone (450px). Focus starts on the
 * way out; `error` says why the last attempt failed, and `busy` keeps the confirmation from
 * being sent twice.
 */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  cancelLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  onClose,
  focusAfter,
}: {
  title: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes once the dialog has closed, when not back to its opener. */
  focusAfter?: () => HTMLElement | null;
}) {
  return (
    <Suspense fallback={null}>
      <DialogFrame title={title} width={450} onClose={onClose} focusAfter={focusAfter}>
        <p className="text-gray-900">{question}</p>
        {error ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onClose} data-autofocus>
            {cancelLabel}
          </button>
          <Button className={buttonPrimary} onClick={onConfirm} unavailable={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </DialogFrame>
    </Suspense>
  );
}
