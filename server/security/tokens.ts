import { createHash, randomBytes } from 'node:crypto';

/** Random bytes in a session token unless configured: 32, base64url (43 characters). */
export const DEFAULT_TOKEN_BYTES = 32;
/** The sizes a server may be configured with (SESSION_TOKEN_BYTES). */
export const TOKEN_BYTES_RANGE: readonly [number, number] = [32, 64];

let tokenBytes = DEFAULT_TOKEN_BYTES;

/**
 * Sets how many random bytes new session tokens carry (SESSION_TOKEN_BYTES, read by
 * server/main.ts; the pact's verification uses another size to show that no format is pinned).
 * Tokens issued before a change keep working: every size of the range is accepted.
 */
export function configureTokens({ bytes }: { bytes: number }): void {
  const [min, max] = TOKEN_BYTES_RANGE;
  if (!Number.isInteger(bytes) || bytes < min || bytes > max) {
    throw new RangeError(`a session token has ${min} to ${max} random bytes, not ${bytes}`);
  }
  tokenBytes = bytes;
}

/** A new session token: random bytes (32 unless configured), base64url. */
export function newToken(): string {
  return randomBytes(tokenBytes).toString('base64url');
}

/** Characters of a base64url text of `bytes` bytes, without padding. */
const lengthOf = (bytes: number) => Math.ceil((bytes * 4) / 3);
const TOKEN_SHAPE = new RegExp(
  `^[A-Za-z0-9_-]{${lengthOf(TOKEN_BYTES_RANGE[0])},${lengthOf(TOKEN_BYTES_RANGE[1])}}$`,
);

/** Whether a string can be a token this server issued; anything else is refused unread. */
export function looksLikeToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** What is stored instead of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return sha256(token);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
