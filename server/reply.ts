import { CODE_FAIL, CODE_OK } from '../contract/common';
import type { LangCode } from '../i18n/languages';
import { messages } from './messages';

/** A successful answer: HTTP 200 with `{ code: 1, msg, data }`. */
export function ok<T>(lang: LangCode, data: T, msg?: string) {
  return {
    status: 200 as const,
    body: { code: CODE_OK as typeof CODE_OK, msg: msg ?? messages(lang).ok(), data },
  };
}

/** A refused answer: HTTP 200 with `{ code: 0, msg }`; nothing was changed. */
export function fail(msg: string) {
  return { status: 200 as const, body: { code: CODE_FAIL as typeof CODE_FAIL, msg } };
}

/** The refusal of a call whose id or name matched nothing: 'Information not found'. */
export function notFound(lang: LangCode) {
  return fail(messages(lang).informationNotFound());
}

/** The data as a successful answer, or 'Information not found' when a lookup found nothing. */
export function found<T>(lang: LangCode, data: T | null) {
  return data === null ? notFound(lang) : ok(lang, data);
}
