import fastifyFormbody from '@fastify/formbody';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { AppRouter } from '@ts-rest/core';
import { type RequestValidationError, type RouterImplementation } from '@ts-rest/fastify';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginCallback,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import pino, { type Logger } from 'pino';
import { backofficeContract } from '../contract/backoffice';
import { backofficeOrdersContract } from '../contract/backoffice-orders';
import { backofficeProjectsContract } from '../contract/backoffice-projects';
import { backofficeQuotationsContract } from '../contract/backoffice-quotations';
import { CODE_FAIL } from '../contract/common';
import { API_BASE_PATH, contract } from '../contract/index';
import { layoutContract } from '../contract/layout';
import { lookupsContract } from '../contract/lookups';
import { newsContract } from '../contract/news';
import { pagesContract } from '../contract/pages';
import { solutionsContract } from '../contract/solutions';
import { vendorsContract } from '../contract/vendors';
import { systemClock, type Clock } from './clock';
import { authGuard } from './plugins/auth';
import { permissionGuard } from './plugins/permissions';
import { registerChat } from './chat/routes';
import { ContentCache } from './content/content-cache';
import type { Db } from './db/client';
import { chatAddresses } from './content/layout';
import { answerIfUnavailable, Readiness, registerHealthCheck } from './plugins/health';
import { registerMetricsRoute, requestMetrics, requestTracing } from './plugins/telemetry';
import { requestLang } from './lang';
import { devMailboxEnabled, registerDevMailbox } from './mail/dev-mailbox';
import { registerMedia } from './media/serve';
import { messages } from './messages';
import { refusalOf } from './plugins/refusals';
import { accountRoutes, registerAvatarRoute } from './accounts/account-routes';
import { authRoutes } from './accounts/auth-routes';
import { backofficeRoutes } from './backoffice/routes';
import { backofficeOrdersRoutes } from './backoffice/orders-desk-routes';
import { backofficeProjectsRoutes } from './backoffice/projects-desk-routes';
import { backofficeQuotationsRoutes } from './backoffice/quotations-desk-routes';
import { catalogRoutes } from './catalog/routes';
import { cartRoutes } from './cart/routes';
import { checksRoutes } from './accounts/checks-routes';
import { dcnetRoutes } from './dcnet/routes';
import { draftsRoutes } from './drafts/routes';
import { endUsersRoutes } from './end-users/routes';
import { layoutRoutes } from './content/layout-routes';
import { lookupsRoutes } from './support/routes';
import { newsRoutes } from './content/news-routes';
import { pagesRoutes } from './content/pages-routes';
import { projectsRoutes } from './projects/routes';
import { quotationsRoutes } from './quotations/routes';
import { ordersRoutes, registerOrderFileRoute } from './orders/routes';
import { parseQuery } from './plugins/query';
import { solutionsRoutes } from './content/solutions-routes';
import { trainingRoutes } from './training/routes';
import { vendorsRoutes } from './content/vendors-routes';
import {
  bodyRefusal,
  lingerAfterRefusal,
  DEFAULT_TIMEOUTS,
  bodyGuard,
  MAX_BODY_BYTES,
  type RequestTimeouts,
} from './security/bodies';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES, keptAnswerRoutes } from './plugins/kept-answer';
import { securityHeaders } from './security/headers';
import { answerClientError, nulByteGuard } from './security/input';
import { partnerDayGuard } from './plugins/partner-days';
import { accountServices, type AccountOptions } from './security/services';
import { uploads } from './plugins/uploads';
import { registerProviderStates } from './provider-states/http';
import { OrderListCache, SessionCache } from './plugins/user-caches';
import { s } from './router';
import {
  readFontSheets,
  readTemplate,
  RenderedPageCache,
  sendRenderedPage,
  type PageRenderer,
} from './site/pages';
import { registerSitemap } from './site/sitemap';

export interface AppOptions {
  db: Db;
  /** Folder of the built web app; when given, it is served beside the API with an SPA fallback. */
  webRoot?: string;
  /**
   * The process's log (a pino logger; silent when not given). What goes wrong is written to it
   * at every level; Fastify's line per request only when the level takes `info`: at `warn`
   * and above a request pays nothing for logging (docs/server.md).
   */
  log?: Logger;
  /**
   * The app's clock: every rule that depends on the time reads it here (server/clock.ts). The
   * wall clock unless given; tests pass one they move.
   */
  now?: Clock;
  /** Mailer and limits of the account calls (tests pass their own). */
  accounts?: AccountOptions;
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify's `trustProxy`). Off by default: trusting
   * any sender would let a client choose its own IP and slip past the per-IP limits.
   */
  trustProxy?: string;
  /** Time limits of reading requests; tests pass small ones (docs/server.md). */
  timeouts?: Partial<RequestTimeouts>;
  /** Serve the development mailbox; by default as the environment says (`devMailboxEnabled`). */
  devMailbox?: boolean;
  /**
   * Answer Pact state changes at /_pact/provider-states (a verification by URL). Off unless
   * given: server/main.ts turns it on for PACT_PROVIDER_STATES, never in production.
   */
  providerStates?: boolean;
  /**
   * Public content kept in memory (docs/content.md); server/main.ts
   * starts one. Without it, or before it is started, every answer is read afresh.
   */
  contentCache?: ContentCache;
  /**
   * Sessions and order lists kept in memory, dropped on a trigger's announcement
   * (docs/server.md); server/main.ts starts them. Without
   * them, or before they are started, every answer is read afresh.
   */
  sessionCache?: SessionCache;
  orderListCache?: OrderListCache;
  /** Whether this process takes calls; server/main.ts turns it off when told to stop. */
  readiness?: Readiness;
  /**
   * Time every request for the Prometheus metrics (docs/operations.md); `token` also serves them
   * at /metrics on this port to a caller that shows it. Off unless given.
   */
  metrics?: { token?: string };
  /** A span per request, when tracing was started (server/operations/tracing.ts). */
  tracing?: boolean;
  /**
   * Renders the public pages with their content (server/site/pages.ts); without it, every
   * address of the web app gets the plain `index.html` and the browser renders it.
   */
  pages?: PageRenderer;
  /**
   * The public pages kept as rendered (server/site/pages.ts); server/main.ts starts one.
   * Without it, or before it is started, every page is rendered afresh.
   */
  pageCache?: RenderedPageCache;
}

/** Builds the reference server without listening, so tests can `inject` or listen where they like. */
export async function createApp({
  db,
  webRoot,
  log = pino({ level: 'silent' }),
  now = systemClock,
  accounts,
  trustProxy,
  timeouts,
  devMailbox = devMailboxEnabled(),
  providerStates = false,
  contentCache = new ContentCache(),
  sessionCache = new SessionCache(),
  orderListCache = new OrderListCache(),
  readiness = new Readiness(),
  metrics,
  tracing = false,
  pages,
  pageCache = new RenderedPageCache(),
}: AppOptions) {
  const limits = { ...DEFAULT_TIMEOUTS, ...timeouts };
  const app = Fastify({
    loggerInstance: log.isLevelEnabled('info') ? (log as FastifyBaseLogger) : undefined,
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: limits.request,
    trustProxy: trustProxy ?? false,
    routerOptions: { querystringParser: parseQuery },
    clientErrorHandler: answerClientError,
  });
  const options = {
    logInitialization: false,
    responseValidation: true,
    requestValidationErrorHandler: (
      error: RequestValidationError,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      const issue = [error.body, error.query, error.pathParams, error.headers]
        .flatMap((e) => e?.issues ?? [])
        .at(0);
      return reply.status(200).send({
        code: CODE_FAIL,
        msg: refusalOf(issue, requestLang(request), request.routeOptions.url ?? ''),
      });
    },
  };

  // Errors the contract layer did not turn into an answer: bodies that could not be taken keep
  // their 4xx status and say why in the caller's language; anything else is logged and
  // answered without internals.
  const answerError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // The database is unreachable: 503 in the envelope, logged once per burst (server/plugins/health.ts).
    const unavailable = answerIfUnavailable(error, request, reply);
    if (unavailable) return unavailable;
    const refused = bodyRefusal(error, request);
    if (refused) {
      lingerAfterRefusal(request);
      return reply.status(refused.status).send(refused.body);
    }
    log.error({ reqId: request.id, err: error }, 'request failed');
    const status =
      error.statusCode !== undefined && error.statusCode >= 500 ? error.statusCode : 500;
    return reply
      .status(status)
      .send({ code: CODE_FAIL, msg: messages(requestLang(request)).internalError() });
  };

  const services = { ...accountServices(db, now, accounts), sessions: sessionCache };
  // Set before any scope is made: a scope passes the errors it does not answer itself to it.
  app.setErrorHandler(answerError);

  // What every request goes through, in one place. First its span and its timing, when they
  // are taken (docs/operations.md).
  if (tracing) await app.register(requestTracing);
  if (metrics) await app.register(requestMetrics);
  // Every body: the media type its route takes, and a time limit.
  await app.register(bodyGuard, { timeoutMs: limits.body });
  // Every answer: nosniff, referrer policy, HSTS over TLS, no-store on the API, content policies.
  const template = webRoot && pages ? readTemplate(webRoot) : undefined;
  await app.register(securityHeaders, {
    chatAddresses: () => chatAddresses(db),
    pageStyles: template?.styleSources ?? [],
  });
  // Routes that keep their answers compress them once themselves (server/plugins/kept-answer.ts).
  await app.register(keptAnswerRoutes);
  // Answers over 1 kB go compressed to a client that accepts it; the built files come already
  // compressed from the build (docs/server.md).
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Requests are read as they come: a compressed body would grow past the body limits'
    // reckoning, and no caller of the contract sends one.
    globalDecompression: false,
    brotliOptions: BROTLI_OPTIONS,
  });
  // Multipart for the uploads; form-encoded for the search and the quotation download.
  await app.register(uploads, {
    db,
    now: services.now,
    perUser: services.limits.uploadsPerUser,
  });
  await app.register(fastifyFormbody);
  await registerMedia(app, services.now);

  // One router per domain of the contract, each implemented in its folder (server/<domain>/),
  // each in a scope of its own: ts-rest sets a scope's error handler, which answers a refused
  // request (`requestValidationErrorHandler`) and passes any other error on to the app's
  // (`answerError`), which keeps every answer in the envelope.
  const domain = <T extends AppRouter>(calls: T, routes: RouterImplementation<T>) =>
    ((scope: FastifyInstance, _opts: unknown, done: () => void) => {
      s.registerRouter(calls, routes, scope, options);
      done();
    }) satisfies FastifyPluginCallback;
  await app.register(
    async (api) => {
      // Before the routes: answers 90002/90003/90004 on every call whose contract says `token`.
      await api.register(authGuard, { db, now: services.now, kept: sessionCache });
      // Right after it: back-office calls need their permission (server/plugins/permissions.ts).
      await api.register(permissionGuard);
      await api.register(nulByteGuard);
      await api.register(partnerDayGuard, { now: services.now });
      // Public content (docs/decisions/142-kept-answers.md for the kept reads).
      await api.register(domain(layoutContract, layoutRoutes(db, contentCache)));
      await api.register(domain(pagesContract, pagesRoutes(db, contentCache)));
      await api.register(domain(newsContract, newsRoutes(db)));
      await api.register(domain(solutionsContract, solutionsRoutes(db)));
      await api.register(domain(vendorsContract, vendorsRoutes(db)));
      await api.register(domain(lookupsContract, lookupsRoutes(db, services.now)));
      await api.register(domain(contract.catalog, catalogRoutes(db, contentCache)));
      // Accounts and the partner's own records.
      await api.register(domain(contract.auth, authRoutes(services)));
      await api.register(domain(contract.account, accountRoutes(services)));
      await api.register(domain(contract.checks, checksRoutes()));
      await api.register(domain(contract.training, trainingRoutes(services)));
      await api.register(domain(contract.dcnet, dcnetRoutes(services)));
      await api.register(domain(contract.cart, cartRoutes(db, services.now)));
      await api.register(domain(contract.endUsers, endUsersRoutes(db, services.now)));
      await api.register(domain(contract.drafts, draftsRoutes(db, services.now)));
      await api.register(domain(contract.quotations, quotationsRoutes(db, services.now)));
      await api.register(domain(contract.projects, projectsRoutes(db, services.now)));
      await api.register(domain(contract.orders, ordersRoutes(db, services.now, orderListCache)));
      registerOrderFileRoute(api, db, services.now);
      // Head office's desks (docs/decisions/100-back-office-access.md).
      await api.register(domain(backofficeContract, backofficeRoutes(services)));
      await api.register(domain(backofficeOrdersContract, backofficeOrdersRoutes(services)));
      await api.register(domain(backofficeProjectsContract, backofficeProjectsRoutes(services)));
      await api.register(
        domain(backofficeQuotationsContract, backofficeQuotationsRoutes(services)),
      );
      registerAvatarRoute(api, db);
    },
    { prefix: API_BASE_PATH },
  );

  registerHealthCheck(app, db, log, readiness);
  if (metrics?.token) registerMetricsRoute(app, metrics.token);
  registerChat(app, db, services.now, webRoot ? readFontSheets(webRoot) : new Map());
  if (devMailbox) registerDevMailbox(app, db);
  // A verification by URL sets its provider states up here (docs/decisions/122-provider-states-over-http.md).
  if (providerStates) registerProviderStates(app, db, log, services.now);

  const index = webRoot ? join(webRoot, 'index.html') : undefined;
  // For search engines: every public page in every language (server/site/sitemap.ts).
  if (pages && template) registerSitemap(app, db, pages.publicPaths());
  if (webRoot && index && existsSync(index)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: 'index.html',
      // The build wrote .br and .gz beside each file; the browser's Accept-Encoding picks one.
      preCompressed: true,
      // Source maps and the build's manifest stay on the build machine
      // (docs/decisions/078-security-headers.md).
      allowedPath: (path) => !path.endsWith('.map') && !path.startsWith('/.vite/'),
      // Built assets carry a content hash in their name and never change; the page itself must.
      setHeaders: (reply, path) => {
        void reply.header(
          'Cache-Control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === API_BASE_PATH || request.url.startsWith(`${API_BASE_PATH}/`);
    // A built file that does not exist (or is not served) is missing, not a screen of the app;
    // so is any other file (a name with an extension) and an operational path a probe or a
    // scanner asks for: a misconfigured probe of `/readyz` must not pass on the app's page.
    const isAsset =
      request.url.startsWith('/assets/') || /\/[^/?#]*\.[a-z0-9]{1,8}(?:[?#]|$)/i.test(request.url);
    const isOperational =
      /^\/(?:metrics|readyz|livez|healthz|health|status|api|\.well-known)(?:[/?#]|$)/i.test(
        request.url,
      );
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && !isAsset && !isOperational && index && isRead) {
      // A public page comes rendered with its content (status 404 for an address the portal
      // does not have); the web app renders the rest itself.
      if (pages && template) {
        const rendered = await sendRenderedPage(
          app,
          {
            renderer: pages,
            template,
            cache: pageCache,
            log: (error, failed) =>
              log.error({ reqId: failed.id, err: error }, 'page render failed'),
          },
          request,
          reply,
        );
        if (rendered) return rendered;
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webRoot);
    }
    return reply
      .status(404)
      .send({ code: CODE_FAIL, msg: messages(requestLang(request)).notFound() });
  });

  return app;
}
