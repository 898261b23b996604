import { languageOf } from '../../i18n/languages';

/** What marks a text in another language than the page: its language and its direction. */
export interface TextLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

type Script = 'latin' | 'cyrillic' | 'hangul' | 'arabic';

const SCRIPTS: readonly [Script, RegExp][] = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['arabic', /\p{Script=Arabic}/u],
];

/** The script each page language is written in. */
const PAGE_SCRIPT: Record<string, Script> = {
  en: 'latin',
  fr: 'latin',
  es: 'latin',
  pt: 'latin',
  vi: 'latin',
  ru: 'cyrillic',
  ko: 'hangul',
  ar: 'arabic',
};

/** The language a text in a script is taken to be in: untranslated texts fall back to English. */
const SCRIPT_LANGUAGE: Record<Script, TextLanguage> = {
  latin: { lang: 'en', dir: 'ltr' },
  cyrillic: { lang: 'ru', dir: 'ltr' },
  hangul: { lang: 'ko', dir: 'ltr' },
  arabic: { lang: 'ar', dir: 'rtl' },
};

/** Below this many letters a text is a name, a model number or a code: it is left alone. */
const MIN_LETTERS = 24;

/** Small words that show which language a Latin-script text is in. */
const COMMON_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set(
    'the and of to is are with for that this from by be it or as on at an our your which'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les des et est une un du pour dans sur avec que qui au aux par sont vos nos'.split(' '),
  ),
  es: new Set(
    'el la los las del y es una un para con que por se al son su sus como nuestros'.split(' '),
  ),
  pt: new Set(
    'o os as do da dos das e é um uma para com que por no na são seu sua nossos'.split(' '),
  ),
  vi: new Set('và của các cho với là được những một có trong này không người để'.split(' ')),
};

function dominantScript(text: string): { script: Script; letters: number } | null {
  const counts = new Map<Script, number>();
  let letters = 0;
  for (const char of text) {
    for (const [script, pattern] of SCRIPTS) {
      if (pattern.test(char)) {
        counts.set(script, (counts.get(script) ?? 0) + 1);
        letters += 1;
        break;
      }
    }
  }
  let best: Script | null = null;
  for (const [script, count] of counts) {
    if (best === null || count > (counts.get(best) ?? 0)) best = script;
  }
  return best === null ? null : { script: best, letters };
}

function commonWordCount(words: readonly string[], tag: string): number {
  const set = COMMON_WORDS[tag];
  return set ? words.filter((word) => set.has(word)).length : 0;
}

/**
 * The language of `text` when it is not the page's (`pageLang`, the API's code): a text in
 * another script (English inside an Arabic page), or an English text inside a French, Spanish,
 * Portuguese or Vietnamese page, as when a back-office text was never translated. Null when the
 * text is in the page's language, or too short to tell (names, model numbers).
 */
export function foreignLanguageOf(text: string, pageLang: string): TextLanguage | null {
  const page = languageOf(pageLang);
  const found = dominantScript(text);
  if (!found || found.letters < MIN_LETTERS) return null;
  if (found.script !== PAGE_SCRIPT[page.tag]) return SCRIPT_LANGUAGE[found.script];
  if (found.script !== 'latin' || page.tag === 'en') return null;
  const words = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const english = commonWordCount(words, 'en');
  const own = commonWordCount(words, page.tag);
  return english >= 3 && english > own * 2 ? SCRIPT_LANGUAGE.latin : null;
}

/** The text of an HTML fragment, enough to tell its language. */
export function textOfHtml(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
}
