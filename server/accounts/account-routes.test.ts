import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import { avatars, users } from '../db/schema/index';
import type { UserHome } from '../../contract/account';
import type { UserInfo } from '../../contract/auth';
import { formatDateTime } from '../plugins/auth';
import { storeAvatar } from './account';
import { approvedQuotation } from '../orders/testing';
import { addEndUser, directProjectPartner, registerProject } from '../projects/testing';
import { isTelephoneValid } from '../security/phone';
import {
  createUser,
  latestCode,
  logIn,
  signedIn,
  useTestApp,
  uniqueEmail,
  uploadParts,
  type Answer,
  type Part,
} from '../testing';

const h = useTestApp();

const PASSWORD = 'correct horse 1';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(parts: Part[], token?: string, lang?: string) {
  const res = await uploadParts<{ avatar: string }>(h, '/user/uploadhead', parts, { token, lang });
  return { status: res.status, body: res.body };
}

async function newUserToken(): Promise<string> {
  const username = uniqueEmail('account');
  await createUser(h, username, PASSWORD);
  return logIn(h, username, PASSWORD);
}

describe('GET /user/home', () => {
  it('answers the stored user and the counts of its own records, not of other partners', async () => {
    const home = async (token: string) =>
      (await h.get<{ userinfo: Record<string, unknown>; stats: object }>('/user/home', { token }))
        .body;
    const partner = await directProjectPartner(h);
    const other = await directProjectPartner(h, 'Other Partner');
    expect((await home(partner.token)).data?.stats).toEqual({
      projects: 0,
      quotations: 0,
      orders: 0,
      end_users: 0,
      drafts: 0,
    });
    // A project brings its end user and quotation; a second end user; an order from an
    // approved quotation of its own; a draft in the drafts box.
    await registerProject(h, partner.token);
    await addEndUser(h, partner.token, 'Puerto de Valencia');
    const approved = await approvedQuotation(h.database.db, partner.id, h.clock.now());
    const order = await h.post(
      '/user/createorder',
      { quotation_id: approved },
      { token: partner.token },
    );
    expect(order.body.code).toBe(1);
    const draft = { type: 'quotation', content: { items: [] } };
    expect(
      (await h.post('/v2/user/saveDraftBoxData', draft, { token: partner.token })).body.code,
    ).toBe(1);
    await addEndUser(h, other.token);

    const body = await home(partner.token);
    expect(body.code).toBe(1);
    expect(body.data?.userinfo).toMatchObject({ partner_type: 'DC-DPP', realname: 'Lucía García' });
    // Its first session: there is no previous login to show.
    expect(body.data?.userinfo.last_login_time).toBeNull();
    expect(body.data?.stats).toEqual({
      projects: 1,
      quotations: 2,
      orders: 1,
      end_users: 2,
      drafts: 1,
    });
  });

  it('tells the login before this session, as the login itself answered it', async () => {
    const username = uniqueEmail('account');
    await createUser(h, username, PASSWORD);
    const login = async () =>
      (
        await h.post<UserInfo & { token: string }>('/v2/user/login', {
          username,
          password: PASSWORD,
          logIp: 0,
        })
      ).body.data!;
    const previous = async (token: string) =>
      (await h.get<UserHome>('/user/home', { token })).body.data?.userinfo.last_login_time;
    const first = await login();
    expect(first.last_login_time).toBeNull();
    expect(await previous(first.token)).toBeNull();
    const firstAt = formatDateTime(h.clock.now());

    h.clock.advance(3600);
    const second = await login();
    expect(second.last_login_time).toBe(firstAt);
    expect(await previous(second.token)).toBe(firstAt);
    // It is the account's: a session still open from the first login reads the same.
    expect(await previous(first.token)).toBe(firstAt);
  });

  it('answers 90002, 90003 and 90004 in the language of the call', async () => {
    expect((await h.get('/user/home', { lang: 'ara' })).body).toEqual({
      code: 90002,
      msg: 'لم تسجّل الدخول. يُرجى تسجيل الدخول أولًا.',
    });
    expect((await h.get('/user/home', { token: 'x'.repeat(43) })).body.code).toBe(90003);
    const token = await newUserToken();
    h.clock.advance(12 * 3600);
    expect((await h.get('/user/home', { token, lang: 'vie' })).body).toEqual({
      code: 90004,
      msg: 'Phiên của bạn đã hết hạn. Vui lòng đăng nhập lại.',
    });
  });
});

describe('POST /user/uploadhead', () => {
  it('stores an image and serves it under the answered URL', async () => {
    const token = await newUserToken();
    const { status, body } = await upload(
      [{ name: 'file', filename: 'me.png', type: 'image/png', data: PNG }],
      token,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 1, msg: 'Upload successful' });
    const avatar = body.data?.avatar ?? '';
    expect(avatar).toMatch(/^\/prod-api\/user\/avatar\/[0-9a-f]{32}$/);
    const image = await h.app.inject({ method: 'GET', url: avatar });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const home = await h.get<{ userinfo: { avatar: string } }>('/user/home', { token });
    expect(home.body.data?.userinfo.avatar).toBe(avatar);
    // A new upload replaces the old image.
    const again = await upload(
      [{ name: 'file', filename: 'me2.png', type: 'image/png', data: PNG }],
      token,
    );
    expect((await h.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    expect(again.body.data?.avatar).not.toBe(avatar);
  });

  it('refuses a file over 500 kB with code 0 and a clear message', async () => {
    const token = await newUserToken();
    const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
    const { status, body } = await upload(
      [{ name: 'file', filename: 'big.png', type: 'image/png', data: big }],
      token,
      'pt',
    );
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'O arquivo é maior que 500 kB.' });
  });

  it('refuses a file that is not an image whatever its name, and other types', async () => {
    const token = await newUserToken();
    const fake = await upload(
      [{ name: 'file', filename: 'fake.png', type: 'image/png', data: '<svg onload="x()"/>' }],
      token,
    );
    expect(fake.body).toEqual({ code: 0, msg: 'Please choose a JPEG, PNG, GIF or WebP image.' });
    const pdf = await upload(
      [{ name: 'file', filename: 'a.pdf', type: 'application/pdf', data: '%PDF-1.4' }],
      token,
    );
    expect(pdf.body.code).toBe(0);
    const missing = await upload([{ name: 'other', data: 'text' }], token);
    expect(missing.body.code).toBe(0);
  });

  it('answers 90002 without a token, before reading the file', async () => {
    const { body } = await upload([
      { name: 'file', filename: 'me.png', type: 'image/png', data: PNG },
    ]);
    expect(body.code).toBe(90002);
  });

  it('answers 404 in the envelope for an unknown avatar key', async () => {
    for (const url of ['/prod-api/user/avatar/' + '0'.repeat(32), '/prod-api/user/avatar/..%2f']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json<Answer>().code).toBe(0);
    }
  });
});

describe('POST /user/edituserinfo', () => {
  const profile = {
    realname: 'Nguyễn Thị Mai',
    company: 'Mạng Ví Dụ JSC',
    country: 'VN',
    telephone: '+84 91 234 56 78',
    website: 'https://mang.example.vn',
    address: 'Hà Nội',
  };

  it('saves the profile and answers the user as stored', async () => {
    const token = await newUserToken();
    const { body } = await h.post<Record<string, unknown>>('/user/edituserinfo', profile, {
      token,
    });
    expect(body).toMatchObject({ code: 1, msg: 'Your profile has been saved.', data: profile });
    const home = await h.get<{ userinfo: Record<string, unknown> }>('/user/home', { token });
    expect(home.body.data?.userinfo).toMatchObject(profile);
  });

  it('refuses an invalid telephone, an unknown country, missing fields and no token', async () => {
    const token = await newUserToken();
    const phone = await h.post(
      '/user/edituserinfo',
      { ...profile, telephone: '+84 12 3456 789' },
      { token },
    );
    expect(phone.body.code).toBe(0);
    const country = await h.post('/user/edituserinfo', { ...profile, country: 'ZZ' }, { token });
    expect(country.body.msg).toBe('Please choose a country from the list.');
    const missing: Partial<typeof profile> = { ...profile };
    delete missing.realname;
    expect((await h.post('/user/edituserinfo', missing, { token })).body.code).toBe(0);
    expect((await h.post('/user/edituserinfo', profile)).body.code).toBe(90002);
    const home = await h.get<{ userinfo: { realname: string } }>('/user/home', { token });
    expect(home.body.data?.userinfo.realname).toBe('Test User');
  });

  it('keeps profile fields to sensible lengths, one line each, and a website to http(s)', async () => {
    const token = await newUserToken();
    const refusal = async (changes: Partial<typeof profile>, lang = 'en') =>
      (await h.post('/user/edituserinfo', { ...profile, ...changes }, { token, lang })).body;
    expect(await refusal({ website: 'www.example.vn' })).toEqual({
      code: 0,
      msg: '“Website” is not filled in correctly.',
    });
    for (const website of [
      'javascript:alert(1)',
      'ftp://mang.example.vn',
      'https://',
      'http://a b.vn',
    ]) {
      expect((await refusal({ website })).code, website).toBe(0);
    }
    expect(await refusal({ realname: 'N'.repeat(101) }, 'fra')).toEqual({
      code: 0,
      msg: 'Le champ « Nom » peut contenir au plus 100 caractères.',
    });
    expect((await refusal({ company: 'C'.repeat(201) })).msg).toBe(
      '“Company” may have at most 200 characters.',
    );
    expect((await refusal({ address: 'A'.repeat(501) })).msg).toBe(
      '“Address” may have at most 500 characters.',
    );
    expect((await refusal({ realname: 'Mai\nHacker' })).msg).toBe(
      '“Name” is not filled in correctly.',
    );
    expect((await refusal({ telephone: '+84 91 234 56 78 ext. 9' })).msg).toBe(
      '“Telephone” is not filled in correctly.',
    );
    // Nothing was saved; the longest allowed values and an empty website are.
    const longest = {
      ...profile,
      realname: 'N'.repeat(100),
      company: 'C'.repeat(200),
      website: '',
      address: 'A'.repeat(500),
    };
    const saved = await h.post<Record<string, unknown>>('/user/edituserinfo', longest, { token });
    expect(saved.body).toMatchObject({ code: 1, data: longest });
  });
});

describe('GET /getRouters', () => {
  it('answers the personal routes titled in the language of the call', async () => {
    const token = await newUserToken();
    const { body } = await h.get<
      { path: string; children: { path: string; hidden: boolean; meta: { title: string } }[] }[]
    >('/getRouters', { token, lang: 'ru' });
    expect(body.code).toBe(1);
    const personal = body.data?.[0];
    expect(personal?.path).toBe('/personal');
    expect(personal?.children.map((c) => c.path)).toContain('quotation');
    expect(personal?.children.find((c) => c.path === 'order')?.meta.title).toBe('Заказы');
    expect(personal?.children.find((c) => c.path === 'grades')?.hidden).toBe(true);
    expect((await h.get('/getRouters')).body.code).toBe(90002);
  });
});

describe('GET /getRouters for each kind of user', () => {
  interface Entry {
    path: string;
    component?: string;
    hidden: boolean;
    meta: { title: string };
    children?: Entry[];
  }

  /** A user with these roles and permissions, logged in. */
  async function tokenOf(roles: string[], permissions: string[]) {
    return (await signedIn(h, { roles, permissions })).token;
  }

  /** The personal area's screens as the web app opens them: full paths, hidden ones marked. */
  async function screensOf(token: string, lang = 'en') {
    const { body } = await h.get<Entry[]>('/getRouters', { token, lang });
    expect(body.code).toBe(1);
    const [personal] = body.data ?? [];
    return (personal?.children ?? []).map((entry) => ({
      path: `/personal${entry.path ? `/${entry.path}` : ''}`,
      component: entry.component,
      hidden: entry.hidden,
      title: entry.meta.title,
    }));
  }

  const FORMS = [
    '/personal/partner/distribution',
    '/personal/partner/project',
    '/personal/partner/service',
    '/personal/partner/direct',
  ];
  const pathsOf = (screens: { path: string }[]) => screens.map((screen) => screen.path);

  it('give a direct project partner the projects and the project partner form', async () => {
    const screens = await screensOf(
      await tokenOf(['partner', 'DC-DPP'], ['project:register']),
      'spa',
    );
    expect(screens.filter((screen) => !screen.hidden).map((screen) => screen.title)).toEqual([
      'Área personal',
      'Cotizaciones',
      'Pedidos',
      'Proyectos',
      'Usuarios finales',
      'Membresía DCNet',
      'Formación',
      'Exámenes',
      'Borradores',
    ]);
    expect(screens).toContainEqual({
      path: '/personal/project/detail',
      component: 'personal/project/detail',
      hidden: true,
      title: 'Detalle del proyecto',
    });
    expect(pathsOf(screens).filter((path) => FORMS.includes(path))).toEqual([
      '/personal/partner/project',
    ]);
  });

  it('give an authorized project partner its projects to read, and the project partner form', async () => {
    const paths = pathsOf(await screensOf(await tokenOf(['partner', 'DC-APP'], [])));
    expect(paths).toEqual(
      expect.arrayContaining(['/personal/project', '/personal/project/detail']),
    );
    expect(paths.filter((path) => FORMS.includes(path))).toEqual(['/personal/partner/project']);
  });

  it('give a service partner no projects and the service partner form', async () => {
    const paths = pathsOf(await screensOf(await tokenOf(['partner', 'DC-ASP'], ['sn:query'])));
    expect(paths).not.toContain('/personal/project');
    expect(paths).not.toContain('/personal/project/detail');
    expect(paths.filter((path) => FORMS.includes(path))).toEqual(['/personal/partner/service']);
    expect(paths).toEqual(
      expect.arrayContaining(['/personal', '/personal/quotation', '/personal/grades']),
    );
  });

  it('give a user without a tier every application form, and no projects', async () => {
    const paths = pathsOf(await screensOf(await tokenOf([], [])));
    expect(paths.filter((path) => FORMS.includes(path))).toEqual(FORMS);
    expect(paths).not.toContain('/personal/project');
  });

  it('give admin and the wildcard permission everything', async () => {
    const paths = pathsOf(await screensOf(await tokenOf(['admin'], ['*:*:*'])));
    expect(paths).toEqual(expect.arrayContaining(['/personal/project', ...FORMS]));
  });
});

describe('malformed requests', () => {
  it('never answers 5xx or a stack trace', async () => {
    const token = await newUserToken();
    const cases = [
      { url: '/prod-api/v2/user/login', payload: '{"username":', type: 'application/json' },
      { url: '/prod-api/user/register', payload: '[]', type: 'application/json' },
      { url: '/prod-api/user/sendcode', payload: 'username=a', type: 'text/plain' },
      {
        url: '/prod-api/user/edituserinfo',
        payload: JSON.stringify({
          realname: 'a\u0000b',
          company: 'c',
          country: 'CN',
          telephone: '+86 138 0013 8000',
        }),
        type: 'application/json',
      },
      {
        url: '/prod-api/v2/user/login',
        payload: JSON.stringify({ username: `${'a'.repeat(300)}@example.com`, password: 'x' }),
        type: 'application/json',
      },
    ];
    for (const c of cases) {
      const res = await h.app.inject({
        method: 'POST',
        url: c.url,
        payload: c.payload,
        headers: { 'content-type': c.type, token },
      });
      expect(res.statusCode, c.url).toBeLessThan(500);
      const body = res.json<Answer>();
      // Still the envelope, whatever went wrong.
      expect(body.code, c.url).toBe(0);
      expect(typeof body.msg, c.url).toBe('string');
      expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+|stack/i);
    }
  });
});

describe('body-less calls', () => {
  it('take an empty body whatever its content type', async () => {
    for (const type of ['application/octet-stream', 'text/plain', undefined]) {
      const token = await newUserToken();
      const res = await h.app.inject({
        method: 'POST',
        url: '/prod-api/user/logout',
        headers: { token, ...(type ? { 'content-type': type } : {}) },
      });
      expect(res.json<Answer>().code, type).toBe(1);
    }
  });
});

describe('demo accounts', () => {
  it('exist for every partner type, with telephones valid for their countries', async () => {
    expect(DEMO_ACCOUNTS.map((a) => a.tier.slice(3)).sort()).toEqual(
      ['ADP', 'DDP', 'APP', 'DPP', 'ASP', 'DSP', 'DTE', 'DEE'].sort(),
    );
    for (const account of DEMO_ACCOUNTS) {
      expect(isTelephoneValid(account.telephone, account.country), account.username).toBe(true);
    }
    const last = DEMO_ACCOUNTS.at(-1);
    expect(await logIn(h, last?.username ?? '', DEMO_PASSWORD)).toBeTruthy();
  });
});

describe('the account walk through the API', () => {
  it('signs up with the e-mailed code, logs in, changes the password, logs in again, logs out', async () => {
    const username = uniqueEmail('walk');
    expect((await h.post('/user/checkemail', { username })).body.code).toBe(1);
    expect((await h.post('/user/sendcode', { username })).body.code).toBe(1);
    const code = await latestCode(h, username);
    const signUp = await h.post('/user/register', {
      realname: 'Walk Through',
      company: 'Walk Co.',
      username,
      country: 'KR',
      telephone: '+82 10 1234 5678',
      password: PASSWORD,
      password_again: PASSWORD,
      code,
    });
    expect(signUp.body.code).toBe(1);

    const first = await logIn(h, username, PASSWORD);
    expect((await h.get('/user/home', { token: first })).body.code).toBe(1);
    const change = await h.post(
      '/user/changepassword',
      { old_password: PASSWORD, new_password: 'second secret', password_again: 'second secret' },
      { token: first },
    );
    expect(change.body.code).toBe(1);
    expect((await h.get('/user/home', { token: first })).body).toEqual({
      code: 90003,
      msg: 'Your session has ended. Please log in again.',
    });

    const second = await logIn(h, username, 'second secret');
    expect((await h.get('/user/home', { token: second })).body.code).toBe(1);
    expect((await h.post('/user/logout', undefined, { token: second })).body.code).toBe(1);
    expect((await h.get('/user/home', { token: second })).body.code).toBe(90003);
  });

  it('three wrong passwords ask for the code; the e-mailed code lets the owner in', async () => {
    const username = uniqueEmail('walk-verify');
    await createUser(h, username, PASSWORD);
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        (await h.post('/v2/user/login', { username, password: 'not it', logIp: 0 })).body,
      );
    }
    expect(answers.map((a) => a.data)).toEqual([
      { needVerify: false },
      { needVerify: false },
      { needVerify: true },
    ]);
    const verifyCode = await latestCode(h, username);
    const { body } = await h.post<{ token: string }>('/v2/user/login', {
      username,
      password: PASSWORD,
      logIp: 1,
      verifyCode,
    });
    expect(body).toMatchObject({ code: 1, msg: 'Login successful' });
    expect((await h.get('/user/home', { token: body.data?.token })).body.code).toBe(1);
  });
});

describe('avatars stored at the same moment', () => {
  it('leave the user one avatar, the one the profile names, and serve none of the others', async () => {
    const { id } = await signedIn(h);
    const urls = await Promise.all(
      Array.from({ length: 10 }, () => storeAvatar(h.database.db, id, PNG, h.clock.now())),
    );
    const rows = await h.database.db.select().from(avatars).where(eq(avatars.userId, id));
    expect(rows).toHaveLength(1);
    const [user] = await h.database.db.select().from(users).where(eq(users.id, id));
    expect(user?.avatar).toBe(`/prod-api/user/avatar/${rows[0]?.key}`);
    for (const url of urls) {
      const served = await h.app.inject({ method: 'GET', url: url ?? '' });
      expect(served.statusCode, url ?? '').toBe(url === user?.avatar ? 200 : 404);
    }
  });
});
