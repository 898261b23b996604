import { DEFAULT_LANG, isLangCode, languageOf, type LangCode } from '../../i18n/languages';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/** The saved language choice, or English. */
export function storedLang(): LangCode {
  const saved = readStorage(STORAGE_KEYS.lang);
  return isLangCode(saved) ? saved : DEFAULT_LANG;
}

export function storeLang(code: LangCode): void {
  writeStorage(STORAGE_KEYS.lang, code);
}

/** `<html lang dir>` follow the language: BCP 47 tag, right to left for Arabic. */
export function applyDocumentLanguage(code: LangCode, doc: Document = document): void {
  const language = languageOf(code);
  doc.documentElement.lang = language.tag;
  doc.documentElement.dir = language.dir;
}
