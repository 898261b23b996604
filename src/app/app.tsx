import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { LangCode } from '../../i18n/languages';
import { tsr } from '../lib/api/client';
import { LanguageProvider } from './language-provider';
import { routes } from './routes';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
const router = createBrowserRouter(routes);

/** The portal with its providers. */
export function App({ initialLang }: { initialLang: LangCode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <tsr.ReactQueryProvider>
        <LanguageProvider initialLang={initialLang}>
          <RouterProvider router={router} />
        </LanguageProvider>
      </tsr.ReactQueryProvider>
    </QueryClientProvider>
  );
}
