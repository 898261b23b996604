import type { UserInfo } from '../../contract/auth';
import type { SessionEvent } from '../../machines/session/session.machine';
import { clearStoredSession, type SessionStore } from '../../machines/session/session-store';
import { isSessionCode } from '../../machines/shared/answer';
import { browserSessionKeys, type RestoredSession } from './session-keys';
import type { SessionActor, StartSession } from './session-runtime';

/** What views need to know about the session. */
export interface SessionView {
  /** True while a session is open (not while it is being closed). */
  isLoggedIn: boolean;
  user: UserInfo | null;
  username: string | null;
}

/** The signed-out session's view: the machine's context after a start without a token. */
export const SIGNED_OUT: SessionView = { isLoggedIn: false, user: null, username: null };

function viewOf(actor: SessionActor): SessionView {
  const snapshot = actor.getSnapshot();
  return {
    isLoggedIn: snapshot.matches('authenticated'),
    user: snapshot.context.user,
    username: snapshot.context.username,
  };
}

export interface SessionHandleOptions {
  /** Where the session is stored; local storage unless given. */
  store?: SessionStore;
  redirectToIndex: () => void;
  /**
   * The session machine's start, when its module is already loaded: the app loads it before the
   * first paint when a token is stored. Without it, the session starts signed out, as the
   * machine does without a token, and the machine loads with the first event.
   */
  start: StartSession | null;
  /**
   * The stored session, when it could be read without the user info's schema
   * (`restorableSession`): without `start`, the session opens with it, as the machine
   * would restore it, and the machine loads with the first event.
   */
  restored?: RestoredSession | null;
}

/**
 * The portal's session: the session machine's actor once it runs, and until then the session
 * the machine would start in: signed out when no token is stored
 * (docs/decisions/138-first-paint-without-zod-and-xstate.md), or the stored session when it could
 * be read without the user info's schema (docs/web-app.md). A visitor's and a
 * returning partner's first paint so run without xstate; from the first event on (a login, a
 * refused call, a logout), the machine is what drives the session: events wait for it in order,
 * and views follow its snapshot.
 */
export class SessionHandle {
  private actor: SessionActor | null = null;
  private current: SessionView = SIGNED_OUT;
  /** The stored token of a session opened as stored, until the machine runs. */
  private restoredToken: string | null = null;
  private readonly waiting: SessionEvent[] = [];
  private loading: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: SessionHandleOptions) {
    const { start, restored } = options;
    if (start) this.start(start);
    else if (restored) {
      // What the machine does on a start with a token: the session opens as it was stored.
      this.current = { isLoggedIn: true, user: restored.user, username: restored.username };
      this.restoredToken = restored.token;
    }
    // What the machine does on a start without a token: whatever else was stored goes.
    else clearStoredSession(options.store ?? browserSessionKeys);
  }

  /** For `useSyncExternalStore`: called whenever the view changes. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The session as views see it; the same object until it changes. */
  readonly view = (): SessionView => this.current;

  /** The token calls carry: only while the session is open, not while it is being closed. */
  token(): string | null {
    if (!this.actor) return this.restoredToken;
    const snapshot = this.actor.getSnapshot();
    return snapshot.matches('authenticated') ? snapshot.context.token : null;
  }

  /** The running actor, started now with `start` if it is not running yet. */
  start(start: StartSession): SessionActor {
    if (this.actor) return this.actor;
    const { store, redirectToIndex } = this.options;
    const actor = start({ ...(store ? { store } : {}), redirectToIndex });
    this.actor = actor;
    actor.subscribe(() => this.follow(actor));
    this.follow(actor);
    for (const event of this.waiting.splice(0)) actor.send(event);
    return actor;
  }

  /** Sends `event` to the machine, loading and starting it first if it is not running yet. */
  send(event: SessionEvent): void {
    if (this.actor) {
      this.actor.send(event);
      return;
    }
    // The machine leaves `authenticated` as it takes an event that closes the session: calls
    // stop carrying the token now, not once its code has loaded, so that they are held instead
    // of refused again (and each refusal told as "Please log in").
    if (closesSession(event)) this.restoredToken = null;
    this.waiting.push(event);
    this.loading ??= import('./session-runtime').then(
      ({ startSession }) => void this.start(startSession),
      // Offline, or a new release replaced the file: the events wait for the next attempt.
      () => void (this.loading = null),
    );
  }

  /** Stops the machine (tests that unmount the portal). */
  stop(): void {
    this.actor?.stop();
  }

  private follow(actor: SessionActor): void {
    const next = viewOf(actor);
    const { current } = this;
    if (
      next.isLoggedIn === current.isLoggedIn &&
      next.user === current.user &&
      next.username === current.username
    ) {
      return;
    }
    this.current = next;
    for (const listener of this.listeners) listener();
  }
}

/** Whether the session machine, in `authenticated`, leaves it on `event`. */
function closesSession(event: SessionEvent): boolean {
  switch (event.type) {
    case 'session.refused':
      return isSessionCode(event.code);
    case 'session.logout':
    case 'session.ended':
      return true;
    default:
      return false;
  }
}
