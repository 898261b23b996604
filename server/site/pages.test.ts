/**
 * The public pages as the server sends them (server/site/pages.ts, sitemap.ts), with a stand-in
 * for the web app's renderer: the language from the address or the cookie, the head, the
 * markup and the answers put into the built page without anything in them able to break out,
 * the plain page when the renderer has nothing or fails, and the sitemap and robots.txt.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { openTestDatabase } from '../db/testing';
import { suiteClock } from '../testing-clock';
import type { PageRenderer, RenderedPage } from './pages';

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en" dir="ltr">',
  '<head><title>DCN Partner Portal</title><script type="module" src="/assets/index.js"></script></head>',
  '<body><div id="root"></div></body>',
  '</html>',
].join('');

const HOSTILE = '</script><script>alert(1)</script>';

/** Renders /index and /product (and fails on /broken); the rest is the browser's. */
const renderer: PageRenderer = {
  publicPaths: () => ['/index', '/product', '/product/detail', '/search'],
  renderPage({ url, lang }): Promise<RenderedPage | null> {
    if (url.startsWith('/broken')) return Promise.reject(new Error('render failed'));
    if (!url.startsWith('/index') && !url.startsWith('/product')) return Promise.resolve(null);
    return Promise.resolve({
      status: 200,
      head: { title: `Home ${HOSTILE} | DCN`, description: 'Switches "and" routers' },
      html: `<link rel="preload" as="image" href="/media/a.svg"/><main><h1>Home in ${lang}</h1></main>`,
      state: JSON.stringify({ queries: { note: HOSTILE }, lang }),
      screens: ['home-page', 'not-built'],
    });
  },
};

let database: Database;
let webRoot: string;
let app: Awaited<ReturnType<typeof createApp>>;

beforeAll(async () => {
  database = await openTestDatabase();
  webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(join(webRoot, 'index.html'), TEMPLATE);
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(
    join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/features/home/home-page.tsx': {
        file: 'assets/home-page-1a2b.js',
        name: 'home-page',
        isDynamicEntry: true,
      },
    }),
  );
  app = await createApp({ db: database.db, now: suiteClock, webRoot, pages: renderer });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('a public page', () => {
  it('comes in the language its address names, with its head, markup and answers', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/index?lang=ar',
      headers: { host: 'portal.example' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-language']).toBe('ar');
    expect(answer.headers.vary).toMatch(/Cookie/);
    const html = answer.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<main><h1>Home in ara</h1></main>');
    expect(html).toContain(
      '<meta name="description" content="Switches &quot;and&quot; routers" />',
    );
    expect(html).toContain('<link rel="canonical" href="http://portal.example/index?lang=ar" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="ko" href="http://portal.example/index?lang=ko" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://portal.example/index" />',
    );
    // React's resource hints go to the head, not into the app's markup.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/media/a.svg"/>');
    expect(html).toContain('<div id="root"><main>');
    // The screen's code runs before the app's entry; a screen the build does not have is left out.
    expect(head).toContain(
      '<script type="module" crossorigin src="/assets/home-page-1a2b.js"></script><script type="module" src="/assets/index.js">',
    );
    expect(html).not.toContain('not-built');
  });

  it('lets nothing in its title or answers close their element', async () => {
    const html = (await app.inject({ method: 'GET', url: '/index' })).body;
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain(
      '<title>Home &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | DCN</title>',
    );
    const state =
      /<script type="application\/json" id="portal-state" data-lang="en">([^<]*)<\/script>/.exec(
        html,
      );
    expect(state).not.toBeNull();
    expect(JSON.parse(state?.[1] ?? '')).toEqual({ queries: { note: HOSTILE }, lang: 'en' });
  });

  it('comes in the language of the cookie when the address names none, and in English otherwise', async () => {
    const fromCookie = await app.inject({
      method: 'GET',
      url: '/product',
      headers: { cookie: 'size=1; lang=kor' },
    });
    expect(fromCookie.body).toContain('<html lang="ko" dir="ltr">');
    const named = await app.inject({
      method: 'GET',
      url: '/product?lang=fr',
      headers: { cookie: 'lang=kor' },
    });
    expect(named.body).toContain('<html lang="fr" dir="ltr">');
    for (const headers of [{}, { cookie: 'lang=klingon' }]) {
      const plain = await app.inject({ method: 'GET', url: '/product?lang=xx', headers });
      expect(plain.body).toContain('<html lang="en" dir="ltr">');
    }
  });

  it('is left to the browser where the renderer has nothing, or fails', async () => {
    for (const url of ['/personal/order', '/broken']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(TEMPLATE);
    }
  });
});

describe('for search engines', () => {
  it('the sitemap lists the pages and every record page in every language, with alternates', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'portal.example' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');
    expect(locs).toContain('http://portal.example/index?lang=en');
    expect(locs).toContain('http://portal.example/product?lang=vi');
    expect(locs).toContain('http://portal.example/product/detail?id=1&amp;lang=ar');
    expect(locs).toContain('http://portal.example/aboutus/news/detail?id=1&amp;lang=ko');
    // A search's results, and a record page without its record, are not pages of their own.
    expect(locs.some((loc) => loc.includes('/search'))).toBe(false);
    expect(locs.some((loc) => /\/product\/detail\?lang=/.test(loc))).toBe(false);
    // Each address once per language.
    expect(new Set(locs).size).toBe(locs.length);
    expect(answer.body).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://portal.example/index"/>',
    );
  });

  it('robots.txt keeps crawlers out of the signed-in screens and names the sitemap', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'portal.example' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Disallow: /personal\n');
    expect(answer.body).toContain('Disallow: /backoffice\n');
    expect(answer.body).toContain('Sitemap: http://portal.example/sitemap.xml\n');
  });
});
