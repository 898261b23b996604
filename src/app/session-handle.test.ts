import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  createMemorySessionStore,
  sessionMachine,
  type SessionEvent,
  type SessionStore,
} from '../../machines/session/session.machine';
import { TOKEN, loginAccepted, testUser } from '../../machines/testing/users';
import { SessionHandle, type SessionView } from './session-handle';
import type { RestoredSession } from './session-keys';
import { startSession } from './session-runtime';

const handles: SessionHandle[] = [];
afterEach(() => {
  for (const handle of handles.splice(0)) handle.stop();
});

function handle(
  store: SessionStore,
  withMachine: boolean,
  restored: RestoredSession | null = null,
  redirectToIndex: () => void = () => {},
): SessionHandle {
  const session = new SessionHandle({
    store,
    start: withMachine ? startSession : null,
    restored,
    redirectToIndex,
  });
  handles.push(session);
  return session;
}

const contents = (store: SessionStore) => ({
  token: store.getToken(),
  username: store.getUsername(),
  user: store.getUserInfo(),
});

/** The view and the store as the session machine leaves them on its own start. */
function machineStart(store: SessionStore): { view: SessionView; stored: unknown } {
  const actor = createActor(sessionMachine, { input: { store } }).start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return {
    view: {
      isLoggedIn: snapshot.matches('authenticated'),
      user: snapshot.context.user,
      username: snapshot.context.username,
    },
    stored: contents(store),
  };
}

describe("a visitor's session before the machine loads", () => {
  const leftovers = {
    nothing: {},
    'a username and user info without a token': {
      username: 'partner@example.com',
      user: testUser(),
    },
  };

  for (const [name, initial] of Object.entries(leftovers)) {
    it(`starts as the machine starts without a token (${name} stored)`, () => {
      const expected = machineStart(createMemorySessionStore(initial));
      const store = createMemorySessionStore(initial);
      const session = handle(store, false);
      expect(session.view()).toEqual(expected.view);
      expect(contents(store)).toEqual(expected.stored);
      expect(session.token()).toBeNull();
    });
  }

  it('hands its first events to the machine, which loads, starts and takes them in order', async () => {
    const store = createMemorySessionStore();
    const session = handle(store, false);
    const seen = vi.fn();
    session.subscribe(seen);
    session.send({ type: 'session.login', answer: loginAccepted() });
    session.send({ type: 'session.user.update', user: testUser({ realname: 'Ana Maria Lima' }) });
    expect(session.view().isLoggedIn).toBe(false);

    await vi.waitFor(() => expect(session.view().isLoggedIn).toBe(true));
    expect(session.view().user?.realname).toBe('Ana Maria Lima');
    expect(session.token()).toBe(TOKEN);
    expect(store.getToken()).toBe(TOKEN);
    expect(seen).toHaveBeenCalled();
  });
});

describe("a returning partner's session before the machine loads", () => {
  const sessions = {
    'with user info': { token: TOKEN, username: 'partner@example.com', user: testUser() },
    'without user info': { token: TOKEN, username: 'partner@example.com' },
  };

  for (const [name, stored] of Object.entries(sessions)) {
    it(`opens as the machine restores it, and leaves the store as it is (${name})`, () => {
      const expected = machineStart(createMemorySessionStore(stored));
      const store = createMemorySessionStore(stored);
      const session = handle(store, false, { user: null, ...stored });
      expect(session.view()).toEqual(expected.view);
      expect(session.view().isLoggedIn).toBe(true);
      expect(contents(store)).toEqual(expected.stored);
      expect(session.token()).toBe(TOKEN);
    });
  }

  it('loads the machine with the first event, which ends the session as the machine would', async () => {
    const stored = { token: TOKEN, username: 'partner@example.com', user: testUser() };
    const store = createMemorySessionStore(stored);
    const redirect = vi.fn();
    const session = handle(store, false, stored, redirect);
    session.send({ type: 'session.refused', code: 90003 });
    // Calls stop carrying the token at once, as when the machine takes the refusal; the view
    // follows once it has.
    expect(session.token()).toBeNull();
    expect(session.view().isLoggedIn).toBe(true);

    await vi.waitFor(() => expect(session.view().isLoggedIn).toBe(false));
    expect(session.token()).toBeNull();
    expect(contents(store)).toEqual({ token: null, username: null, user: null });
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledOnce(), { timeout: 2000 });
  });

  const events: SessionEvent[] = [
    { type: 'session.refused', code: 90002 },
    { type: 'session.refused', code: 90003 },
    { type: 'session.refused', code: 90004 },
    { type: 'session.refused', code: 0 },
    { type: 'session.logout' },
    { type: 'session.ended' },
    { type: 'session.user.update', user: testUser({ realname: 'Ana Maria Lima' }) },
  ];
  for (const event of events) {
    const name = 'code' in event ? `${event.type} ${event.code}` : event.type;
    it(`gives calls the token after ${name} as the machine does once it has taken it`, () => {
      const stored = { token: TOKEN, username: 'partner@example.com', user: testUser() };
      const actor = createActor(sessionMachine, {
        input: { store: createMemorySessionStore(stored) },
      }).start();
      actor.send(event);
      const after = actor.getSnapshot();
      actor.stop();
      const expected = after.matches('authenticated') ? after.context.token : null;

      const session = handle(createMemorySessionStore(stored), false, stored);
      session.send(event);
      expect(session.token()).toBe(expected);
    });
  }

  it('takes fresh user info to the machine, which stores it', async () => {
    const stored = { token: TOKEN, username: 'partner@example.com', user: testUser() };
    const store = createMemorySessionStore(stored);
    const session = handle(store, false, stored);
    session.send({ type: 'session.user.update', user: testUser({ realname: 'Ana Maria Lima' }) });
    await vi.waitFor(() => expect(session.view().user?.realname).toBe('Ana Maria Lima'));
    expect(store.getUserInfo()?.realname).toBe('Ana Maria Lima');
    expect(session.view().isLoggedIn).toBe(true);
  });
});

describe('a session with the machine', () => {
  it('is restored from the store at once when the machine came before the first paint', () => {
    const stored = { token: TOKEN, username: 'partner@example.com', user: testUser() };
    const session = handle(createMemorySessionStore(stored), true);
    expect(session.view()).toEqual(machineStart(createMemorySessionStore(stored)).view);
    expect(session.view().isLoggedIn).toBe(true);
    expect(session.token()).toBe(TOKEN);
  });

  it("starts at once for a view that brings the machine's start, and follows its events", () => {
    const store = createMemorySessionStore();
    const session = handle(store, false);
    const actor = session.start(startSession);
    expect(session.start(startSession)).toBe(actor);
    actor.send({ type: 'session.login', answer: loginAccepted() });
    expect(session.view().isLoggedIn).toBe(true);
    const before = session.view();
    session.send({ type: 'session.ended' });
    expect(session.view()).not.toBe(before);
    expect(session.view().isLoggedIn).toBe(false);
    expect(session.token()).toBeNull();
  });
});
