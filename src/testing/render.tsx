import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { loadLocale } from '../../i18n/i18n-util.sync';
import {
  createMemorySessionStore,
  type SessionStore,
} from '../../machines/session/session.machine';
import { LanguageProvider } from '../app/language-provider';
import { ReloadViewProvider } from '../app/reload-view';
import { SessionProvider } from '../app/session-provider';
import { Toaster } from '../components/ui/toaster';
import { tsr } from '../lib/api/client';
import { DialogsProvider } from '../shell/dialogs';

loadLocale('en');

// Vitest runs without globals, so Testing Library cannot clean up by itself.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lays nothing out, so it has no scrolling.
Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

/**
 * Renders a piece of the portal with its providers (English, an in-memory session, a memory
 * router). `routes` replaces the single route holding `ui`.
 */
export function renderPortal(
  ui: ReactNode,
  {
    path = '/',
    store = createMemorySessionStore(),
    routes,
  }: { path?: string; store?: SessionStore; routes?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    routes ?? [
      {
        path: '*',
        element: (
          <ReloadViewProvider>
            <DialogsProvider>{ui}</DialogsProvider>
          </ReloadViewProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const redirectToIndex = () => void router.navigate('/index');
  const result = render(
    <QueryClientProvider client={queryClient}>
      <tsr.ReactQueryProvider>
        <LanguageProvider initialLang="en">
          <SessionProvider redirectToIndex={redirectToIndex} store={store}>
            <Toaster />
            <RouterProvider router={router} />
          </SessionProvider>
        </LanguageProvider>
      </tsr.ReactQueryProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, store, queryClient };
}
