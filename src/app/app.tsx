import {
  hydrate,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { LangCode } from '../../i18n/languages';
import { Toaster } from '../components/ui/toaster';
import { PUBLIC_SCOPE, PUBLIC_STALE_MS } from '../lib/api/query-keys';
import { PortalApiProvider } from './api-provider';
import { LanguageProvider } from './language-provider';
import { routes } from './routes';
import { SessionHandle } from './session-handle';
import { SessionProvider } from './session-provider';
import type { RestoredSession } from './session-keys';
import type { StartSession } from './session-runtime';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
// A public call that failed is tried again by the visitor ("Try again"), not by every screen that
// shows it: a refusal a rendered page came with is shown as the page showed it.
queryClient.setQueryDefaults([PUBLIC_SCOPE], { staleTime: PUBLIC_STALE_MS, retryOnMount: false });
const router = createBrowserRouter(routes);

/**
 * The portal with its providers; the API client is made once, with the error policy. `startSession`
 * is the session machine's start when a stored session made the app load it before the first
 * paint; otherwise it loads with the first event of the session, and the session opens as
 * `restored` (the stored session read without the user info's schema) or signed out.
 */
export function App({
  initialLang,
  startSession,
  restored = null,
  serverState = null,
}: {
  initialLang: LangCode;
  startSession: StartSession | null;
  restored?: RestoredSession | null;
  /** The answers a page rendered on the server was made from (src/entry-server.tsx). */
  serverState?: DehydratedState | null;
}) {
  // Before the first render, which then finds them as the server's render did.
  useState(() => {
    if (serverState !== null) hydrate(queryClient, serverState);
  });
  const [session] = useState(
    () =>
      new SessionHandle({
        start: startSession,
        restored,
        redirectToIndex: () => void router.navigate('/index'),
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initialLang={initialLang}>
        <SessionProvider session={session}>
          <PortalApiProvider>
            <Toaster />
            <RouterProvider router={router} />
          </PortalApiProvider>
        </SessionProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
