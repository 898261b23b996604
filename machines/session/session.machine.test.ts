// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, type Actor } from 'xstate';
import { MissingImplementationError } from '../shared/not-provided';
import { createPendingCalls } from '../testing/pending-calls';
import { shortestPaths } from '../testing/model-paths';
import { createStateLog, leafStatePaths } from '../testing/state-log';
import { TOKEN, loginAccepted, testUser } from '../testing/users';
import {
  FORCED_OUT_REDIRECT_MS,
  createMemorySessionStore,
  hasPermission,
  hasRole,
  sessionMachine,
  type LogoutAnswer,
  type SessionStore,
} from './session.machine';

const storedSession = () =>
  createMemorySessionStore({ token: TOKEN, username: 'partner@example.com', user: testUser() });

function start(store: SessionStore, inspect?: ReturnType<typeof createStateLog>['inspect']) {
  const logOut = createPendingCalls<{ token: string }, LogoutAnswer>();
  const redirectToIndex = vi.fn();
  const machine = sessionMachine.provide({
    actors: { logOut: logOut.logic },
    actions: { redirectToIndex },
  });
  const actor = createActor(machine, { input: { store }, inspect }).start();
  return { actor, store, logOut, redirectToIndex };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

interface ModelContext {
  profileUpdated: boolean;
}
type ModelEvent = {
  type:
    | 'app.open'
    | 'app.openWithStoredSession'
    | 'login.accepted'
    | 'login.refused'
    | 'user.logout'
    | 'password.changed'
    | 'user.updatesProfile'
    | 'server.answers'
    | 'network.fails'
    | 'call.sessionEnded'
    | 'call.refused'
    | 'clock.oneSecond';
};
const model = setup({ types: { context: {} as ModelContext, events: {} as ModelEvent } });

/** The session as the user sees it: signed in or not, and when the portal sends them home. */
const sessionModel = model.createMachine({
  id: 'sessionModel',
  context: { profileUpdated: false },
  initial: 'notStarted',
  states: {
    notStarted: {
      on: { 'app.open': 'signedOut', 'app.openWithStoredSession': 'authenticated' },
    },
    signedOut: {
      initial: 'anonymous',
      on: {
        'login.accepted': {
          target: 'authenticated',
          actions: model.assign({ profileUpdated: false }),
        },
        'login.refused': {},
        'call.sessionEnded': '.forcedOut',
      },
      states: {
        anonymous: {},
        loggedOut: {},
        ended: {},
        forcedOut: {
          on: {
            'call.sessionEnded': {},
            'clock.oneSecond': 'anonymous',
          },
        },
      },
    },
    authenticated: {
      on: {
        'user.logout': 'loggingOut',
        'password.changed': 'signedOut.ended',
        'user.updatesProfile': { actions: model.assign({ profileUpdated: true }) },
        'call.sessionEnded': 'signedOut.forcedOut',
        'call.refused': {},
      },
    },
    loggingOut: {
      on: {
        'server.answers': 'signedOut.loggedOut',
        'network.fails': 'signedOut.loggedOut',
        'call.sessionEnded': 'signedOut.forcedOut',
      },
    },
  },
});

describe('session, every shortest path of the model', () => {
  const log = createStateLog();
  it.each(shortestPaths(sessionModel))('%s', async (_, path) => {
    let harness: ReturnType<typeof start> | undefined;
    const sut = () => harness as ReturnType<typeof start>;
    const send = (event: Parameters<Actor<typeof sessionMachine>['send']>[0]) =>
      sut().actor.send(event);
    await path.test({
      events: {
        'app.open': () => {
          harness = start(createMemorySessionStore(), log.inspect);
        },
        'app.openWithStoredSession': () => {
          harness = start(storedSession(), log.inspect);
        },
        'login.accepted': () => send({ type: 'session.login', answer: loginAccepted() }),
        'login.refused': () =>
          send({ type: 'session.login', answer: { code: 0, msg: 'Wrong password' } }),
        'user.logout': () => send({ type: 'session.logout' }),
        // The server revoked every token itself: the session ends here with no call.
        'password.changed': () => {
          const calls = sut().logOut.inputs.length;
          send({ type: 'session.ended' });
          expect(sut().logOut.inputs).toHaveLength(calls);
          expect(sut().logOut.pending).toBe(0);
        },
        'user.updatesProfile': () =>
          send({ type: 'session.user.update', user: testUser({ realname: 'Ana M. Lima' }) }),
        'server.answers': () => sut().logOut.answer({ code: 1, msg: 'Logged out', data: null }),
        'network.fails': () => sut().logOut.fail(new Error('Network Error')),
        'call.sessionEnded': () => send({ type: 'session.refused', code: 90003 }),
        'call.refused': () => send({ type: 'session.refused', code: 0 }),
        // The model only says where the second leads; the redirect itself is checked here.
        'clock.oneSecond': async () => {
          const { redirectToIndex } = sut();
          expect(redirectToIndex).not.toHaveBeenCalled();
          await vi.advanceTimersByTimeAsync(FORCED_OUT_REDIRECT_MS);
          expect(redirectToIndex).toHaveBeenCalledTimes(1);
          redirectToIndex.mockClear();
        },
      },
      states: {
        notStarted: () => expect(harness).toBeUndefined(),
        authenticated: (expected) => {
          const { actor, store } = sut();
          const realname = expected.context.profileUpdated ? 'Ana M. Lima' : 'Ana Lima';
          expect(actor.getSnapshot().value).toBe('authenticated');
          expect(actor.getSnapshot().context).toMatchObject({
            token: TOKEN,
            username: 'partner@example.com',
            user: { realname },
          });
          expect(store.getToken()).toBe(TOKEN);
          expect(store.getUsername()).toBe('partner@example.com');
          expect(store.getUserInfo()).toMatchObject({ realname });
        },
        loggingOut: () => {
          const { actor, store, logOut } = sut();
          expect(actor.getSnapshot().value).toBe('loggingOut');
          expect(logOut.inputs.at(-1)).toEqual({ token: TOKEN });
          expect(store.getToken()).toBeNull();
        },
        signedOut: (expected) => {
          const { actor, store } = sut();
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(actor.getSnapshot().context).toMatchObject({
            token: null,
            username: null,
            user: null,
          });
          expect([store.getToken(), store.getUsername(), store.getUserInfo()]).toEqual([
            null,
            null,
            null,
          ]);
        },
        'signedOut.forcedOut': () => {
          expect(sut().actor.getSnapshot().context.message).toBe('pleaseLogIn');
        },
        'signedOut.ended': () => {
          expect(sut().actor.getSnapshot().context.message).toBeNull();
          expect(sut().redirectToIndex).not.toHaveBeenCalled();
        },
        'signedOut.anonymous': () => {
          expect(sut().actor.getSnapshot().context.message).toBeNull();
        },
      },
    });
  });

  // Runs after the paths above (tests in a file run in order).
  it('reached every state of the machine', () => {
    expect(log.seen).toEqual(leafStatePaths(sessionMachine));
  });
});

describe('session, the 1 s redirect after "Please log in"', () => {
  it('redirects to /index after exactly 1000 ms', async () => {
    const { actor, redirectToIndex } = start(storedSession());
    actor.send({ type: 'session.refused', code: 90004 });
    await vi.advanceTimersByTimeAsync(999);
    expect(redirectToIndex).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'forcedOut' });
    await vi.advanceTimersByTimeAsync(1);
    expect(redirectToIndex).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'anonymous' });
  });

  it('redirects once, 1 s after the first refusal, however many calls are refused', async () => {
    const { actor, redirectToIndex } = start(storedSession());
    actor.send({ type: 'session.refused', code: 90003 });
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'session.refused', code: 90002 });
    actor.send({ type: 'session.refused', code: 90004 });
    await vi.advanceTimersByTimeAsync(500);
    expect(redirectToIndex).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(redirectToIndex).toHaveBeenCalledTimes(1);
  });

  it('does not redirect someone who logs in again within the second', async () => {
    const { actor, redirectToIndex } = start(storedSession());
    actor.send({ type: 'session.refused', code: 90003 });
    await vi.advanceTimersByTimeAsync(400);
    actor.send({ type: 'session.login', answer: loginAccepted() });
    await vi.advanceTimersByTimeAsync(2000);
    expect(redirectToIndex).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('authenticated');
  });

  it('fails loudly when the view did not provide redirectToIndex', async () => {
    const actor = createActor(sessionMachine, { input: { store: storedSession() } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'session.refused', code: 90003 });
    await vi.advanceTimersByTimeAsync(FORCED_OUT_REDIRECT_MS);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(MissingImplementationError);
  });
});

describe('session, restoring and storing', () => {
  it('restores a token stored without user info, and takes the user info later', () => {
    const store = createMemorySessionStore({ token: TOKEN });
    const { actor } = start(store);
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.user).toBeNull();
    actor.send({ type: 'session.user.update', user: testUser() });
    expect(store.getUserInfo()).toEqual(testUser());
  });

  it('stores the user info without the token', () => {
    const { actor, store } = start(createMemorySessionStore());
    actor.send({ type: 'session.login', answer: loginAccepted() });
    expect(store.getUserInfo()).toEqual(testUser());
    expect(actor.getSnapshot().context.user).toEqual(testUser());
  });

  it('clears leftovers of an earlier session when there is no token', () => {
    const store = createMemorySessionStore({ username: 'old@example.com', user: testUser() });
    start(store);
    expect(store.getUsername()).toBeNull();
    expect(store.getUserInfo()).toBeNull();
  });

  it('ends the session even when the logout call cannot be made', async () => {
    const actor = createActor(sessionMachine, { input: { store: storedSession() } }).start();
    actor.send({ type: 'session.logout' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'loggedOut' });
  });
});

describe('role and permission checks', () => {
  const user = testUser({ roles: ['partner', 'sales'], permissions: ['order:view'] });

  it('pass for a listed role, or for admin', () => {
    expect(hasRole(user, ['sales'])).toBe(true);
    expect(hasRole(user, ['finance', 'partner'])).toBe(true);
    expect(hasRole(user, ['finance'])).toBe(false);
    expect(hasRole(testUser({ roles: ['admin'] }), ['finance'])).toBe(true);
    expect(hasRole(null, ['partner'])).toBe(false);
  });

  it('pass for a listed permission, or for *:*:*', () => {
    expect(hasPermission(user, ['order:view'])).toBe(true);
    expect(hasPermission(user, ['order:edit'])).toBe(false);
    expect(hasPermission(testUser({ permissions: ['*:*:*'] }), ['order:edit'])).toBe(true);
    expect(hasPermission(null, ['order:view'])).toBe(false);
  });

  it('are an error when called with no value', () => {
    expect(() => hasRole(user, [])).toThrow('A role check needs at least one role');
    expect(() => hasRole(user, undefined)).toThrow(TypeError);
    expect(() => hasPermission(user, [])).toThrow(
      'A permission check needs at least one permission',
    );
  });
});
