import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { useI18nContext } from '../../../i18n/i18n-react';
import { languageOf } from '../../../i18n/languages';
import { useLanguage } from '../../app/language-provider';
import { attachToastRegion, type PendingToast } from './toaster';

/** Space between the toasts and the edge of the screen. */
export const TOAST_EDGE_PX = 16;
/**
 * On narrow screens the toasts span the width, less the column of the side box at the end edge
 * (its 48px buttons, 12px from the edge), which stays free.
 */
export const SIDE_BOX_CLEARANCE_PX = 72;

function showToast({ kind, message, duration }: PendingToast): void {
  toast[kind](message, duration ? { duration } : undefined);
}

/**
 * The one toast region of the portal, at the bottom of the screen: there it covers neither the
 * header's controls nor an open dialog's title and error summary, which sit at the top
 * (docs/web-app.md). Toasts stack, the newest in front, and follow the
 * page's direction.
 */
export function ToastRegion() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { dir } = languageOf(lang);
  const sideBoxSide = dir === 'rtl' ? 'left' : 'right';
  const otherSide = dir === 'rtl' ? 'right' : 'left';
  // After sonner's own effect (a child's effects run first), so it is listening already.
  useEffect(() => attachToastRegion(showToast), []);
  return (
    <Sonner
      position="bottom-center"
      offset={TOAST_EDGE_PX}
      mobileOffset={{
        bottom: TOAST_EDGE_PX,
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
