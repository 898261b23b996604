import type { FastifyRequest } from 'fastify';
import { languageOf, type LangCode } from '../i18n/languages';
import type { Localized } from './db/schema/index';

/** The language a request asked for with its `lang` header; English when missing or unknown. */
export function requestLang(request: FastifyRequest): LangCode {
  const header = request.headers.lang;
  return languageOf(Array.isArray(header) ? header[0] : header).code;
}

/** The text in the requested language, falling back to English. */
export function localize(text: Localized, lang: LangCode): string {
  return text[lang] ?? text.en;
}
