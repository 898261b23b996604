import type { LangCode } from '../../../i18n/languages';
import type { Localized } from '../schema/index';

/**
 * Turns a value kept per language (a text, paragraphs, sections) into the stored text of each
 * language present. The data files' schema admits language codes only.
 */
export function mapLocalized<T>(
  value: { en: T } & Partial<Record<LangCode, T>>,
  fn: (value: T, lang: LangCode) => string,
): Localized {
  return Object.fromEntries(
    Object.entries(value)
      .filter((entry): entry is [LangCode, T] => entry[1] !== undefined)
      .map(([lang, item]) => [lang, fn(item, lang)]),
  ) as Localized;
}
