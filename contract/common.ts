import { z } from 'zod';

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

/**
 * Every refused answer: `{ code: 0, msg }`, or one of the session codes.
 * Some backends send an empty `data` with a refusal; it carries nothing and is ignored.
 */
export const FailureSchema = z.object({
  code: z.union([
    z.literal(CODE_FAIL),
    z.literal(CODE_NO_TOKEN),
    z.literal(CODE_BAD_TOKEN),
    z.literal(CODE_EXPIRED_TOKEN),
  ]),
  msg: z.string(),
  data: z.unknown().optional(),
});
export type Failure = z.infer<typeof FailureSchema>;

/** The successful envelope around `data`. */
export function okEnvelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ code: z.literal(CODE_OK), msg: z.string(), data });
}

/**
 * The answer of every call: `{ code, msg, data }`. All of them travel as HTTP 200;
 * `code` carries the outcome (docs/decisions/003-envelope-and-http-status.md).
 */
export function envelope<T extends z.ZodTypeAny>(data: T) {
  return z.union([okEnvelope(data), FailureSchema]);
}
