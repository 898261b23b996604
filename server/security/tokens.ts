import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a string can be a token this server issued; anything else is refused unread. */
export function looksLikeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** What is stored instead of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return sha256(token);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
