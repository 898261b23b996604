/**
 * The public pages as the server sends them (server/site/pages.ts, sitemap.ts), with a stand-in
 * for the web app's renderer: the language from the address or the cookie, the head, the
 * markup and the answers put into the built page without anything in them able to break out,
 * the plain page when the renderer has nothing or fails, and the sitemap and robots.txt.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { openTestDatabase } from '../db/testing';
import { suiteClock } from '../testing-clock';
import { sql } from 'drizzle-orm';
import { RenderedPageCache, type PageRenderer, type RenderedPage } from './pages';

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en" dir="ltr">',
  '<head><title>DCN Partner Portal</title><script type="module" src="/assets/index.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-1a2b.css"></head>',
  '<body><div id="root"></div></body>',
  '</html>',
].join('');

const HOSTILE = '</script><script>alert(1)</script>';
const STYLESHEET = 'main{color:#111}';

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
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets', 'index-1a2b.css'), STYLESHEET);
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(
    join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/boot.ts': { file: 'assets/boot-1a2b.js', name: 'boot', isEntry: true },
      'src/features/home/home-page.tsx': {
        file: 'assets/home-page-1a2b.js',
        name: 'home-page',
        isDynamicEntry: true,
      },
      // A module that is all stylesheet is built as the stylesheet alone.
      'src/fonts/korean-font.ts': { file: 'assets/korean-font-1a2b.css', isDynamicEntry: true },
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
    // One script, which loads the screen's code and then the app's entry after the first
    // paint; a screen the build does not have is left out.
    expect(head).toContain(
      '<script type="module" src="/assets/boot-1a2b.js" data-code="/assets/home-page-1a2b.js /assets/index.js"></script>',
    );
    expect(html).not.toContain('src="/assets/index.js"');
    expect(html).not.toContain('not-built');
  });

  it('carries its stylesheet inline, which the policy allows by its hash alone', async () => {
    const answer = await app.inject({ method: 'GET', url: '/index' });
    expect(answer.body).toContain(`<style>${STYLESHEET}</style>`);
    expect(answer.body).not.toContain('rel="stylesheet"');
    const hash = createHash('sha256').update(STYLESHEET).digest('base64');
    const styles = /style-src ([^;]+)/.exec(String(answer.headers['content-security-policy']));
    expect(styles?.[1]?.split(' ')).toContain(`'sha256-${hash}'`);
    expect(styles?.[1]).not.toContain('unsafe-inline');
  });

  it("links its language's web font in its head, for Korean alone", async () => {
    const link = '<link rel="stylesheet" href="/assets/korean-font-1a2b.css" />';
    const korean = (await app.inject({ method: 'GET', url: '/index?lang=ko' })).body;
    expect(korean.slice(0, korean.indexOf('</head>'))).toContain(link);
    for (const tag of ['en', 'ar', 'ru']) {
      const other = (await app.inject({ method: 'GET', url: `/index?lang=${tag}` })).body;
      expect(other, tag).not.toContain('korean-font');
    }
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
      headers: { cookie: 'size=1; lang=kor', host: 'portal.example' },
    });
    expect(fromCookie.body).toContain('<html lang="ko" dir="ltr">');
    // The address names no language: it is its own canonical, the one for any language.
    expect(fromCookie.body).toContain(
      '<link rel="canonical" href="http://portal.example/product" />',
    );
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

describe('rendered pages kept in memory', () => {
  /** Renders from the layout (content), or with a captcha (not content) under /support. */
  let renders = 0;
  const fromContent: PageRenderer = {
    publicPaths: () => ['/index', '/support'],
    async renderPage({ url, fetch }): Promise<RenderedPage | null> {
      renders += 1;
      const call = url.startsWith('/support') ? '/v2/common/captcha' : '/layout';
      const answer = (await (await fetch(`/prod-api${call}`)).json()) as { code: number };
      return {
        status: url.includes('missing') ? 404 : 200,
        head: { title: 'Page', description: '' },
        html: `<main><h1>Answered ${answer.code}, render ${renders}</h1></main>`,
        state: null,
        screens: [],
      };
    },
  };
  let cache: RenderedPageCache;
  let kept: Awaited<ReturnType<typeof createApp>>;
  const heading = async (url: string) =>
    /<h1>([^<]*)<\/h1>/.exec((await kept.inject({ method: 'GET', url })).body)?.[1];

  beforeAll(async () => {
    cache = new RenderedPageCache();
    await cache.start(database);
    kept = await createApp({
      db: database.db,
      now: suiteClock,
      webRoot,
      pages: fromContent,
      pageCache: cache,
    });
  });
  afterAll(async () => {
    await kept.close();
    await cache.stop();
  });

  it('are rendered once per address and language, until public content changes', async () => {
    const first = await heading('/index');
    expect(first).toMatch(/^Answered 1, render \d+$/);
    expect(await heading('/index')).toBe(first);
    // Another language is another page.
    expect(await heading('/index?lang=ar')).not.toBe(first);
    // Any write to public content drops them, in every process.
    await database.db.execute(sql`update menu_items set position = position`);
    await cache.caughtUp();
    expect(await heading('/index')).not.toBe(first);
  });

  it('are not kept when made with a call that is not public content, or not found', async () => {
    for (const url of ['/support', '/index?missing']) {
      const first = await heading(url);
      expect(await heading(url), url).not.toBe(first);
    }
  });
});
