/**
 * The plain values of the envelope and of paging, without schemas: code that must not load zod
 * (the web app's first paint) imports them from here; `common.ts` exports them too
 * (docs/decisions/138-first-paint-without-zod-and-xstate.md).
 */

/** The base path of every call; the backend serves the contract under it. */
export const API_BASE_PATH = '/prod-api';

/** Answer code of a successful call. */
export const CODE_OK = 1;
/** Answer code of a refused call: `msg` says why. */
export const CODE_FAIL = 0;
/** No token was sent with a call that needs one. */
export const CODE_NO_TOKEN = 90002;
/** The token is unknown or was revoked (logout, password change). */
export const CODE_BAD_TOKEN = 90003;
/** The token has expired. */
export const CODE_EXPIRED_TOKEN = 90004;
/** Codes that end the session on the client: 'Please log in'. */
export const SESSION_CODES = [CODE_NO_TOKEN, CODE_BAD_TOKEN, CODE_EXPIRED_TOKEN] as const;
/** A code that ends the session. */
export type SessionCode = (typeof SESSION_CODES)[number];

/** Page sizes the pager offers. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
/** Page size when none is asked for. */
export const DEFAULT_PAGE_SIZE = 20;
