import negotiate from '@fastify/accept-negotiator';
import { validateResponse, type AppRoute } from '@ts-rest/core';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli's quality 4 costs about what gzip's default does, per answer, and still packs tighter;
 * the build's files use the best quality once.
 */
export const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encodings an answer can go in, the preferred first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** What a kept answer reads of the request. */
interface AnswerRequest {
  headers: { 'accept-encoding'?: string | string[] };
}

/** What a kept answer sets on the reply (Fastify's, as ts-rest's handlers see it). */
interface AnswerReply {
  type(contentType: string): unknown;
  header(name: string, value: string): unknown;
  getHeader(name: string): unknown;
}

/**
 * A successful answer made once and sent many times (public content, a user's order list):
 * checked against its contract route when it is made, serialised once, and compressed at most
 * once per encoding, the first time a caller accepts that encoding
 * (docs/decisions/142-kept-answers.md). `T` is the body the route's handler would return.
 */
export class KeptAnswer<T> {
  private readonly compressed = new Map<Encoding, Buffer>();
  /** Whether the answer is large enough to be worth compressing. */
  private readonly compressible: boolean;

  private constructor(
    /**
     * The body as JSON, in UTF-8: encoded once, not at every send (a text with letters beyond
     * Latin-1, such as "×" or Arabic, costs the socket more to encode than to send).
     */
    readonly json: Buffer,
  ) {
    this.compressible = json.length >= COMPRESS_THRESHOLD_BYTES;
  }

  /** Checks a 200 answer against `route` (unknown keys dropped) and serialises it. */
  static of<A extends { status: 200; body: unknown }>(
    route: AppRoute,
    answer: A,
  ): KeptAnswer<A['body']> {
    const checked = validateResponse({ appRoute: route, response: answer });
    return new KeptAnswer<A['body']>(Buffer.from(JSON.stringify(checked.body)));
  }

  /**
   * The answer as a handler of a route registered without ts-rest's response check returns it:
   * the JSON, or its compressed bytes when it is large enough and the caller accepts an
   * encoding, with the headers that say so. The body is typed as the route's, as ts-rest sends
   * it untouched.
   */
  reply(request: AnswerRequest, reply: AnswerReply): { status: 200; body: T } {
    reply.type('application/json; charset=utf-8');
    const payload = this.payloadFor(request, reply);
    return { status: 200, body: payload as unknown as T };
  }

  private payloadFor(request: AnswerRequest, reply: AnswerReply): Buffer {
    if (!this.compressible) return this.json;
    reply.header('Vary', varyWithAcceptEncoding(reply.getHeader('Vary')));
    const accepted = request.headers['accept-encoding'];
    const encoding =
      typeof accepted === 'string' && accepted !== '' ? negotiate(accepted, [...ENCODINGS]) : null;
    if (encoding === null) return this.json;
    reply.header('Content-Encoding', encoding);
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br' ? brotliCompressSync(this.json, BROTLI_OPTIONS) : gzipSync(this.json);
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

/** A Vary header's value with Accept-Encoding in it, once. */
function varyWithAcceptEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}
