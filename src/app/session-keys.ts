import type { StoredSessionKeys } from '../../machines/session/session-store';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

/**
 * The session's keys in local storage (docs/decisions/004-local-storage-keys.md) as far as a
 * start reads and clears them: no user info is read, so no schema is needed.
 */
export const browserSessionKeys: StoredSessionKeys = {
  getToken: () => readStorage(STORAGE_KEYS.token),
  removeToken: () => writeStorage(STORAGE_KEYS.token, null),
  removeUsername: () => writeStorage(STORAGE_KEYS.username, null),
  removeUserInfo: () => writeStorage(STORAGE_KEYS.userInfo, null),
};
