import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES, screenReady, urlOf } from '../fixtures/portal';

/**
 * The eight languages are a promise: every public screen reads in the visitor's language. A long
 * text in `main` in another script, or (for the languages in Latin script) the English text
 * itself, is a screen that was not translated. Model numbers, acronyms and brand names may stay
 * as they are, and so may parts that carry a `lang` of their own (an address, a quoted name).
 */
const LANGUAGES = [
  { code: 'en', tag: 'en', script: 'Latin' },
  { code: 'ru', tag: 'ru', script: 'Cyrillic' },
  { code: 'kor', tag: 'ko', script: 'Hangul' },
  { code: 'spa', tag: 'es', script: 'Latin' },
  { code: 'fra', tag: 'fr', script: 'Latin' },
  { code: 'pt', tag: 'pt', script: 'Latin' },
  { code: 'ara', tag: 'ar', script: 'Arabic' },
  { code: 'vie', tag: 'vi', script: 'Latin' },
] as const;

/** Shorter texts are labels, numbers and names, not prose. */
const LONG = 40;

interface LongText {
  text: string;
  /** The page's script share of the text's letters, once model numbers and acronyms are out. */
  share: number;
  /** Letters left once model numbers, acronyms and brand names are out. */
  letters: number;
}

/** The long text nodes of `main` that are in the page's own language (no other `lang` above). */
async function longTexts(page: Page, script: string): Promise<LongText[]> {
  return page.evaluate(
    ({ min, script: pageScript }) => {
      const pageLang = document.documentElement.lang;
      const main = document.querySelector('main');
      if (!main) return [];
      const inScript = new RegExp(`\\p{Script=${pageScript}}`, 'u');
      // Tokens that stay the same in every language: anything with a digit (WL9200-I6, 10G),
      // acronyms and brand names in capitals (DCN, PoE, Wi-Fi, VLAN, sFlow), units, e-mail and web
      // addresses.
      const neutral =
        /^(?:.*\d.*|[A-Z][A-Za-z-]*[A-Z][A-Za-z-]*|[a-z]+[A-Z][A-Za-z]*|DCN|[kMGT]?bps|[kMG]?Hz|\S+@\S+|https?:\/\/\S+)$/u;
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const found: { text: string; share: number; letters: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        const parent = node.parentElement;
        if (text.length <= min || !parent) continue;
        if (parent.closest('[lang]')?.getAttribute('lang') !== pageLang) continue;
        if (!parent.checkVisibility()) continue;
        // An Arabic conjunction or article written onto a Latin acronym (وDHCP) is two words.
        const spaced = text.replace(/(\p{Script=Arabic})(?=[A-Za-z0-9])/gu, '$1 ');
        const words = spaced.split(/[\s,.;:!?()«»"“”'’/]+/u).filter((w) => w && !neutral.test(w));
        const letters = [...words.join('')].filter((c) => /\p{L}/u.test(c));
        const own = letters.filter((c) => inScript.test(c)).length;
        found.push({
          text,
          share: letters.length ? own / letters.length : 1,
          letters: letters.length,
        });
      }
      return found;
    },
    { min: LONG, script },
  );
}

/** The header's language menu: a select whose options name each language in its own words. */
function languageMenu(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('combobox')
    .filter({ has: page.getByRole('option', { name: 'العربية' }) });
}

// One test per route loads it once and switches through the eight languages with the header's
// menu, as a visitor would, English first so that the English texts are at hand for the
// languages in Latin script. A switch loads the texts before it marks the page with the new
// language; the screen's content follows from the server, so the check waits for it.
for (const route of PUBLIC_ROUTES) {
  test(`${route} reads in each of the eight languages`, async ({ page, request }) => {
    await page.goto(await urlOf(request, route));
    await screenReady(page);
    let english = new Set<string>();
    for (const language of LANGUAGES) {
      if (language.code !== 'en') await languageMenu(page).selectOption(language.code);
      await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
      await expect(async () => {
        await screenReady(page);
        const texts = await longTexts(page, language.script);
        if (language.code === 'en') english = new Set(texts.map(({ text }) => text));
        const problems: string[] = [];
        for (const { text, share, letters } of texts) {
          // Most letters of a text are in the page's script; a few borrowed words may not be.
          if (letters > 0 && share < 0.6) {
            problems.push(`${language.code}: not in ${language.script}: “${text}”`);
          }
          // English left standing on a page in Latin script reads fine to the check above.
          if (language.script === 'Latin' && language.code !== 'en' && english.has(text)) {
            problems.push(`${language.code}: same as the English page: “${text}”`);
          }
        }
        expect(problems, problems.join('\n')).toEqual([]);
      }).toPass({ timeout: 5_000 });
    }
  });
}
