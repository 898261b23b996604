import { initClient, tsRestFetchApi, type ApiFetcherArgs, type ClientArgs } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { CODE_OK, SESSION_CODES } from '../../../contract/common';
import { API_BASE_PATH, contract } from '../../../contract/index';
import { DEFAULT_LANG } from '../../../i18n/languages';
import { storedLang } from '../language';
import { readStorage, STORAGE_KEYS } from '../storage';

/** Every call gives up after 30 seconds (spec section 9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Why a call did not give data: the server refused it, the session ended, or the call failed. */
export type ApiErrorKind = 'refused' | 'session' | 'network' | 'timeout' | 'http';

/**
 * A call that did not succeed; `message` is the server's `msg` when there is one and `data`
 * what the refusal carried (`needVerify` after a failed login, for one).
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code: number | null = null,
    readonly status: number | null = null,
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** Origin and base path; `/prod-api` on the portal's own origin by default. */
  baseUrl?: string;
  getToken?: () => string | null;
  getLang?: () => string;
  timeoutMs?: number;
  /** Called once for every failed call, before the promise rejects (toasts, forced logout). */
  onError?: (error: ApiError) => void;
}

function isEnvelope(body: unknown): body is { code: number; msg: string; data?: unknown } {
  return (
    typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number'
  );
}

function classify(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError('timeout', error.message);
  }
  return new ApiError('network', error instanceof Error ? error.message : String(error));
}

/**
 * The client arguments shared by the plain client and the react-query hooks: base path,
 * timeout, `token` and `lang` headers, and the envelope rule (code 1 resolves, anything else
 * rejects with an ApiError after `onError` has seen it).
 */
export function createClientArgs(options: ApiClientOptions = {}) {
  const {
    baseUrl = API_BASE_PATH,
    getToken = () => readStorage(STORAGE_KEYS.token),
    getLang = storedLang,
    timeoutMs = REQUEST_TIMEOUT_MS,
    onError,
  } = options;

  const api = async (args: ApiFetcherArgs) => {
    const headers: Record<string, string> = { ...args.headers, lang: getLang() || DEFAULT_LANG };
    const token = getToken();
    if (token) headers.token = token;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = args.fetchOptions?.signal
      ? AbortSignal.any([args.fetchOptions.signal, timeout])
      : timeout;
    try {
      const response = await tsRestFetchApi({
        ...args,
        headers,
        fetchOptions: { ...args.fetchOptions, signal },
      });
      const { body, status } = response;
      if (!isEnvelope(body)) {
        if (status >= 200 && status < 300) return response;
        throw new ApiError('http', `HTTP ${status}`, null, status);
      }
      if (body.code === CODE_OK) return response;
      const kind = (SESSION_CODES as readonly number[]).includes(body.code) ? 'session' : 'refused';
      throw new ApiError(kind, body.msg, body.code, status, body.data);
    } catch (error) {
      const failure = classify(error);
      onError?.(failure);
      throw failure;
    }
  };

  return { baseUrl, baseHeaders: {}, api } satisfies ClientArgs;
}

/** A typed client for every `/prod-api` call. */
export function createApiClient(options: ApiClientOptions = {}) {
  return initClient(contract, createClientArgs(options));
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** The `data` of a successful answer (the client has already rejected every other answer). */
export function dataOf<T extends { code: number }>(response: {
  body: T;
}): Extract<T, { code: 1 }> extends { data: infer D } ? D : never {
  const { body } = response;
  if (body.code !== CODE_OK || !('data' in body)) {
    throw new ApiError('refused', 'Unexpected answer', body.code);
  }
  return body.data as Extract<T, { code: 1 }> extends { data: infer D } ? D : never;
}

let handleError: ((error: ApiError) => void) | undefined;

/** The portal's error policy (toasts, forced logout) is installed once by the app. */
export function setApiErrorHandler(handler: (error: ApiError) => void): void {
  handleError = handler;
}

/** React-query hooks for the portal itself, on its own origin. */
export const tsr = initTsrReactQuery(
  contract,
  createClientArgs({ onError: (error) => handleError?.(error) }),
);
