import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import { emailCodes, sessions, users } from '../db/schema/index';
import { hashToken } from '../security/tokens';
import {
  createUser,
  latestCode,
  logIn,
  mailCount,
  otherCode,
  startTestApp,
  uniqueEmail,
  type TestApp,
} from '../testing';

let h: TestApp;

/** Step 3 of the password reset: the e-mailed code and the new password, typed twice. */
const resetTo = (username: string, code: string, password: string) =>
  h.post('/user/forgetpassword', { step: 3, username, code, password, password_again: password });

beforeAll(async () => {
  // Many calls from one test address; the per-IP limits have tests of their own below.
  const generous = { max: 1000, windowSeconds: 3600 };
  h = await startTestApp({
    loginPerIp: generous,
    sendCodePerIp: generous,
    codeChecksPerIp: generous,
    registerPerIp: generous,
  });
});
afterAll(async () => {
  await h.close();
});

const PASSWORD = 'correct horse 1';

function signUpForm(username: string, code: string) {
  return {
    realname: 'Ana Souza',
    company: 'Rede Exemplo Ltda.',
    username,
    country: 'BR',
    telephone: '+55 11 91234 5678',
    website: 'https://rede.example.com',
    address: 'Av. Paulista 1000, São Paulo',
    password: PASSWORD,
    password_again: PASSWORD,
    code,
  };
}

async function codeFor(username: string): Promise<string> {
  const sent = await h.post('/user/sendcode', { username });
  expect(sent.body.code).toBe(1);
  return latestCode(h, username);
}

describe('POST /user/sendcode', () => {
  it('e-mails a six-digit code and says so in the language of the call', async () => {
    const username = uniqueEmail('send');
    const { status, body } = await h.post('/user/sendcode', { username }, { lang: 'ru' });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 1,
      msg: `Код подтверждения отправлен на ${username}.`,
      data: null,
    });
    expect(await latestCode(h, username)).toMatch(/^\d{6}$/);
    const [row] = await h.database.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.email, username));
    // Only a hash is stored, never the code.
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(await latestCode(h, username));
  });

  it('refuses a second code for the same address within 60 seconds, then sends again', async () => {
    const username = uniqueEmail('cooldown');
    expect((await h.post('/user/sendcode', { username })).body.code).toBe(1);
    const first = await latestCode(h, username);
    h.clock.advance(30);
    const again = await h.post('/user/sendcode', { username: username.toUpperCase() });
    expect(again.body).toEqual({
      code: 0,
      msg: 'A code was sent less than a minute ago. Please wait 30 s.',
    });
    expect(await mailCount(h, username)).toBe(1);
    h.clock.advance(30);
    expect((await h.post('/user/sendcode', { username })).body.code).toBe(1);
    expect(await mailCount(h, username)).toBe(2);
    // The new code replaces the old one and works.
    const second = await latestCode(h, username);
    expect(second).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);
    expect((await h.post('/user/register', signUpForm(username, second))).body.code).toBe(1);
  });

  it('refuses an address that already has an account', async () => {
    const { body } = await h.post('/user/sendcode', { username: DEMO_ACCOUNTS[0]?.username });
    expect(body).toMatchObject({ code: 0, msg: 'This email address is already registered.' });
  });

  it('answers malformed input with code 0 and no mail', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Please fill in “Email address”.'],
      [{ username: 'not-an-address' }, 'Please enter the correct email address.'],
      [{ username: 42 }, '“Email address” is not filled in correctly.'],
      [[], 'The form could not be read. Please reload the page and try again.'],
    ];
    for (const [bad, sentence] of cases) {
      const { status, body } = await h.post('/user/sendcode', bad);
      expect(status).toBe(200);
      expect(body).toEqual({ code: 0, msg: sentence });
    }
  });
});

describe('POST /user/checkemail', () => {
  it('answers code 1 for a free address and the reason for a taken one', async () => {
    const free = await h.post('/user/checkemail', { username: uniqueEmail('free') });
    expect(free.body).toEqual({ code: 1, msg: 'This email address is available.', data: null });
    const taken = await h.post(
      '/user/checkemail',
      { username: DEMO_ACCOUNTS[1]?.username },
      { lang: 'spa' },
    );
    expect(taken.body).toMatchObject({
      code: 0,
      msg: 'Esta dirección de correo electrónico ya está registrada.',
    });
  });

  it('refuses a malformed address', async () => {
    const { body } = await h.post('/user/checkemail', { username: 'x@' });
    expect(body.code).toBe(0);
  });
});

describe('POST /user/register', () => {
  it('creates the account with the e-mailed code; the password is stored as a slow hash', async () => {
    const username = uniqueEmail('signup');
    const code = await codeFor(username);
    const { body } = await h.post('/user/register', signUpForm(username, code));
    expect(body).toEqual({
      code: 1,
      msg: 'Registration successful. You can now log in.',
      data: null,
    });
    const [user] = await h.database.db.select().from(users).where(eq(users.username, username));
    expect(user?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(user?.telephone).toBe('+55 11 91234 5678');
    expect(await logIn(h, username, PASSWORD)).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a wrong, expired or used code and creates nothing', async () => {
    const username = uniqueEmail('badcode');
    const code = await codeFor(username);
    const wrong = await h.post('/user/register', signUpForm(username, otherCode(code)));
    expect(wrong.body).toMatchObject({
      code: 0,
      msg: 'The verification code is incorrect or has expired.',
    });
    h.clock.advance(10 * 60 + 1);
    const expired = await h.post('/user/register', signUpForm(username, code));
    expect(expired.body.code).toBe(0);
    const rows = await h.database.db.select().from(users).where(eq(users.username, username));
    expect(rows).toHaveLength(0);
  });

  it('kills a code after five wrong guesses', async () => {
    const username = uniqueEmail('guess');
    const code = await codeFor(username);
    for (let i = 0; i < 5; i++) {
      expect(
        (await h.post('/user/register', signUpForm(username, otherCode(code)))).body.code,
      ).toBe(0);
    }
    const right = await h.post('/user/register', signUpForm(username, code));
    expect(right.body.code).toBe(0);
  });

  it('checks the telephone against the chosen country', async () => {
    const username = uniqueEmail('phone');
    const code = await codeFor(username);
    const cases = [
      { country: 'CN', telephone: '12345678901' },
      { country: 'CA', telephone: '+1 212 555 0100' },
      { country: 'BR', telephone: '+86 138 0013 8000' },
    ];
    for (const contact of cases) {
      const { body } = await h.post('/user/register', {
        ...signUpForm(username, code),
        ...contact,
      });
      expect(body).toMatchObject({
        code: 0,
        msg: 'Please enter a telephone number that is valid for the chosen country.',
      });
    }
    const short = await h.post('/user/register', {
      ...signUpForm(username, code),
      telephone: '+55 119123',
    });
    expect(short.body.code).toBe(0);
    const unknown = await h.post('/user/register', {
      ...signUpForm(username, code),
      country: 'XX',
    });
    expect(unknown.body.msg).toBe('Please choose a country from the list.');
    // None of the refusals used the code up.
    expect((await h.post('/user/register', signUpForm(username, code))).body.code).toBe(1);
  });

  it('refuses different passwords, a short password, a taken address and missing fields', async () => {
    const username = uniqueEmail('rules');
    const code = await codeFor(username);
    const differ = await h.post('/user/register', {
      ...signUpForm(username, code),
      password_again: 'something else',
    });
    expect(differ.body.msg).toContain('two different passwords');
    const short = await h.post('/user/register', {
      ...signUpForm(username, code),
      password: 'short',
      password_again: 'short',
    });
    expect(short.body.msg).toBe('The password is too short (minimum: 8 characters).');
    const missing: Partial<ReturnType<typeof signUpForm>> = signUpForm(username, code);
    delete missing.realname;
    expect((await h.post('/user/register', missing)).body.code).toBe(0);
    expect((await h.post('/user/register', signUpForm(username, code))).body.code).toBe(1);
    const twice = await h.post('/user/register', signUpForm(username, code));
    expect(twice.body.msg).toBe('This email address is already registered.');
  });
});

describe('new passwords and profile fields at sign-up', () => {
  it('refuses a common password, the address and one character repeated', async () => {
    const username = uniqueEmail('weak');
    const code = await codeFor(username);
    const withPassword = (password: string, lang = 'en') =>
      h.post(
        '/user/register',
        { ...signUpForm(username, code), password, password_again: password },
        { lang },
      );
    expect((await withPassword('iloveyou', 'kor')).body).toEqual({
      code: 0,
      msg: '가장 흔히 쓰여 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 선택하세요.',
    });
    expect((await withPassword(` ${username.toUpperCase()}`, 'ara')).body.msg).toBe(
      'يجب ألا تكون كلمة المرور هي عنوان بريدك الإلكتروني.',
    );
    expect((await withPassword('11111111111', 'pt')).body.msg).toBe(
      'A senha não pode ser um único caractere repetido.',
    );
    // None of them cost the code a guess.
    expect((await withPassword('harbour lights 7')).body.code).toBe(1);
  });

  it('takes a website only as an http(s) address, and names within their length', async () => {
    const username = uniqueEmail('fields');
    const code = await codeFor(username);
    const form = signUpForm(username, code);
    const website = await h.post('/user/register', { ...form, website: 'rede.example.com' });
    expect(website.body).toEqual({ code: 0, msg: '“Website” is not filled in correctly.' });
    const long = await h.post(
      '/user/register',
      { ...form, company: 'R'.repeat(201) },
      { lang: 'ru' },
    );
    expect(long.body.code).toBe(0);
    expect(long.body.msg).toMatch(/200/);
    expect((await h.post('/user/register', { ...form, website: '' })).body.code).toBe(1);
  });
});

describe('POST /v2/user/login and /user/login', () => {
  it('logs a demo partner in: a random token, stored only as its hash', async () => {
    const demo = DEMO_ACCOUNTS[3];
    const { body } = await h.post<{ token: string; username: string; partner_type: string }>(
      '/v2/user/login',
      { username: demo?.username, password: DEMO_PASSWORD, logIp: 0 },
      { lang: 'fra' },
    );
    expect(body).toMatchObject({
      code: 1,
      msg: 'Connexion réussie',
      data: { username: demo?.username, partner_type: 'DC-DPP', roles: ['partner', 'DC-DPP'] },
    });
    const token = body.data?.token ?? '';
    const stored = await h.database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === hashToken(token))).toBe(true);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
  });

  it('accepts the address in any case and the legacy call', async () => {
    const demo = DEMO_ACCOUNTS[0];
    const legacy = await h.post('/user/login', {
      username: demo?.username.toUpperCase(),
      password: DEMO_PASSWORD,
    });
    expect(legacy.body.code).toBe(1);
    const wrong = await h.post('/user/login', { username: demo?.username, password: 'nope' });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Incorrect email address or password' });
    expect((await h.post('/user/login', { username: 'x' })).body.code).toBe(0);
  });

  it('refuses a wrong password and an unknown address with the same message', async () => {
    const username = uniqueEmail('wrong');
    await createUser(h, username, PASSWORD);
    const wrong = await h.post('/v2/user/login', { username, password: 'nope', logIp: 0 });
    const unknown = await h.post('/v2/user/login', {
      username: uniqueEmail('nobody'),
      password: 'nope',
    });
    expect(wrong.body).toEqual({
      code: 0,
      msg: 'Incorrect email address or password',
      data: { needVerify: false },
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers malformed input with code 0', async () => {
    for (const bad of [
      {},
      { username: 'a@b.co' },
      { username: 'a@b.co', password: '' },
      { username: 'a@b.co', password: 'x', logIp: 2 },
    ]) {
      const { status, body } = await h.post('/v2/user/login', bad);
      expect(status).toBe(200);
      expect(body.code).toBe(0);
    }
  });

  it('asks for a code after three failures and lets the right code and password in', async () => {
    const username = uniqueEmail('verify');
    await createUser(h, username, PASSWORD);
    const attempt = (extra: object = {}) =>
      h.post<{ needVerify?: boolean; token?: string }>('/v2/user/login', {
        username,
        password: 'wrong password',
        ...extra,
      });
    expect((await attempt()).body.data).toEqual({ needVerify: false });
    expect((await attempt()).body.data).toEqual({ needVerify: false });
    const third = await attempt();
    expect(third.body).toEqual({
      code: 0,
      msg: 'Too many failed attempts. Enter the verification code sent to your email address.',
      data: { needVerify: true },
    });
    const code = await latestCode(h, username);
    // Without the code even the right password is refused, and no second mail goes out.
    const noCode = await attempt({ password: PASSWORD });
    expect(noCode.body.data).toEqual({ needVerify: true });
    expect(await mailCount(h, username)).toBe(1);
    const wrongCode = await attempt({ password: PASSWORD, verifyCode: otherCode(code) });
    expect(wrongCode.body).toMatchObject({ code: 0, data: { needVerify: true } });
    // The right code with a wrong password does not use the code up.
    const wrongPassword = await attempt({ verifyCode: code });
    expect(wrongPassword.body).toMatchObject({ code: 0, data: { needVerify: true } });
    const legacy = await h.post('/user/login', { username, password: PASSWORD });
    expect(legacy.body.code).toBe(0);
    const ok = await attempt({ password: PASSWORD, verifyCode: code });
    expect(ok.body.code).toBe(1);
    // Success clears the failures: the next login needs no code.
    expect(await logIn(h, username, PASSWORD)).toBeTruthy();
  });

  it('e-mails a new code when the last one has expired', async () => {
    const username = uniqueEmail('expire');
    await createUser(h, username, PASSWORD);
    for (let i = 0; i < 3; i++) {
      await h.post('/v2/user/login', { username, password: 'wrong password' });
    }
    const first = await latestCode(h, username);
    h.clock.advance(11 * 60);
    const late = await h.post('/v2/user/login', {
      username,
      password: PASSWORD,
      verifyCode: first,
    });
    expect(late.body).toMatchObject({ code: 0, data: { needVerify: true } });
    expect(await mailCount(h, username)).toBe(2);
    const fresh = await latestCode(h, username);
    const ok = await h.post('/v2/user/login', { username, password: PASSWORD, verifyCode: fresh });
    expect(ok.body.code).toBe(1);
  });

  it('keeps a token 12 hours, or 30 days with logIp=1', async () => {
    const username = uniqueEmail('expiry');
    await createUser(h, username, PASSWORD);
    const short = await logIn(h, username, PASSWORD, 0);
    const remembered = await logIn(h, username, PASSWORD, 1);
    h.clock.advance(12 * 3600 + 1);
    expect((await h.get('/user/home', { token: short })).body.code).toBe(90004);
    expect((await h.get('/user/home', { token: remembered })).body.code).toBe(1);
    h.clock.advance(30 * 24 * 3600);
    const expired = await h.get('/user/home', { token: remembered, lang: 'kor' });
    expect(expired.body).toEqual({ code: 90004, msg: '세션이 만료되었습니다. 다시 로그인하세요.' });
  });
});

describe('POST /user/logout', () => {
  it('revokes the token it carries and only that one', async () => {
    const username = uniqueEmail('logout');
    await createUser(h, username, PASSWORD);
    const token = await logIn(h, username, PASSWORD);
    const other = await logIn(h, username, PASSWORD);
    expect((await h.post('/user/logout', undefined, { token })).body).toEqual({
      code: 1,
      msg: 'You have logged out.',
      data: null,
    });
    expect((await h.get('/user/home', { token })).body.code).toBe(90003);
    expect((await h.post('/user/logout', undefined, { token })).body.code).toBe(90003);
    expect((await h.get('/user/home', { token: other })).body.code).toBe(1);
  });

  it('answers 90002 without a token and 90003 for one it never issued', async () => {
    expect((await h.post('/user/logout')).body).toEqual({
      code: 90002,
      msg: 'You are not logged in. Please log in first.',
    });
    const forged = await h.post('/user/logout', undefined, { token: 'A'.repeat(43) });
    expect(forged.body.code).toBe(90003);
    const garbage = await h.post('/user/logout', undefined, { token: "'; drop table users; --" });
    expect(garbage.body.code).toBe(90003);
  });
});

describe('POST /user/forgetpassword', () => {
  it('walks the three steps and ends every session', async () => {
    const username = uniqueEmail('reset');
    await createUser(h, username, PASSWORD);
    const token = await logIn(h, username, PASSWORD);
    const step1 = await h.post('/user/forgetpassword', { step: 1, username });
    expect(step1.body).toMatchObject({ code: 1 });
    const code = await latestCode(h, username);
    const wrong = await h.post('/user/forgetpassword', {
      step: 2,
      username,
      code: otherCode(code),
    });
    expect(wrong.body.code).toBe(0);
    const step2 = await h.post('/user/forgetpassword', { step: 2, username, code });
    expect(step2.body).toMatchObject({
      code: 1,
      msg: 'The code is correct. Please choose a new password.',
    });
    const differ = await h.post('/user/forgetpassword', {
      step: 3,
      username,
      code,
      password: 'new password 1',
      password_again: 'new password 2',
    });
    expect(differ.body.code).toBe(0);
    const step3 = await resetTo(username, code, 'new password 1');
    expect(step3.body.code).toBe(1);
    expect((await h.get('/user/home', { token })).body.code).toBe(90003);
    expect((await h.post('/v2/user/login', { username, password: PASSWORD })).body.code).toBe(0);
    expect(await logIn(h, username, 'new password 1')).toBeTruthy();
    // The code worked once.
    const replay = await resetTo(username, code, 'third password');
    expect(replay.body.code).toBe(0);
  });

  it('ends the sessions logged in elsewhere, remembered devices included', async () => {
    const username = uniqueEmail('reset-elsewhere');
    await createUser(h, username, PASSWORD);
    const office = await logIn(h, username, PASSWORD, 0);
    const laptop = await logIn(h, username, PASSWORD, 1);
    expect((await h.post('/user/forgetpassword', { step: 1, username })).body.code).toBe(1);
    const code = await latestCode(h, username);
    const reset = await resetTo(username, code, 'after the reset 1');
    expect(reset.body).toMatchObject({
      code: 1,
      msg: 'Your password has been reset. Please log in with the new password.',
    });
    for (const token of [office, laptop]) {
      expect((await h.get('/user/home', { token, lang: 'fra' })).body).toEqual({
        code: 90003,
        msg: 'Votre session est terminée. Veuillez vous reconnecter.',
      });
    }
    const [row] = await h.database.db
      .select({ reason: sessions.revokeReason })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(laptop)));
    expect(row?.reason).toBe('reset');
    // The new password opens a new session that stays open.
    const fresh = await logIn(h, username, 'after the reset 1');
    expect((await h.get('/user/home', { token: fresh })).body.code).toBe(1);
  });

  it('answers step 1 alike for known and unknown addresses, and mails only an account', async () => {
    const known = uniqueEmail('reset-known');
    const unknown = uniqueEmail('reset-unknown');
    await createUser(h, known, PASSWORD);
    const first = await h.post('/user/forgetpassword', { step: 1, username: known });
    const other = await h.post('/user/forgetpassword', { step: 1, username: unknown });
    expect(first.body).toEqual({
      code: 1,
      msg: `If an account uses ${known}, a verification code has been sent to it.`,
      data: null,
    });
    expect(other.body).toEqual({ ...first.body, msg: first.body.msg.replace(known, unknown) });
    expect(await mailCount(h, known)).toBe(1);
    expect(await mailCount(h, unknown)).toBe(0);
    // The cooldown answers alike too, so asking twice tells nothing either.
    const again = await h.post('/user/forgetpassword', { step: 1, username: known });
    const otherAgain = await h.post('/user/forgetpassword', { step: 1, username: unknown });
    expect(again.body.msg).toMatch(/less than a minute ago/);
    expect(otherAgain.body).toEqual(again.body);
    // So do the next steps: no code the unknown address could have works.
    for (const username of [known, unknown]) {
      const step2 = await h.post('/user/forgetpassword', { step: 2, username, code: '123456' });
      expect(step2.body).toEqual({
        code: 0,
        msg: 'The verification code is incorrect or has expired.',
      });
    }
    expect((await h.post('/user/forgetpassword', { step: 4, username: known })).body.code).toBe(0);
    expect((await h.post('/user/forgetpassword', { step: 2, username: known })).body.code).toBe(0);
  });

  it('lets the owner reset the password however many codes others asked for', async () => {
    const username = uniqueEmail('reset-often');
    await createUser(h, username, PASSWORD);
    // Someone asks for reset codes for the address every minute for an hour, from many IPs.
    for (let i = 0; i < 12; i++) {
      const sent = await h.post(
        '/user/forgetpassword',
        { step: 1, username },
        { ip: `10.7.0.${i}` },
      );
      expect(sent.body.code, `request ${i + 1}`).toBe(1);
      h.clock.advance(61);
    }
    const owner = await h.post('/user/forgetpassword', { step: 1, username });
    expect(owner.body.code).toBe(1);
    const code = await latestCode(h, username);
    const reset = await resetTo(username, code, 'owner is back 1');
    expect(reset.body.code).toBe(1);
  });

  it('refuses new passwords that are common, the address or one character repeated', async () => {
    const username = uniqueEmail('reset-rules');
    await createUser(h, username, PASSWORD);
    expect((await h.post('/user/forgetpassword', { step: 1, username })).body.code).toBe(1);
    const code = await latestCode(h, username);
    const step3 = (password: string, lang = 'en') =>
      h.post(
        '/user/forgetpassword',
        { step: 3, username, code, password, password_again: password },
        { lang },
      );
    expect((await step3('Password1')).body).toEqual({
      code: 0,
      msg: 'This password is one of the most commonly used and is easy to guess. Please choose another one.',
    });
    expect((await step3(username.toUpperCase(), 'spa')).body.msg).toBe(
      'La contraseña no puede ser su dirección de correo electrónico.',
    );
    expect((await step3('@@@@@@@@@@', 'vie')).body.msg).toBe(
      'Mật khẩu không được chỉ gồm một ký tự lặp lại.',
    );
    // None of the refusals used the code up or counted against it.
    expect((await step3('a better one 9')).body.code).toBe(1);
  });
});

describe('POST /user/changepassword', () => {
  it('changes the password and revokes the tokens', async () => {
    const username = uniqueEmail('change');
    await createUser(h, username, PASSWORD);
    const token = await logIn(h, username, PASSWORD);
    const form = {
      old_password: PASSWORD,
      new_password: 'brand new 22',
      password_again: 'brand new 22',
    };
    const { body } = await h.post('/user/changepassword', form, { token });
    expect(body).toEqual({ code: 1, msg: 'Password changed. Please log in again.', data: null });
    expect((await h.get('/user/home', { token })).body.code).toBe(90003);
    expect(await logIn(h, username, 'brand new 22')).toBeTruthy();
  });

  it('refuses a wrong old password, the same password, a short one and no token', async () => {
    const username = uniqueEmail('change2');
    await createUser(h, username, PASSWORD);
    const token = await logIn(h, username, PASSWORD);
    const call = (old_password: string, next: string) =>
      h.post(
        '/user/changepassword',
        { old_password, new_password: next, password_again: next },
        { token },
      );
    expect((await call('wrong old 1', 'brand new 22')).body.msg).toBe(
      'The current password is incorrect.',
    );
    expect((await call(PASSWORD, PASSWORD)).body.msg).toBe(
      'The new password must be different from the current one.',
    );
    expect((await call(PASSWORD, 'short')).body.code).toBe(0);
    const mismatch = await h.post(
      '/user/changepassword',
      { old_password: PASSWORD, new_password: 'brand new 22', password_again: 'other 22' },
      { token },
    );
    expect(mismatch.body.code).toBe(0);
    const anonymous = await h.post('/user/changepassword', {
      old_password: PASSWORD,
      new_password: 'brand new 22',
      password_again: 'brand new 22',
    });
    expect(anonymous.body.code).toBe(90002);
    // Nothing changed: the token and the old password still work.
    expect((await h.get('/user/home', { token })).body.code).toBe(1);
  });
});

describe('POST /user/changepassword, new password rules', () => {
  it('refuses a common password and the account address, in the language of the call', async () => {
    const username = uniqueEmail('change-rules');
    await createUser(h, username, PASSWORD);
    const token = await logIn(h, username, PASSWORD);
    const call = (next: string, lang = 'en') =>
      h.post(
        '/user/changepassword',
        { old_password: PASSWORD, new_password: next, password_again: next },
        { token, lang },
      );
    expect((await call('qwertyuiop', 'fra')).body.msg).toBe(
      'Ce mot de passe fait partie des plus courants et se devine facilement. Veuillez en choisir un autre.',
    );
    expect((await call(username)).body.msg).toBe('The password must not be your email address.');
    expect((await call('--------')).body.msg).toBe(
      'The password must not be one character repeated.',
    );
    expect((await h.get('/user/home', { token })).body.code).toBe(1);
  });
});

describe('login limits per address', () => {
  it('never lock out a person who logs in successfully again and again', async () => {
    const username = uniqueEmail('often');
    await createUser(h, username, PASSWORD);
    for (let i = 0; i < 15; i++) {
      const { body } = await h.post('/v2/user/login', { username, password: PASSWORD, logIp: 0 });
      expect(body, `login ${i + 1}`).toMatchObject({ code: 1, msg: 'Login successful' });
    }
  });

  it('never lock the owner out: after many wrong passwords the code and the password let in', async () => {
    const username = uniqueEmail('guessed');
    await createUser(h, username, PASSWORD);
    const login = (extra: object, lang = 'en') =>
      h.post('/v2/user/login', { username, logIp: 0, ...extra }, { lang });
    for (let i = 0; i < 3; i++) await login({ password: `wrong ${i}` });
    // Past three failures no password is even tried without the e-mailed code, however many
    // guesses come; none of them answers "too many attempts".
    for (let i = 3; i < 15; i++) {
      const { body } = await login({ password: i === 10 ? PASSWORD : `wrong ${i}` });
      expect(body, `guess ${i + 1}`).toEqual({
        code: 0,
        msg: 'Too many failed attempts. Enter the verification code sent to your email address.',
        data: { needVerify: true },
      });
    }
    expect(await mailCount(h, username)).toBe(1);
    const verifyCode = await latestCode(h, username);
    // With the code, wrong passwords are refused, and they do not lock the address either.
    for (let i = 15; i < 25; i++) {
      const { body } = await login({ password: `wrong ${i}`, verifyCode }, 'ru');
      expect(body).toEqual({
        code: 0,
        msg: 'Неверный адрес электронной почты или пароль',
        data: { needVerify: true },
      });
    }
    const owner = await login({ password: PASSWORD, verifyCode });
    expect(owner.body).toMatchObject({ code: 1, msg: 'Login successful' });
  });

  it('kill a login code after five wrong guesses and e-mail a new one', async () => {
    const username = uniqueEmail('code-guess');
    await createUser(h, username, PASSWORD);
    for (let i = 0; i < 3; i++) {
      await h.post('/v2/user/login', { username, password: `wrong ${i}` });
    }
    const first = await latestCode(h, username);
    for (let i = 0; i < 5; i++) {
      const { body } = await h.post('/v2/user/login', {
        username,
        password: PASSWORD,
        verifyCode: otherCode(first),
      });
      expect(body).toMatchObject({ code: 0, data: { needVerify: true } });
    }
    const dead = await h.post('/v2/user/login', {
      username,
      password: PASSWORD,
      verifyCode: first,
    });
    expect(dead.body).toMatchObject({ code: 0, data: { needVerify: true } });
    h.clock.advance(61);
    await h.post('/v2/user/login', { username, password: PASSWORD });
    const fresh = await latestCode(h, username);
    expect(await mailCount(h, username)).toBe(2);
    const ok = await h.post('/v2/user/login', { username, password: PASSWORD, verifyCode: fresh });
    expect(ok.body.code).toBe(1);
  });
  it("leave the owner's newest code to the owner: wrong guesses from another address do not end it", async () => {
    const username = uniqueEmail('lockout');
    await createUser(h, username, PASSWORD);
    const attacker = { ip: '198.51.100.23' };
    const owner = { ip: '203.0.113.40' };
    // The attacker's wrong passwords turn on the e-mailed code, then five wrong codes follow.
    for (let i = 0; i < 3; i++) {
      await h.post('/v2/user/login', { username, password: `wrong ${i}` }, attacker);
    }
    const newest = await latestCode(h, username);
    for (let i = 0; i < 5; i++) {
      await h.post(
        '/v2/user/login',
        { username, password: 'guess', verifyCode: otherCode(newest) },
        attacker,
      );
    }
    const blocked = await h.post(
      '/v2/user/login',
      { username, password: PASSWORD, verifyCode: newest },
      attacker,
    );
    expect(blocked.body).toMatchObject({ code: 0, data: { needVerify: true } });
    // The owner, with the newest code and the password, gets in from their own address.
    h.clock.advance(5);
    const ok = await h.post(
      '/v2/user/login',
      { username, password: PASSWORD, verifyCode: newest },
      owner,
    );
    expect(ok.body.code).toBe(1);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      loginPerIp: { max: 3, windowSeconds: 600 },
      sendCodePerIp: { max: 3, windowSeconds: 3600 },
      codeChecksPerIp: { max: 3, windowSeconds: 900 },
      checkEmailPerIp: { max: 4, windowSeconds: 600 },
      registerPerIp: { max: 2, windowSeconds: 3600 },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('limits logins per IP, and other IPs are not affected', async () => {
    const tooMany = 'Too many attempts. Please try again later.';
    const login = (ip: string) =>
      limited.post('/v2/user/login', { username: uniqueEmail('ip'), password: 'x' }, { ip });
    for (let i = 0; i < 3; i++) expect((await login('10.0.0.1')).body.msg).not.toBe(tooMany);
    expect((await login('10.0.0.1')).body.msg).toBe(tooMany);
    expect((await login('10.0.0.2')).body.msg).not.toBe(tooMany);
    limited.clock.advance(601);
    expect((await login('10.0.0.1')).body.msg).not.toBe(tooMany);
  });

  it('limits codes per IP, and per address only by the cooldown', async () => {
    const tooMany = 'Too many attempts. Please try again later.';
    const username = uniqueEmail('codes');
    for (let i = 0; i < 3; i++) {
      const sent = await limited.post('/user/sendcode', { username }, { ip: '10.9.9.9' });
      expect(sent.body.code, `code ${i + 1}`).toBe(1);
      limited.clock.advance(61);
    }
    const fourth = await limited.post('/user/sendcode', { username }, { ip: '10.9.9.9' });
    expect(fourth.body.msg).toBe(tooMany);
    // The address itself is not blocked: its owner, elsewhere, gets a code.
    expect(
      (await limited.post('/user/sendcode', { username }, { ip: '10.9.9.10' })).body.code,
    ).toBe(1);
  });

  it('limits the availability check per IP', async () => {
    const check = (ip: string) =>
      limited.post('/user/checkemail', { username: uniqueEmail('probe') }, { ip });
    for (let i = 0; i < 4; i++) expect((await check('10.3.3.3')).body.code).toBe(1);
    expect((await check('10.3.3.3')).body).toEqual({
      code: 0,
      msg: 'Too many attempts. Please try again later.',
    });
    expect((await check('10.3.3.4')).body.code).toBe(1);
  });

  it('limits reset codes checked per IP', async () => {
    const username = uniqueEmail('reset-ip');
    const step2 = (ip: string) =>
      limited.post('/user/forgetpassword', { step: 2, username, code: '123456' }, { ip });
    for (let i = 0; i < 3; i++) {
      expect((await step2('10.4.4.4')).body.msg).toBe(
        'The verification code is incorrect or has expired.',
      );
    }
    expect((await step2('10.4.4.4')).body.msg).toBe('Too many attempts. Please try again later.');
    expect((await step2('10.4.4.5')).body.msg).not.toBe(
      'Too many attempts. Please try again later.',
    );
  });

  it('limits sign-ups per IP', async () => {
    const form = (username: string) => ({ ...signUpForm(username, '123456') });
    await limited.post('/user/register', form(uniqueEmail('r1')), { ip: '10.1.1.1' });
    await limited.post('/user/register', form(uniqueEmail('r2')), { ip: '10.1.1.1' });
    const third = await limited.post('/user/register', form(uniqueEmail('r3')), { ip: '10.1.1.1' });
    expect(third.body.msg).toBe('Too many attempts. Please try again later.');
  });
});
