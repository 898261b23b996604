import { UserInfoSchema, type UserInfo } from '../../contract/auth';
import type { SessionStore } from '../../machines/session/session.machine';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import { browserSessionKeys } from './session-keys';

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
  ...browserSessionKeys,
  setToken: (token) => writeStorage(STORAGE_KEYS.token, token),
  getUsername: () => readStorage(STORAGE_KEYS.username),
  setUsername: (username) => writeStorage(STORAGE_KEYS.username, username),
  getUserInfo: readUserInfo,
  setUserInfo: (user) => writeStorage(STORAGE_KEYS.userInfo, JSON.stringify(user)),
};
