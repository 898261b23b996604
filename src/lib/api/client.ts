import { initClient, tsRestFetchApi, type ApiFetcherArgs, type ClientArgs } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { contractRoutes } from 'virtual:contract-routes';
import { API_BASE_PATH, CODE_OK, SESSION_CODES } from '../../../contract/values';
import type { RouteMetadata } from '../../../contract/common';
import type { Contract } from '../../../contract/index';
import { DEFAULT_LANG } from '../../../i18n/languages';
import { storedLang } from '../language';
import { readStorage, STORAGE_KEYS } from '../storage';
import { formBody, multipartBody } from './form-body';

/** Every call gives up after 30 seconds. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Why a call did not give data: the server refused it, the session ended, the transport failed
 * (network, timeout, HTTP error), the caller cancelled it (a query superseded or left behind),
 * or it needs a token and nobody is logged in, so it was never sent.
 */
export type ApiErrorKind =
  'refused' | 'session' | 'network' | 'timeout' | 'http' | 'cancelled' | 'signed-out';

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

/** What one call asks of the client, beside its request. */
export interface CallOptions {
  /**
   * The caller shows a refusal or failure itself, such as a form in its error summary: the error
   * policy shows no toast for it. A session code still ends the session.
   */
  inline?: boolean;
  /**
   * `resolve`: an answer with a code other than 1 resolves with the server's answer instead of
   * rejecting, for flow machines that branch on `code`. The caller shows it (as with `inline`);
   * a session code still ends the session. Transport failures reject either way.
   */
  refusals?: 'reject' | 'resolve';
}

/** What the error policy learns about the call that failed. */
export interface FailedCall {
  /** The caller shows the error itself (`inline` or `refusals: 'resolve'`). */
  inline: boolean;
}

export interface ApiClientOptions {
  /** Origin and base path; `/prod-api` on the portal's own origin by default. */
  baseUrl?: string;
  getToken?: () => string | null;
  getLang?: () => string;
  timeoutMs?: number;
  /**
   * Calls whose contract says `token` are not sent while there is no token: they reject at once
   * with kind `signed-out`. Off by default, so that the contract tests can show what the server
   * answers to such a call.
   */
  holdTokenOnlyCalls?: boolean;
  /** Called once for every failed call, before the promise rejects (toasts, forced logout). */
  onError?: (error: ApiError, call: FailedCall) => void;
}

function isEnvelope(body: unknown): body is { code: number; msg: string; data?: unknown } {
  return (
    typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number'
  );
}

function isTokenOnly(route: ApiFetcherArgs['route']): boolean {
  return (route.metadata as Partial<RouteMetadata> | undefined)?.access === 'token';
}

function classify(error: unknown, cancelled: boolean): ApiError {
  if (error instanceof ApiError) return error;
  // A query that was cancelled (superseded, or nobody needs it any more) is not a failure.
  if (cancelled) return new ApiError('cancelled', 'The call was cancelled');
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiError('timeout', error.message);
  }
  return new ApiError('network', error instanceof Error ? error.message : String(error));
}

/**
 * The body ts-rest would send, with form-encoded bodies written by {@link formBody} and
 * multipart bodies by {@link multipartBody}.
 */
function bodyOf(args: ApiFetcherArgs): ApiFetcherArgs['body'] {
  const raw = args.rawBody;
  if (typeof raw !== 'object' || raw === null || raw instanceof FormData) return args.body;
  if (args.contentType === 'application/x-www-form-urlencoded') {
    return formBody(raw as Parameters<typeof formBody>[0]);
  }
  if (args.contentType === 'multipart/form-data') {
    return multipartBody(raw as Parameters<typeof multipartBody>[0]);
  }
  return args.body;
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
    holdTokenOnlyCalls = false,
    onError,
  } = options;

  const api = async ({
    inline = false,
    refusals = 'reject',
    ...args
  }: ApiFetcherArgs & CallOptions) => {
    const call: FailedCall = { inline: inline || refusals === 'resolve' };
    const callerSignal = args.fetchOptions?.signal ?? undefined;
    const headers: Record<string, string> = { ...args.headers, lang: getLang() || DEFAULT_LANG };
    const token = getToken();
    if (token) headers.token = token;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    try {
      if (!token && holdTokenOnlyCalls && isTokenOnly(args.route)) {
        throw new ApiError('signed-out', 'This call needs a login; it was not sent');
      }
      const response = await tsRestFetchApi({
        ...args,
        headers,
        body: bodyOf(args),
        fetchOptions: { ...args.fetchOptions, signal },
      });
      const { body, status } = response;
      if (!isEnvelope(body)) {
        if (status >= 200 && status < 300) return response;
        throw new ApiError('http', `HTTP ${status}`, null, status);
      }
      if (body.code === CODE_OK) return response;
      const kind = (SESSION_CODES as readonly number[]).includes(body.code)
        ? sessionRefusal(token, getToken())
        : 'refused';
      const refusal = new ApiError(kind, body.msg, body.code, status, body.data);
      if (refusals === 'resolve') {
        onError?.(refusal, call);
        return response;
      }
      throw refusal;
    } catch (error) {
      const failure = classify(error, callerSignal?.aborted === true);
      onError?.(failure, call);
      throw failure;
    }
  };

  return { baseUrl, baseHeaders: {}, api } satisfies ClientArgs;
}

/**
 * What a session code answered to a call means: the end of the session, unless the token the
 * call carried is no longer the session's. Then an earlier answer has already ended that session
 * (calls in flight together all answer 90003, and only the first one says so) or a new login
 * replaced it, which an old token's refusal must not end: the call counts as sent signed out.
 */
function sessionRefusal(sent: string | null, current: string | null): ApiErrorKind {
  return sent !== null && sent !== current ? 'signed-out' : 'session';
}

/**
 * The contract's calls as the client reads them (method, path, content type, metadata), derived
 * from the contract when the app is built (scripts/vite/contract-routes.ts). The client's types
 * are the contract's own; at run time it needs nothing of the schemas, so none of them, nor zod,
 * loads with it (docs/decisions/138-first-paint-without-zod-and-xstate.md).
 */
const routes = contractRoutes as unknown as Contract;

type ClientArgsOf = ReturnType<typeof createClientArgs>;
/** The plain client of the whole contract (`.content.layout()`). */
export type ApiClient = ReturnType<typeof initClient<Contract, ClientArgsOf>>;
/** The client of the whole contract for views: plain calls and react-query hooks. */
export type PortalApi = ReturnType<typeof initTsrReactQuery<Contract, ClientArgsOf>>;

/** A plain client of every `/prod-api` call, for the session, the contract tests and tools. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return initClient(routes, createClientArgs(options));
}

/**
 * The portal's client for views, made once when the app starts with the error policy
 * (src/app/api-provider.tsx): every call as a plain call (`.query` for GET, `.mutate` for the
 * others) and as react-query hooks. Features reach it through `useApi()`.
 */
export function createPortalApi(options: ApiClientOptions = {}): PortalApi {
  return initTsrReactQuery(routes, createClientArgs(options));
}

/**
 * The `data` of a successful response (the client has already rejected every other answer).
 * Flow machines read the `data` of an answer body with their own `dataOf` instead.
 */
export function responseData<T extends { code: number }>(response: {
  body: T;
}): Extract<T, { code: 1 }> extends { data: infer D } ? D : never {
  const { body } = response;
  if (body.code !== CODE_OK || !('data' in body)) {
    throw new ApiError('refused', 'Unexpected answer', body.code);
  }
  return body.data as Extract<T, { code: 1 }> extends { data: infer D } ? D : never;
}
