import type {
  AppRoute,
  AppRouteFunction,
  AppRouter,
  ApiFetcherArgs,
  ClientArgs,
  InitClientReturn,
} from '@ts-rest/core';
import { contractRoutes } from 'virtual:contract-routes';
import { API_BASE_PATH, CODE_OK, SESSION_CODES } from '../../../contract/values';
import type { RouteMetadata } from '../../../contract/common';
import type { Contract } from '../../../contract/index';
import { DEFAULT_LANG } from '../../../i18n/languages';
import { storedLang } from '../language';
import { readStorage, STORAGE_KEYS } from '../storage';
import { formBody, multipartBody } from './form-body';
import { queryString } from './query-string';
import type { RouteTable, TableRoute } from './route-table';

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

/** True when the server refused the call (an id that names nothing): it was not found. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'refused';
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
  /** Sends the request; the browser's `fetch` unless given (the server's render answers in-process). */
  fetch?: typeof fetch;
  /** Called once for every failed call, before the promise rejects (toasts, forced logout). */
  onError?: (error: ApiError, call: FailedCall) => void;
}

function isEnvelope(body: unknown): body is { code: number; msg: string; data?: unknown } {
  return (
    typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number'
  );
}

function isTokenOnly(route: TableRoute): boolean {
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

/** What one call is given: the contract's request parts, and what it asks of the client. */
interface CallArgs extends CallOptions {
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  fetchOptions?: { signal?: AbortSignal | null };
}

/** An answer as the contract's types describe it: status, body and headers. */
interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * The request of one call, as ts-rest's own client writes it: the query string as deep-object
 * pairs, a form-encoded body by {@link formBody}, a multipart body by {@link multipartBody} (text
 * as text, not in JSON quotes), any other body as JSON. A GET sends no body.
 */
function requestOf(route: TableRoute, { query, body }: CallArgs) {
  const url = `${route.path}${queryString(query)}`;
  const headers: Record<string, string> = {};
  if (route.method === 'GET' || body === undefined || body === null) return { url, headers };
  if (body instanceof FormData || route.contentType === 'multipart/form-data') {
    const fields = body as Parameters<typeof multipartBody>[0];
    return { url, headers, body: body instanceof FormData ? body : multipartBody(fields) };
  }
  if (route.contentType === 'application/x-www-form-urlencoded') {
    headers['content-type'] = route.contentType;
    return { url, headers, body: formBody(body as Parameters<typeof formBody>[0]) };
  }
  headers['content-type'] = 'application/json';
  return { url, headers, body: JSON.stringify(body) };
}

/** The body of an answer by its type: JSON, text, or else the file itself. */
async function answerOf(response: Response): Promise<Answer> {
  const type = response.headers.get('content-type') ?? '';
  const body: unknown =
    type.includes('application/') && type.includes('json')
      ? ((await response.json()) as unknown)
      : type.includes('text/')
        ? await response.text()
        : await response.blob();
  return { status: response.status, body, headers: response.headers };
}

/**
 * Sends one call: base path, timeout, `token` and `lang` headers, and the envelope rule (code 1
 * resolves, anything else rejects with an ApiError after `onError` has seen it).
 */
function callSender(options: ApiClientOptions) {
  const {
    baseUrl = API_BASE_PATH,
    getToken = () => readStorage(STORAGE_KEYS.token),
    getLang = storedLang,
    timeoutMs = REQUEST_TIMEOUT_MS,
    holdTokenOnlyCalls = false,
    onError,
    fetch: send = fetch,
  } = options;

  return async (route: TableRoute, args: CallArgs = {}): Promise<Answer> => {
    const { inline = false, refusals = 'reject' } = args;
    const call: FailedCall = { inline: inline || refusals === 'resolve' };
    const callerSignal = args.fetchOptions?.signal ?? undefined;
    const request = requestOf(route, args);
    const headers: Record<string, string> = {
      ...request.headers,
      ...definedHeaders(args.headers),
      lang: getLang() || DEFAULT_LANG,
    };
    const token = getToken();
    if (token) headers.token = token;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    try {
      if (!token && holdTokenOnlyCalls && isTokenOnly(route)) {
        throw new ApiError('signed-out', 'This call needs a login; it was not sent');
      }
      const response = await answerOf(
        await send(`${baseUrl}${request.url}`, {
          method: route.method,
          headers,
          body: request.body,
          signal,
        }),
      );
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
}

function definedHeaders(headers: CallArgs['headers'] = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
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
 * are the contract's own, through ts-rest's client types; at run time it needs nothing of the
 * schemas nor of ts-rest, so neither they, nor zod, load with it
 * (docs/decisions/138-first-paint-without-zod-and-xstate.md).
 */
const routes: RouteTable = contractRoutes;

/** How ts-rest's types see this client: its arguments, and the call options beside a request. */
interface ClientTyping extends ClientArgs {
  api: (args: ApiFetcherArgs & CallOptions) => Promise<Answer>;
}

/** One call of the contract, typed by its route: request in, the route's answers out. */
type CallOf<R extends AppRoute> = AppRouteFunction<R, ClientTyping>;

/** The plain client of the whole contract (`.content.layout()`). */
export type ApiClient = InitClientReturn<Contract, ClientTyping>;

/** The client for views: every call as `.query` (GET) or `.mutate` (the others). */
type ViewCalls<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute
    ? T[K]['method'] extends 'GET'
      ? { query: CallOf<T[K]> }
      : { mutate: CallOf<T[K]> }
    : T[K] extends AppRouter
      ? ViewCalls<T[K]>
      : never;
};
export type PortalApi = ViewCalls<Contract>;

function isTableRoute(entry: TableRoute | RouteTable): entry is TableRoute {
  return typeof entry.method === 'string' && typeof entry.path === 'string';
}

/** The calls of `table`, each sent by `send`, wrapped by `shape` (a plain function, or a view's). */
function callsOf(
  table: RouteTable,
  send: ReturnType<typeof callSender>,
  shape: (route: TableRoute, call: (args?: CallArgs) => Promise<Answer>) => unknown,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(table).map(([name, entry]) => [
      name,
      isTableRoute(entry) ? shape(entry, (args) => send(entry, args)) : callsOf(entry, send, shape),
    ]),
  );
}

/** A plain client of every `/prod-api` call, for the session, the contract tests and tools. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // The shape is ts-rest's own client's; the typing is the contract's, checked where it is built.
  return callsOf(routes, callSender(options), (_, call) => call) as unknown as ApiClient;
}

/**
 * The portal's client for views, made once when the app starts with the error policy
 * (src/app/api-provider.tsx): every call as a plain call (`.query` for GET, `.mutate` for the
 * others). Features reach it through `useApi()` and hand its calls to react-query.
 */
export function createPortalApi(options: ApiClientOptions = {}): PortalApi {
  return callsOf(routes, callSender(options), (route, call) =>
    route.method === 'GET' ? { query: call } : { mutate: call },
  ) as unknown as PortalApi;
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
