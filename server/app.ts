import fastifyFormbody from '@fastify/formbody';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { initServer, RequestValidationError } from '@ts-rest/fastify';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
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
import { lookupsContract } from '../contract/lookups';
import { newsContract } from '../contract/news';
import { solutionsContract } from '../contract/solutions';
import { vendorsContract } from '../contract/vendors';
import { systemClock, type Clock } from './clock';
import { installAuthGuard } from './plugins/auth';
import { installPermissionGuard } from './plugins/permissions';
import { registerChat } from './chat/routes';
import { ContentCache } from './content/content-cache';
import type { Db } from './db/client';
import { chatAddresses } from './content/layout';
import { answerIfUnavailable, registerHealthCheck } from './plugins/health';
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
import { catalogCallsContract, catalogRoutes } from './catalog/routes';
import { cartRoutes } from './cart/routes';
import { checksRoutes } from './accounts/checks-routes';
import { dcnetRoutes } from './dcnet/routes';
import { draftsRoutes } from './drafts/routes';
import { endUsersRoutes } from './end-users/routes';
import { keptContentContract, keptContentRoutes } from './content/kept-routes';
import { layoutCallsContract, layoutRoutes } from './content/layout-routes';
import { lookupsRoutes } from './support/routes';
import { newsRoutes } from './content/news-routes';
import { pagesCallsContract, pagesRoutes } from './content/pages-routes';
import { projectsRoutes } from './projects/routes';
import { quotationsRoutes } from './quotations/routes';
import {
  orderCallsContract,
  orderListContract,
  orderListRoutes,
  ordersRoutes,
  registerOrderFileRoute,
} from './orders/routes';
import { parseQuery } from './plugins/query';
import { contractRouteOf } from './plugins/route-hooks';
import { solutionsRoutes } from './content/solutions-routes';
import { trainingRoutes } from './training/routes';
import { vendorsRoutes } from './content/vendors-routes';
import {
  bodyRefusal,
  lingerAfterRefusal,
  DEFAULT_TIMEOUTS,
  guardBodies,
  MAX_BODY_BYTES,
  type RequestTimeouts,
} from './security/bodies';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES } from './plugins/kept-answer';
import { installSecurityHeaders } from './security/headers';
import { refuseNulBytes } from './security/input';
import { accountServices, type AccountOptions } from './security/services';
import { registerUploads } from './plugins/uploads';
import { registerProviderStates } from './provider-states/http';
import { OrderListCache, SessionCache } from './plugins/user-caches';

export interface AppOptions {
  db: Db;
  /** Folder of the built web app; when given, it is served beside the API with an SPA fallback. */
  webRoot?: string;
  /**
   * The process's log (a pino logger; silent when not given). What goes wrong is written to it
   * at every level; Fastify's line per request only when the level takes `info`: at `warn`
   * and above a request pays nothing for logging (docs/decisions/144-guards-on-their-routes.md).
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
  /** Time limits of reading requests; tests pass small ones (docs/decisions/077-request-bodies.md). */
  timeouts?: Partial<RequestTimeouts>;
  /** Serve the development mailbox; by default as the environment says (`devMailboxEnabled`). */
  devMailbox?: boolean;
  /**
   * Answer Pact state changes at /_pact/provider-states (a verification by URL). Off unless
   * given: server/main.ts turns it on for PACT_PROVIDER_STATES, never in production.
   */
  providerStates?: boolean;
  /**
   * Public content kept in memory (docs/decisions/135-public-content-cache.md); server/main.ts
   * starts one. Without it, or before it is started, every answer is read afresh.
   */
  contentCache?: ContentCache;
  /**
   * Sessions and order lists kept in memory, dropped on a trigger's announcement
   * (docs/decisions/141-order-list-and-sessions-kept.md); server/main.ts starts them. Without
   * them, or before they are started, every answer is read afresh.
   */
  sessionCache?: SessionCache;
  orderListCache?: OrderListCache;
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
}: AppOptions) {
  const limits = { ...DEFAULT_TIMEOUTS, ...timeouts };
  const app = Fastify({
    loggerInstance: log.isLevelEnabled('info') ? (log as FastifyBaseLogger) : undefined,
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: limits.request,
    trustProxy: trustProxy ?? false,
    routerOptions: { querystringParser: parseQuery },
  });
  const s = initServer();
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
  // Every body: the media type its route takes, and a time limit.
  guardBodies(app, limits.body);
  // Every answer: nosniff, referrer policy, HSTS over TLS, no-store on the API, content policies.
  installSecurityHeaders(app, { chatAddresses: () => chatAddresses(db) });
  // Kept answers come serialised and compressed already (server/plugins/kept-answer.ts): the plugin
  // below need not look at them.
  const kept = new Set<unknown>([
    ...Object.values(keptContentContract),
    ...Object.values(orderListContract),
  ]);
  app.addHook('onRoute', (route) => {
    if (kept.has(contractRouteOf(route))) route.compress = false;
  });
  // Answers over 1 kB go compressed to a client that accepts it; the built files come already
  // compressed from the build (docs/decisions/132-compression.md).
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Requests are read as they come: a compressed body would grow past the body limits'
    // reckoning, and no caller of the contract sends one.
    globalDecompression: false,
    brotliOptions: BROTLI_OPTIONS,
  });
  // Multipart for the uploads; form-encoded for the search and the quotation download.
  registerUploads(app);
  await app.register(fastifyFormbody);
  await registerMedia(app, services.now);

  // One router per contract domain, each implemented in its domain's folder (server/<domain>/).
  await app.register(
    (api, _opts, done) => {
      // Before the routers: answers 90002/90003/90004 on every call whose contract says `token`.
      installAuthGuard(api, db, services.now, sessionCache);
      // Right after it: back-office calls need their permission (server/plugins/permissions.ts).
      installPermissionGuard(api);
      refuseNulBytes(api);
      // ts-rest's registerRouter also sets an error handler, one per router, that sends other
      // errors raw (Fastify's own JSON, or a 500 with the error's message). The routers get a
      // view of the scope that only adds routes; the one handler below keeps every answer in
      // the envelope.
      const routes = new Proxy(api, {
        get: (target, key, receiver): unknown =>
          key === 'setErrorHandler' ? () => target : Reflect.get(target, key, receiver),
      });
      // The content router's calls, one domain at a time.
      // The public reads every visitor makes, kept and checked once each, when made
      // (docs/decisions/142-kept-answers.md).
      s.registerRouter(keptContentContract, keptContentRoutes(db, contentCache), routes, {
        ...options,
        responseValidation: false,
      });
      s.registerRouter(layoutCallsContract, layoutRoutes(db), routes, options);
      s.registerRouter(pagesCallsContract, pagesRoutes(db), routes, options);
      s.registerRouter(newsContract, newsRoutes(db), routes, options);
      s.registerRouter(solutionsContract, solutionsRoutes(db), routes, options);
      s.registerRouter(vendorsContract, vendorsRoutes(db), routes, options);
      s.registerRouter(lookupsContract, lookupsRoutes(db, services.now), routes, options);
      s.registerRouter(catalogCallsContract, catalogRoutes(db), routes, options);
      s.registerRouter(contract.training, trainingRoutes(services), routes, options);
      s.registerRouter(contract.auth, authRoutes(services), routes, options);
      s.registerRouter(contract.account, accountRoutes(services), routes, options);
      s.registerRouter(contract.checks, checksRoutes(), routes, options);
      s.registerRouter(contract.cart, cartRoutes(db, services.now), routes, options);
      // The partner programme.
      s.registerRouter(contract.dcnet, dcnetRoutes(services), routes, options);
      // The partner's end users and drafts box.
      s.registerRouter(contract.endUsers, endUsersRoutes(db, services.now), routes, options);
      s.registerRouter(contract.drafts, draftsRoutes(db, services.now), routes, options);
      // Quotations (docs/decisions/089-quotation-pricing.md).
      s.registerRouter(contract.quotations, quotationsRoutes(db, services.now), routes, options);
      // Projects, registered with a quotation (docs/decisions/093-project-registration.md).
      s.registerRouter(contract.projects, projectsRoutes(db, services.now), routes, options);
      // Orders (docs/decisions/096-orders.md).
      s.registerRouter(orderCallsContract, ordersRoutes(db, services.now), routes, options);
      // The list checks each answer once, when it is made, and may send kept ones
      // (docs/decisions/141-order-list-and-sessions-kept.md).
      s.registerRouter(orderListContract, orderListRoutes(db, orderListCache), routes, {
        ...options,
        responseValidation: false,
      });
      registerOrderFileRoute(api, db, services.now);
      // Head office's side (docs/decisions/100-back-office-access.md).
      s.registerRouter(backofficeContract, backofficeRoutes(services), routes, options);
      // Its order and project desks (docs/decisions/109-order-and-project-desk-calls.md).
      s.registerRouter(backofficeOrdersContract, backofficeOrdersRoutes(services), routes, options);
      s.registerRouter(
        backofficeProjectsContract,
        backofficeProjectsRoutes(services),
        routes,
        options,
      );
      // Its quotation desk (docs/decisions/136-quotation-desk.md).
      s.registerRouter(
        backofficeQuotationsContract,
        backofficeQuotationsRoutes(services),
        routes,
        options,
      );
      registerAvatarRoute(api, db);
      api.setErrorHandler((error: FastifyError, request, reply) =>
        error instanceof RequestValidationError
          ? options.requestValidationErrorHandler(error, request, reply)
          : answerError(error, request, reply),
      );
      done();
    },
    { prefix: API_BASE_PATH },
  );

  app.setErrorHandler(answerError);

  registerHealthCheck(app, db, log);
  registerChat(app, db, services.now);
  if (devMailbox) registerDevMailbox(app, db);
  // A verification by URL sets its provider states up here (docs/decisions/122-provider-states-over-http.md).
  if (providerStates) registerProviderStates(app, db, log, services.now);

  const index = webRoot ? join(webRoot, 'index.html') : undefined;
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

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_BASE_PATH || request.url.startsWith(`${API_BASE_PATH}/`);
    // A built file that does not exist (or is not served) is missing, not a screen of the app.
    const isAsset = request.url.startsWith('/assets/') || /\.map(?:[?#]|$)/.test(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && !isAsset && index && isRead) {
      // The web app owns every other path; its router shows /404 for the ones it does not know.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webRoot);
    }
    return reply
      .status(404)
      .send({ code: CODE_FAIL, msg: messages(requestLang(request)).notFound() });
  });

  return app;
}
