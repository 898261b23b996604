import { afterEach, describe, expect, it } from 'vitest';
import { configureTokens, DEFAULT_TOKEN_BYTES, looksLikeToken, newToken } from './tokens';

afterEach(() => configureTokens({ bytes: DEFAULT_TOKEN_BYTES }));

describe('session tokens', () => {
  it('are 32 random bytes, base64url, unless configured', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
  });

  it('take the configured size, and a token of any size in the range still looks like one', () => {
    configureTokens({ bytes: 64 });
    const long = newToken();
    expect(long).toHaveLength(86);
    configureTokens({ bytes: DEFAULT_TOKEN_BYTES });
    expect(looksLikeToken(long)).toBe(true);
    expect(looksLikeToken(newToken())).toBe(true);
  });

  it('refuse a size out of the range, and anything that cannot be a token', () => {
    expect(() => configureTokens({ bytes: 16 })).toThrow(RangeError);
    expect(() => configureTokens({ bytes: 65 })).toThrow(RangeError);
    expect(newToken()).toHaveLength(43);
    for (const text of [
      '',
      'x'.repeat(42),
      'x'.repeat(87),
      `${'x'.repeat(42)}=`,
      'a b'.repeat(20),
    ]) {
      expect(looksLikeToken(text), text).toBe(false);
    }
  });
});
