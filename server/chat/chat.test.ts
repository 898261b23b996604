import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { chatMessages, siteSettings, users } from '../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import { openTestDatabase } from '../db/testing';
import { CHAT_MESSAGE_MAX, CHAT_SEND_LIMIT, chatMessagesSince, checkMessage } from './messages';
import { CHAT_MESSAGES_PATH, CHAT_PATH } from './routes';

interface Answer<D = unknown> {
  code: number;
  msg: string;
  data?: D;
}
interface Message {
  id: number;
  body: string;
  created_at: string;
}

let database: Database;
let app: Awaited<ReturnType<typeof createApp>>;
let ms = Date.UTC(2026, 10, 23, 9, 0, 0);
const now = () => new Date(ms);

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createApp({ db: database.db, accounts: { now } });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function logIn(username: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/prod-api/v2/user/login',
    payload: { username, password: DEMO_PASSWORD, logIp: 0 },
  });
  const token = res.json<Answer<{ token: string }>>().data?.token;
  if (!token) throw new Error(res.body);
  return token;
}

const answer = <D>(res: LightMyRequestResponse) => res.json<Answer<D>>();

function send(body: unknown, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: CHAT_MESSAGES_PATH, headers, payload: { body } });
}

function list(headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: CHAT_MESSAGES_PATH, headers });
}

describe('the chat page', () => {
  it('is in the language of its address, right to left in Arabic, with a strict policy', async () => {
    const res = await app.inject({ method: 'GET', url: `${CHAT_PATH}?lang=ara` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('<label for="chat-body">رسالتك</label>');
    expect(res.body).toContain('role="status"');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe');
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const english = await app.inject({ method: 'GET', url: `${CHAT_PATH}?lang=nonsense` });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('Your message');
  });

  it('serves its script and style from this origin, with their types and nosniff', async () => {
    const page = await app.inject({ method: 'GET', url: CHAT_PATH });
    const script = /<script src="([^"]+)"/.exec(page.body)?.[1];
    const style = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)?.[1];
    expect(script).toMatch(/^\/chat\/chat-page\.[0-9a-f]{12}\.js$/);
    expect(style).toMatch(/^\/chat\/chat-page\.[0-9a-f]{12}\.css$/);
    const js = await app.inject({ method: 'GET', url: script! });
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect(js.body).toContain("getItem('token')");
    const css = await app.inject({ method: 'GET', url: style! });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('is the chat address of the seeded layout', async () => {
    const [row] = await database.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'chat_url'));
    expect(row?.value.en).toBe(CHAT_PATH);
  });
});

describe('chat messages', () => {
  it('are stored for the partner and listed back to that partner only, oldest first', async () => {
    const [first, second] = DEMO_ACCOUNTS;
    const token = await logIn(first!.username);
    const other = await logIn(second!.username);

    const sent = await send('  Hello, <b>head office</b> & team\r\nsecond line  ', {
      token,
      lang: 'fra',
    });
    expect(answer<Message>(sent)).toMatchObject({
      code: 1,
      msg: 'Votre message a été envoyé.',
      data: { body: 'Hello, <b>head office</b> & team\nsecond line' },
    });
    ms += 1000;
    await send('A second question', { token });

    const mine = answer<{ messages: Message[] }>(await list({ token }));
    expect(mine.code).toBe(1);
    expect(mine.data?.messages.map((m) => m.body)).toEqual([
      'Hello, <b>head office</b> & team\nsecond line',
      'A second question',
    ]);
    expect(mine.data?.messages[0]?.created_at).toBe(new Date(ms - 1000).toISOString());
    expect(answer<{ messages: Message[] }>(await list({ token: other })).data).toEqual({
      messages: [],
    });

    // Head office reads them with who wrote them and in which language.
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.username, first!.username));
    const read = await chatMessagesSince(database.db, new Date(ms - 60_000));
    expect(read).toEqual([
      expect.objectContaining({ userId: user!.id, username: first!.username, lang: 'fra' }),
      expect.objectContaining({ body: 'A second question', lang: 'en' }),
    ]);
  });

  it('refuses empty, blank, missing and oversized messages in the caller language', async () => {
    const token = await logIn(DEMO_ACCOUNTS[2]!.username);
    for (const body of ['', ' \n\t ', undefined, 42]) {
      expect(answer(await send(body, { token }))).toEqual({
        code: 0,
        msg: 'Please write a message before you send it.',
      });
    }
    expect(answer(await send('', { token, lang: 'ru' })).msg).toBe(
      'Пожалуйста, напишите сообщение перед отправкой.',
    );
    expect(answer(await send('x'.repeat(CHAT_MESSAGE_MAX + 1), { token, lang: 'spa' }))).toEqual({
      code: 0,
      msg: `El mensaje es demasiado largo (máximo: ${CHAT_MESSAGE_MAX} caracteres).`,
    });
    expect(answer(await send('bell \u0007', { token })).msg).toBe(
      'The message contains characters that cannot be sent.',
    );
    // The longest message fits, counted in characters rather than UTF-16 units.
    const longest = '😀'.repeat(CHAT_MESSAGE_MAX);
    expect(answer(await send(longest, { token })).code).toBe(1);
    expect(answer(await send(`${longest}x`, { token })).code).toBe(0);
    const stored = await database.db.select().from(chatMessages);
    expect(stored.some((m) => m.body.trim() === '')).toBe(false);
  });

  it('refuses callers without a valid token with the session codes', async () => {
    expect(answer(await send('Hi', {}))).toEqual({
      code: 90002,
      msg: 'You are not logged in. Please log in first.',
    });
    expect(answer(await list({ token: 'not-a-token', lang: 'kor' })).code).toBe(90003);
    const token = await logIn(DEMO_ACCOUNTS[3]!.username);
    await app.inject({ method: 'POST', url: '/prod-api/user/logout', headers: { token } });
    expect(answer(await send('Hi', { token })).code).toBe(90003);
  });

  it('limits how many messages one partner sends in a minute', async () => {
    const token = await logIn(DEMO_ACCOUNTS[4]!.username);
    for (let i = 0; i < CHAT_SEND_LIMIT.max; i += 1) {
      expect(answer(await send(`Message ${i}`, { token })).code).toBe(1);
    }
    expect(answer(await send('One too many', { token }))).toEqual({
      code: 0,
      msg: 'Too many attempts. Please try again later.',
    });
    ms += CHAT_SEND_LIMIT.windowSeconds * 1000;
    expect(answer(await send('Later', { token })).code).toBe(1);
  });

  it('is stored by the database only within the length rule', async () => {
    const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
    await expect(
      database.db.insert(chatMessages).values({ userId: user!.id, body: '', lang: 'en' }),
    ).rejects.toThrow();
  });
});

describe('checkMessage', () => {
  it('keeps the text, with line breaks made plain and outer blanks trimmed', () => {
    expect(checkMessage('\r\n a\r\nb \n')).toEqual({ ok: true, body: 'a\nb' });
    expect(checkMessage('tab\tinside')).toEqual({ ok: true, body: 'tab\tinside' });
    expect(checkMessage('nul\u0000')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkMessage(null)).toEqual({ ok: false, problem: 'empty' });
  });
});
