import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_BASE_PATH } from '../../contract/common';
import { catalogContract } from '../../contract/catalog';
import { layoutContract } from '../../contract/layout';
import { newsContract } from '../../contract/news';
import { pagesContract } from '../../contract/pages';
import { solutionsContract } from '../../contract/solutions';
import { vendorsContract } from '../../contract/vendors';
import { LANGUAGES, WEB_FONTS, isLangCode, languageOf, type LangCode } from '../../i18n/languages';
import { CONTENT_CHANNEL } from '../content/content-cache';
import { keptAnswerLookups, metricsStarted } from '../operations/metrics';
import { ALL_GROUPS, ListenedCache } from '../plugins/listened-cache';
import { hashSource } from '../security/library-styles';

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
  /** The built `index.html`, its stylesheets inline. */
  html: string;
  /** The CSP `style-src` sources that allow the inline stylesheets. */
  styleSources: string[];
  /** The built file of a screen's chunk, by the chunk's name. */
  screenFiles: ReadonlyMap<string, string>;
  /**
   * The app's entry script as `index.html` has it, and the built first script of a rendered
   * page that loads the app after the first paint (src/boot.ts); without it (a build without
   * the manifest) a rendered page runs the app's entry as `index.html` does, which loads the
   * screens' code itself.
   */
  boot: { entryTag: string; entryFile: string; file: string } | null;
  /** The built stylesheet of a language's web font, by the language's tag (`WEB_FONTS`). */
  fontSheets: ReadonlyMap<string, string>;
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
 * browser had sent them: the same guards, limits and kept answers, the visitor's address. Each
 * call's path (under the API's base) goes into `asked`.
 */
function inProcessFetch(
  app: FastifyInstance,
  visitor: FastifyRequest,
  asked: Set<string>,
): typeof fetch {
  return async (input, init) => {
    const call =
      input instanceof Request ? input : new Request(new URL(input, 'http://portal.invalid'), init);
    const url = new URL(call.url);
    if (!url.pathname.startsWith(`${API_BASE_PATH}/`))
      throw new TypeError(`not an API call: ${url}`);
    asked.add(url.pathname.slice(API_BASE_PATH.length));
    const payload = call.body ? Buffer.from(await call.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: call.method,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(call.headers),
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

/**
 * The calls whose answers are public content alone, which announces every change of itself
 * (server/content/content-cache.ts): a page made from these calls only is kept. A page that
 * asked anything else (a captcha) is rendered for each visit.
 */
const CONTENT_ROUTERS: Record<string, { path: string }>[] = [
  layoutContract,
  pagesContract,
  newsContract,
  solutionsContract,
  vendorsContract,
  catalogContract,
];
const CONTENT_READS: ReadonlySet<string> = new Set(
  CONTENT_ROUTERS.flatMap((router) => Object.values(router).map((route) => route.path)),
);

/** More rendered pages than this (addresses by their filters and languages) and it starts over. */
export const RENDERED_PAGE_LIMIT = 500;

/**
 * Public pages as rendered, per language and address, dropped in every process with the public
 * content they were made from (the content channel; docs/content.md). Found pages only: an
 * address that answers 404 is rendered for each visit and fills nothing.
 */
export class RenderedPageCache extends ListenedCache {
  constructor() {
    super(CONTENT_CHANNEL, RENDERED_PAGE_LIMIT);
  }
}

/** A rendered page as kept: with the memory it holds, which the cache counts. */
interface KeptPage {
  page: RenderedPage;
  bytes: number;
}

/**
 * The page's own address (its canonical), the address without its language (the alternate for
 * any other, `x-default`, which comes in the visitor's choice) and the address in a language.
 * A page names itself as canonical: the address in its language when it was asked for so, else
 * the address without one.
 */
function addresses(request: FastifyRequest): {
  canonical: string;
  base: URL;
  inLanguage: (tag: string) => string;
} {
  const asked = new URL(request.url, `${request.protocol}://${request.host}`);
  const base = new URL(asked);
  base.searchParams.delete(LANG_PARAM);
  const inLanguage = (tag: string) => {
    const url = new URL(base);
    url.searchParams.set(LANG_PARAM, tag);
    return url.href;
  };
  const named = LANGUAGES.find((language) => language.tag === asked.searchParams.get(LANG_PARAM));
  return { canonical: named ? inLanguage(named.tag) : base.href, base, inLanguage };
}

/** JSON inside `<script type="application/json">`: nothing in it can close the element. */
function jsonInHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The attribute of a rendered page's first script that lists the code it loads, in order. */
export const CODE_ATTRIBUTE = 'data-code';

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
  const { canonical, base, inLanguage } = addresses(request);
  const hints = /^(?:<link [^>]*\/?>)+/.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(hints.length);
  const fontSheet = template.fontSheets.get(language.tag);
  const head = [
    // The language's web font, asked for with the page's first layout (src/fonts/).
    fontSheet ? `<link rel="stylesheet" href="/${escapeHtml(fontSheet)}" />` : '',
    page.head.description
      ? `<meta name="description" content="${escapeHtml(page.head.description)}" />`
      : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${other.tag}" href="${escapeHtml(inLanguage(other.tag))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(base.href)}" />`,
    hints,
  ].join('');
  const state =
    page.state === null
      ? ''
      : `<script type="application/json" id="${STATE_ELEMENT_ID}" data-lang="${lang}">${jsonInHtml(page.state)}</script>`;
  return withFirstScript(template, page.screens)
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${language.tag}" dir="${language.dir}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>${state}`);
}

/**
 * The built page with its first script in place of the app's entry: it loads the page's
 * screens' code, then the entry, which finds it in and takes the page over
 * (docs/decisions/153-public-pages-rendered-on-the-server.md). The page shows without it; it is
 * asked for after the first paint, and what the visitor does until the app has the page is held
 * (docs/decisions/154-code-after-the-first-paint.md). A screen the build does not have is left
 * out.
 */
function withFirstScript(template: PageTemplate, screens: readonly string[]): string {
  const { boot } = template;
  if (!boot) return template.html;
  const code = [
    ...screens.flatMap((screen) => {
      const file = template.screenFiles.get(screen);
      return file ? [`/${file}`] : [];
    }),
    `/${boot.entryFile}`,
  ];
  return template.html.replace(
    boot.entryTag,
    `<script type="module" src="/${escapeHtml(boot.file)}" ${CODE_ATTRIBUTE}="${escapeHtml(code.join(' '))}"></script>`,
  );
}

/** What the server needs to send the public pages rendered. */
export interface PageRendering {
  renderer: PageRenderer;
  template: PageTemplate;
  /** The pages kept as rendered; one that is not started keeps nothing. */
  cache: ListenedCache;
  log: (error: unknown, request: FastifyRequest) => void;
}

/**
 * The page at the request's address in `lang`: as kept, or rendered (and kept when it was found
 * and made from public content alone).
 */
async function renderedPage(
  app: FastifyInstance,
  { renderer, cache }: PageRendering,
  request: FastifyRequest,
  lang: LangCode,
): Promise<RenderedPage | null> {
  const key = `${lang} ${request.url}`;
  const kept = cache.peek<KeptPage>(key);
  if (metricsStarted()) keptAnswerLookups.inc({ route: 'page', result: kept ? 'hit' : 'miss' });
  if (kept) return kept.page;
  const startedAt = cache.begin();
  const asked = new Set<string>();
  const page = await renderer.renderPage({
    url: request.url,
    lang,
    fetch: inProcessFetch(app, request, asked),
  });
  if (page?.status === 200 && [...asked].every((path) => CONTENT_READS.has(path))) {
    // Two bytes a character, as the strings hold them.
    const bytes = 2 * (key.length + page.html.length + (page.state?.length ?? 0));
    cache.keepIfCurrent(key, ALL_GROUPS, { page, bytes } satisfies KeptPage, startedAt);
  }
  return page;
}

/**
 * Answers a read of a web-app address with the page rendered on the server, when the address
 * is a public page; answers undefined otherwise (the caller sends the plain `index.html`). A
 * render that fails is logged and left to the browser.
 */
export async function sendRenderedPage(
  app: FastifyInstance,
  rendering: PageRendering,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const lang = pageLang(request);
  let page: RenderedPage | null;
  try {
    page = await renderedPage(app, rendering, request, lang);
  } catch (error) {
    rendering.log(error, request);
    return undefined;
  }
  if (page === null) return undefined;
  return reply
    .status(page.status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Language', languageOf(lang).tag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie')
    .send(pageHtml(rendering.template, page, lang, request));
}

/** The first script of a rendered page, as the build's manifest names its source. */
const BOOT_SOURCE = 'src/boot.ts';

/** What the build's manifest says of a chunk. */
interface ManifestEntry {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  css?: string[];
}

/**
 * The page with its stylesheets put inline, with the CSP sources that allow them: the first
 * paint of a rendered page waits for nothing but the page (a linked stylesheet blocks it for
 * another round trip). A stylesheet that could close its element stays linked.
 */
function inlineStylesheets(html: string, webRoot: string): { html: string; sources: string[] } {
  const sources: string[] = [];
  const inlined = html.replace(
    /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const path = join(webRoot, file);
      if (!existsSync(path)) return link;
      const css = readFileSync(path, 'utf8');
      if (/<\/style/i.test(css)) return link;
      sources.push(hashSource(css));
      return `<style>${css}</style>`;
    },
  );
  return { html: inlined, sources };
}

/**
 * The built `index.html` (its stylesheets inline) and the screens' chunks from the build's
 * manifest (`.vite/manifest.json`), read once; undefined without a built `index.html`.
 */
export function readTemplate(webRoot: string): PageTemplate | undefined {
  const index = join(webRoot, 'index.html');
  if (!existsSync(index)) return undefined;
  const manifest = readManifest(webRoot);
  const screenFiles = new Map<string, string>();
  for (const entry of Object.values(manifest)) {
    if (entry.isDynamicEntry && entry.name) screenFiles.set(entry.name, entry.file);
  }
  const { html, sources } = inlineStylesheets(readFileSync(index, 'utf8'), webRoot);
  const entry = /<script type="module"(?: crossorigin)? src="\/([^"]+)"><\/script>/.exec(html);
  const bootFile = manifest[BOOT_SOURCE]?.file;
  const boot =
    entry?.[1] && bootFile ? { entryTag: entry[0], entryFile: entry[1], file: bootFile } : null;
  return { html, styleSources: sources, screenFiles, boot, fontSheets: fontSheetsOf(manifest) };
}

/** The built stylesheet of each language's web font (`WEB_FONTS`), by the language's tag. */
function fontSheetsOf(manifest: Record<string, ManifestEntry>): Map<string, string> {
  const fontSheets = new Map<string, string>();
  for (const [tag, font] of Object.entries(WEB_FONTS)) {
    // A module that is all stylesheet is built as the stylesheet alone.
    const chunk = manifest[`src/fonts/${font}.ts`];
    const sheet = chunk?.file.endsWith('.css') ? chunk.file : chunk?.css?.[0];
    if (sheet) fontSheets.set(tag, sheet);
  }
  return fontSheets;
}

/**
 * The web fonts' stylesheets of a build, for the server's own pages outside the app (the chat
 * page); none without a build.
 */
export function readFontSheets(webRoot: string): ReadonlyMap<string, string> {
  return fontSheetsOf(readManifest(webRoot));
}

function readManifest(webRoot: string): Record<string, ManifestEntry> {
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  return existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>)
    : {};
}
