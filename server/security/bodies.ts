import fp from 'fastify-plugin';
import type { AppRoute } from '@ts-rest/core';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preParsingHookHandler,
  RequestPayload,
} from 'fastify';
import { Transform } from 'node:stream';
import { HEAD_OFFICE_FILE_MAX_BYTES, SHIPPING_LIMITS } from '../../contract/backoffice-orders';
import { CODE_FAIL, MAX_UPLOAD_BYTES } from '../../contract/common';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { BACKOFFICE_PATH } from '../plugins/permissions';
import {
  addRouteHook,
  contractRouteOf,
  METHODS_WITHOUT_BODY,
  takesNoBody,
} from '../plugins/route-hooks';

/** The media type of JSON bodies, which every call takes unless the contract says otherwise. */
export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';
export const MULTIPART_TYPE = 'multipart/form-data';

/** The largest JSON or form body any call takes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The largest multipart body: every upload call takes one file of at most 500 kB with a few
 * short fields, so twice that leaves room for the multipart framing and a file a little over
 * the limit, which is then refused by name ("The file is larger than 500 kB").
 */
export const MAX_MULTIPART_BYTES = 2 * MAX_UPLOAD_BYTES;

/**
 * The largest multipart body of head office's uploads: up to ten shipping files of 2 MB each,
 * with room for the framing (docs/backoffice.md). Only staff with the upload's
 * permission get this far: the permission guard answers everyone else before the body is read.
 */
export const MAX_BACKOFFICE_MULTIPART_BYTES =
  (SHIPPING_LIMITS.files + 1) * HEAD_OFFICE_FILE_MAX_BYTES;

/** Whether a route is one of head office's calls. */
function isBackOfficeRoute(path: string | undefined): boolean {
  return path?.startsWith(BACKOFFICE_PATH) ?? false;
}

/** The largest file one part of an upload to this call may be: 2 MB for head office, else 500 kB. */
export function fileLimitOf(request: FastifyRequest): number {
  const route = request.routeOptions.config.tsRestRoute;
  return isBackOfficeRoute(route?.path) ? HEAD_OFFICE_FILE_MAX_BYTES : MAX_UPLOAD_BYTES;
}

/** The largest multipart body of a route, given its contract path. */
export function multipartLimitOf(path: string | undefined): number {
  return isBackOfficeRoute(path) ? MAX_BACKOFFICE_MULTIPART_BYTES : MAX_MULTIPART_BYTES;
}

/** Time limits of reading a request (docs/server.md). */
export interface RequestTimeouts {
  /**
   * Milliseconds from the start of reading a body to its last byte. A slower body is answered
   * 408 in the envelope. The web app gives up on a call after 30 s, so a body still arriving
   * then has no one waiting for its answer.
   */
  body: number;
  /**
   * Milliseconds for a whole request, headers and body, enforced by Node.js (a plain 408 and a
   * closed connection): the backstop for what the body limit does not see, such as headers
   * sent a byte at a time.
   */
  request: number;
}

export const DEFAULT_TIMEOUTS: RequestTimeouts = { body: 30_000, request: 60_000 };

/** The essence of a Content-Type header (`application/json; charset=utf-8` → `application/json`). */
export function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/**
 * The one media type a route's body may have: what its contract route declares (form-encoded
 * for the search and the quotation download, multipart for the uploads), JSON for every other
 * call and for routes outside the contract.
 */
export function bodyTypeOf(route: AppRoute | undefined): string {
  const declared = route && 'contentType' in route ? route.contentType : undefined;
  return declared ?? JSON_TYPE;
}

/** {@link bodyTypeOf} the route a request came to. */
export function acceptedBodyType(request: FastifyRequest): string {
  return bodyTypeOf(request.routeOptions.config.tsRestRoute);
}

/** Whether a request may carry a body: a length above zero, or chunks of a length yet unknown. */
export function mayHaveBody(request: FastifyRequest): boolean {
  if (METHODS_WITHOUT_BODY.has(request.method)) return false;
  const { headers } = request;
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

/** A refusal that stops reading the request. */
function bodyError(statusCode: number, code: string, message: string): FastifyError {
  return Object.assign(new Error(message), { statusCode, code, name: 'BodyError' });
}

const typeRefused = () => bodyError(415, 'BODY_TYPE_REFUSED', 'Unsupported Media Type');

/** Whether a body of announced length is already read from the connection, whole. */
function bodyHasArrived(request: FastifyRequest): boolean {
  const announced = Number(request.headers['content-length']);
  return Number.isInteger(announced) && request.raw.readableLength >= announced;
}

/** Refuses, before a byte of it is read, a body of announced length and another type. */
function refuseOtherTypes(accepted: string): onRequestHookHandler {
  return (request, reply, done) => {
    const other = mayHaveBody(request) && mediaTypeOf(request.headers['content-type']) !== accepted;
    // Chunks of an unknown length may still turn out to be no body at all.
    if (!other || request.headers['content-length'] === undefined) {
      done();
      return;
    }
    void reply.header('Connection', 'close');
    done(typeRefused());
  };
}

/** Times the reading of a body, and refuses a chunked one of another type at its first byte. */
function timeBodies(accepted: string, timeoutMs: number): preParsingHookHandler {
  return (request, reply, payload, done) => {
    if (!mayHaveBody(request)) {
      done(null, payload);
      return;
    }
    const refuseAny = mediaTypeOf(request.headers['content-type']) !== accepted;
    if (refuseAny) {
      done(null, guard(reply, payload, refuseAny, timeoutMs));
      return;
    }
    // Most calls' bodies come in the packet of their headers, and the request has them once
    // the packet is read, right after this hook: then nothing is left to time.
    process.nextTick(() => {
      done(null, bodyHasArrived(request) ? payload : guard(reply, payload, false, timeoutMs));
    });
  };
}

/**
 * The body as Fastify reads it, through a stream that refuses any byte (`refuseAny`) and fails
 * with 408 when the body has not ended `timeoutMs` after this call.
 */
function guard(
  reply: FastifyReply,
  payload: RequestPayload,
  refuseAny: boolean,
  timeoutMs: number,
): RequestPayload {
  const guarded = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (refuseAny && chunk.length > 0) callback(typeRefused());
      else callback(null, chunk);
    },
  });
  // The reader may have given up on the stream already (a body over the limit): an error
  // nobody listens for must not end the process.
  guarded.on('error', () => undefined);
  const timer = setTimeout(() => {
    payload.unpipe(guarded);
    guarded.destroy(bodyError(408, 'BODY_TIMEOUT', 'Request body timeout'));
  }, timeoutMs);
  const stop = () => clearTimeout(timer);
  guarded.once('end', stop).once('close', stop);
  // Answered before the body was read, or the client went away: nothing left to time.
  reply.raw.once('finish', stop).once('close', stop);
  payload.once('error', (error) => guarded.destroy(error));
  return payload.pipe(guarded);
}

/**
 * The rules every request body meets, on every route:
 *
 * - Its media type is the one its route takes ({@link bodyTypeOf}), or it is refused with 415
 *   in the envelope. A JSON call therefore never takes a form or `text/plain`, which a page on
 *   another site can make a browser send without asking, and multipart is read only where
 *   files go. A body whose length is announced is refused before a byte of it is read; a
 *   chunked one at its first byte. Empty bodies pass whatever their type (some clients label a
 *   call without a body), and GET calls are not looked at.
 * - It has fully arrived `timeoutMs` after its reading began, or it is refused with 408 in the
 *   envelope.
 *
 * Refused bodies are not read further: the connection closes after the answer. The rules are
 * hooks of the routes that take bodies, made with the route's type; a request for no route is
 * held to JSON's (docs/server.md).
 */
export const bodyGuard = fp<{ timeoutMs: number }>(
  (app, { timeoutMs }, done) => {
    app.addHook('onRoute', (route) => {
      if (takesNoBody(route)) return;
      const accepted = bodyTypeOf(contractRouteOf(route));
      addRouteHook(route, 'onRequest', refuseOtherTypes(accepted));
      addRouteHook(route, 'preParsing', timeBodies(accepted, timeoutMs));
    });

    const refuseForNoRoute = refuseOtherTypes(JSON_TYPE);
    const timeForNoRoute = timeBodies(JSON_TYPE, timeoutMs);
    app.addHook('onRequest', (request, reply, done) => {
      if (request.is404) refuseForNoRoute.call(app, request, reply, done);
      else done();
    });
    app.addHook('preParsing', (request, reply, payload, done) => {
      if (request.is404) timeForNoRoute.call(app, request, reply, payload, done);
      else done(null, payload);
    });

    // A body of a type without a parser: only an empty one gets this far, taken as no body.
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      if (body.length === 0) done(null, undefined);
      else done(typeRefused(), undefined);
    });
    done();
  },
  { name: 'portal-body-guard' },
);

/** How long the rest of a refused body is read and dropped before its connection closes. */
export const LINGER_MS = 2_000;

/**
 * After a body is refused, the rest of it is read and dropped for at most {@link LINGER_MS}
 * before the connection closes, as web servers do ("lingering close"). Closing at once, while
 * the client is still sending, makes the server's system answer the incoming bytes with a
 * reset, and a client that receives a reset drops the answer it had not read yet: the caller
 * would see a broken connection instead of the sentence that says why.
 */
export function lingerAfterRefusal(request: FastifyRequest): void {
  const { raw } = request;
  const socket = raw.socket as (typeof raw.socket & { destroySoon?: () => void }) | null;
  if (!socket || raw.complete) return;
  raw.unpipe();
  raw.resume();
  // Node's server closes a connection after its last answer through `destroySoon` when the
  // socket has one: here it ends the sending side and waits before letting go of the socket.
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/**
 * The answer to a body that could not be taken: its 4xx status and a sentence in the caller's
 * language. Null for errors that are not about the request's body.
 */
export function bodyRefusal(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: { code: number; msg: string } } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  const msg = messages(requestLang(request));
  const say = (text: string) => ({ status, body: { code: CODE_FAIL, msg: text } });
  // A multipart body over its limit is the whole upload, whatever its parts: not one file.
  if (status === 413) {
    const route = request.routeOptions.config.tsRestRoute;
    return acceptedBodyType(request) === MULTIPART_TYPE
      ? say(
          msg.uploadBodyTooLarge({
            maxKb: multipartLimitOf(route?.path) / 1024,
            fileKb: fileLimitOf(request) / 1024,
          }),
        )
      : say(msg.refusal.tooLarge());
  }
  if (status === 415) return say(msg.refusal.unsupportedType());
  if (status === 408) return say(msg.refusal.tooSlow());
  return say(msg.refusal.unreadable());
}
