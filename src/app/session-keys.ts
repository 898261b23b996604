import { storedUserShape } from 'virtual:contract-routes';
import type { UserInfo } from '../../contract/auth';
import type { StoredSessionKeys } from '../../machines/session/session-store';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';

/**
 * The session's keys in local storage (docs/web-app.md) as far as a
 * start reads and clears them: no user info is read, so no schema is needed.
 */
export const browserSessionKeys: StoredSessionKeys = {
  getToken: () => readStorage(STORAGE_KEYS.token),
  removeToken: () => writeStorage(STORAGE_KEYS.token, null),
  removeUsername: () => writeStorage(STORAGE_KEYS.username, null),
  removeUserInfo: () => {
    writeStorage(STORAGE_KEYS.userInfo, null);
    writeStorage(STORAGE_KEYS.userInfoShape, null);
  },
};

/** A stored session as the session machine restores it. */
export interface RestoredSession {
  token: string;
  username: string | null;
  /** Null when none is stored: the machine restores such a session without it too. */
  user: UserInfo | null;
}

/**
 * The stored session as the session machine would restore it, read without the user info's
 * schema: possible when no user info is stored, or when this build's schema checked it as it was
 * stored (the schema's fingerprint is stored beside it). Null when no token is stored, and when the
 * user info was stored unchecked or by a build with another schema: then only the machine, which
 * checks it, may restore the session (docs/web-app.md).
 */
export function restorableSession(): RestoredSession | null {
  const token = readStorage(STORAGE_KEYS.token);
  if (token === null) return null;
  const username = readStorage(STORAGE_KEYS.username);
  const raw = readStorage(STORAGE_KEYS.userInfo);
  if (raw === null) return { token, username, user: null };
  if (readStorage(STORAGE_KEYS.userInfoShape) !== storedUserShape) return null;
  try {
    return { token, username, user: JSON.parse(raw) as UserInfo };
  } catch {
    return null;
  }
}
