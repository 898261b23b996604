import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  sessionMachine,
  type LogoutAnswer,
  type SessionStore,
} from '../../machines/session/session.machine';
import type { UserInfo } from '../../contract/auth';
import { createApiClient } from '../lib/api/client';
import { browserSessionStore } from './session-store';

const SessionActor = createActorContext(sessionMachine);

/**
 * The one session actor of the portal: restored from local storage at start, told about
 * logins, logouts and refused answers, and sending the user to /index when it is forced out.
 */
export function SessionProvider({
  redirectToIndex,
  store = browserSessionStore,
  children,
}: {
  redirectToIndex: () => void;
  store?: SessionStore;
  children: ReactNode;
}) {
  // One machine for the life of the app, with the redirect it was first given.
  const [logic] = useState(() =>
    sessionMachine.provide({
      actions: { redirectToIndex: () => redirectToIndex() },
      actors: {
        // The stored token is already cleared when this runs: the call carries the ended one.
        // Its failure changes nothing (the user asked to leave), so it shows no toast.
        logOut: fromPromise<LogoutAnswer, { token: string }>(async ({ input }) => {
          const client = createApiClient({ getToken: () => input.token });
          return (await client.auth.logout()).body;
        }),
      },
    }),
  );
  return (
    <SessionActor.Provider logic={logic} options={{ input: { store } }}>
      {children}
    </SessionActor.Provider>
  );
}

/** The session actor, to send it events (`session.login`, `session.logout`, ...). */
export const useSessionActor = SessionActor.useActorRef;

export interface SessionView {
  /** True while a session is open (not while it is being closed). */
  isLoggedIn: boolean;
  user: UserInfo | null;
  username: string | null;
}

/** What views need to know about the session. */
export function useSession(): SessionView {
  const isLoggedIn = SessionActor.useSelector((snapshot) => snapshot.matches('authenticated'));
  const user = SessionActor.useSelector((snapshot) => snapshot.context.user);
  const username = SessionActor.useSelector((snapshot) => snapshot.context.username);
  return { isLoggedIn, user, username };
}
