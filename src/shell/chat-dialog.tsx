import { useI18nContext } from '../../i18n/i18n-react';
import { DialogFrame } from '../components/ui/dialog-frame';

/** The external messaging page in a frame. */
export function ChatDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { LL } = useI18nContext();
  return (
    <DialogFrame title={LL.sideBox.chatTitle()} width={450} onClose={onClose}>
      <iframe
        title={LL.sideBox.chatFrame()}
        src={url}
        className="h-[60vh] max-h-[520px] w-full rounded border border-gray-200"
      />
    </DialogFrame>
  );
}
