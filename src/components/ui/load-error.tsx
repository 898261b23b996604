import { useI18nContext } from '../../../i18n/i18n-react';
import { buttonSecondary } from './styles';

/** A block that could not load; the error itself was already shown as a toast. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { LL } = useI18nContext();
  return (
    <div className="space-y-3 rounded border border-gray-300 p-6 text-center">
      <p className="text-gray-800">{LL.lists.loadFailed()}</p>
      <button type="button" className={buttonSecondary} onClick={onRetry}>
        {LL.lists.retry()}
      </button>
    </div>
  );
}
