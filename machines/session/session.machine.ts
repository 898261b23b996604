import type { ClientInferResponseBody } from '@ts-rest/core';
import { assign, setup } from 'xstate';
import type { LoginResult, UserInfo, authContract } from '../../contract/auth';
import type { FailureCode } from '../../contract/common';
import { dataOf, isAnswerOk, isSessionCode, type AnswerHead } from '../shared/answer';
import { missingAction, missingActor } from '../shared/not-provided';
import { clearStoredSession, type SessionStore } from './session-store';

// The store and the access checks need neither xstate nor zod, so the web app's first paint
// takes them from their own files (docs/decisions/138-first-paint-without-zod-and-xstate.md).
export { hasPermission, hasRole } from './access';
export { clearStoredSession, createMemorySessionStore, type SessionStore } from './session-store';

/** The answer of `POST /v2/user/login`. */
export type LoginAnswer = ClientInferResponseBody<typeof authContract.login, 200>;
/** The answer of `POST /user/logout`. */
export type LogoutAnswer = ClientInferResponseBody<typeof authContract.logout, 200>;

/** Messages this machine reports; views translate them. */
export type SessionMessageKey =
  /** 'Please log in' (after 90002, 90003 or 90004; the user goes to /index after 1 s) */
  'pleaseLogIn';

/** Milliseconds between 'Please log in' and the redirect to /index. */
export const FORCED_OUT_REDIRECT_MS = 1000;

export interface SessionInput {
  store: SessionStore;
}

export interface SessionContext {
  store: SessionStore;
  token: string | null;
  /** The e-mail address the user logged in with. */
  username: string | null;
  /** Null until known: a restored token may come without stored user info. */
  user: UserInfo | null;
  message: SessionMessageKey | null;
}

export type SessionEvent =
  /** A login answer; only code 1 starts a session. */
  | { type: 'session.login'; answer: LoginAnswer }
  | { type: 'session.logout' }
  /**
   * The server has already ended the session, e.g. a password change revoked every token: clear
   * it here without calling the server.
   */
  | { type: 'session.ended' }
  /** The code of any refused answer; 90002, 90003 and 90004 end the session. */
  | { type: 'session.refused'; code: FailureCode }
  /** Fresh user info, e.g. from `GET /user/home` or after editing the profile. */
  | { type: 'session.user.update'; user: UserInfo };

const SIGNED_OUT = { token: null, username: null, user: null } as const;

/**
 * The session: restored from the store at start; a login answer with code 1 stores
 * the token, the username and the user info; logout clears them (and tells the server); an answer
 * with 90002, 90003 or 90004 clears them too, shows 'Please log in' and, after 1 s, runs
 * `redirectToIndex`. Concurrent refusals lead to one redirect. `session.ended` clears them
 * without a call, for a session the server has already ended (a password change).
 *
 * Input: the `store`. Provide `redirectToIndex` (navigation) and `logOut` (POST /user/logout
 * with the token of the session being ended). `saveSession`, `saveUser` and `clearStoredSession`
 * write to the store and need no providing.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    logOut: missingActor<LogoutAnswer, { token: string }>('logOut'),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isLoginAccepted: (_, params: { answer: AnswerHead }) => isAnswerOk(params.answer),
    isSessionEnding: (_, params: { code: number }) => isSessionCode(params.code),
  },
  actions: {
    saveSession: ({ context }, params: { result: LoginResult }) => {
      const { token, ...user } = params.result;
      context.store.setToken(token);
      context.store.setUsername(user.username);
      context.store.setUserInfo(user);
    },
    saveUser: ({ context }, params: { user: UserInfo }) => context.store.setUserInfo(params.user),
    clearStoredSession: ({ context }) => clearStoredSession(context.store),
    redirectToIndex: missingAction('redirectToIndex'),
  },
  delays: {
    redirectDelay: FORCED_OUT_REDIRECT_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    store: input.store,
    token: input.store.getToken(),
    username: input.store.getUsername(),
    user: input.store.getUserInfo(),
    message: null,
  }),
  initial: 'restoring',
  on: {
    'session.refused': {
      guard: { type: 'isSessionEnding', params: ({ event }) => ({ code: event.code }) },
      target: '.signedOut.forcedOut',
    },
  },
  states: {
    restoring: {
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'signedOut' }],
    },
    signedOut: {
      initial: 'anonymous',
      entry: ['clearStoredSession', assign(SIGNED_OUT)],
      on: {
        'session.login': {
          guard: { type: 'isLoginAccepted', params: ({ event }) => ({ answer: event.answer }) },
          target: 'authenticated',
          actions: [
            assign(({ event }) => {
              const { token, ...user } = dataOf(event.answer);
              return { token, username: user.username, user };
            }),
            { type: 'saveSession', params: ({ event }) => ({ result: dataOf(event.answer) }) },
          ],
        },
      },
      states: {
        anonymous: {},
        loggedOut: {},
        /** The server ended the session on its own (every token revoked); nothing to tell it. */
        ended: {},
        forcedOut: {
          entry: assign({ message: 'pleaseLogIn' }),
          exit: assign({ message: null }),
          on: {
            // Every call in flight may answer 90003: the first one counts, the others are noise.
            'session.refused': {},
          },
          after: {
            redirectDelay: { target: 'anonymous', actions: 'redirectToIndex' },
          },
        },
      },
    },
    authenticated: {
      on: {
        'session.logout': 'loggingOut',
        'session.ended': 'signedOut.ended',
        'session.user.update': {
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: 'saveUser', params: ({ event }) => ({ user: event.user }) },
          ],
        },
      },
    },
    loggingOut: {
      // Cleared at once: a reload while the call is under way must not bring the session back.
      entry: 'clearStoredSession',
      invoke: {
        src: 'logOut',
        input: ({ context }) => ({ token: context.token as string }),
        // The user asked to leave: the session ends whatever the server answers.
        onDone: 'signedOut.loggedOut',
        onError: 'signedOut.loggedOut',
      },
    },
  },
});
