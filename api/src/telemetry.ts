/**
 * OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: a span for each incoming request (named by its route
 * template, e.g. "GET /api/blogs/:slugOrId", for what Koa's routers answer), for Koa's middleware
 * and routers, for PostgreSQL queries (pg; the embedded PGlite has no driver to trace) and for
 * outgoing HTTP (webhooks, S3), sent by OTLP over HTTP (JSON) in batches. Log lines written inside
 * a span carry its trace_id and span_id next to the request id (`logFields`, a pino mixin).
 * The standard OTEL_* variables apply (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES,
 * OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER, OTEL_BSP_*).
 *
 * server.ts awaits startTelemetry() before it imports the server (main.ts): the instrumentations
 * patch koa, pg and http as they load, and an ES module import is only seen through the loader
 * hook registered here, so it must come first. Unset, nothing here is loaded: no cost.
 */

export interface Telemetry {
  /** Flushes the spans not yet sent and stops tracing (before the process exits). */
  stop(): Promise<void>;
  /** The active span's ids for a log line (a pino mixin); none outside a span. */
  logFields(): Record<string, string>;
}

/** Probes and scrapes come every few seconds and say nothing about users' requests. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export async function startTelemetry(
  env: NodeJS.ProcessEnv = process.env,
): Promise<Telemetry | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;

  // The loader hook wraps only the modules the instrumentations ask for (the message channel
  // tells it which), so the rest of the app loads as it would without it.
  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [
    { trace },
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes, detectResources, envDetector },
    { ATTR_SERVICE_NAME },
    { registerInstrumentations },
    { HttpInstrumentation },
    { KoaInstrumentation },
    { PgInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-koa'),
    import('@opentelemetry/instrumentation-pg'),
  ]);

  const provider = new NodeTracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win over the default name.
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: 'northbeam-api' }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    // The exporter reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT and _HEADERS itself.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          UNTRACED_PATHS.has((request.url ?? '').split('?', 1)[0]!),
      }),
      new KoaInstrumentation(),
      new PgInstrumentation(),
    ],
  });
  await waitForAllMessagesAcknowledged();

  // The field names of OpenTelemetry's pino instrumentation (not used: installed beside the
  // others it resolves its own copy of the loader hook's registry, and never sees pino load).
  return {
    stop: () => provider.shutdown(),
    logFields(): Record<string, string> {
      const context = trace.getActiveSpan()?.spanContext();
      // pino writes its own fields into the object returned: a new one each line.
      if (!context) return {};
      return {
        trace_id: context.traceId,
        span_id: context.spanId,
        trace_flags: `0${context.traceFlags.toString(16)}`,
      };
    },
  };
}
