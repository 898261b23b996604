import { useEffect, useRef, useState } from 'react';
import { Toaster as Sonner, toast, useSonner } from 'sonner';
import { useI18nContext } from '../../../i18n/i18n-react';
import { languageOf } from '../../../i18n/languages';
import { useLanguage } from '../../app/language-provider';
import { attachToastRegion, type PendingToast } from './toaster';

/** Space between the toasts and the edge of the screen. */
export const TOAST_EDGE_PX = 16;
/** Where the spec puts the toasts: 80 px from the top of the screen. */
export const TOAST_TOP_PX = 80;
/**
 * On narrow screens the toasts span the width, less the column of the side box at the end edge
 * (its 48px buttons, 12px from the edge), which stays free.
 */
export const SIDE_BOX_CLEARANCE_PX = 72;

function showToast({ kind, message, duration }: PendingToast): void {
  toast[kind](message, duration ? { duration } : undefined);
}

/** Where the toasts stand: top or bottom, and how far from the top. */
interface Placement {
  edge: 'top' | 'bottom';
  top: number;
}

/** Where the toasts stand while a dialog is open, and what counts as one. */
const OVER_DIALOG: Placement = { edge: 'bottom', top: 0 };
const DIALOG = '[role="dialog"], dialog[open]';

/**
 * Where the toasts go when one is shown. 80 px from the top, as the spec has it, or just below
 * the header while the header reaches further down (at the top of the page, where it is 105 px
 * tall at 1280 px and 149 px on a phone), so they cover neither its controls nor what the
 * person is typing further down. While a dialog is open its title and error summary are at its
 * top, so the toasts go to the bottom, over the backdrop.
 */
function placementNow(): Placement {
  if (document.querySelector(DIALOG)) return OVER_DIALOG;
  const header = document.querySelector('header');
  const below = header ? Math.ceil(header.getBoundingClientRect().bottom) + TOAST_EDGE_PX : 0;
  return { edge: 'top', top: Math.max(TOAST_TOP_PX, below) };
}

/**
 * The one toast region of the portal (docs/web-app.md), where {@link placementNow} says. Toasts
 * stack, the newest in front, and follow the page's direction.
 */
export function ToastRegion() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { dir } = languageOf(lang);
  // Measured when a toast is shown while none is: toasts on screen stay where they are, unless a
  // dialog opens below toasts at the top (a lazily loaded dialog can arrive after the toast that
  // went with it), where they would cover its title and error summary: then they go down.
  const [{ edge, top }, setPlacement] = useState(placementNow);
  const showing = useRef(false);
  const { toasts } = useSonner();
  const anyShown = toasts.length > 0;
  useEffect(() => {
    showing.current = anyShown;
  }, [anyShown]);
  const sideBoxSide = dir === 'rtl' ? 'left' : 'right';
  const otherSide = dir === 'rtl' ? 'right' : 'left';
  const fromEdge = edge === 'top' ? { top } : { bottom: TOAST_EDGE_PX };
  // After sonner's own effect (a child's effects run first), so it is listening already.
  useEffect(
    () =>
      attachToastRegion((pending) => {
        // A frame later, what the same click opened (the login dialog) is on the page.
        requestAnimationFrame(() => {
          if (!showing.current) setPlacement(placementNow());
          showToast(pending);
        });
      }),
    [],
  );
  useEffect(() => {
    const dialogs = new MutationObserver(() => {
      if (!showing.current || !document.querySelector(DIALOG)) return;
      setPlacement((now) => (now.edge === 'top' ? OVER_DIALOG : now));
    });
    dialogs.observe(document.body, { childList: true, subtree: true });
    return () => dialogs.disconnect();
  }, []);
  return (
    <Sonner
      position={edge === 'top' ? 'top-center' : 'bottom-center'}
      offset={fromEdge}
      mobileOffset={{
        ...fromEdge,
        [otherSide]: TOAST_EDGE_PX,
        [sideBoxSide]: SIDE_BOX_CLEARANCE_PX,
      }}
      dir={dir}
      richColors
      closeButton
      visibleToasts={3}
      containerAriaLabel={LL.shell.notifications()}
      toastOptions={{ closeButtonAriaLabel: LL.shell.close() }}
    />
  );
}
