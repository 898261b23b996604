import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CODE_FAIL, CODE_OK } from '../../contract/common';
import { languageOf } from '../../i18n/languages';
import { authenticate, sessionFailure, tokenOf } from '../plugins/auth';
import type { Db } from '../db/client';
import { requestLang } from '../lang';
import { messages } from '../messages';
import { takeHit } from '../security/rate-limit';
import {
  addChatMessage,
  CHAT_MESSAGE_MAX,
  CHAT_SEND_LIMIT,
  checkMessage,
  listChatMessages,
  type MessageProblem,
} from './messages';
import { renderChatPage } from './page';

/** Where the chat page is served: the address the demo data puts in the layout's `chat_url`. */
export const CHAT_PATH = '/chat/';

/** The page's own calls (outside `/prod-api`: they belong to the page, not to the portal's API). */
export const CHAT_MESSAGES_PATH = `${CHAT_PATH}messages`;

/**
 * Nothing but this origin: the page's own script, style, calls and the portal's web fonts. No inline code, no forms to
 * elsewhere, and only the portal may frame it.
 */
export const CHAT_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Longer bodies than a full message in JSON, with every character escaped, are refused. */
const BODY_LIMIT = 16 * 1024;

interface Asset {
  path: string;
  type: string;
  content: Buffer;
}

/** A file of assets/, served under a name that carries its hash, so it can be cached for good. */
function asset(file: string, type: string): Asset {
  const content = readFileSync(new URL(`./assets/${file}`, import.meta.url));
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 12);
  const dot = file.lastIndexOf('.');
  return { path: `${CHAT_PATH}${file.slice(0, dot)}.${hash}${file.slice(dot)}`, type, content };
}

function secured(reply: FastifyReply): FastifyReply {
  return reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'same-origin')
    .header('X-Frame-Options', 'SAMEORIGIN');
}

function problemMessage(problem: MessageProblem, request: FastifyRequest): string {
  const t = messages(requestLang(request)).chat;
  if (problem === 'tooLong') return t.bodyTooLong({ max: CHAT_MESSAGE_MAX });
  if (problem === 'invalid') return t.bodyInvalid();
  return t.bodyRequired();
}

/**
 * The chat page (`GET /chat/?lang=<code>`), its script and style, and its calls:
 * `GET /chat/messages` lists the partner's latest messages and `POST /chat/messages`
 * (`{ body }`) stores a new one. The calls know the partner by the `token` header and answer in
 * the envelope, in the language of the `lang` header.
 */
export function registerChat(
  app: FastifyInstance,
  db: Db,
  now: () => Date,
  fontSheets: ReadonlyMap<string, string>,
): void {
  const script = asset('chat-page.js', 'text/javascript; charset=utf-8');
  const style = asset('chat-page.css', 'text/css; charset=utf-8');
  const links = {
    script: script.path,
    style: style.path,
    messages: CHAT_MESSAGES_PATH,
    fontSheets,
  };

  for (const file of [script, style]) {
    app.get(file.path, (_request, reply) =>
      secured(reply)
        .type(file.type)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.content),
    );
  }

  app.get<{ Querystring: { lang?: unknown } }>(CHAT_PATH, (request, reply) => {
    const lang = typeof request.query.lang === 'string' ? request.query.lang : undefined;
    return secured(reply)
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', CHAT_PAGE_CSP)
      .header('Cache-Control', 'no-cache')
      .send(renderChatPage(languageOf(lang), links));
  });

  /** The partner of a call, or the session refusal to send instead. */
  const partnerOf = async (request: FastifyRequest) => {
    const result = await authenticate(db, tokenOf(request), now());
    if (result.ok) return { user: result.auth.user } as const;
    return { refusal: sessionFailure(result.code, requestLang(request)).body } as const;
  };

  app.get(CHAT_MESSAGES_PATH, async (request, reply) => {
    secured(reply).header('Cache-Control', 'no-store');
    const partner = await partnerOf(request);
    if ('refusal' in partner) return reply.send(partner.refusal);
    const list = await listChatMessages(db, partner.user.id);
    return reply.send({
      code: CODE_OK,
      msg: messages(requestLang(request)).ok(),
      data: { messages: list },
    });
  });

  app.post<{ Body: unknown }>(
    CHAT_MESSAGES_PATH,
    { bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      secured(reply).header('Cache-Control', 'no-store');
      const partner = await partnerOf(request);
      if ('refusal' in partner) return reply.send(partner.refusal);
      const lang = requestLang(request);
      const { body } = (request.body ?? {}) as { body?: unknown };
      const checked = checkMessage(body);
      if (!checked.ok) {
        return reply.send({ code: CODE_FAIL, msg: problemMessage(checked.problem, request) });
      }
      const at = now();
      const limit = await takeHit(db, 'chat', String(partner.user.id), CHAT_SEND_LIMIT, at);
      if (!limit.allowed) {
        return reply.send({ code: CODE_FAIL, msg: messages(lang).tooManyRequests() });
      }
      const stored = await addChatMessage(db, {
        userId: partner.user.id,
        body: checked.body,
        lang,
        now: at,
      });
      return reply.send({ code: CODE_OK, msg: messages(lang).chat.sent(), data: stored });
    },
  );
}
