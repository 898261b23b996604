import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionEvent } from '../../machines/session/session.machine';
import { SIGNED_OUT, type SessionHandle, type SessionView } from './session-handle';
import type { SessionActor, StartSession } from './session-runtime';

export type { SessionView } from './session-handle';

const SessionContext = createContext<SessionHandle | null>(null);

/** Hands the portal's one session to the views below. */
export function SessionProvider({
  session,
  children,
}: {
  session: SessionHandle;
  children: ReactNode;
}) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

function useSessionHandle(): SessionHandle {
  const session = useContext(SessionContext);
  if (!session) throw new Error('The session needs a SessionProvider above it');
  return session;
}

/** The session as the server renders a public page: nobody is logged in. */
const serverView = (): SessionView => SIGNED_OUT;

/**
 * What views need to know about the session. A page the server rendered is taken over as the
 * server rendered it, signed out, and shows the session right after.
 */
export function useSession(): SessionView {
  const session = useSessionHandle();
  return useSyncExternalStore(session.subscribe, session.view, serverView);
}

/**
 * The session actor, for views that drive the session (the login form, the password change, the
 * account menu's logout): they bring the machine's start, so the actor runs from their first
 * render and takes their events at once.
 */
export function useSessionActor(start: StartSession): SessionActor {
  const session = useSessionHandle();
  const [actor] = useState(() => session.start(start));
  return actor;
}

/**
 * Tells the session what happened (a refused answer, fresh user info): the event goes to the
 * session machine, which loads first if it is not running yet.
 */
export function useSessionEvents(): (event: SessionEvent) => void {
  const session = useSessionHandle();
  return (event) => session.send(event);
}

/** The token calls carry, for the portal's client. */
export function useSessionToken(): () => string | null {
  const session = useSessionHandle();
  return () => session.token();
}
