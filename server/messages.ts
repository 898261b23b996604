import { i18n } from '../i18n/i18n-util';
import { loadAllLocales } from '../i18n/i18n-util.sync';
import { languageOf, type LangCode } from '../i18n/languages';

loadAllLocales();
const translators = i18n();

/** The server's answer messages (`msg`) in the caller's language. */
export function messages(lang: LangCode) {
  return translators[languageOf(lang).tag].server;
}
