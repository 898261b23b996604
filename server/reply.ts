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
