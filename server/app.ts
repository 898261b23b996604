import fastifyStatic from '@fastify/static';
import { initServer, type RequestValidationError } from '@ts-rest/fastify';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { CODE_FAIL } from '../contract/common';
import { API_BASE_PATH, contract } from '../contract/index';
import type { Db } from './db/client';
import { requestLang } from './lang';
import { messages } from './messages';
import { contentRoutes } from './routes/content';

export interface AppOptions {
  db: Db;
  /** Folder of the built web app; when given, it is served beside the API with an SPA fallback. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the reference server without listening, so tests can `inject` or listen where they like. */
export async function createApp({ db, webRoot, logger = false }: AppOptions) {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, trustProxy: true });
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
      const detail = issue ? `${issue.path.join('.') || 'request'}: ${issue.message}` : '';
      return reply
        .status(200)
        .send({ code: CODE_FAIL, msg: messages(requestLang(request)).invalidRequest({ detail }) });
    },
  };

  // One router per contract domain, each implemented in server/routes/<domain>.ts.
  await app.register(
    (api, _opts, done) => {
      s.registerRouter(contract.content, contentRoutes(db), api, options);
      done();
    },
    { prefix: API_BASE_PATH },
  );

  // Errors the contract layer did not turn into an answer: malformed bodies keep their 4xx
  // status, anything else is logged and answered without internals.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const msg = messages(requestLang(request));
    if (status >= 500) request.log.error(error);
    return reply.status(status).send({
      code: CODE_FAIL,
      msg: status >= 500 ? msg.internalError() : msg.invalidRequest({ detail: error.message }),
    });
  });

  const index = webRoot ? join(webRoot, 'index.html') : undefined;
  if (webRoot && index && existsSync(index)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: 'index.html',
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
    if (!isApi && index && request.method === 'GET') {
      // The web app owns every other path; its router shows /404 for the ones it does not know.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webRoot);
    }
    return reply
      .status(404)
      .send({ code: CODE_FAIL, msg: messages(requestLang(request)).notFound() });
  });

  return app;
}
