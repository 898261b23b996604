import { storedUserShape } from 'virtual:contract-routes';
import { UserInfoSchema, type UserInfo } from '../../contract/auth';
import type { SessionStore } from '../../machines/session/session.machine';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import { browserSessionKeys } from './session-keys';

/**
 * Whether `user` matches the contract's user info. The answer is stored beside it as the schema's
 * fingerprint, so that the next visit's first paint can take the user info as this build's schema
 * left it, without loading the schema (docs/web-app.md).
 */
function checked(user: unknown): UserInfo | null {
  const parsed = UserInfoSchema.safeParse(user);
  writeStorage(STORAGE_KEYS.userInfoShape, parsed.success ? storedUserShape : null);
  return parsed.success ? parsed.data : null;
}

function readUserInfo(): UserInfo | null {
  const raw = readStorage(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  let stored: unknown = null;
  try {
    stored = JSON.parse(raw);
  } catch {
    // Not JSON: counts as none, as anything else the schema refuses.
  }
  return checked(stored);
}

/**
 * The session in local storage under the fixed keys (docs/web-app.md).
 * Stored user info that no longer matches the contract counts as none.
 */
export const browserSessionStore: SessionStore = {
  ...browserSessionKeys,
  setToken: (token) => writeStorage(STORAGE_KEYS.token, token),
  getUsername: () => readStorage(STORAGE_KEYS.username),
  setUsername: (username) => writeStorage(STORAGE_KEYS.username, username),
  getUserInfo: readUserInfo,
  setUserInfo: (user) => {
    writeStorage(STORAGE_KEYS.userInfo, JSON.stringify(user));
    checked(user);
  },
};
