import { CODE_FAIL, CODE_OK } from '../contract/common';
import type { LangCode } from '../i18n/languages';
import { messages, type ServerMessages } from './messages';

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

/** What a domain's refusal says, for every refusal but 'notFound'. */
type RefusalWords<R extends string> =
  | ((refusal: Exclude<R, 'notFound'>, msg: ServerMessages) => string)
  | { [K in Exclude<R, 'notFound'>]: (msg: ServerMessages) => string };

/**
 * A domain's refusals as answers in the caller's language: 'notFound' is 'Information not
 * found', every other refusal says what `words` gives it (a table of refusals, or one function
 * where the refusals are the keys of a message namespace).
 */
export function refusals<R extends string>(words: RefusalWords<R>) {
  return (refusal: R, lang: LangCode) => {
    if (refusal === 'notFound') return notFound(lang);
    const said = refusal as Exclude<R, 'notFound'>;
    const msg = messages(lang);
    return fail(typeof words === 'function' ? words(said, msg) : words[said](msg));
  };
}
