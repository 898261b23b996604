/**
 * The public pages rendered on the server (docs/decisions/153-public-pages-rendered-on-the-server.md):
 * Vite builds this module for Node (`dist-ssr/`), and the reference server calls
 * {@link renderPage} for every public address. The page's data is fetched the way the browser
 * fetches it, through the portal's client and react-query; the answers go into the page with
 * its HTML, so that the browser's first render finds them and hydrates without a request.
 */
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Translations } from '../i18n/i18n-types';
import { i18nObject, loadedLocales, namespaces } from '../i18n/i18n-util';
import { languageOf, type LangCode } from '../i18n/languages';
import { loadEveryLanguage } from '../i18n/load-all';
import { LanguageProvider } from './app/language-provider';
import { publicPageOf, preloadScreens, routes, screenChunks } from './app/routes';

export { publicPaths } from './app/routes';
import { refusalOf, type ServerPageState } from './app/server-state';
import { SessionHandle } from './app/session-handle';
import { SessionProvider } from './app/session-provider';
import { ApiProvider } from './lib/api/api-context';
import { ApiError, createPortalApi, isRefusal } from './lib/api/client';
import { setSanitizerWindow } from './lib/sanitize';
import { collectHead, fullTitle, type PageHead } from './lib/use-document-title';

loadEveryLanguage();

/**
 * Back-office HTML is cleaned by DOMPurify on the server as in the browser, in a jsdom window
 * (the one package the renderer loads from node_modules), made at the first render.
 */
let sanitizer: Promise<void> | undefined;
function readySanitizer(): Promise<void> {
  sanitizer ??= import('jsdom').then(({ JSDOM }) =>
    setSanitizerWindow(new JSDOM('').window as unknown as Window & typeof globalThis),
  );
  return sanitizer;
}

/** What the server asks for: an address of the portal, in a language, with a way to call the API. */
export interface RenderRequest {
  /** The path and query, as the browser asked for them. */
  url: string;
  lang: LangCode;
  /** Sends one `/prod-api` call; the server answers it in-process. */
  fetch: typeof fetch;
}

/** A rendered public page: its status, its head and the HTML of `#root`. */
export interface RenderedPage {
  /** 200, or 404 for an address the portal does not have or a record that is gone. */
  status: number;
  head: PageHead;
  /** The markup of the app for `#root`. */
  html: string;
  /**
   * The answers the page was made from, for the browser's first render (JSON), or null when the
   * browser must render the page afresh instead of taking this markup over: an address the
   * portal does not have, which the browser's router sends to /404.
   */
  state: string | null;
  screens: string[];
}

/**
 * The answers the page was made from and its language's shared texts, for the browser. A
 * refusal goes too (as a {@link ServerRefusal}), so that the browser's first render shows the
 * 'not found' the page shows instead of loading it again.
 */
function pageState(queryClient: QueryClient, lang: LangCode): ServerPageState {
  const all: Record<string, unknown> = loadedLocales[languageOf(lang).tag];
  const texts = Object.fromEntries(
    Object.entries(all).filter(([key]) => !(namespaces as string[]).includes(key)),
  ) as Translations;
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) || isRefusal(query.state.error),
  });
  for (const query of queries.queries) {
    const { error } = query.state;
    if (error instanceof ApiError) Object.assign(query.state, { error: refusalOf(error) });
  }
  return { queries, texts };
}

/**
 * The router's handler for the public pages, made once: making it converts the whole route
 * table, and each query matches a path against the converted table.
 */
const handler = createStaticHandler(routes);

/** At most this many passes: a page whose data leads to more data is rare and shallow. */
const MAX_PASSES = 4;

/**
 * Renders a public page, or answers null for an address the browser renders itself (the
 * personal centre, the back office, the login).
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const asked = new URL(request.url, 'http://portal.invalid');
  const found = await handler.query(new Request(asked));
  if (found instanceof Response) return null;
  const page = publicPageOf(found.matches);
  if (page === null) return null;
  // An address the portal does not have shows the 404 page.
  const unknown = page === 'notFound' && asked.pathname !== '/404';
  const url = unknown ? new URL(`/404${asked.search}`, asked) : asked;
  const context = unknown ? await handler.query(new Request(url)) : found;
  if (context instanceof Response) return null;
  await Promise.all([preloadScreens(context.matches), readySanitizer()]);
  const queryClient = new QueryClient({
    // A refused call shows its refusal, as the browser shows it after taking the page over.
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity },
    },
  });
  const api = createPortalApi({
    baseUrl: '/prod-api',
    fetch: request.fetch,
    getLang: () => request.lang,
    getToken: () => null,
    holdTokenOnlyCalls: true,
  });
  const session = new SessionHandle({ start: null, restored: null, redirectToIndex: () => {} });
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: PageHead = { title: '', description: '' };
  const render = () =>
    collectHead(head, () =>
      renderToString(
        <QueryClientProvider client={queryClient}>
          <LanguageProvider initialLang={request.lang}>
            <SessionProvider session={session}>
              <ApiProvider api={api}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </ApiProvider>
            </SessionProvider>
          </LanguageProvider>
        </QueryClientProvider>,
      ),
    );
  // Render, fetch what the render asked for, and render again until nothing new is asked.
  let html = render();
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
      // A query the screen made with `enabled: false` waits for the visitor; the options a
      // screen gave its query are the query's own.
      .filter((query) => (query.options as { enabled?: unknown }).enabled !== false)
      .filter((query) => query.options.queryFn !== undefined);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }
  const refused = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => isRefusal(query.state.error));
  const LL = i18nObject(languageOf(request.lang).tag);
  return {
    status: page === 'notFound' || refused || head.notFound ? 404 : 200,
    head: {
      // A screen that shows a refusal instead of its record names no title of its own.
      title: head.title || fullTitle(LL.errors.notFoundTitle()),
      description: head.description || LL.shell.siteDescription(),
    },
    html,
    screens: screenChunks(context.matches),
    state: unknown ? null : JSON.stringify(pageState(queryClient, request.lang)),
  };
}
