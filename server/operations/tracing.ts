import {
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Span,
} from '@opentelemetry/api';
import type * as TraceSdk from '@opentelemetry/sdk-trace';
import type { SpanExporter } from '@opentelemetry/sdk-trace';

/**
 * OpenTelemetry traces (docs/operations.md): off unless the standard variables ask for them, and
 * then one span per request named by its route, with a span per database query under it, sent
 * to an OTLP collector over HTTP. The SDK is loaded only when they are on; while they are off,
 * {@link tracingOn} is false and nothing on a request's way asks the API for anything.
 */
export const TRACER_NAME = 'partner-portal';

/** Where spans go: OTLP over HTTP (JSON), the console, or none (off). */
export type TraceExporterKind = 'otlp' | 'console' | 'none';

/**
 * What `OTEL_*` asks for. Traces are on when `OTEL_TRACES_EXPORTER` names an exporter, or when
 * an OTLP endpoint is set and `OTEL_TRACES_EXPORTER` is not `none`; `OTEL_SDK_DISABLED=true`
 * turns them off whatever else is set. Other exporters than `otlp` and `console` are refused.
 */
export function traceExporterOf(env: NodeJS.ProcessEnv): TraceExporterKind {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return 'none';
  const named = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (named) {
    const first = named.split(',')[0]?.trim() ?? '';
    if (first === 'otlp' || first === 'console' || first === 'none') return first;
    throw new Error(`OTEL_TRACES_EXPORTER must be "otlp", "console" or "none", got "${named}"`);
  }
  return env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
    ? 'otlp'
    : 'none';
}

let on = false;

/** Whether spans are being made: false until {@link startTracing} started a provider. */
export function tracingOn(): boolean {
  return on;
}

/** What {@link startTracing} answers: how to send what is left before the process ends. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * Starts tracing as `env` asks, or answers undefined when it does not. `exporter` replaces the
 * one the variables name (tests pass an in-memory one, whose spans go out at once).
 */
export async function startTracing(
  env: NodeJS.ProcessEnv,
  exporter?: SpanExporter,
): Promise<Tracing | undefined> {
  const kind = exporter ? 'otlp' : traceExporterOf(env);
  if (kind === 'none') return undefined;
  const [sdk, { AsyncLocalStorageContextManager }, core, resources] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
  ]);
  const sending =
    exporter ??
    (kind === 'console'
      ? new sdk.ConsoleSpanExporter()
      : new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter());
  const resource = resources
    .resourceFromAttributes({ 'service.name': TRACER_NAME })
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new sdk.TracerProvider({
    resource,
    sampler: samplerOf(env, sdk),
    spanProcessors: [
      exporter
        ? new sdk.SimpleSpanProcessor({ exporter: sending })
        : new sdk.BatchSpanProcessor({ exporter: sending }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  on = true;
  return {
    shutdown: async () => {
      on = false;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/** `OTEL_TRACES_SAMPLER` and `OTEL_TRACES_SAMPLER_ARG` as the specification reads them. */
function samplerOf(env: NodeJS.ProcessEnv, sdk: typeof TraceSdk) {
  const name = env.OTEL_TRACES_SAMPLER?.trim().toLowerCase() || 'parentbased_always_on';
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  const ratioSampler = () =>
    new sdk.TraceIdRatioBasedSampler(Number.isFinite(ratio) ? Math.min(Math.max(ratio, 0), 1) : 1);
  switch (name) {
    case 'always_on':
      return new sdk.AlwaysOnSampler();
    case 'always_off':
      return new sdk.AlwaysOffSampler();
    case 'traceidratio':
      return ratioSampler();
    case 'parentbased_always_off':
      return new sdk.ParentBasedSampler({ root: new sdk.AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new sdk.ParentBasedSampler({ root: ratioSampler() });
    case 'parentbased_always_on':
      return new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() });
    default:
      throw new Error(`OTEL_TRACES_SAMPLER "${name}" is not one the server knows`);
  }
}

/** The longest query text a span carries. */
const QUERY_TEXT_MAX = 2_000;

/**
 * Runs one database query inside a span of its own, under the request's. The text is the
 * statement with its placeholders; the values never go into a span.
 */
export function traceQuery<T>(
  system: 'postgresql',
  text: string,
  operation: string,
  run: () => Promise<T>,
): Promise<T> {
  return trace.getTracer(TRACER_NAME).startActiveSpan(
    operation,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': system,
        'db.operation.name': operation.toUpperCase(),
        'db.query.text': text.slice(0, QUERY_TEXT_MAX),
      },
    },
    async (span: Span) => {
      try {
        return await run();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: errorText(error) });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The trace and span ids of the span in force, for a log line; none outside a span. */
export function traceFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
