import { useI18nContext } from '../../../i18n/i18n-react';
import { buttonSecondary } from './styles';

/**
 * A block that could not load, with a retry. `message` says what went wrong when no toast has
 * said it already.
 */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { LL } = useI18nContext();
  return (
    <div className="space-y-3 rounded border border-gray-300 p-6 text-center">
      <p className="text-gray-800">{LL.lists.loadFailed()}</p>
      {message ? <p className="text-sm text-gray-700">{message}</p> : null}
      <button type="button" className={buttonSecondary} onClick={onRetry}>
        {LL.lists.retry()}
      </button>
    </div>
  );
}
