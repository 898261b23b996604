import { describe, expect, it } from 'vitest';
import { baseLocale, loadedLocales, locales } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';
import { LANGUAGES } from './languages';

loadAllLocales();

function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object')
      flatten(value as object, path).forEach((v, k) => out.set(k, v));
  }
  return out;
}

/** Texts that are the same in every language: brand names (the DCNet partner programme) and codes. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>(['personal.dcnet']);

/** Words a language spells as English does, checked by a speaker: Spanish "No". */
const SAME_AS_ENGLISH: Partial<Record<string, readonly string[]>> = {
  es: ['backofficeDesks.trail.no'],
};

const base = flatten(loadedLocales[baseLocale]);

/**
 * Two full stops where a sentence ends once (an ellipsis of three is left alone), also when a
 * value's isolate ends between them (i18n/bidi.ts): "Ltd.\u2069." shows as "Ltd..".
 */
const DOUBLED_STOP = /(?<!\.)\.[\u2068\u2069]*\.(?![\u2068\u2069]*\.)/;

/** Parameters that take what a person typed: a company's, a person's or a record's name, a reason. */
const TYPED_PARAMS =
  /\{(name|company|distributor|project|title|party|subject|reason|note|problem|keyword)(:string)?\}/g;

describe('translations', () => {
  it('exist for exactly the eight languages of the portal', () => {
    expect([...locales].sort()).toEqual(LANGUAGES.map((l) => l.tag).sort());
  });

  it.each(locales)('%s closes a sentence after a typed name with one full stop', (locale) => {
    // A company's name often ends in an abbreviation's full stop ("Acme Co., Ltd."); a text that
    // puts such a name at the end of a sentence shows the stop twice.
    const doubled = [...flatten(loadedLocales[locale])]
      .map(([key, text]) => [key, text.replace(TYPED_PARAMS, 'Acme Co., Ltd.')] as const)
      .filter(([, shown]) => DOUBLED_STOP.test(shown))
      .map(([key, shown]) => `${key}: ${shown}`);
    expect(doubled).toEqual([]);
  });

  describe.each(locales.filter((l) => l !== baseLocale))('%s', (locale) => {
    const translated = flatten(loadedLocales[locale]);

    it('has every key of the English base and no other', () => {
      expect([...translated.keys()].sort()).toEqual([...base.keys()].sort());
    });

    it('translates every text instead of leaving it in English', () => {
      const untranslated = [...base].filter(
        ([key, english]) =>
          translated.get(key) === english &&
          !SAME_IN_EVERY_LANGUAGE.has(key) &&
          !SAME_AS_ENGLISH[locale]?.includes(key),
      );
      expect(untranslated.map(([key]) => key)).toEqual([]);
    });

    it('closes a sentence after a date with one full stop', () => {
      // A date that ends in an abbreviation's full stop ("30 дек. 2026 г.") closes the sentence
      // itself; a second stop after it reads as a typing slip.
      const day = new Date('2026-12-30T00:00:00Z');
      const dates = (['medium', 'long'] as const).map((dateStyle) =>
        new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' }).format(day),
      );
      const doubled = [...translated].flatMap(([key, text]) =>
        dates
          .map((date) => text.replace(/\{date(:\w+)?\}/g, date))
          .filter((shown) => DOUBLED_STOP.test(shown))
          .map((shown) => `${key}: ${shown}`),
      );
      expect(doubled).toEqual([]);
    });

    it('keeps the parameters of each text', () => {
      const params = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
      const broken = [...base].filter(
        ([key, english]) => params(english).join() !== params(translated.get(key) ?? '').join(),
      );
      expect(broken.map(([key]) => key)).toEqual([]);
    });
  });
});
