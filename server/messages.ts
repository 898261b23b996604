import { i18n } from '../i18n/i18n-util';
import { languageOf, type LangCode } from '../i18n/languages';
import { loadEveryLanguage } from '../i18n/load-all';

loadEveryLanguage();
const translators = i18n();

/** The server's answer messages in one language. */
export type ServerMessages = (typeof translators)[keyof typeof translators]['server'];

/** Each language's messages, made on first use: typesafe-i18n builds them on every access. */
const made = new Map<string, ServerMessages>();

type Texts = (typeof translators)[keyof typeof translators];

/**
 * Every text of the portal in the caller's language. A text the web app shows and the server
 * sends too (an order's documents, a project's state, an order's waits) is written once, in the
 * web app's namespace, and the server reads it there.
 */
export function texts(lang: LangCode): Texts {
  return translators[languageOf(lang).tag];
}

/** The server's answer messages (`msg`) in the caller's language. */
export function messages(lang: LangCode): ServerMessages {
  const tag = languageOf(lang).tag;
  let found = made.get(tag);
  if (!found) {
    found = translators[tag].server;
    made.set(tag, found);
  }
  return found;
}
