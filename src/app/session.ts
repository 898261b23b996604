import { STORAGE_KEYS, writeStorage } from '../lib/storage';

/** The spec's pause before a forced-out user is sent to /index. */
export const FORCED_LOGOUT_REDIRECT_MS = 1_000;

/** Clears the stored session at once and leaves for /index after a second. */
export function endSession(goToIndex: () => void): void {
  writeStorage(STORAGE_KEYS.token, null);
  writeStorage(STORAGE_KEYS.username, null);
  writeStorage(STORAGE_KEYS.userInfo, null);
  setTimeout(goToIndex, FORCED_LOGOUT_REDIRECT_MS);
}
