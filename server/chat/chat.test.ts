import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageOf } from '../../i18n/languages';
import { chatMessages, siteSettings, users } from '../db/schema/index';
import {
  createUser,
  logIn,
  startTestApp,
  uniqueEmail,
  type Answer,
  type TestApp,
} from '../testing';
import { CHAT_MESSAGE_MAX, CHAT_SEND_LIMIT, chatMessagesSince, checkMessage } from './messages';
import { renderChatPage } from './page';
import { CHAT_MESSAGES_PATH, CHAT_PATH } from './routes';

interface Message {
  id: number;
  body: string;
  created_at: string;
}

const PASSWORD = 'Chat-Pass-2026';
let h: TestApp;

beforeAll(async () => {
  h = await startTestApp();
});
afterAll(async () => {
  await h.close();
});

/** A new partner, logged in; answers the token and the address. */
async function partner(): Promise<{ token: string; username: string }> {
  const username = uniqueEmail('chat');
  await createUser(h, username, PASSWORD);
  return { token: await logIn(h, username, PASSWORD), username };
}

const answer = <D>(res: LightMyRequestResponse) => res.json<Answer<D>>();

function page(url: string) {
  return h.app.inject({ method: 'GET', url });
}

function send(body: unknown, headers: Record<string, string>) {
  return h.app.inject({ method: 'POST', url: CHAT_MESSAGES_PATH, headers, payload: { body } });
}

function list(headers: Record<string, string>) {
  return h.app.inject({ method: 'GET', url: CHAT_MESSAGES_PATH, headers });
}

describe('the chat page', () => {
  it('is in the language of its address, right to left in Arabic, with a strict policy', async () => {
    const res = await page(`${CHAT_PATH}?lang=ara`);
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

    const english = await page(`${CHAT_PATH}?lang=nonsense`);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('Your message');
  });

  it('serves its script and style from this origin, with their types and nosniff', async () => {
    const html = (await page(CHAT_PATH)).body;
    const script = /<script src="([^"]+)"/.exec(html)?.[1];
    const style = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/chat\/chat-page\.[0-9a-f]{12}\.js$/);
    expect(style).toMatch(/^\/chat\/chat-page\.[0-9a-f]{12}\.css$/);
    const js = await page(script!);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect(js.body).toContain("getItem('token')");
    const css = await page(style!);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('links the Korean web font in Korean alone, before its own style, and may load it', async () => {
    const links = {
      script: '/chat/chat-page.js',
      style: '/chat/chat-page.css',
      messages: CHAT_MESSAGES_PATH,
      fontSheets: new Map([['ko', 'assets/korean-font-1a2b.css']]),
    };
    const korean = renderChatPage(languageOf('kor'), links);
    expect(korean).toContain(
      '<link rel="stylesheet" href="/assets/korean-font-1a2b.css">\n<link rel="stylesheet" href="/chat/chat-page.css">',
    );
    for (const code of ['en', 'ara', 'vie']) {
      expect(renderChatPage(languageOf(code), links)).not.toContain('korean-font');
    }
    const csp = String((await page(`${CHAT_PATH}?lang=kor`)).headers['content-security-policy']);
    expect(csp).toContain("font-src 'self'");
  });

  it('is the chat address of the seeded layout, in every language', async () => {
    for (const lang of ['en', 'ara']) {
      const { body } = await h.get<{ sysConifg: { chat_url: string } }>('/layout', { lang });
      expect(body.data?.sysConifg.chat_url).toBe(CHAT_PATH);
    }
  });

  it('is left out of the layout when the stored address could leave the site', async () => {
    const layoutChat = async () =>
      (await h.get<{ sysConifg: { chat_url: string } }>('/layout')).body.data?.sysConifg.chat_url;
    const chatSetting = eq(siteSettings.key, 'chat_url');
    const store = (address: string) =>
      h.database.db
        .update(siteSettings)
        .set({ value: { en: address } })
        .where(chatSetting);
    try {
      for (const address of ['javascript:alert(1)', '//evil.example/', '/\\evil.example/']) {
        await store(address);
        expect(await layoutChat(), address).toBe('');
      }
      await store('https://chat.example.org/portal');
      expect(await layoutChat()).toBe('https://chat.example.org/portal');
    } finally {
      await store(CHAT_PATH);
    }
  });
});

describe('chat messages', () => {
  it('are stored for the partner and listed back to that partner only, oldest first', async () => {
    const { token, username } = await partner();
    const other = await partner();
    const since = h.clock.now();

    const sent = await send('  Hello, <b>head office</b> & team\r\nsecond line  ', {
      token,
      lang: 'fra',
    });
    expect(answer<Message>(sent)).toMatchObject({
      code: 1,
      msg: 'Votre message a été envoyé.',
      data: { body: 'Hello, <b>head office</b> & team\nsecond line' },
    });
    h.clock.advance(1);
    await send('A second question', { token });

    const mine = answer<{ messages: Message[] }>(await list({ token }));
    expect(mine.code).toBe(1);
    expect(mine.data?.messages.map((m) => m.body)).toEqual([
      'Hello, <b>head office</b> & team\nsecond line',
      'A second question',
    ]);
    expect(mine.data?.messages[1]?.created_at).toBe(h.clock.now().toISOString());
    expect(answer(await list({ token: other.token })).data).toEqual({ messages: [] });

    // Head office reads them with who wrote them and in which language.
    const [user] = await h.database.db.select().from(users).where(eq(users.username, username));
    expect(await chatMessagesSince(h.database.db, since)).toEqual([
      expect.objectContaining({ userId: user!.id, username, lang: 'fra' }),
      expect.objectContaining({ body: 'A second question', lang: 'en' }),
    ]);
  });

  it('refuses empty, blank, missing and oversized messages in the caller language', async () => {
    const { token } = await partner();
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
    const stored = await h.database.db.select().from(chatMessages);
    expect(stored.some((m) => m.body.trim() === '')).toBe(false);
  });

  it('refuses callers without a valid token with the session codes', async () => {
    expect(answer(await send('Hi', {}))).toEqual({
      code: 90002,
      msg: 'You are not logged in. Please log in first.',
    });
    expect(answer(await list({ token: 'not-a-token', lang: 'kor' })).code).toBe(90003);
    const { token } = await partner();
    await h.post('/user/logout', undefined, { token });
    expect(answer(await send('Hi', { token })).code).toBe(90003);
  });

  it('limits how many messages one partner sends in a minute', async () => {
    const { token } = await partner();
    for (let i = 0; i < CHAT_SEND_LIMIT.max; i += 1) {
      expect(answer(await send(`Message ${i}`, { token })).code).toBe(1);
    }
    expect(answer(await send('One too many', { token }))).toEqual({
      code: 0,
      msg: 'Too many attempts. Please try again later.',
    });
    h.clock.advance(CHAT_SEND_LIMIT.windowSeconds);
    expect(answer(await send('Later', { token })).code).toBe(1);
  });

  it('is stored by the database only within the length rule', async () => {
    const [user] = await h.database.db.select({ id: users.id }).from(users).limit(1);
    await expect(
      h.database.db
        .insert(chatMessages)
        .values({ userId: user!.id, body: '', lang: 'en', createdAt: h.clock.now() }),
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
