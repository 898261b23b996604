import { i18nObject } from '../../../i18n/i18n-util';
import { languageOf } from '../../../i18n/languages';
import { storedLang } from '../language';
import { ApiError } from './client';

/** The messages of the current language; a language is stored before the page shows it. */
export function currentMessages() {
  return i18nObject(languageOf(storedLang()).tag);
}

/** Text for a failed transport, in the current language (the browser's own is English only). */
export function transportMessage(error: ApiError): string {
  const LL = currentMessages();
  if (error.kind === 'timeout') return LL.errors.timeout();
  if (error.kind === 'http') return LL.errors.requestFailed({ status: error.status ?? 0 });
  return LL.errors.networkDown();
}

/**
 * What a form shows in its error summary for a failed call: the server's own sentence for a
 * refusal, otherwise what went wrong with the transport, in the current language.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if ((error.kind === 'refused' || error.kind === 'session') && error.message) {
      return error.message;
    }
    return transportMessage(error);
  }
  return currentMessages().lists.loadFailed();
}
