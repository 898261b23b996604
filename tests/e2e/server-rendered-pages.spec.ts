import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, languageProblems, longTexts } from '../fixtures/page-language';
import { PUBLIC_ROUTES, screenReady, urlOf } from '../fixtures/portal';

/**
 * The public pages come from the server with their content (docs/web-app.md, "Pages rendered
 * on the server"): read without JavaScript, as a crawler reads them, each has its heading and
 * its content in the language its address names, a head that names every language's address,
 * and a place in the sitemap; the browser then takes each over without a word in the console.
 */

/** What the browser renders itself: the login, the password reset, the 401 page and the cart. */
const CLIENT_RENDERED = new Set(['/login', '/forgetPwd', '/401', '/product/prolist', '/404']);
const RENDERED = PUBLIC_ROUTES.filter((route) => !CLIENT_RENDERED.has(route));

/** The address in a language: `?lang=<BCP 47 tag>` beside its other parameters. */
function inLanguage(address: string, tag: string): string {
  const url = new URL(address, 'http://portal.test');
  url.searchParams.set('lang', tag);
  return `${url.pathname}${url.search}`;
}

/**
 * What a crawler reads of a page: its language, its shown level-one headings' texts, its title, its
 * description, the `data-code` of each module script, how many letters of `main` are in the
 * page's script, its canonical addresses and its language alternates as `[hreflang, href]`.
 */
function readPage(page: Page, script: string) {
  return page.evaluate((pageScript) => {
    const inScript = new RegExp(`\\p{Script=${pageScript}}`, 'u');
    const attributes = (selector: string, ...names: string[]) =>
      [...document.querySelectorAll(selector)].map((element) =>
        names.map((name) => element.getAttribute(name) ?? ''),
      );
    return {
      lang: document.documentElement.lang,
      headings: [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')]
        .filter((heading) => heading.checkVisibility())
        .map((heading) => (heading.textContent ?? '').trim()),
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      moduleScripts: attributes('script[type="module"]', 'data-code').map(([code]) => code),
      letters: [...(document.querySelector('main')?.textContent ?? '')].filter((c) =>
        inScript.test(c),
      ).length,
      canonical: attributes('link[rel="canonical"]', 'href').map(([href]) => href),
      alternates: attributes('link[rel="alternate"][hreflang]', 'hreflang', 'href'),
    };
  }, script);
}

test.describe('public pages read with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of RENDERED) {
    test(`${route} carries its heading and content in each language`, async ({
      page,
      request,
      baseURL,
    }) => {
      const address = await urlOf(request, route);
      const absolute = (path: string) => new URL(path, baseURL).href;
      let english = new Set<string>();
      for (const language of LANGUAGES) {
        const own = inLanguage(address, language.tag);
        const answer = await page.goto(own);
        expect(answer?.status(), own).toBe(200);
        // Without JavaScript the page is what the server sent: it is read once, whole.
        const read = await readPage(page, language.script);
        expect(read.lang, own).toBe(language.tag);
        expect(read.headings, own).toHaveLength(1);
        const title = read.headings[0] ?? '';
        expect(title, own).not.toBe('');
        expect(read.title, own).toContain(title);
        expect(read.description, own).toMatch(/\S/);
        // The page's one script loads the screen's code (found in the build by its name) and
        // then the app's entry, after the first paint.
        expect(read.moduleScripts, own).toHaveLength(1);
        expect(read.moduleScripts[0]?.split(' ').length, own).toBeGreaterThan(1);

        // Content beyond the heading, in the page's script.
        expect(read.letters, `${own}: no content`).toBeGreaterThan(title.length + 20);
        const texts = await longTexts(page, language.script);
        if (language.code === 'en') english = new Set(texts.map(({ text }) => text));
        const problems = languageProblems(texts, language, english);
        expect(problems, problems.join('\n')).toEqual([]);

        expect(read.canonical, own).toEqual([absolute(own)]);
        expect(read.alternates, own).toEqual([
          ...LANGUAGES.map((other) => [other.tag, absolute(inLanguage(address, other.tag))]),
          ['x-default', absolute(address)],
        ]);
      }
    });
  }

  test('an address the portal does not have answers 404 with the 404 page', async ({ page }) => {
    for (const address of [
      '/no/such/page',
      '/product/detail?id=999999',
      '/aboutus/news/detail?id=999999',
      // A detail page without an id that could name a record.
      '/product/detail',
      '/solution/detail?id=abc',
    ]) {
      const answer = await page.goto(address);
      expect(answer?.status(), address).toBe(404);
      // The 404 page, or the record page saying that the record is not there: a heading and
      // words, not a page still loading.
      await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible();
      await expect(page.getByRole('main'), address).toContainText(/\p{L}{4}/u);
      await expect(page.getByRole('main').getByText('Loading…'), address).toHaveCount(0);
    }
  });

  test('a language chosen before comes back from its cookie, and the address names another', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'ara', url: baseURL ?? '' }]);
    await page.goto('/product');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/product?lang=ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});

test('the sitemap lists every public page in every language, and robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  const listed = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc));
  for (const route of RENDERED.filter((r) => r !== '/search')) {
    const address = await urlOf(request, route);
    for (const language of LANGUAGES) {
      const own = new URL(inLanguage(address, language.tag), baseURL).href.replaceAll('&', '&amp;');
      expect(listed.has(own), own).toBe(true);
    }
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  expect(robots).toMatch(/^Disallow: \/personal$/m);
});

test.describe('taking the rendered pages over', () => {
  test('a record that is gone is taken over as it came: its not-found, no error, no second call', async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      // The browser reports the page's own 404 answer; nothing else may be said.
      if (/status of 404/.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    let detailCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/prod-api/products/detail')) detailCalls += 1;
    });
    await page.goto('/product/detail?id=999999');
    await screenReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Product' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Information not found');
    expect(messages).toEqual([]);
    expect(detailCalls).toBe(0);
  });

  for (const tag of ['en', 'ar']) {
    test(`every public page in ${tag} is taken over without an error or a warning`, async ({
      page,
      request,
    }) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          messages.push(`${page.url()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => messages.push(`${page.url()}: ${error.message}`));
      for (const route of RENDERED) {
        await page.goto(inLanguage(await urlOf(request, route), tag));
        await page.waitForLoadState('networkidle');
      }
      expect(messages).toEqual([]);
    });
  }
});
