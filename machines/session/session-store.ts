import type { UserInfo } from '../../contract/auth';

/**
 * What a session start reads and clears of a store without reading the user info: whether a
 * token is stored, and removing everything. The web app's first paint needs only this, so it
 * runs without the user info's schema (docs/decisions/138-first-paint-without-zod-and-xstate.md).
 */
export interface StoredSessionKeys {
  getToken(): string | null;
  removeToken(): void;
  removeUsername(): void;
  removeUserInfo(): void;
}

/**
 * Where the session lives between visits: local storage in the browser, memory in Node and tests.
 * Each getter returns null when nothing is stored.
 */
export interface SessionStore extends StoredSessionKeys {
  setToken(token: string): void;
  getUsername(): string | null;
  setUsername(username: string): void;
  getUserInfo(): UserInfo | null;
  setUserInfo(user: UserInfo): void;
}

/** A session store in memory, for Node, the server and tests. */
export function createMemorySessionStore(
  initial: { token?: string; username?: string; user?: UserInfo } = {},
): SessionStore {
  let token = initial.token ?? null;
  let username = initial.username ?? null;
  let user = initial.user ?? null;
  return {
    getToken: () => token,
    setToken: (value) => void (token = value),
    removeToken: () => void (token = null),
    getUsername: () => username,
    setUsername: (value) => void (username = value),
    removeUsername: () => void (username = null),
    getUserInfo: () => user,
    setUserInfo: (value) => void (user = value),
    removeUserInfo: () => void (user = null),
  };
}

/** Removes the token, the username and the user info: what a session that ends leaves. */
export function clearStoredSession(store: StoredSessionKeys): void {
  store.removeToken();
  store.removeUsername();
  store.removeUserInfo();
}
