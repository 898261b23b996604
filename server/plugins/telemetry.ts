import {
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { CODE_FAIL } from '../../contract/common';
import { httpRequestDuration, metricsRegistry } from '../operations/metrics';
import { routeNameOf } from '../operations/route-names';
import { TRACER_NAME } from '../operations/tracing';
import { requestLang } from '../lang';
import { messages } from '../messages';

/** Where Prometheus reads the metrics, on the app's port (with a token) or a port of its own. */
export const METRICS_PATH = '/metrics';

/**
 * Times every request by its route's name (server/operations/route-names.ts) and status, once
 * its answer has gone (docs/operations.md). Registered only when the metrics are served.
 */
export const requestMetrics = fp(
  (app, _options, done) => {
    app.addHook('onResponse', (request, reply, next) => {
      httpRequestDuration.observe(
        { route: routeNameOf(request), method: request.method, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      next();
    });
    done();
  },
  { name: 'portal-request-metrics' },
);

/**
 * `GET /metrics` on the app's own port for a caller with `Authorization: Bearer <token>`; 404 in
 * the envelope for anyone else, as for any path the server does not have.
 */
export function registerMetricsRoute(app: FastifyInstance, token: string): void {
  const expected = Buffer.from(`Bearer ${token}`);
  app.get(METRICS_PATH, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .status(404)
        .header('Cache-Control', 'no-store')
        .send({ code: CODE_FAIL, msg: messages(requestLang(request)).notFound() });
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(metricsRegistry.contentType)
      .send(await metricsRegistry.metrics());
  });
}

interface Traced {
  span: Span;
  context: Context;
}
const traced = new WeakMap<FastifyRequest, Traced>();

/**
 * One span per request (OpenTelemetry's server span, named `METHOD route`), continuing the
 * caller's trace when it sends `traceparent`; the database's spans go under it. The request's
 * log lines carry its trace and span ids. Registered only when tracing is on.
 */
export const requestTracing = fp(
  (app, _options, done) => {
    const tracer = trace.getTracer(TRACER_NAME);
    app.addHook('onRequest', (request, reply, next) => {
      const parent = propagation.extract(context.active(), request.headers);
      const span = tracer.startSpan(
        `${request.method} ${routeNameOf(request)}`,
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method,
            'url.path': request.url.split('?')[0] ?? '',
            ...(request.routeOptions.url ? { 'http.route': request.routeOptions.url } : {}),
            'portal.route': routeNameOf(request),
          },
        },
        parent,
      );
      const active = trace.setSpan(parent, span);
      traced.set(request, { span, context: active });
      const { traceId, spanId } = span.spanContext();
      const log = request.log.child({ trace_id: traceId, span_id: spanId });
      request.log = log;
      reply.log = log;
      context.with(active, next);
    });
    // The body is read on the connection's own events, outside the request's context: its
    // hooks and handler are brought back into it once the body is in.
    app.addHook('preValidation', (request, _reply, next) => {
      const entry = traced.get(request);
      if (entry) context.with(entry.context, next);
      else next();
    });
    app.addHook('onResponse', (request, reply, next) => {
      endSpan(request, reply);
      next();
    });
    app.addHook('onRequestAbort', (request, next) => {
      const entry = traced.get(request);
      if (entry) {
        entry.span.setStatus({ code: SpanStatusCode.ERROR, message: 'the caller went away' });
        entry.span.end();
        traced.delete(request);
      }
      next();
    });
    done();
  },
  { name: 'portal-request-tracing' },
);

function endSpan(request: FastifyRequest, reply: FastifyReply): void {
  const entry = traced.get(request);
  if (!entry) return;
  traced.delete(request);
  entry.span.setAttribute('http.response.status_code', reply.statusCode);
  if (reply.statusCode >= 500) entry.span.setStatus({ code: SpanStatusCode.ERROR });
  entry.span.end();
}
