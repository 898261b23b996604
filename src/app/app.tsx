import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { LangCode } from '../../i18n/languages';
import { Toaster } from '../components/ui/toaster';
import { PortalApiProvider } from './api-provider';
import { LanguageProvider } from './language-provider';
import { routes } from './routes';
import { SessionProvider } from './session-provider';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
const router = createBrowserRouter(routes);

/** The portal with its providers; the API client is made once, with the error policy. */
export function App({ initialLang }: { initialLang: LangCode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initialLang={initialLang}>
        <SessionProvider redirectToIndex={() => void router.navigate('/index')}>
          <PortalApiProvider>
            <Toaster />
            <RouterProvider router={router} />
          </PortalApiProvider>
        </SessionProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
