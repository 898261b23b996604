import { Transform, type Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODE_FAIL } from '../../contract/common';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { takeHit } from '../security/rate-limit';
import type { Limit } from '../security/settings';
import { addRouteHook, contractRouteOf } from './route-hooks';
import { uploadsTotal } from '../operations/metrics';
import { routeNameOf } from '../operations/route-names';
import {
  MAX_MULTIPART_BYTES,
  MULTIPART_TYPE,
  fileLimitOf,
  lingerAfterRefusal,
  multipartLimitOf,
} from '../security/bodies';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when an uploaded file is larger than the upload limit. */
    uploadTooLarge: boolean;
  }
}

/**
 * Uploads one user may have in flight in one process: enough for a form's files one after the
 * other and a second tab, not enough to fill the process's time while other partners wait.
 */
export const MAX_UPLOADS_PER_USER = 2;

/**
 * The uploads in flight in one app (the process's server), by user, and the requests holding a
 * place, to give it back once. Each app has its own: apps made in one process (tests) never
 * share their counts.
 */
export class UploadPlaces {
  private readonly inFlight = new Map<number, number>();
  private readonly holding = new WeakSet<FastifyRequest>();

  /** How many uploads `user` has in flight. */
  of(user: number): number {
    return this.inFlight.get(user) ?? 0;
  }

  /** Takes a place for the request's user; false when they hold all theirs. */
  take(request: FastifyRequest, user: number): boolean {
    const taken = this.of(user);
    if (taken >= MAX_UPLOADS_PER_USER) return false;
    this.inFlight.set(user, taken + 1);
    this.holding.add(request);
    return true;
  }

  /** Gives back the place the request took, once. */
  giveBack(request: FastifyRequest): void {
    if (!this.holding.has(request)) return;
    this.holding.delete(request);
    const user = request.auth?.user.id;
    if (user === undefined) return;
    const left = this.of(user) - 1;
    if (left <= 0) this.inFlight.delete(user);
    else this.inFlight.set(user, left);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's uploads in flight (server/plugins/uploads.ts). */
    uploadPlaces: UploadPlaces;
  }
}

/** What the upload guard needs: the database and clock of the rate, and the rate. */
export interface UploadOptions {
  db: Db;
  now: Clock;
  /** Uploads one user may begin in a window, in every process together (`uploadsPerUser`). */
  perUser: Limit;
}

/**
 * Takes one of the user's places for an upload before its body is read, and counts the upload
 * against the user's rate, or refuses it with 429 in the envelope: "Please wait for your other
 * uploads to finish." while two are in flight, "You have sent many files…" with `Retry-After`
 * when the rate is used up. The place is given back when the answer has gone or the caller went
 * away. The body of a refused upload is not read: the rest of it is drained before the
 * connection closes, as for every refused body, so that the caller reads the answer instead of
 * a reset.
 */
function uploadGuard({ db, now, perUser }: UploadOptions, places: UploadPlaces) {
  return async function takeUploadPlace(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const user = request.auth?.user.id;
    if (user === undefined || reply.sent) return;
    const msg = messages(requestLang(request));
    // Held while the rate is asked, so that parallel uploads cannot all pass the count at once.
    if (!places.take(request, user)) {
      lingerAfterRefusal(request);
      await reply.status(429).send({ code: CODE_FAIL, msg: msg.uploadsBusy() });
      return;
    }
    const rate = await takeHit(db, 'upload-user', String(user), perUser, now());
    if (rate.allowed) return;
    places.giveBack(request);
    lingerAfterRefusal(request);
    const minutes = Math.ceil(rate.retryAfterSeconds / 60);
    await reply
      .status(429)
      .header('retry-after', String(rate.retryAfterSeconds))
      .send({ code: CODE_FAIL, msg: msg.uploadsTooMany({ minutes }) });
  };
}

/** How an upload is counted in the metrics by its answer's status. */
function uploadOutcome(status: number): 'stored' | 'refused' | 'failed' {
  return status >= 500 ? 'failed' : status >= 400 ? 'refused' : 'stored';
}

/** What an `onSend` hook calls with the answer it lets go. */
type SendDone = (error: Error | null, payload: unknown) => void;

/** More parts than any upload form has; a body with more is refused as unreadable. */
const MAX_PARTS = 20;

function unreadable(reason: string): Error {
  return Object.assign(new Error(`Multipart body not readable: ${reason}`), { statusCode: 400 });
}

/** The boundary a multipart body's Content-Type names, or null. */
function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * Counts a multipart body's parts by their boundary lines as its bytes arrive, and fails the
 * body (400, "too many parts") as soon as it holds more than `most`: a body of thousands of
 * empty parts costs a few comparisons per byte and is never held whole, let alone parsed.
 * A boundary line split between two chunks is found in the bytes kept from the first.
 */
export function partCounter(boundary: string, most: number): Transform {
  const delimiter = Buffer.from(`--${boundary}`);
  let carried = Buffer.alloc(0);
  let delimiters = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      // A delimiter found here ends in this chunk: the carried bytes are too few to hold one.
      const seen = carried.length === 0 ? chunk : Buffer.concat([carried, chunk]);
      for (let at = seen.indexOf(delimiter); at !== -1;) {
        delimiters += 1;
        at = seen.indexOf(delimiter, at + delimiter.length);
      }
      carried = Buffer.from(seen.subarray(Math.max(0, seen.length - delimiter.length + 1)));
      // The last delimiter closes the body and opens no part.
      if (delimiters - 1 > most) done(unreadable('too many parts'));
      else done(null, chunk);
    },
  });
}

/**
 * Puts a {@link partCounter} between the connection and the multipart parser. A connection that
 * fails (a body cut short) fails the counter with it; a counter that fails leaves the connection
 * open, so that the refusal is answered before it closes.
 */
function countPartsAsRead(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Readable,
  done: (error: Error | null, payload?: Readable) => void,
): void {
  const boundary = boundaryOf(request.headers['content-type']);
  if (boundary === null || reply.sent) {
    done(null, payload);
    return;
  }
  const counter = partCounter(boundary, MAX_PARTS);
  payload.once('error', (error) => counter.destroy(error));
  done(null, payload.pipe(counter));
}

/**
 * A multipart body as a plain object: a field's value, or the list of values of a field that
 * came more than once. File parts are Web `File`s, so the contract's `z.instanceof(Blob)`
 * schemas validate them on the server as on the client. Its parts were counted as it arrived
 * ({@link partCounter}): a body of thousands of empty parts would cost the parser far more than
 * its bytes.
 */
async function parseMultipart(request: FastifyRequest, body: Buffer): Promise<unknown> {
  if (body.length === 0) return undefined;
  const boundary = boundaryOf(request.headers['content-type']);
  if (boundary === null) throw unreadable('no boundary');
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
  } catch {
    throw unreadable('malformed');
  }
  const fields = new Map<string, FormDataEntryValue | FormDataEntryValue[]>();
  let parts = 0;
  for (const [name, value] of form) {
    parts += 1;
    if (parts > MAX_PARTS) throw unreadable('too many parts');
    if (value instanceof Blob && value.size > fileLimitOf(request)) request.uploadTooLarge = true;
    const earlier = fields.get(name);
    fields.set(
      name,
      earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value],
    );
  }
  // Own properties only: a part named `__proto__` is a field like any other.
  return Object.fromEntries(fields);
}

/** Answers an upload whose file is over its limit before the handler runs. */
async function refuseLargeFile(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.uploadTooLarge) return;
  const msg = messages(requestLang(request));
  await reply
    .status(200)
    .send({ code: CODE_FAIL, msg: msg.uploadTooLarge({ maxKb: fileLimitOf(request) / 1024 }) });
}

/**
 * Multipart bodies, which only the upload calls take (the others refuse them, see
 * `bodyGuard`). They are read like every other body, through Fastify, so the
 * body-size limit ({@link MAX_MULTIPART_BYTES}, answered 413) and the read timeout apply to them
 * too; a malformed or cut-off body is answered 400 in the envelope. A file over 500 kB within
 * that limit is refused with `{ code: 0, msg }` "The file is larger than 500 kB." in the
 * caller's language before the handler runs. Head office's uploads take files of 2 MB and
 * bodies of up to {@link multipartLimitOf} (docs/backoffice.md).
 */
export const uploads = fp<UploadOptions>(
  (app, options, done) => {
    const places = new UploadPlaces();
    app.decorate('uploadPlaces', places);
    const takeUploadPlace = uploadGuard(options, places);
    app.decorateRequest('uploadTooLarge', false);
    // Head office's uploads take larger files than the partner's (server/security/bodies.ts).
    app.addHook('onRoute', (route) => {
      const call = contractRouteOf(route);
      if (!call || !('contentType' in call) || call.contentType !== MULTIPART_TYPE) return;
      route.bodyLimit = multipartLimitOf(call.path);
      // After the token's check (onRequest), and first of the hooks before parsing: the body
      // does not flow until the place is taken and the rate counted. Once it flows, the refusal
      // of its first byte (bodyGuard) could come while the rate is still being counted, with
      // nobody reading the body yet to hear it.
      addRouteHook(route, 'preParsing', takeUploadPlace, { first: true });
      addRouteHook(route, 'preParsing', countPartsAsRead);
      // Given back as the answer goes out, before the caller can read it: a caller that sends
      // its next file as soon as it has the answer finds the place free. After the answer (or
      // an abort) in case no answer was sent.
      addRouteHook(
        route,
        'onSend',
        (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: SendDone) => {
          places.giveBack(request);
          done(null, payload);
        },
      );
      addRouteHook(
        route,
        'onResponse',
        (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
          places.giveBack(request);
          uploadsTotal.inc({
            route: routeNameOf(request),
            outcome: uploadOutcome(reply.statusCode),
          });
          done();
        },
      );
      addRouteHook(route, 'onRequestAbort', (request: FastifyRequest, done: () => void) => {
        places.giveBack(request);
        done();
      });
      addRouteHook(route, 'preHandler', refuseLargeFile);
    });
    app.addContentTypeParser(
      MULTIPART_TYPE,
      { parseAs: 'buffer', bodyLimit: MAX_MULTIPART_BYTES },
      (request: FastifyRequest, body: Buffer) => parseMultipart(request, body),
    );
    done();
  },
  { name: 'portal-uploads' },
);
