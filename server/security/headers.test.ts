import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { CHAT_PAGE_CSP } from '../chat/routes';
import type { Database } from '../db/client';
import { siteSettings, users } from '../db/schema/index';
import { openTestDatabase } from '../db/testing';
import { MAILBOX_CSP } from '../mail/dev-mailbox';
import { API_CSP, frameSourceOf, HSTS, webAppCsp } from './headers';
import { toastStylesheet } from './library-styles';
import { hashPassword } from './passwords';
import { suiteClock } from '../testing-clock';

const PASSWORD = 'Headers-Test-2026';
let database: Database;
let app: Awaited<ReturnType<typeof createApp>>;
/** The same server behind a trusted proxy on loopback. */
let proxied: Awaited<ReturnType<typeof createApp>>;
let webRoot: string;

beforeAll(async () => {
  database = await openTestDatabase();
  webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>',
  );
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'export {};\n');
  writeFileSync(join(webRoot, 'assets', 'app.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(
    join(webRoot, '.vite', 'manifest.json'),
    '{"src/main.tsx":{"file":"assets/app.js","src":"src/main.tsx"}}',
  );
  app = await createApp({ db: database.db, now: suiteClock, webRoot });
  proxied = await createApp({ db: database.db, now: suiteClock, webRoot, trustProxy: '127.0.0.1' });
  await database.db.insert(users).values({
    username: 'headers@example.org',
    passwordHash: await hashPassword(PASSWORD),
    realname: 'Header Tester',
    company: 'Test Company',
    country: 'CN',
    telephone: '+86 138 0013 8000',
    createdAt: suiteClock(),
    passwordChangedAt: suiteClock(),
  });
});
afterAll(async () => {
  await proxied.close();
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function logIn(): Promise<{ token: string; headers: Record<string, unknown> }> {
  const res = await app.inject({
    method: 'POST',
    url: '/prod-api/v2/user/login',
    payload: { username: 'headers@example.org', password: PASSWORD, logIp: 0 },
  });
  return { token: res.json<{ data: { token: string } }>().data.token, headers: res.headers };
}

describe('every answer', () => {
  it('says nosniff and keeps the referrer on this site', async () => {
    for (const url of ['/prod-api/layout', '/index', '/chat/', '/prod-api/nothing-here']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
    }
  });

  it('asks for TLS next time only when it came over TLS, as a trusted proxy says', async () => {
    const plain = await app.inject({ method: 'GET', url: '/prod-api/layout' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = { 'x-forwarded-proto': 'https' };
    const behindProxy = await proxied.inject({
      method: 'GET',
      url: '/index',
      headers: https,
      remoteAddress: '127.0.0.1',
    });
    expect(behindProxy.headers['strict-transport-security']).toBe(HSTS);
    // Anyone else claiming TLS is not believed.
    const claimed = await app.inject({ method: 'GET', url: '/index', headers: https });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const stranger = await proxied.inject({
      method: 'GET',
      url: '/index',
      headers: https,
      remoteAddress: '203.0.113.9',
    });
    expect(stranger.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('API answers', () => {
  it('are never stored: the login with its token, the user home, public data alike', async () => {
    const login = await logIn();
    expect(login.headers['cache-control']).toBe('no-store');
    const home = await app.inject({
      method: 'GET',
      url: '/prod-api/user/home',
      headers: { token: login.token },
    });
    expect(home.json<{ code: number }>().code).toBe(1);
    expect(home.headers['cache-control']).toBe('no-store');
    const signUp = await app.inject({
      method: 'POST',
      url: '/prod-api/user/register',
      payload: {},
    });
    expect(signUp.headers['cache-control']).toBe('no-store');
    for (const url of ['/prod-api/layout', '/prod-api/user/home', '/prod-api/nothing-here']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['content-security-policy'], url).toBe(API_CSP);
    }
  });
});

describe('the web app page', () => {
  const setChat = async (value: (Record<string, string> & { en: string }) | null) => {
    await database.db.delete(siteSettings).where(eq(siteSettings.key, 'chat_url'));
    if (value) await database.db.insert(siteSettings).values({ key: 'chat_url', value });
  };
  const policyOf = async (url = '/index') => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return String(res.headers['content-security-policy']);
  };

  it('runs only its own files, and nobody may frame it', async () => {
    await setChat({ en: '/chat/' });
    for (const url of ['/', '/index', '/personal/order/detail?id=1']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toBe(webAppCsp(['/chat/']));
      expect(csp).toContain("script-src 'self';");
      // Styles from its own files and the toast library's stylesheet, allowed by its hash.
      const toasts = createHash('sha256').update(toastStylesheet()).digest('base64');
      const empty = createHash('sha256').update('').digest('base64');
      expect(csp).toContain(`style-src 'self' 'sha256-${toasts}' 'sha256-${empty}';`);
      expect(toastStylesheet()).toContain('[data-sonner-toaster]');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    const head = await app.inject({ method: 'HEAD', url: '/personal' });
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.headers['content-security-policy']).toBe(webAppCsp(['/chat/']));
  });

  it('frames only the chat addresses of the layout settings, in every language', async () => {
    await setChat({ en: '/chat/' });
    expect(await policyOf()).toContain("frame-src 'self';");
    await setChat({ en: 'https://chat.example.com/widget/', ru: 'https://ru.example.net/chat' });
    expect(await policyOf()).toContain(
      'frame-src https://chat.example.com/widget/ https://ru.example.net/chat;',
    );
    await setChat(null);
    expect(await policyOf()).toContain("frame-src 'none';");
    await setChat({ en: 'javascript:alert(1)' });
    expect(await policyOf()).toContain("frame-src 'none';");
    await setChat({ en: '/chat/' });
  });

  it('serves no source maps, and a missing built file is not the app', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.statusCode).toBe(200);
    for (const url of ['/assets/app.js.map', '/assets/missing.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.body, url).not.toContain('sources');
    }
  });

  it('answers operational paths and files it does not have 404 in the envelope, the screens the app', async () => {
    for (const url of [
      '/metrics',
      '/livez',
      '/api/v1/users',
      '/.env',
      '/wp-login.php',
      '/sitemap.xml',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 0 });
    }
    for (const url of ['/index', '/personal/order/detail?id=3', '/aboutus/news']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it("does not serve the build's manifest", async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.body).not.toContain('src/main.tsx');
  });

  it('has no inline script or style in its page source', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc=/);
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
  });
});

describe('pages with their own policy keep it', () => {
  it('the chat page', async () => {
    const res = await app.inject({ method: 'GET', url: '/chat/?lang=en' });
    expect(res.headers['content-security-policy']).toBe(CHAT_PAGE_CSP);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the development mailbox, whose one inline style is allowed by its hash', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.headers['content-security-policy']).toBe(MAILBOX_CSP);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(MAILBOX_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(res.body).not.toMatch(/<script/);
  });
});

describe('frame sources', () => {
  it('are this origin for a path, the address for a URL, its origin when the path cannot be written', () => {
    expect(frameSourceOf('/chat/')).toBe("'self'");
    expect(frameSourceOf('https://chat.example.com/widget/?a=1#b')).toBe(
      'https://chat.example.com/widget/',
    );
    expect(frameSourceOf('https://chat.example.com:8443/x;y,z')).toBe(
      'https://chat.example.com:8443',
    );
    expect(frameSourceOf('javascript:alert(1)')).toBeNull();
    expect(frameSourceOf('not a url')).toBeNull();
  });
});
