import { Toaster as Sonner, toast } from 'sonner';
import { useI18nContext } from '../../../i18n/i18n-react';
import { languageOf } from '../../../i18n/languages';
import { useLanguage } from '../../app/language-provider';

/** Toasts sit 80px from the top (spec section 9) and follow the page's direction. */
export const TOAST_OFFSET_PX = 80;

/** The one toast region of the portal. */
export function Toaster() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  return (
    <Sonner
      position="top-center"
      offset={TOAST_OFFSET_PX}
      mobileOffset={TOAST_OFFSET_PX}
      dir={languageOf(lang).dir}
      richColors
      closeButton
      containerAriaLabel={LL.shell.notifications()}
      toastOptions={{ closeButtonAriaLabel: LL.shell.close() }}
    />
  );
}

/** Shows toasts; `duration` in milliseconds, sonner's default (4 s) otherwise. */
export const notify = {
  error: (message: string, duration?: number) =>
    toast.error(message, duration ? { duration } : undefined),
  success: (message: string) => toast.success(message),
  warning: (message: string) => toast.warning(message),
};
