import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_BASE_PATH } from '../../contract/common';
import { LANGUAGES, isLangCode, languageOf, type LangCode } from '../../i18n/languages';

/**
 * The public pages rendered on the server (docs/decisions/153-public-pages-rendered-on-the-server.md):
 * the web app's server entry (src/entry-server.tsx, built into `dist-ssr/`) renders a public
 * address with its content; this module puts it into the built `index.html` with the page's
 * head (title, description, canonical and language alternates) and the answers it was made
 * from, and answers its status.
 */

/** A rendered page as the web app's server entry answers it (src/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  head: { title: string; description: string };
  html: string;
  state: string | null;
  /** The names of the screens' chunks (the build's manifest's `name`: `product-list-page`). */
  screens: string[];
}

/** The built web app a rendered page goes into: `index.html` and the screens' files. */
export interface PageTemplate {
  html: string;
  /** The built file of a screen's chunk, by the chunk's name. */
  screenFiles: ReadonlyMap<string, string>;
}

/**
 * What the server entry offers. Declared here rather than imported: the server imports nothing
 * from `src/`, and loads the built module at run time.
 */
export interface PageRenderer {
  /** The paths of the public pages (record pages without their id). */
  publicPaths(): string[];
  renderPage(request: {
    url: string;
    lang: LangCode;
    fetch: typeof fetch;
  }): Promise<RenderedPage | null>;
}

/** Where the built server entry is, in the folder `vite build --ssr` writes. */
export const SERVER_ENTRY = 'entry-server.js';

/** Loads the built server entry from `folder`, or answers undefined when there is none. */
export async function loadPageRenderer(folder: string): Promise<PageRenderer | undefined> {
  const entry = join(folder, SERVER_ENTRY);
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/** The query parameter that names a page's language (a BCP 47 tag: `?lang=ar`). */
export const LANG_PARAM = 'lang';
/** The cookie that mirrors the visitor's stored language choice (its API code: `ara`). */
export const LANG_COOKIE = 'lang';

/**
 * The language a page is rendered in: the address's `?lang=`, else the visitor's choice as the
 * cookie mirrors it, else English.
 */
export function pageLang(request: FastifyRequest): LangCode {
  const tag = new URL(request.url, 'http://portal.invalid').searchParams.get(LANG_PARAM);
  const fromAddress = LANGUAGES.find((language) => language.tag === tag);
  if (fromAddress) return fromAddress.code;
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  return isLangCode(cookie) ? cookie : 'en';
}

/**
 * A `fetch` that answers `/prod-api` calls in-process (Fastify's `inject`), as if the visitor's
 * browser had sent them: the same guards, limits and kept answers, the visitor's address.
 */
function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const asked =
      input instanceof Request ? input : new Request(new URL(input, 'http://portal.invalid'), init);
    const url = new URL(asked.url);
    if (!url.pathname.startsWith(`${API_BASE_PATH}/`))
      throw new TypeError(`not an API call: ${url}`);
    const payload = asked.body ? Buffer.from(await asked.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: asked.method,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(asked.headers),
      ...(payload ? { payload } : {}),
      remoteAddress: visitor.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

/** The address without its language, and with it: canonical and alternates. */
function addresses(request: FastifyRequest): { base: URL; inLanguage: (tag: string) => string } {
  const base = new URL(request.url, `${request.protocol}://${request.host}`);
  base.searchParams.delete(LANG_PARAM);
  return {
    base,
    inLanguage: (tag) => {
      const url = new URL(base);
      url.searchParams.set(LANG_PARAM, tag);
      return url.href;
    },
  };
}

/** JSON inside `<script type="application/json">`: nothing in it can close the element. */
function jsonInHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The id of the element that carries the page's answers to the browser. */
export const STATE_ELEMENT_ID = 'portal-state';

/**
 * The page's HTML: the built `index.html` with the page's language, head, markup and answers.
 * React puts the resources it wants early (images to preload) before the markup; they go to the
 * head.
 */
export function pageHtml(
  template: PageTemplate,
  page: RenderedPage,
  lang: LangCode,
  request: FastifyRequest,
): string {
  const language = languageOf(lang);
  const { base, inLanguage } = addresses(request);
  const hints = /^(?:<link [^>]*\/?>)+/.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(hints.length);
  const head = [
    page.head.description
      ? `<meta name="description" content="${escapeHtml(page.head.description)}" />`
      : '',
    `<link rel="canonical" href="${escapeHtml(inLanguage(language.tag))}" />`,
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${other.tag}" href="${escapeHtml(inLanguage(other.tag))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(base.href)}" />`,
    hints,
  ].join('');
  // The screens' code runs before the app's entry, which finds it in and takes the page over
  // before the visitor can act on it (docs/decisions/153-public-pages-rendered-on-the-server.md).
  const screenScripts = page.screens
    .flatMap((screen) => {
      const file = template.screenFiles.get(screen);
      return file ? [`<script type="module" crossorigin src="/${escapeHtml(file)}"></script>`] : [];
    })
    .join('');
  const state =
    page.state === null
      ? ''
      : `<script type="application/json" id="${STATE_ELEMENT_ID}" data-lang="${lang}">${jsonInHtml(page.state)}</script>`;
  return template.html
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${language.tag}" dir="${language.dir}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace('<script type="module"', `${screenScripts}<script type="module"`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>${state}`);
}

/**
 * Answers a read of a web-app address with the page rendered on the server, when the address
 * is a public page; answers undefined otherwise (the caller sends the plain `index.html`). A
 * render that fails is logged and left to the browser.
 */
export async function sendRenderedPage(
  app: FastifyInstance,
  renderer: PageRenderer,
  template: PageTemplate,
  request: FastifyRequest,
  reply: FastifyReply,
  log: (error: unknown) => void,
): Promise<FastifyReply | undefined> {
  const lang = pageLang(request);
  let page: RenderedPage | null;
  try {
    page = await renderer.renderPage({
      url: request.url,
      lang,
      fetch: inProcessFetch(app, request),
    });
  } catch (error) {
    log(error);
    return undefined;
  }
  if (page === null) return undefined;
  return reply
    .status(page.status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Language', languageOf(lang).tag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie')
    .send(pageHtml(template, page, lang, request));
}

/** What the build's manifest says of a chunk. */
interface ManifestEntry {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
}

/**
 * The built `index.html` and the screens' chunks from the build's manifest
 * (`.vite/manifest.json`), read once; undefined without a built `index.html`.
 */
export function readTemplate(webRoot: string): PageTemplate | undefined {
  const index = join(webRoot, 'index.html');
  if (!existsSync(index)) return undefined;
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>)
    : {};
  const screenFiles = new Map<string, string>();
  for (const entry of Object.values(manifest)) {
    if (entry.isDynamicEntry && entry.name) screenFiles.set(entry.name, entry.file);
  }
  return { html: readFileSync(index, 'utf8'), screenFiles };
}
