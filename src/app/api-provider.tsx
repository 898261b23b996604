import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { CODE_NO_TOKEN, SESSION_CODES, type SessionCode } from '../../contract/values';
import { notify } from '../components/ui/toaster';
import { ApiProvider } from '../lib/api/api-context';
import { createPortalApi, type ApiError, type PortalApi } from '../lib/api/client';
import { createErrorPolicy } from '../lib/api/error-policy';
import { currentMessages, transportMessage } from '../lib/api/error-text';
import { USER_SCOPE } from '../lib/api/query-keys';
import { useSession, useSessionEvents, useSessionToken } from './session-provider';

function sessionCodeOf(error: ApiError): SessionCode {
  return SESSION_CODES.find((code) => code === error.code) ?? CODE_NO_TOKEN;
}

/**
 * Drops the queries of calls that need a token when the session ends (logout, or a session
 * code), so that none of them is fetched again without a token, and nothing of the last user
 * stays on screen.
 */
function useUserQueriesFollowSession(): void {
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isLoggedIn) return;
    void queryClient.cancelQueries({ queryKey: [USER_SCOPE] });
    queryClient.removeQueries({ queryKey: [USER_SCOPE] });
  }, [isLoggedIn, queryClient]);
}

/**
 * Makes the portal's client once, when the app starts, with the spec's error policy: messages in
 * the current language, and a session code handed to the session actor, which clears the
 * session at once and sends the user to /index a second later. Calls that need a token are not
 * sent while nobody is logged in.
 */
export function PortalApiProvider({ children }: { children: ReactNode }) {
  const tellSession = useSessionEvents();
  const token = useSessionToken();
  const [api] = useState<PortalApi>(() =>
    createPortalApi({
      // A call carries the token only while the session is open: not while it is being closed.
      getToken: token,
      holdTokenOnlyCalls: true,
      onError: createErrorPolicy({
        showError: notify.error,
        endSession: (error) => tellSession({ type: 'session.refused', code: sessionCodeOf(error) }),
        pleaseLogIn: () => currentMessages().errors.pleaseLogIn(),
        transportMessage,
      }),
    }),
  );
  useUserQueriesFollowSession();
  return <ApiProvider api={api}>{children}</ApiProvider>;
}
