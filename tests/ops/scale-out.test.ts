/**
 * Two server processes on one PostgreSQL, as behind a load balancer that sends each call to
 * either: whatever one process records, the other knows (sessions, the cart, rate limits,
 * captchas, e-mailed codes, avatars, download links, chat messages). Both start at the same
 * moment on an empty database, so they also show that migrations and the seed take turns.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Captcha } from '../../contract/common';
import { openDatabase, type Database } from '../../server/db/client';
import { goodsAccessories } from '../../server/db/schema/index';
import { messages } from '../../server/messages';
import { DEFAULT_RATE_LIMITS, FAILED_LOGINS_BEFORE_VERIFY } from '../../server/security/settings';
import { eventually } from '../../server/testing';
import { startCluster, type Cluster } from './postgres';
import { call, spawnServer, untilHealthy, type ServerProcess } from './server';

let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;
let database: Database;

beforeAll(async () => {
  cluster = await startCluster();
  const env = { DATABASE_URL: cluster.url(), DATABASE_POOL_SIZE: '4' };
  [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  await Promise.all([untilHealthy(a), untilHealthy(b)]);
  database = await openDatabase({ url: cluster.url(), poolSize: 2 });
});

afterAll(async () => {
  await database?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await cluster?.destroy();
});

const DEMO = { username: 'demo.dpp@example.com', password: 'DemoPartner2026' };
const PASSWORD = 'Lantern-Quay-8305';
const en = messages('en');

/** Alternates between the two processes, as a round-robin balancer would. */
const either = (i: number) => (i % 2 === 0 ? a : b);

async function logIn(server: ServerProcess, username = DEMO.username, password = DEMO.password) {
  const login = await call<{ token: string }>(server, 'POST', '/prod-api/v2/user/login', {
    json: { username, password },
  });
  expect(login.body).toMatchObject({ code: 1 });
  return login.body?.data?.token ?? '';
}

/** The latest code e-mailed to an address, read through one server's development mailbox. */
async function mailedCode(server: ServerProcess, to: string): Promise<string> {
  const response = await fetch(`${server.base}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const { messages: mail } = (await response.json()) as { messages: { code: string | null }[] };
  const code = mail[0]?.code;
  if (!code) throw new Error(`no code was mailed to ${to}`);
  return code;
}

it('both processes started together on one empty database and serve', async () => {
  expect(a.alive() && b.alive()).toBe(true);
  for (const server of [a, b]) {
    expect((await call(server, 'GET', '/healthz')).status).toBe(200);
  }
  expect(a.output()).not.toMatch(/error/i);
  expect(b.output()).not.toMatch(/error/i);
});

describe('what one process records, the other knows', () => {
  it('a session begun on A works on B, and ending it on B ends it on A', async () => {
    const token = await logIn(a);
    expect((await call(b, 'GET', '/prod-api/user/home', { token })).body).toMatchObject({
      code: 1,
    });
    expect((await call(b, 'POST', '/prod-api/user/logout', { token })).body).toMatchObject({
      code: 1,
    });
    const after = await call(a, 'GET', '/prod-api/user/home', { token });
    expect(after.body?.code).toBe(90003);
  });

  it('the cart filled on A is the cart listed on B', async () => {
    const token = await logIn(b);
    const [pair] = await database.db
      .select()
      .from(goodsAccessories)
      .orderBy(asc(goodsAccessories.goodsId))
      .limit(1);
    const goodsId = pair?.goodsId ?? 0;
    const added = await call(a, 'POST', '/prod-api/user/cartcreate', {
      token,
      json: { goods_id: goodsId, quantity: 2 },
    });
    expect(added.body).toMatchObject({ code: 1 });
    const listed = await call<{ goods_id: number; quantity: number }[]>(
      b,
      'GET',
      '/prod-api/user/cartlist',
      { token },
    );
    expect(listed.body?.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ goods_id: goodsId, quantity: 2 })]),
    );
    const countA = await call(a, 'GET', '/prod-api/user/cartcount', { token });
    const countB = await call(b, 'GET', '/prod-api/user/cartcount', { token });
    expect(countA.body?.data).toEqual(countB.body?.data);
  });

  it('a code e-mailed by A signs up on B; wrong passwords on both add up to the code on A', async () => {
    const username = `scale.${Date.now()}@example.com`;
    expect(
      (await call(a, 'POST', '/prod-api/user/sendcode', { json: { username } })).body,
    ).toMatchObject({ code: 1 });
    const registered = await call(b, 'POST', '/prod-api/user/register', {
      json: {
        realname: 'Ana Souza',
        company: 'Rede Exemplo Ltda.',
        username,
        country: 'BR',
        telephone: '+55 11 91234 5678',
        website: 'https://rede.example.com',
        address: 'Av. Paulista 1000, São Paulo',
        password: PASSWORD,
        password_again: PASSWORD,
        code: await mailedCode(a, username),
      },
    });
    expect(registered.body).toMatchObject({ code: 1 });

    for (let i = 0; i < FAILED_LOGINS_BEFORE_VERIFY; i += 1) {
      const wrong = await call(either(i), 'POST', '/prod-api/v2/user/login', {
        json: { username, password: `${PASSWORD}-wrong` },
      });
      expect(wrong.body?.code).toBe(0);
    }
    // Counted over both processes: now even the right password needs the e-mailed code.
    const right = await call(
      either(FAILED_LOGINS_BEFORE_VERIFY),
      'POST',
      '/prod-api/v2/user/login',
      {
        json: { username, password: PASSWORD },
      },
    );
    expect(right.body).toMatchObject({ code: 0, data: { needVerify: true } });

    const verifyCode = await mailedCode(b, username);
    const verified = await call<{ token: string }>(a, 'POST', '/prod-api/v2/user/login', {
      json: { username, password: PASSWORD, verifyCode },
    });
    expect(verified.body).toMatchObject({ code: 1 });
  });

  it('a per-IP limit counts the calls to both processes', async () => {
    const { max } = DEFAULT_RATE_LIMITS.checkEmailPerIp;
    for (let i = 0; i < max; i += 1) {
      const answer = await call(either(i), 'POST', '/prod-api/user/checkemail', {
        json: { username: `free.${i}@example.com` },
      });
      expect(answer.body?.msg).not.toBe(en.tooManyRequests());
    }
    for (const server of [a, b]) {
      const refused = await call(server, 'POST', '/prod-api/user/checkemail', {
        json: { username: 'one.more@example.com' },
      });
      expect(refused.body).toMatchObject({ code: 0, msg: en.tooManyRequests() });
    }
  });

  it('a captcha drawn by A is checked by B, once', async () => {
    const drawn = await call<Captcha & { question: string }>(
      a,
      'GET',
      '/prod-api/v2/common/captcha',
    );
    const [, x, op, y] = /(\d+) (plus|minus) (\d+)/.exec(drawn.body?.data?.question ?? '') ?? [];
    const captcha = String(op === 'plus' ? Number(x) + Number(y) : Number(x) - Number(y));
    const form = { uuid: drawn.body?.data?.uuid, captcha, number: 'DCNP-RS-2025-010233' };
    const checked = await call(b, 'POST', '/prod-api/certificate/verify', { json: form });
    expect(checked.body).toMatchObject({ code: 1 });
    const replayed = await call(a, 'POST', '/prod-api/certificate/verify', { json: form });
    expect(replayed.body).toMatchObject({ code: 0, msg: en.captchaWrong() });
  });

  it('an avatar uploaded to A is served by B', async () => {
    const token = await logIn(a);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const body = new FormData();
    body.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${a.base}/prod-api/user/uploadhead`, {
      method: 'POST',
      headers: { token, lang: 'en' },
      body,
    });
    const answer = (await uploaded.json()) as { code: number; data?: { avatar: string } };
    expect(answer.code).toBe(1);
    const image = await fetch(`${b.base}${answer.data?.avatar ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
  });

  it('a download link signed by A is honoured by B', async () => {
    const link = await call<{ url: string }>(a, 'POST', '/prod-api/checkdownload', {
      json: { id: 1 },
    });
    expect(link.body?.code).toBe(1);
    const file = await fetch(`${b.base}${link.body?.data?.url ?? ''}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('a chat message sent through A is listed by B', async () => {
    const token = await logIn(b);
    const text = `Sent through A at ${Date.now()}`;
    const sent = await call(a, 'POST', '/chat/messages', { token, json: { body: text } });
    expect(sent.body).toMatchObject({ code: 1 });
    const listed = await call<{ body: string }[]>(b, 'GET', '/chat/messages', { token });
    expect(JSON.stringify(listed.body?.data)).toContain(text);
  });
});

describe('public content kept in memory (docs/content.md)', () => {
  const siteName = async (server: ServerProcess, lang = 'en') =>
    (await call<{ sysConifg: { site_name: string } }>(server, 'GET', '/prod-api/layout', { lang }))
      .body?.data?.sysConifg.site_name;

  /** Reads the site name from a process until it says `expected`, for at most two seconds. */
  async function untilSiteName(server: ServerProcess, expected: string): Promise<string> {
    const deadline = Date.now() + 2_000;
    let seen = await siteName(server);
    while (seen !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await siteName(server);
    }
    return seen ?? '';
  }

  it("shows head office's change made through one process in the other at once", async () => {
    // Both processes answer (and keep) the layout first.
    const before = await siteName(b);
    expect(await siteName(a)).toBe(before);
    const token = await logIn(a, 'demo.backoffice@example.com');
    const saved = await call(a, 'POST', '/prod-api/backoffice/settings/save', {
      token,
      json: { site_name: { en: 'Partner portal, renamed on A' } },
    });
    expect(saved.body).toMatchObject({ code: 1 });
    expect(await untilSiteName(b, 'Partner portal, renamed on A')).toBe(
      'Partner portal, renamed on A',
    );
    expect(await siteName(a)).toBe('Partner portal, renamed on A');
  });
});

describe('sessions and order lists kept in memory (docs/server.md)', () => {
  type Listed = { list: { id: number; step: number; customer_name: string }[] };
  const firstAtBasic = async (server: ServerProcess, token: string) =>
    (await call<Listed>(server, 'GET', '/prod-api/user/orderlist?step=2', { token })).body?.data
      ?.list[0];
  const orderById = async (server: ServerProcess, token: string, id: number) =>
    (
      await call<Listed>(server, 'GET', '/prod-api/user/orderlist?limit=50', { token })
    ).body?.data?.list.find((order) => order.id === id);

  it("shows a partner's step made through one process in the other's order list", async () => {
    const token = await logIn(a);
    const order = await firstAtBasic(a, token);
    if (!order) throw new Error('the demo partner has no order at step 2');
    // Both processes answer (and keep) the list first.
    expect(await orderById(a, token, order.id)).toMatchObject({ step: 2 });
    expect(await orderById(b, token, order.id)).toMatchObject({ step: 2 });
    const submitted = await call(a, 'POST', '/prod-api/user/uploadorder', {
      token,
      json: { id: order.id, step: 2, customer_name: 'Changed through A' },
    });
    expect(submitted.body).toMatchObject({ code: 1 });
    const seenOnB = await eventually(
      () => orderById(b, token, order.id),
      (seen) => seen?.step === 3,
    );
    expect(seenOnB).toMatchObject({ step: 3, customer_name: 'Changed through A' });
    expect(
      await eventually(
        () => orderById(a, token, order.id),
        (seen) => seen?.step === 3,
      ),
    ).toMatchObject({ step: 3 });
  });

  it('refuses in one process a token logged out through the other', async () => {
    const token = await logIn(a);
    for (const server of [a, b]) {
      expect((await call(server, 'GET', '/prod-api/user/home', { token })).body?.code).toBe(1);
    }
    expect((await call(a, 'POST', '/prod-api/user/logout', { token })).body).toMatchObject({
      code: 1,
    });
    const onB = await eventually(
      async () => (await call(b, 'GET', '/prod-api/user/home', { token })).body?.code,
      (code) => code !== 1,
    );
    expect(onB).toBe(90003);
  });
});
