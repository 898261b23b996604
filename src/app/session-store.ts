import { UserInfoSchema, type UserInfo } from '../../contract/auth';
import type { SessionStore } from '../../machines/session/session.machine';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

function readUserInfo(): UserInfo | null {
  const raw = readStorage(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    const parsed = UserInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The session in local storage under the fixed keys (docs/decisions/004-local-storage-keys.md).
 * Stored user info that no longer matches the contract counts as none.
 */
export const browserSessionStore: SessionStore = {
  getToken: () => readStorage(STORAGE_KEYS.token),
  setToken: (token) => writeStorage(STORAGE_KEYS.token, token),
  removeToken: () => writeStorage(STORAGE_KEYS.token, null),
  getUsername: () => readStorage(STORAGE_KEYS.username),
  setUsername: (username) => writeStorage(STORAGE_KEYS.username, username),
  removeUsername: () => writeStorage(STORAGE_KEYS.username, null),
  getUserInfo: readUserInfo,
  setUserInfo: (user) => writeStorage(STORAGE_KEYS.userInfo, JSON.stringify(user)),
  removeUserInfo: () => writeStorage(STORAGE_KEYS.userInfo, null),
};
