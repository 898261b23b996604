/**
 * Limits under fire: many requests at the same moment, sent over real connections to a server
 * listening on loopback, must not get past any limit or counter. On PGlite by default, on
 * PostgreSQL with `DATABASE_URL`.
 */
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailCodes, loginFailures } from '../db/schema/index';
import type * as passwords from '../security/passwords';
import { verifyPassword } from '../security/passwords';
import {
  createUser,
  latestCode,
  logIn,
  mailCount,
  otherCode,
  startTestApp,
  uniqueEmail,
  type Answer,
  type TestApp,
} from '../testing';

// Every password the server checks is counted, to see how many guesses were weighed.
vi.mock('../security/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const passwordChecks = () => vi.mocked(verifyPassword).mock.calls.length;

const PASSWORD = 'correct horse 1';
const NEEDS_CODE =
  'Too many failed attempts. Enter the verification code sent to your email address.';
const TOO_MANY = 'Too many attempts. Please try again later.';

let h: TestApp;
let base = '';

beforeAll(async () => {
  const generous = { max: 10_000, windowSeconds: 3600 };
  h = await startTestApp({
    loginPerIp: generous,
    sendCodePerIp: generous,
    codeChecksPerIp: generous,
    registerPerIp: generous,
    checkEmailPerIp: { max: 10, windowSeconds: 600 },
  });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/prod-api`;
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

/** One POST over a real connection. */
async function post<D = unknown>(path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as Answer<D>;
}

/** `count` requests at once, built by `make(i)`, answered in order. */
function burst<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => make(i)));
}

describe('logins at the same moment', () => {
  it('check no more than three passwords of one address without the e-mailed code', async () => {
    const username = uniqueEmail('burst');
    await createUser(h, username, PASSWORD);
    // 60 guesses at once, the right password among them.
    const answers = await burst(60, (i) =>
      post<{ needVerify?: boolean }>('/v2/user/login', {
        username,
        password: i === 40 ? PASSWORD : `guess ${i}`,
        logIp: 0,
      }),
    );
    expect(passwordChecks()).toBeLessThanOrEqual(3);
    const unchecked = answers.filter((a) => a.msg === NEEDS_CODE);
    expect(unchecked.length).toBeGreaterThanOrEqual(57);
    for (const answer of unchecked) expect(answer.data).toEqual({ needVerify: true });
    // The right password got a token only if it was one of the three guesses weighed.
    expect(answers.filter((a) => a.code === 1).length).toBeLessThanOrEqual(1);
  });

  it('weigh at most five wrong codes, then the owner with a new code gets in', async () => {
    const username = uniqueEmail('codeburst');
    await createUser(h, username, PASSWORD);
    for (let i = 0; i < 3; i++) {
      await post('/v2/user/login', { username, password: `wrong ${i}`, logIp: 0 });
    }
    const code = await latestCode(h, username);
    vi.mocked(verifyPassword).mockClear();
    // 60 guesses of the code at once, each with the right password.
    const answers = await burst(60, (i) =>
      post('/v2/user/login', {
        username,
        password: PASSWORD,
        logIp: 0,
        verifyCode: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      }),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    // No password was tried without the right code.
    expect(passwordChecks()).toBe(0);
    const [row] = await h.database.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.email, username));
    expect(row?.purpose).toBe('login');
    expect(row?.attempts).toBe(5);
    // That code is dead; a minute later the owner gets a new one, and gets in with it.
    expect(
      (await post('/v2/user/login', { username, password: PASSWORD, logIp: 0, verifyCode: code }))
        .code,
    ).toBe(0);
    h.clock.advance(61);
    await post('/v2/user/login', { username, password: PASSWORD, logIp: 0 });
    const fresh = await latestCode(h, username);
    expect(fresh).toMatch(/^\d{6}$/);
    const owner = await post('/v2/user/login', {
      username,
      password: PASSWORD,
      logIp: 0,
      verifyCode: fresh,
    });
    expect(owner.code).toBe(1);
    const [failures] = await h.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.username, username));
    expect(failures).toBeUndefined();
  });
});

describe('e-mailed codes guessed at the same moment', () => {
  it('count no more than five wrong guesses against one reset code', async () => {
    const username = uniqueEmail('resetburst');
    await createUser(h, username, PASSWORD);
    expect((await post('/user/forgetpassword', { step: 1, username })).code).toBe(1);
    const code = await latestCode(h, username);
    const answers = await burst(226, () =>
      post('/user/forgetpassword', { step: 2, username, code: otherCode(code) }),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    const [row] = await h.database.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.email, username));
    expect(row?.attempts).toBe(5);
    // The code is dead, so the right one is refused too.
    expect((await post('/user/forgetpassword', { step: 2, username, code })).code).toBe(0);
  });

  it('use a sign-up code for one account only', async () => {
    const username = uniqueEmail('signupburst');
    expect((await post('/user/sendcode', { username })).code).toBe(1);
    const code = await latestCode(h, username);
    const form = {
      realname: 'Ana Souza',
      company: 'Rede Exemplo Ltda.',
      username,
      country: 'BR',
      telephone: '+55 11 91234 5678',
      password: PASSWORD,
      password_again: PASSWORD,
      code,
    };
    const answers = await burst(20, () => post('/user/register', form));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
  });
});

describe('per-IP limits at the same moment', () => {
  it('let exactly their number of availability checks through', async () => {
    const answers = await burst(60, () =>
      post('/user/checkemail', { username: uniqueEmail('free') }),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(10);
    expect(answers.filter((a) => a.msg === TOO_MANY)).toHaveLength(50);
  });

  it('let no more wrong current passwords be checked than the limit per user', async () => {
    const username = uniqueEmail('changeburst');
    await createUser(h, username, PASSWORD);
    const token = await logIn(h, username, PASSWORD);
    vi.mocked(verifyPassword).mockClear();
    const answers = await burst(40, (i) =>
      post(
        '/user/changepassword',
        {
          old_password: `guess ${i}`,
          new_password: 'a new one 2026',
          password_again: 'a new one 2026',
        },
        token,
      ),
    );
    expect(passwordChecks()).toBe(10);
    expect(answers.filter((a) => a.msg === TOO_MANY)).toHaveLength(30);
  });
});

describe('password reset, step 1, at the same moment', () => {
  it('mails one code and answers alike for an account and for no account', async () => {
    const known = uniqueEmail('step1-known');
    const unknown = uniqueEmail('step1-unknown');
    await createUser(h, known, PASSWORD);
    const [forKnown, forUnknown] = await Promise.all(
      [known, unknown].map((username) =>
        burst(10, () => post('/user/forgetpassword', { step: 1, username })),
      ),
    );
    const shape = (answers: Answer[], address: string) =>
      answers
        .map((a) => ({ ...a, msg: a.msg.replace(address, '…') }))
        .sort((a, b) => a.code - b.code);
    expect(shape(forKnown ?? [], known)).toEqual(shape(forUnknown ?? [], unknown));
    expect((forKnown ?? []).filter((a) => a.code === 1)).toHaveLength(1);
    expect(await mailCount(h, known)).toBe(1);
    expect(await mailCount(h, unknown)).toBe(0);
  });
});
