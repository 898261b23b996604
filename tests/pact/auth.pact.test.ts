import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { clientFor, createPact, envelope, loggedIn, refusalOf, state, success } from './pact-setup';
import { token } from './examples';

const { eachLike, string, regex } = MatchersV3;
const pact = createPact();

const PARTNER = { username: 'pact.partner@example.com', password: 'PactPassword2026' };
/** A token as the server issues them: 43 base64url characters. */
const TOKEN = 'PactTokenForTheLoggedInPartner0000000000001';
const NEW_PASSWORD = 'NewPactPassword2026';
const ACCOUNT_EXISTS = state('a partner account exists', PARTNER);
const LOGGED_IN = loggedIn('a partner is logged in', { ...PARTNER, token: TOKEN });
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the session keeps of a login: the token and the user shown in the header. */
const loggedInUser = {
  token: token('q0VnY3Rva2VuLWV4YW1wbGUtdmFsdWUtMDAwMDAwMDA'),
  username: string(PARTNER.username),
  realname: string('Lucía García'),
  company: string('Demo Direct Projects (DPP) S.L.'),
  avatar: string(''),
  roles: eachLike('partner'),
  permissions: eachLike('project:register', 0),
};

describe('auth: logging in and out', () => {
  it('POST /v2/user/login logs a partner in', () =>
    pact
      .interaction(
        ACCOUNT_EXISTS,
        'a login with the right password',
        'POST',
        '/prod-api/v2/user/login',
        (request) => request.headers({ lang: 'en' }).jsonBody({ ...PARTNER, logIp: 0 }),
      )
      .willRespondWith(200, success(loggedInUser, 'Login successful'))
      .executeTest(async (server) => {
        const user = responseData(
          await clientFor(server.url).auth.login({ body: { ...PARTNER, logIp: 0 } }),
        );
        expect(user.token).toMatch(TOKEN_PATTERN);
        expect(user).toMatchObject({ username: PARTNER.username, roles: ['partner'] });
      }));

  it('POST /v2/user/login asks for a code after the third failure', () =>
    pact
      .interaction(
        state('a partner has failed to log in twice', PARTNER),
        'a third login with a wrong password',
        'POST',
        '/prod-api/v2/user/login',
        (request) =>
          request.jsonBody({ username: PARTNER.username, password: 'wrong password', logIp: 0 }),
      )
      .willRespondWith(
        200,
        envelope(0, 'Too many failed attempts. Enter the verification code sent to your email.', {
          needVerify: true,
        }),
      )
      .executeTest(async (server) => {
        const error = await refusalOf(
          clientFor(server.url).auth.login({
            body: { username: PARTNER.username, password: 'wrong password', logIp: 0 },
          }),
        );
        expect(error.kind).toBe('refused');
        expect(error.data).toEqual({ needVerify: true });
      }));

  it('POST /v2/user/login takes the e-mailed code and remembers the device', () =>
    pact
      .interaction(
        state('a partner must verify the login with an e-mailed code', {
          ...PARTNER,
          verifyCode: '246810',
        }),
        'a login with the verification code and logIp 1',
        'POST',
        '/prod-api/v2/user/login',
        (request) => request.jsonBody({ ...PARTNER, logIp: 1, verifyCode: '246810' }),
      )
      .willRespondWith(200, success(loggedInUser, 'Login successful'))
      .executeTest(async (server) => {
        const user = responseData(
          await clientFor(server.url).auth.login({
            body: { ...PARTNER, logIp: 1, verifyCode: '246810' },
          }),
        );
        expect(user.token).toMatch(TOKEN_PATTERN);
      }));

  it('POST /user/login (legacy) logs a partner in', () =>
    pact
      .interaction(
        ACCOUNT_EXISTS,
        'a legacy login with the right password',
        'POST',
        '/prod-api/user/login',
        (request) => request.jsonBody(PARTNER),
      )
      .willRespondWith(200, success(loggedInUser, 'Login successful'))
      .executeTest(async (server) => {
        const user = responseData(await clientFor(server.url).auth.legacyLogin({ body: PARTNER }));
        expect(user.username).toBe(PARTNER.username);
      }));

  it('POST /user/logout revokes the token', () =>
    pact
      .interaction(LOGGED_IN, 'a logout with the token', 'POST', '/prod-api/user/logout')
      .willRespondWith(200, success(undefined, 'You have logged out.'))
      .executeTest(async (server) => {
        const { body } = await clientFor(server.url, { token: TOKEN }).auth.logout();
        expect(body.code).toBe(1);
      }));

  it('a revoked token is refused with 90003', () =>
    pact
      .interaction(
        loggedIn('a partner logged out', { ...PARTNER, token: TOKEN }),
        'a logout with a revoked token',
        'POST',
        '/prod-api/user/logout',
      )
      .willRespondWith(200, envelope(90003, 'Your session has ended. Please log in again.'))
      .executeTest(async (server) => {
        const error = await refusalOf(clientFor(server.url, { token: TOKEN }).auth.logout());
        expect(error).toMatchObject({ kind: 'session', code: 90003 });
      }));
});

describe('auth: sign-up', () => {
  const NEWCOMER = 'pact.newcomer@example.com';
  const form = {
    realname: 'Ana Souza',
    company: 'Rede Exemplo Ltda.',
    username: NEWCOMER,
    country: 'BR',
    telephone: '+55 11 91234 5678',
    website: 'https://rede.example.com',
    address: 'Av. Paulista 1000, São Paulo',
    password: 'SignUpPassword2026',
    password_again: 'SignUpPassword2026',
    code: '135790',
  };

  it('POST /user/checkemail says a free address is available', () =>
    pact
      .interaction(
        state('no account uses the address', { username: NEWCOMER }),
        'an availability check of a free address',
        'POST',
        '/prod-api/user/checkemail',
        (request) => request.jsonBody({ username: NEWCOMER }),
      )
      .willRespondWith(200, success(undefined, 'This email address is available.'))
      .executeTest(async (server) => {
        const { body } = await clientFor(server.url).auth.checkEmail({
          body: { username: NEWCOMER },
        });
        expect(body.code).toBe(1);
      }));

  it('POST /user/checkemail says why a taken address is not', () =>
    pact
      .interaction(
        ACCOUNT_EXISTS,
        'an availability check of a registered address',
        'POST',
        '/prod-api/user/checkemail',
        (request) => request.jsonBody({ username: PARTNER.username }),
      )
      .willRespondWith(200, envelope(0, 'This email address is already registered.'))
      .executeTest(async (server) => {
        const error = await refusalOf(
          clientFor(server.url).auth.checkEmail({ body: { username: PARTNER.username } }),
        );
        expect(error.message).toBe('This email address is already registered.');
      }));

  it('POST /user/sendcode e-mails a code', () =>
    pact
      .interaction(
        state('no account uses the address', { username: NEWCOMER }),
        'a request for a sign-up code',
        'POST',
        '/prod-api/user/sendcode',
        (request) => request.jsonBody({ username: NEWCOMER }),
      )
      .willRespondWith(200, success(undefined, `A verification code has been sent to ${NEWCOMER}.`))
      .executeTest(async (server) => {
        const { body } = await clientFor(server.url).auth.sendCode({
          body: { username: NEWCOMER },
        });
        expect(body.msg).toContain(NEWCOMER);
      }));

  it('POST /user/sendcode refuses a second code within 60 seconds', () =>
    pact
      .interaction(
        state('a sign-up code was e-mailed moments ago', { username: NEWCOMER }),
        'a second request for a sign-up code within a minute',
        'POST',
        '/prod-api/user/sendcode',
        (request) => request.jsonBody({ username: NEWCOMER }),
      )
      .willRespondWith(
        200,
        envelope(0, 'A code was sent less than a minute ago. Please wait 60 s.'),
      )
      .executeTest(async (server) => {
        const error = await refusalOf(
          clientFor(server.url).auth.sendCode({ body: { username: NEWCOMER } }),
        );
        expect(error.kind).toBe('refused');
      }));

  it('POST /user/register signs up with the e-mailed code', () =>
    pact
      .interaction(
        state('a sign-up code was e-mailed', { username: NEWCOMER, code: form.code }),
        'a sign-up with the right code',
        'POST',
        '/prod-api/user/register',
        (request) => request.jsonBody(form),
      )
      .willRespondWith(200, success(undefined, 'Registration successful. You can now log in.'))
      .executeTest(async (server) => {
        const { body } = await clientFor(server.url).auth.register({ body: form });
        expect(body.code).toBe(1);
      }));

  it('POST /user/register refuses a wrong code', () =>
    pact
      .interaction(
        state('a sign-up code was e-mailed', { username: NEWCOMER, code: form.code }),
        'a sign-up with a wrong code',
        'POST',
        '/prod-api/user/register',
        (request) => request.jsonBody({ ...form, code: '000000' }),
      )
      .willRespondWith(200, envelope(0, 'The verification code is incorrect or has expired.'))
      .executeTest(async (server) => {
        const error = await refusalOf(
          clientFor(server.url).auth.register({ body: { ...form, code: '000000' } }),
        );
        expect(error.message).toMatch(/verification code/);
      }));
});

describe('auth: passwords', () => {
  const RESET_CODE = '975310';

  it('POST /user/forgetpassword step 1 e-mails a reset code', () =>
    pact
      .interaction(
        ACCOUNT_EXISTS,
        'password reset step 1: the address',
        'POST',
        '/prod-api/user/forgetpassword',
        (request) => request.jsonBody({ step: 1, username: PARTNER.username }),
      )
      .willRespondWith(200, success(undefined, 'A verification code has been sent.'))
      .executeTest(async (server) => {
        const { body } = await clientFor(server.url).auth.forgetPassword({
          body: { step: 1, username: PARTNER.username },
        });
        expect(body.code).toBe(1);
      }));

  it('POST /user/forgetpassword step 2 checks the code', () =>
    pact
      .interaction(
        state('a password reset code was e-mailed', { ...PARTNER, code: RESET_CODE }),
        'password reset step 2: the code',
        'POST',
        '/prod-api/user/forgetpassword',
        (request) => request.jsonBody({ step: 2, username: PARTNER.username, code: RESET_CODE }),
      )
      .willRespondWith(200, success(undefined, 'The code is correct.'))
      .executeTest(async (server) => {
        const { body } = await clientFor(server.url).auth.forgetPassword({
          body: { step: 2, username: PARTNER.username, code: RESET_CODE },
        });
        expect(body.code).toBe(1);
      }));

  it('POST /user/forgetpassword step 3 sets the new password', () => {
    const step3 = {
      step: 3 as const,
      username: PARTNER.username,
      code: RESET_CODE,
      password: NEW_PASSWORD,
      password_again: NEW_PASSWORD,
    };
    return pact
      .interaction(
        state('a password reset code was e-mailed', { ...PARTNER, code: RESET_CODE }),
        'password reset step 3: the new password',
        'POST',
        '/prod-api/user/forgetpassword',
        (request) => request.jsonBody(step3),
      )
      .willRespondWith(200, success(undefined, 'Your password has been reset.'))
      .executeTest(async (server) => {
        const { body } = await clientFor(server.url).auth.forgetPassword({ body: step3 });
        expect(body.code).toBe(1);
      });
  });

  it('POST /user/changepassword changes the password of the logged-in partner', () => {
    const change = {
      old_password: PARTNER.password,
      new_password: NEW_PASSWORD,
      password_again: NEW_PASSWORD,
    };
    return pact
      .interaction(
        LOGGED_IN,
        'a password change with the right old password',
        'POST',
        '/prod-api/user/changepassword',
        (request) => request.jsonBody(change),
      )
      .willRespondWith(200, success(undefined, 'Password changed. Please log in again.'))
      .executeTest(async (server) => {
        const { body } = await clientFor(server.url, { token: TOKEN }).auth.changePassword({
          body: change,
        });
        expect(body.msg).toBe('Password changed. Please log in again.');
      });
  });

  it('POST /user/changepassword refuses a wrong old password', () => {
    const change = {
      old_password: 'not the password',
      new_password: NEW_PASSWORD,
      password_again: NEW_PASSWORD,
    };
    return pact
      .interaction(
        LOGGED_IN,
        'a password change with a wrong old password',
        'POST',
        '/prod-api/user/changepassword',
        (request) => request.jsonBody(change),
      )
      .willRespondWith(200, envelope(0, 'The current password is incorrect.'))
      .executeTest(async (server) => {
        const error = await refusalOf(
          clientFor(server.url, { token: TOKEN }).auth.changePassword({ body: change }),
        );
        expect(error.kind).toBe('refused');
      });
  });
});

describe('captcha', () => {
  it('GET /v2/common/captcha answers an image, its uuid and the question as text', () =>
    pact
      .interaction(
        state('nobody is logged in'),
        'a request for a captcha in English',
        'GET',
        '/prod-api/v2/common/captcha',
        (request) => request.headers({ lang: 'en' }),
      )
      .willRespondWith(
        200,
        success({
          uuid: string('0d9f6a52-3c0e-4c36-9d5c-6c2f1f0d2b7e'),
          img: regex(
            '^data:image/[a-z+.-]+;base64,[A-Za-z0-9+/=]+$',
            'data:image/svg+xml;base64,PHN2Zy8+',
          ),
          question: string('What is 3 plus 4? Type the answer in digits.'),
        }),
      )
      .executeTest(async (server) => {
        const captcha = responseData(await clientFor(server.url).training.captcha());
        expect(captcha.img).toMatch(/^data:image\//);
        expect(captcha.question).toContain('3 plus 4');
        expect(captcha.uuid).not.toBe('');
      }));
});
