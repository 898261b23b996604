import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '../../contract/index';
import { libraryStyleSources } from './library-styles';

/** HSTS lifetime: a year, the usual figure; other hosts of the domain are not ours to bind. */
export const HSTS = 'max-age=31536000';

/** Pages of this origin may see where a visitor came from; other sites get nothing. */
export const REFERRER_POLICY = 'same-origin';

/** Answers that are data, never pages: nothing may load from them and nobody may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The CSP source that allows framing one chat address: `'self'` for a path on this origin, the
 * address itself (without query or fragment, which CSP ignores) for an `http(s)` URL, or its
 * origin alone when the path holds a character a CSP source cannot carry. Null when it is not
 * an address at all.
 */
export function frameSourceOf(address: string): string | null {
  if (address.startsWith('/')) return "'self'";
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return /^[\w\-.~!$&()*+=:@%/]*$/.test(url.pathname) ? `${url.origin}${url.pathname}` : url.origin;
}

/**
 * The content security policy of the web app's page. Script and style come only from the
 * portal's own files (no inline code, no `eval`), styles also from the inline stylesheets the
 * libraries insert, each allowed by its hash ({@link libraryStyleSources}); pictures also from `data:` (the captcha) and
 * `blob:` (files the app hands to the browser); calls go only to the portal; frames show only
 * the configured chat pages (`frame-src 'none'` without one); and no other site may frame the
 * portal.
 */
const LIBRARY_STYLES = libraryStyleSources().join(' ');

export function webAppCsp(
  chatAddresses: readonly string[],
  pageStyles: readonly string[] = [],
): string {
  const frames = [
    ...new Set(chatAddresses.map(frameSourceOf).filter((s): s is string => s !== null)),
  ];
  return [
    "default-src 'self'",
    "script-src 'self'",
    ['style-src', "'self'", LIBRARY_STYLES, ...pageStyles].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frames.length > 0 ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function isApi(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`);
}

/** Sets a header the route has not set itself. */
function keep(reply: FastifyReply, name: string, value: string): void {
  if (!reply.hasHeader(name)) void reply.header(name, value);
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.toLowerCase().startsWith('text/html');
}

export interface SecurityHeaderOptions {
  /** The chat addresses of the layout settings, read when a page is served. */
  chatAddresses: () => Promise<string[]>;
  /**
   * The `style-src` hash sources of the stylesheets the pages carry inline: the app's own, in a
   * page rendered on the server (server/site/pages.ts).
   */
  pageStyles?: readonly string[];
}

/**
 * Headers on every answer, set in one place unless the route set its own (the chat page, the
 * development mailbox and the avatars have stricter or other policies):
 *
 * - `X-Content-Type-Options: nosniff` and `Referrer-Policy: same-origin` everywhere;
 * - `Strict-Transport-Security` when the request came over TLS (`request.protocol`, which
 *   believes `X-Forwarded-Proto` only from a trusted proxy);
 * - `Cache-Control: no-store` on every `/prod-api` answer: they carry tokens, personal data or
 *   what a session may see, and a shared computer's cache must not keep them;
 * - a content security policy: the web app's ({@link webAppCsp}) with `X-Frame-Options: DENY`
 *   on pages, {@link API_CSP} on API answers.
 */
export const securityHeaders = fp<SecurityHeaderOptions>(
  (app, options, done) => {
    app.addHook('onSend', (request, reply, _payload, done) => {
      keep(reply, 'X-Content-Type-Options', 'nosniff');
      keep(reply, 'Referrer-Policy', REFERRER_POLICY);
      if (request.protocol === 'https') keep(reply, 'Strict-Transport-Security', HSTS);
      if (isApi(request)) {
        keep(reply, 'Cache-Control', 'no-store');
        keep(reply, 'Content-Security-Policy', API_CSP);
        done();
        return;
      }
      if (!isHtml(reply) || reply.hasHeader('Content-Security-Policy')) {
        done();
        return;
      }
      // Without the settings (the database is away) the page still loads, with no frames.
      void options
        .chatAddresses()
        .catch(() => [])
        .then((chats) => {
          void reply.header('Content-Security-Policy', webAppCsp(chats, options.pageStyles));
          keep(reply, 'X-Frame-Options', 'DENY');
          done();
        });
    });
    done();
  },
  { name: 'portal-security-headers' },
);
