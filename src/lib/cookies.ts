/** A year, in seconds: how long interface settings are kept. */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The value of a cookie, or null when it is not set. */
export function readCookie(name: string, doc: Document = document): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of doc.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Sets a cookie for the whole site, kept for a year, never sent on cross-site requests
 * (`SameSite=Lax`); `null` removes it.
 */
export function writeCookie(name: string, value: string | null, doc: Document = document): void {
  const key = encodeURIComponent(name);
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie =
    value === null
      ? `${key}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
