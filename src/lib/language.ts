import {
  DEFAULT_LANG,
  isLangCode,
  LANGUAGES,
  languageOf,
  WEB_FONTS,
  type LangCode,
  type WebFont,
} from '../../i18n/languages';
import { readCookie, writeCookie } from './cookies';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** The saved language choice, or English. */
export function storedLang(): LangCode {
  const saved = readStorage(STORAGE_KEYS.lang);
  return isLangCode(saved) ? saved : DEFAULT_LANG;
}

/**
 * Saves the language choice: in local storage, as the spec says, and in the `lang` cookie, so
 * that the server renders the next page in it (docs/web-app.md, "Pages rendered on the server").
 */
export function storeLang(code: LangCode): void {
  writeStorage(STORAGE_KEYS.lang, code);
  writeCookie('lang', code);
}

/**
 * Writes the `lang` cookie again when it no longer mirrors the saved choice (a choice saved
 * before the cookie existed, or cookies cleared), so that the next page is rendered in it.
 */
export function mirrorStoredLang(): void {
  const saved = readStorage(STORAGE_KEYS.lang);
  if (isLangCode(saved) && readCookie('lang') !== saved) writeCookie('lang', saved);
}

/** The language an address names (`?lang=ar`, a BCP 47 tag), if any. */
export function langOfAddress(search: string): LangCode | null {
  const tag = new URLSearchParams(search).get('lang');
  return LANGUAGES.find((language) => language.tag === tag)?.code ?? null;
}

/** The web fonts' modules, each loaded once, when a page first shows text that needs it. */
const FONT_LOADERS: Record<WebFont, () => Promise<unknown>> = {
  'korean-font': () => import('../fonts/korean-font'),
  'chinese-font': () => import('../fonts/chinese-font'),
};

/** Loads a web font's stylesheet, once; a font that cannot be fetched leaves the system's. */
export function loadWebFont(font: WebFont): void {
  FONT_LOADERS[font]().catch(() => undefined);
}

/**
 * `<html lang dir>` follow the language: BCP 47 tag, right to left for Arabic; a language whose
 * script a machine may lack a font for loads its web font (a page rendered on the server in it
 * links the font's stylesheet already, and it is not linked twice). A font that cannot be
 * fetched leaves the system's fonts.
 */
export function applyDocumentLanguage(code: LangCode, doc: Document = document): void {
  const language = languageOf(code);
  doc.documentElement.lang = language.tag;
  doc.documentElement.dir = language.dir;
  const font = WEB_FONTS[language.tag];
  if (font) loadWebFont(font);
}
