import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { LangCode } from '../../i18n/languages';
import { Toaster } from '../components/ui/toaster';
import { tsr } from '../lib/api/client';
import { ApiErrorPolicy } from './api-error-policy';
import { LanguageProvider } from './language-provider';
import { routes } from './routes';
import { SessionProvider } from './session-provider';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
const router = createBrowserRouter(routes);

/** The portal with its providers. */
export function App({ initialLang }: { initialLang: LangCode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <tsr.ReactQueryProvider>
        <LanguageProvider initialLang={initialLang}>
          <SessionProvider redirectToIndex={() => void router.navigate('/index')}>
            <ApiErrorPolicy />
            <Toaster />
            <RouterProvider router={router} />
          </SessionProvider>
        </LanguageProvider>
      </tsr.ReactQueryProvider>
    </QueryClientProvider>
  );
}
