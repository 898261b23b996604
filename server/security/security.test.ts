import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { emailCodes } from '../db/schema/index';
import { openTestDatabase } from '../db/testing';
import { checkCode, issueCode, newCode } from './codes';
import { normalizeEmail } from './input';
import { isCommonPassword } from './common-passwords';
import { hashPassword, newPasswordProblem, verifyPassword } from './passwords';
import { isTelephoneValid } from './phone';
import { releaseHits, reserveHit, takeHit } from './rate-limit';
import { hashToken, looksLikeToken, newToken } from './tokens';

describe('passwords', () => {
  it('hash with scrypt and a random salt, and verify', async () => {
    const a = await hashPassword('pässword 1');
    const b = await hashPassword('pässword 1');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('pässword 1', a)).toBe(true);
    // The same text typed as a combining sequence (NFKC) is the same password.
    expect(await verifyPassword('pa\u0308ssword 1', a)).toBe(true);
    expect(await verifyPassword('password 1', a)).toBe(false);
  });

  it('refuse hashes they did not make', async () => {
    expect(await verifyPassword('x', 'plain text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$abc$def')).toBe(false);
    const hash = await hashPassword('x');
    expect(await verifyPassword('x', hash.slice(0, -4))).toBe(false);
  });

  it('take new passwords of 8 to 128 characters', () => {
    const email = 'ana@example.org';
    expect(newPasswordProblem('Secret7', email)).toBe('passwordTooShort');
    expect(newPasswordProblem('Secret-8', email)).toBeNull();
    expect(newPasswordProblem('密码密码密码密码', email)).toBeNull();
    expect(newPasswordProblem('x1'.repeat(65), email)).toBe('passwordTooLong');
  });

  it('refuse the address of the account, one character repeated, and common passwords', () => {
    const email = 'ana@example.org';
    expect(newPasswordProblem('ANA@example.org', email)).toBe('passwordIsEmail');
    expect(newPasswordProblem('zzzzzzzzzz', email)).toBe('passwordOneCharacter');
    // The 10,000 most common passwords of the ranked list, in any case: the third, the 229th,
    // the 9,903rd; the 10,001st is no longer refused.
    expect(isCommonPassword('12345678')).toBe(true);
    for (const common of ['12345678', 'Password1', 'reloaded']) {
      expect(newPasswordProblem(common, email), common).toBe('passwordCommon');
    }
    expect(newPasswordProblem('25021983', email)).toBeNull();
    expect(newPasswordProblem('correct horse 1', email)).toBeNull();
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored as SHA-256', () => {
    const token = newToken();
    expect(looksLikeToken(token)).toBe(true);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(looksLikeToken('short')).toBe(false);
  });
});

describe('input', () => {
  it('normalizes addresses and refuses impossible ones', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(normalizeEmail(`${'a'.repeat(250)}@b.co`)).toBeNull();
    expect(normalizeEmail('   ')).toBeNull();
  });

  it('checks telephones against the country, with at least 11 characters', () => {
    expect(isTelephoneValid('13800138000', 'cn')).toBe(true);
    expect(isTelephoneValid('+1 416 555 0199', 'CA')).toBe(true);
    expect(isTelephoneValid('+1 212 555 0100', 'CA')).toBe(false);
    expect(isTelephoneValid('+4420794609', 'GB')).toBe(false);
    expect(isTelephoneValid('+44 20 7946 0958', 'GB')).toBe(true);
    expect(isTelephoneValid('+44 20 7946 0958', 'AQ')).toBe(false);
  });
});

describe('with a database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('rate limits slide: refused at the limit, free again when the oldest hit leaves', async () => {
    const limit = { max: 2, windowSeconds: 60 };
    const t0 = Date.UTC(2026, 0, 1);
    const at = (s: number) => new Date(t0 + s * 1000);
    const db = database.db;
    expect(await takeHit(db, 'test', 'k', limit, at(0))).toEqual({ allowed: true });
    expect(await takeHit(db, 'test', 'k', limit, at(30))).toEqual({ allowed: true });
    expect(await takeHit(db, 'test', 'k', limit, at(40))).toEqual({
      allowed: false,
      retryAfterSeconds: 20,
    });
    expect(await takeHit(db, 'test', 'other', limit, at(40))).toEqual({ allowed: true });
    expect(await takeHit(db, 'test', 'k', limit, at(61))).toEqual({ allowed: true });
  });

  it('codes: six digits, a 60 s cooldown, 10 minutes of life, used once', async () => {
    expect(newCode()).toMatch(/^\d{6}$/);
    const db = database.db;
    const t0 = Date.UTC(2026, 0, 1);
    const at = (s: number) => new Date(t0 + s * 1000);
    const first = await issueCode(db, 'a@example.org', 'reset', at(0));
    expect(first.ok).toBe(true);
    expect(await issueCode(db, 'a@example.org', 'reset', at(59))).toEqual({
      ok: false,
      secondsLeft: 1,
    });
    // Another purpose or address has its own code.
    expect((await issueCode(db, 'a@example.org', 'login', at(1))).ok).toBe(true);
    const issued = await issueCode(db, 'a@example.org', 'reset', at(60));
    if (!issued.ok) throw new Error('expected a code');
    const check = (code: string, s: number, consume = true) =>
      checkCode(db, 'a@example.org', 'reset', code, at(s), { consume, source: '203.0.113.1' });
    expect(await check(issued.code, 61, false)).toBe('ok');
    expect(await check(issued.code, 60 + 600)).toBe('expired');
    const again = await issueCode(db, 'a@example.org', 'reset', at(700));
    if (!again.ok) throw new Error('expected a code');
    expect(await check(again.code, 701)).toBe('ok');
    expect(await check(again.code, 702)).toBe('missing');
    expect(
      await checkCode(db, 'b@example.org', 'reset', '123456', at(0), {
        consume: true,
        source: '203.0.113.1',
      }),
    ).toBe('missing');
  });

  it('rate limits count at most their limit when many requests come at once', async () => {
    const db = database.db;
    const limit = { max: 10, windowSeconds: 60 };
    const now = new Date(Date.UTC(2026, 0, 2));
    const results = await Promise.all(
      Array.from({ length: 60 }, () => takeHit(db, 'burst', 'one key', limit, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    // A reservation handed back frees its place.
    const more = await reserveHit(db, 'burst', 'other key', { max: 1, windowSeconds: 60 }, now);
    if (!more.allowed) throw new Error('expected a place');
    expect(
      (await takeHit(db, 'burst', 'other key', { max: 1, windowSeconds: 60 }, now)).allowed,
    ).toBe(false);
    await releaseHits(db, [more.hitId]);
    expect(
      (await takeHit(db, 'burst', 'other key', { max: 1, windowSeconds: 60 }, now)).allowed,
    ).toBe(true);
  });

  it('codes weigh at most five wrong guesses from one source, however many arrive at once, and the owner keeps the code', async () => {
    const db = database.db;
    const t0 = new Date(Date.UTC(2026, 0, 3));
    const issued = await issueCode(db, 'burst@example.org', 'reset', t0);
    if (!issued.ok) throw new Error('expected a code');
    const wrong = issued.code === '000000' ? '111111' : '000000';
    const attacker = '198.51.100.7';
    const guesses = await Promise.all(
      Array.from({ length: 100 }, () =>
        checkCode(db, 'burst@example.org', 'reset', wrong, t0, {
          consume: false,
          source: attacker,
        }),
      ),
    );
    expect(guesses.filter((g) => g === 'wrong')).toHaveLength(5);
    expect(guesses.filter((g) => g === 'tooManyAttempts')).toHaveLength(95);
    const [row] = await db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.email, 'burst@example.org'));
    expect(row?.attempts).toBe(5);
    expect(row?.guesses).toEqual({ [attacker]: 5 });
    // Dead for the guesser, even with the right code; alive for the owner elsewhere.
    expect(
      await checkCode(db, 'burst@example.org', 'reset', issued.code, t0, {
        consume: false,
        source: attacker,
      }),
    ).toBe('tooManyAttempts');
    expect(
      await checkCode(db, 'burst@example.org', 'reset', issued.code, t0, {
        consume: true,
        source: '203.0.113.9',
      }),
    ).toBe('ok');
  });

  it('codes end for everyone after fifty wrong guesses from many sources', async () => {
    const db = database.db;
    const t0 = new Date(Date.UTC(2026, 0, 5));
    const issued = await issueCode(db, 'spread@example.org', 'reset', t0);
    if (!issued.ok) throw new Error('expected a code');
    const wrong = issued.code === '000000' ? '111111' : '000000';
    for (let source = 0; source < 10; source++) {
      for (let guess = 0; guess < 5; guess++) {
        await checkCode(db, 'spread@example.org', 'reset', wrong, t0, {
          consume: false,
          source: `198.51.100.${source}`,
        });
      }
    }
    expect(
      await checkCode(db, 'spread@example.org', 'reset', issued.code, t0, {
        consume: true,
        source: '203.0.113.9',
      }),
    ).toBe('tooManyAttempts');
  });

  it('codes used up at once work for one request only', async () => {
    const db = database.db;
    const t0 = new Date(Date.UTC(2026, 0, 4));
    const issued = await issueCode(db, 'once@example.org', 'register', t0);
    if (!issued.ok) throw new Error('expected a code');
    const uses = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkCode(db, 'once@example.org', 'register', issued.code, t0, {
          consume: true,
          source: '203.0.113.1',
        }),
      ),
    );
    expect(uses.filter((u) => u === 'ok')).toHaveLength(1);
    expect(uses.filter((u) => u === 'missing')).toHaveLength(19);
  });
});
