/**
 * Fixed local-storage keys (docs/web-app.md). Reading and writing
 * never throws: private modes and full quotas must not break the portal.
 */
export const STORAGE_KEYS = {
  lang: 'lang',
  token: 'token',
  username: 'username',
  userInfo: 'userInfo',
  /** The fingerprint of the schema that checked the stored user info (docs/web-app.md). */
  userInfoShape: 'userInfoShape',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage is unavailable (private mode, quota): the value lives for this page only.
  }
}
