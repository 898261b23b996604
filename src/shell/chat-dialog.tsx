import { useI18nContext } from '../../i18n/i18n-react';
import { useLanguage } from '../app/language-provider';
import { DialogFrame } from '../components/ui/dialog-frame';

/**
 * The address the frame opens: the layout's chat address with the visitor's language as
 * `?lang=<code>`. A page on the portal's origin keeps a relative address; an outside page gets
 * its full one. Nothing else goes into the address, the token least of all: a page on this
 * origin reads it itself, and an outside page never sees it.
 */
export function chatFrameSrc(address: string, lang: string, origin: string): string {
  const url = new URL(address, origin);
  url.searchParams.set('lang', lang);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The messaging page in a frame, in the visitor's language; closes only with its button. */
export function ChatDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  return (
    <DialogFrame title={LL.sideBox.chatTitle()} width={450} onClose={onClose}>
      <iframe
        title={LL.sideBox.chatFrame()}
        src={chatFrameSrc(url, lang, window.location.origin)}
        referrerPolicy="same-origin"
        className="h-[60vh] max-h-[520px] w-full rounded border border-gray-200"
      />
    </DialogFrame>
  );
}
