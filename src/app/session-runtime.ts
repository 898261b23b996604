import { createActor, fromPromise } from 'xstate';
import {
  sessionMachine,
  type LogoutAnswer,
  type SessionStore,
} from '../../machines/session/session.machine';
import { createApiClient } from '../lib/api/client';
import { browserSessionStore } from './session-store';

/**
 * Starts the portal's session machine on `store` (local storage unless given): it restores the
 * stored session, is told about logins, logouts and refused answers, and sends the user to
 * /index when it is forced out. This module and xstate load before the first paint when a
 * session is stored, otherwise with the first thing that happens to the session
 * (src/app/session-handle.ts, docs/decisions/138-first-paint-without-zod-and-xstate.md).
 */
export function startSession({
  store = browserSessionStore,
  redirectToIndex,
}: {
  store?: SessionStore;
  redirectToIndex: () => void;
}) {
  const logic = sessionMachine.provide({
    actions: { redirectToIndex: () => redirectToIndex() },
    actors: {
      // The stored token is already cleared when this runs: the call carries the ended one.
      // Its failure changes nothing (the user asked to leave), so it shows no toast.
      logOut: fromPromise<LogoutAnswer, { token: string }>(async ({ input }) => {
        const client = createApiClient({ getToken: () => input.token });
        return (await client.auth.logout()).body;
      }),
    },
  });
  return createActor(logic, { input: { store } }).start();
}

/** The session actor of the portal. */
export type SessionActor = ReturnType<typeof startSession>;
/** How the session machine is started: {@link startSession}. */
export type StartSession = typeof startSession;
