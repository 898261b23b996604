import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useI18nContext } from '../../i18n/i18n-react';
import type { LangCode } from '../../i18n/languages';
import { Toaster, notify } from '../components/ui/toaster';
import { setApiErrorHandler, tsr } from '../lib/api/client';
import { createErrorPolicy } from '../lib/api/error-policy';
import { LanguageProvider } from './language-provider';
import { routes } from './routes';
import { endSession } from './session';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
const router = createBrowserRouter(routes);

/** Installs the spec's error policy, with messages in the current language. */
function ApiErrorPolicy() {
  const { LL } = useI18nContext();
  useEffect(() => {
    setApiErrorHandler(
      createErrorPolicy({
        showError: notify.error,
        endSession: () => endSession(() => void router.navigate('/index')),
        pleaseLogIn: () => LL.errors.pleaseLogIn(),
        transportMessage: (error) =>
          error.kind === 'timeout'
            ? LL.errors.timeout()
            : error.kind === 'http'
              ? LL.errors.requestFailed({ status: error.status ?? 0 })
              : LL.errors.networkDown(),
      }),
    );
  }, [LL]);
  return null;
}

/** The portal with its providers. */
export function App({ initialLang }: { initialLang: LangCode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <tsr.ReactQueryProvider>
        <LanguageProvider initialLang={initialLang}>
          <ApiErrorPolicy />
          <Toaster />
          <RouterProvider router={router} />
        </LanguageProvider>
      </tsr.ReactQueryProvider>
    </QueryClientProvider>
  );
}
