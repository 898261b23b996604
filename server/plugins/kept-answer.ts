import fp from 'fastify-plugin';
import negotiate from '@fastify/accept-negotiator';
import type {
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { CODE_OK } from '../../contract/values';
import { keptAnswerLookups, metricsStarted } from '../operations/metrics';
import { routeNameOf } from '../operations/route-names';
import { ALL_GROUPS, type ListenedCache } from './listened-cache';

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
 * An answer made once and sent many times (public content, a user's order list): its JSON as
 * the route sent it (checked against the contract by the route's answer check when it was made),
 * compressed at most once per encoding, the first time a caller accepts that encoding
 * (docs/decisions/142-kept-answers.md).
 */
export class KeptAnswer {
  private readonly compressed = new Map<Encoding, Buffer>();
  /** Whether the answer is large enough to be worth compressing. */
  private readonly compressible: boolean;

  constructor(
    /**
     * The body as JSON, in UTF-8: encoded once, not at every send (a text with letters beyond
     * Latin-1, such as "×" or Arabic, costs the socket more to encode than to send).
     */
    readonly json: Buffer,
  ) {
    this.compressible = json.length >= COMPRESS_THRESHOLD_BYTES;
  }

  /**
   * The memory the answer may come to hold: its JSON, and at most as much again for its
   * compressed copies (which are smaller than the JSON each).
   */
  get bytes(): number {
    return this.json.length * (this.compressible ? 1 + ENCODINGS.length : 1);
  }

  /**
   * What goes to this caller: the JSON, or its compressed bytes when it is large enough and the
   * caller accepts an encoding, with the headers that say so.
   */
  payload(request: AnswerRequest, reply: AnswerReply): Buffer {
    reply.type('application/json; charset=utf-8');
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

/** Where and under which key a route keeps its answers. */
export interface KeepOptions {
  /** The answers kept, dropped in every process when what they show changes. */
  cache: ListenedCache;
  /** The key of a request's answer; null: this answer is made afresh and not kept. */
  key: (request: FastifyRequest) => string | null;
  /** The group the answer is dropped with (a user's); everything's by default. */
  group?: (request: FastifyRequest) => string;
}

/** How far a request to a keeping route has got: answered from memory, or being made. */
type Keeping = 'sent' | { key: string; group: string; startedAt: number };
const keeping = new WeakMap<FastifyRequest, Keeping>();
/** The answer hooks this module made, for the plugin to know their routes. */
const answerHooks = new WeakSet<object>();

/**
 * The hooks of a route whose answers are kept: before the handler, a kept answer is sent as it
 * was made (no handler, no check, no serialisation); otherwise the handler answers, the route's
 * contract check runs on its answer as on any other, and a successful answer is kept as sent,
 * unless what it shows changed while it was being made (a refusal is made afresh each time). Either way the answer goes compressed as the
 * caller accepts, each encoding made once. Give them to the route (ts-rest's `hooks`) of an app
 * that registered {@link keptAnswerRoutes}.
 */
export function keptAnswers(options: KeepOptions): {
  preHandler: preHandlerAsyncHookHandler;
  onSend: onSendAsyncHookHandler;
} {
  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = options.key(request);
    if (key === null) return;
    const kept = options.cache.peek<KeptAnswer>(key);
    if (metricsStarted()) {
      keptAnswerLookups.inc({ route: routeNameOf(request), result: kept ? 'hit' : 'miss' });
    }
    if (kept) {
      keeping.set(request, 'sent');
      return reply.send(kept.payload(request, reply));
    }
    const group = options.group?.(request) ?? ALL_GROUPS;
    keeping.set(request, { key, group, startedAt: options.cache.begin() });
  };
  const onSend: onSendAsyncHookHandler = async (request, reply, payload) => {
    const state = keeping.get(request);
    if (state === 'sent' || typeof payload !== 'string' || !isJson(reply)) return payload;
    const answer = new KeptAnswer(Buffer.from(payload));
    if (state && reply.statusCode === 200 && isSuccess(payload)) {
      options.cache.keepIfCurrent(state.key, state.group, answer, state.startedAt);
    }
    return answer.payload(request, reply);
  };
  answerHooks.add(onSend);
  return { preHandler, onSend };
}

/**
 * Whether an answer says yes (`code` 1): a refusal (a body the contract refuses, a page past the
 * last) is answered afresh each time, not kept. Read once per made answer, never per kept one.
 */
function isSuccess(payload: string): boolean {
  const body: unknown = JSON.parse(payload);
  return typeof body === 'object' && body !== null && 'code' in body && body.code === CODE_OK;
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * Registers the routes that keep answers with the app: they compress their answers themselves
 * (once per kept answer and encoding), so `@fastify/compress` leaves them alone.
 */
export const keptAnswerRoutes = fp(
  (app, _options, done) => {
    app.addHook('onRoute', (route) => {
      const hooks = [route.onSend ?? []].flat() as object[];
      if (hooks.some((hook) => answerHooks.has(hook))) route.compress = false;
    });
    done();
  },
  { name: 'portal-kept-answers' },
);

/** A Vary header's value with Accept-Encoding in it, once. */
function varyWithAcceptEncoding(vary: unknown): string {
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
}
