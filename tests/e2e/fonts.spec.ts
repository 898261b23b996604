import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenReady } from '../fixtures/portal';

/**
 * Korean is drawn in the portal's own web font (src/fonts/korean-font.ts), so that Hangul reads
 * on a machine without a Korean font, where it would show as empty boxes; a page in another
 * language fetches none of it.
 */

/** The faces of the Korean web font the page has loaded. */
function koreanFacesLoaded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter(
      (face) => face.family.replaceAll(/["']/g, '') === 'Noto Sans KR' && face.status === 'loaded',
    ).length;
  });
}

/** The fonts Chromium drew an element's text with, by their family's name. */
async function fontsDrawing(page: Page, element: Locator): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const marker = `drawn-${Math.random().toString(36).slice(2)}`;
  await element.evaluate((node, name) => node.setAttribute('data-fonts', name), marker);
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: `[data-fonts="${marker}"]`,
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => (font.isCustomFont ? 'web font' : font.familyName));
}

test('a page in Korean draws its Hangul in the Korean web font, linked once', async ({ page }) => {
  await page.goto('/index?lang=ko');
  await screenReady(page);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'DCN 파트너 포털' }),
  ).toBeVisible();
  // The server's page links the font's stylesheet; the app, taking it over, does not add another.
  await expect(page.locator('link[rel="stylesheet"][href*="korean-font"]')).toHaveCount(1);
  expect(await koreanFacesLoaded(page)).toBeGreaterThan(0);
  // Its bold heading and its regular text are drawn in the web font alone: Hangul in a system
  // font without it would be empty boxes.
  await page.evaluate(() => document.fonts.ready);
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => fontsDrawing(page, heading)).toEqual(['web font']);
  const search = page.getByRole('banner').getByRole('link', { name: '검색' });
  await expect.poll(() => fontsDrawing(page, search)).toEqual(['web font']);
});

/**
 * Where a line of Korean text breaks inside a word, between two Hangul letters, as
 * `before|after`; text in a box of a pixel (read to screen readers only) is left aside.
 */
function breaksInsideWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hangul = /\p{Script=Hangul}/u;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!hangul.test(text) || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) {
        continue;
      }
      const range = document.createRange();
      let lineTop: number | null = null;
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = range.getClientRects()[0]?.top;
        if (top === undefined) continue;
        const newLine = lineTop !== null && top > lineTop + 2;
        if (newLine && hangul.test(text[i] ?? '') && hangul.test(text[i - 1] ?? '')) {
          found.push(`${text.slice(Math.max(0, i - 8), i)}|${text.slice(i, i + 8)}`);
        }
        lineTop = top;
      }
    }
    return found;
  });
}

test('on a phone, Korean lines break between words, as Korean is printed, never inside one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  for (const address of ['/index?lang=ko', '/aboutus/dcnbrief?lang=ko', '/support?lang=ko']) {
    await page.goto(address);
    await screenReady(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await breaksInsideWords(page), address).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${address} scrolls sideways`,
    ).toBeLessThanOrEqual(320);
  }
  await page.goto('/chat/?lang=kor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\uAC00-\uD7A3]/);
  expect(await breaksInsideWords(page), 'the chat page').toEqual([]);
});

test('a page in English fetches no Korean font; choosing Korean loads it', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-kr|korean-font/.test(request.url())) fontFiles.push(request.url());
  });
  await page.goto('/product');
  await screenReady(page);
  expect(await koreanFacesLoaded(page)).toBe(0);
  expect(fontFiles).toEqual([]);

  await page
    .getByRole('banner')
    .getByRole('combobox')
    .filter({ has: page.getByRole('option', { name: '한국어' }) })
    .selectOption('kor');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await screenReady(page);
  await expect.poll(() => koreanFacesLoaded(page)).toBeGreaterThan(0);
  await expect(page.locator('link[rel="stylesheet"][href*="korean-font"]')).toHaveCount(1);
});

test('the chat page in Korean draws its Hangul in the web font too', async ({ page }) => {
  // The page the chat dialog frames, with a style of its own (server/chat/).
  await page.goto('/chat/?lang=kor');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/[\uAC00-\uD7A3]/);
  await expect(page.locator('link[rel="stylesheet"][href*="korean-font"]')).toHaveCount(1);
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fontsDrawing(page, heading)).toEqual(['web font']);
  await expect.poll(() => fontsDrawing(page, page.getByRole('button'))).toEqual(['web font']);
});

test('the footer’s filing number, in Chinese characters, is drawn in a Chinese font', async ({
  page,
}) => {
  await page.goto('/product');
  await screenReady(page);
  // The seeded filing number of the vendor's website in China (server/db/seed/settings.ts).
  const filing = page.getByRole('contentinfo').getByText('京ICP备09054261号-2');
  await expect(filing).toHaveAttribute('lang', 'zh-Hans');
  await page.evaluate(() => document.fonts.ready);
  // The machine's Chinese font, or the portal's web font where it has none: never the system
  // font that draws Chinese characters as empty boxes.
  const chinese = ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC'];
  await expect
    .poll(async () =>
      (await fontsDrawing(page, filing)).filter(
        (font) => font !== 'web font' && !chinese.includes(font),
      ),
    )
    .toEqual([]);
});
