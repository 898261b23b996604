import { useRouteError } from 'react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { buttonPrimary } from '../../components/ui/styles';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * What a screen shows when it failed to render or to load (a new release replaced its code,
 * the network dropped while it loaded): an apology and a way to load it again.
 */
export function RouteError() {
  const { LL } = useI18nContext();
  const error = useRouteError();
  useDocumentTitle(LL.errors.screenFailedTitle());
  return (
    <section
      aria-labelledby="route-error-title"
      className="mx-auto max-w-xl space-y-4 px-4 py-12 text-center"
      data-error={error instanceof Error ? error.name : undefined}
    >
      <h1 id="route-error-title" className="text-2xl font-bold">
        {LL.errors.screenFailedTitle()}
      </h1>
      <p className="text-gray-700">{LL.errors.screenFailedBody()}</p>
      <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
        {LL.errors.reloadPage()}
      </button>
    </section>
  );
}
