import type { LangCode } from '../../../i18n/languages';
import type { Localized } from '../schema/index';

/**
 * Turns a value kept per language (a text, paragraphs, sections) into the stored text of each
 * language present.
 */
export function mapLocalized<T>(
  value: { en: T } & Partial<Record<LangCode, T>>,
  fn: (value: T, lang: LangCode) => string,
): Localized {
  return Object.fromEntries(
    // The data files' schema admits language codes only.
    (Object.entries(value) as [LangCode, T | undefined][])
      .filter((entry): entry is [LangCode, T] => entry[1] !== undefined)
      .map(([lang, item]) => [lang, fn(item, lang)]),
  ) as Localized;
}
