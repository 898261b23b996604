import type { Localized } from '../schema/index';

/**
 * A text in all eight languages, in the order of the API's codes:
 * en, ru, kor, spa, fra, pt, ara, vie.
 */
export function t(
  en: string,
  ru: string,
  kor: string,
  spa: string,
  fra: string,
  pt: string,
  ara: string,
  vie: string,
): Localized {
  return { en, ru, kor, spa, fra, pt, ara, vie };
}

/** A text that reads the same in every language (a model number, a brand). */
export function same(text: string): Localized {
  return { en: text };
}

/** Applies `fn` to the text of every language present in `text`. */
export function mapLocalized(text: Localized, fn: (value: string, lang: string) => string) {
  return Object.fromEntries(
    Object.entries(text).map(([lang, value]) => [lang, fn(value, lang)]),
  ) as Localized;
}

/** Joins two localized texts language by language; a language missing in either falls back to English. */
export function joinLocalized(a: Localized, b: Localized, separator = ' '): Localized {
  const langs = new Set([...Object.keys(a), ...Object.keys(b)]);
  return Object.fromEntries(
    [...langs].map((lang) => [lang, `${a[lang] ?? a.en}${separator}${b[lang] ?? b.en}`]),
  ) as Localized;
}

/** Texts written in some languages only, as a Localized map without the missing ones. */
export function compact(text: { en: string } & Partial<Record<string, string>>): Localized {
  return Object.fromEntries(
    Object.entries(text).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ) as Localized;
}
