/**
 * The portal's eight languages. `code` is what the API and local storage use (the vendor's
 * codes); `tag` is the BCP 47 tag for `<html lang>`, `Intl` and the translation files.
 */
export const LANGUAGES = [
  { code: 'en', tag: 'en', dir: 'ltr', name: 'English' },
  { code: 'ru', tag: 'ru', dir: 'ltr', name: 'Русский' },
  { code: 'kor', tag: 'ko', dir: 'ltr', name: '한국어' },
  { code: 'spa', tag: 'es', dir: 'ltr', name: 'Español' },
  { code: 'fra', tag: 'fr', dir: 'ltr', name: 'Français' },
  { code: 'pt', tag: 'pt', dir: 'ltr', name: 'Português' },
  { code: 'ara', tag: 'ar', dir: 'rtl', name: 'العربية' },
  { code: 'vie', tag: 'vi', dir: 'ltr', name: 'Tiếng Việt' },
] as const;

export type Language = (typeof LANGUAGES)[number];
/** A language code as the API and storage use it. */
export type LangCode = Language['code'];
/** A BCP 47 tag, as the translation files are named. */
export type LangTag = Language['tag'];

export const DEFAULT_LANG: LangCode = 'en';

/**
 * A module of the web app that loads a web font (src/fonts/<name>.ts): Korean for pages in
 * Korean, Chinese for head office's texts written in Chinese characters.
 */
export type WebFont = 'korean-font' | 'chinese-font';

/**
 * The languages whose script a visitor's machine may have no font for, with the web font a page
 * in one loads: the browser asks for it at once, and a page rendered on the server links its
 * stylesheet in its head (docs/web-app.md).
 */
export const WEB_FONTS: Partial<Record<LangTag, WebFont>> = { ko: 'korean-font' };

export function isLangCode(value: unknown): value is LangCode {
  return LANGUAGES.some((l) => l.code === value);
}

/** The language for a code; unknown or missing codes fall back to English. */
export function languageOf(code: string | null | undefined): Language {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}
