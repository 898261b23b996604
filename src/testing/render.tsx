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
import { PortalApiProvider } from '../app/api-provider';
import { LanguageProvider } from '../app/language-provider';
import { ReloadViewProvider } from '../app/reload-view';
import { SessionHandle } from '../app/session-handle';
import { SessionProvider } from '../app/session-provider';
import { startSession } from '../app/session-runtime';
import { Toaster } from '../components/ui/toaster';
import { ApiProvider } from '../lib/api/api-context';
import { createPortalApi } from '../lib/api/client';
import { DialogsProvider } from '../shell/dialogs';

loadLocale('en');

/** Session machines of the portals rendered in the current test, stopped after it. */
const sessions: SessionHandle[] = [];

// Vitest runs without globals, so Testing Library cannot clean up by itself.
afterEach(() => {
  cleanup();
  for (const session of sessions.splice(0)) session.stop();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lays nothing out, so it has no scrolling.
Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

/**
 * Renders a piece of the portal with its providers (English, an in-memory session, a memory
 * router). `routes` replaces the single route holding `ui`. With `errorPolicy` the client is
 * the app's own, with its toasts and forced logout; otherwise failed calls only reject.
 */
export function renderPortal(
  ui: ReactNode,
  {
    path = '/',
    store = createMemorySessionStore(),
    routes,
    errorPolicy = false,
  }: { path?: string; store?: SessionStore; routes?: RouteObject[]; errorPolicy?: boolean } = {},
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
  // The machine runs from the start, as in the app when a session is stored.
  const session = new SessionHandle({
    store,
    start: startSession,
    redirectToIndex: () => void router.navigate('/index'),
  });
  sessions.push(session);
  const app = (
    <>
      <Toaster />
      <RouterProvider router={router} />
    </>
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initialLang="en">
        <SessionProvider session={session}>
          {errorPolicy ? (
            <PortalApiProvider>{app}</PortalApiProvider>
          ) : (
            <ApiProvider
              api={createPortalApi({ holdTokenOnlyCalls: true, getToken: () => store.getToken() })}
            >
              {app}
            </ApiProvider>
          )}
        </SessionProvider>
      </LanguageProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, store, queryClient };
}
