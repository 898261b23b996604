import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabbable } from 'tabbable';
import { useI18nContext } from '../../../i18n/i18n-react';
import { focusLater } from '../../lib/focus-later';

/** The widths the spec gives its dialogs: login and change password 450px, sign-up 800px. */
export type DialogWidth = 450 | 800;

const widthClass: Record<DialogWidth, string> = {
  450: 'max-w-[450px]',
  800: 'max-w-[800px]',
};

/** Dialogs close only through their buttons: a click outside or Escape does nothing. */
function stayOpen() {}

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from its first (or from the
 * dialog itself) to its last. Headless UI keeps focus in with two buttons at the dialog's edges
 * that are hidden from assistive technology yet take focus for a moment, which checks of WCAG
 * 4.1.2 rightly flag (a focusable element inside `aria-hidden`); those are hidden altogether
 * (see {@link DialogFrame}) and the dialog turns the focus round itself. The rest of the page is
 * inert while the dialog is open, so nothing else takes focus either way.
 */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const controls = tabbable(event.currentTarget);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const at = document.activeElement;
  if (event.shiftKey && (at === first || !controls.includes(at as HTMLElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && at === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog: title, a visible close button, focus kept inside while open and returned to
 * the control that opened it when it closes, or to `focusAfter` when that names a place (the
 * dialog's action took the opener away, a removed line's own button). When the opener has gone
 * and nothing took focus, it goes to the main region, so the keyboard goes on from the screen
 * instead of the top of the page. A person who has already gone on with a key or the pointer keeps
 * the focus they chose (`focusLater`).
 */
export function DialogFrame({
  title,
  width,
  onClose,
  focusAfter,
  children,
}: {
  title: string;
  width: DialogWidth;
  onClose: () => void;
  /** Where focus goes once the dialog has closed; asked then, null for the opener. */
  focusAfter?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const { LL } = useI18nContext();
  const panel = useRef<HTMLDivElement>(null);
  const after = useRef(focusAfter);
  useEffect(() => {
    after.current = focusAfter;
  });
  // The control that opened the dialog. Headless UI remembers it too, but only once its own
  // focus tracking has loaded, which for a lazily loaded dialog is after the click.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      focusLater(() => {
        if (panel.current?.isConnected) return null;
        const chosen = after.current?.();
        if (chosen) return chosen;
        if (opener instanceof HTMLElement && opener.isConnected) return opener;
        // The main region, where the screen was: not scrolled to its top.
        if (document.activeElement === document.body) {
          document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
        }
        return null;
      });
    },
    [opener],
  );
  // Headless UI's focus guards are hidden once they are there (its portal renders them after
  // this component): the dialog keeps Tab inside itself.
  useEffect(() => {
    const hideGuards = () => {
      for (const guard of document.querySelectorAll<HTMLElement>(
        '[data-headlessui-focus-guard]:not([hidden])',
      )) {
        guard.hidden = true;
      }
    };
    hideGuards();
    const watcher = new MutationObserver(hideGuards);
    watcher.observe(document.body, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, []);
  return (
    <Dialog open onClose={stayOpen} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-start justify-center p-3 sm:p-8">
          <DialogPanel
            ref={panel}
            onKeyDown={keepTabInside}
            className={`w-full ${widthClass[width]} rounded-lg bg-white shadow-xl`}
          >
            <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-3">
              <DialogTitle as="h2" className="text-lg font-semibold text-gray-900">
                {title}
              </DialogTitle>
              <button
                type="button"
                onClick={onClose}
                aria-label={LL.shell.close()}
                className="inline-flex size-10 items-center justify-center rounded text-2xl leading-none text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className="px-5 py-4">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
