import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import { CODE_FAIL } from '../../contract/common';
import { requestLang } from '../lang';
import { messages } from '../messages';

/** The longest e-mail address a mailbox can have (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * An e-mail address as stored and compared: trimmed and in lower case. Null when it is longer
 * than any real address.
 */
export function normalizeEmail(username: string): string | null {
  const email = username.trim().toLowerCase();
  return email.length > 0 && email.length <= MAX_EMAIL_LENGTH ? email : null;
}

/** The deepest a body or query nests: no form of the contract comes near it. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Text no call takes: what PostgreSQL cannot store (the NUL character, half of a UTF-16
 * surrogate pair), and the bidirectional overrides (U+202D, U+202E), which show a name typed by
 * a partner reversed on head office's desk. Marks, embeddings and isolates, which right-to-left
 * text pasted from documents carries, pass.
 */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- NUL is one of the characters refused here.
  /\u0000|\u202d|\u202e|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What makes a value unfit to read further: nesting deeper than any form, or unstorable text. */
function inputProblem(value: unknown, depth = 0): 'tooDeep' | 'unstorable' | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? 'unstorable' : null;
  if (typeof value !== 'object' || value === null || value instanceof Blob) return null;
  if (depth >= MAX_INPUT_DEPTH) return 'tooDeep';
  for (const item of Object.values(value)) {
    const problem = inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Input no call can take is refused up front with the usual `{ code: 0, msg }`: text PostgreSQL
 * cannot hold (the NUL character, a lone surrogate such as `\ud800`), which would end in a
 * database error, and bodies or queries nested deeper than {@link MAX_INPUT_DEPTH}, which no
 * form has and which would cost every reader of them (a cache key, a check) a deep walk.
 */
export const nulByteGuard = fp(
  (app, _options, done) => {
    app.addHook('preHandler', (request, reply, done) => {
      const problem = inputProblem(request.body) ?? inputProblem(request.query);
      if (problem === null) {
        done();
        return;
      }
      const msg = messages(requestLang(request));
      void reply.status(problem === 'tooDeep' ? 400 : 200).send({
        code: CODE_FAIL,
        msg: problem === 'tooDeep' ? msg.refusal.formNotValid() : msg.refusal.textNotStorable(),
      });
    });
    done();
  },
  { name: 'portal-nul-byte-guard' },
);

/**
 * A request Node's HTTP parser refuses before any route sees it (headers or an address over
 * 16 kB, a malformed request line): answered in the envelope with a fitting status, in English
 * since no language header can be trusted yet, and the connection closed. Without it the
 * caller gets Node's bare 431 or Fastify's own JSON.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  const msg = messages('en');
  const text =
    status === 431
      ? msg.refusal.tooLarge()
      : status === 408
        ? msg.refusal.tooSlow()
        : msg.refusal.unreadable();
  const body = JSON.stringify({ code: CODE_FAIL, msg: text });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
