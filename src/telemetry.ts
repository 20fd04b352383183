import {
  ROOT_CONTEXT,
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from "@opentelemetry/api";
import type { SpanExporter } from "@opentelemetry/sdk-trace-node";

/**
 * OpenTelemetry traces, exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set: an HTTP
 * server span per request (route, status, request id), a span per tRPC procedure, a span per
 * job in the worker and a client span per database query (src/db/query-spans.ts), children of
 * the request's span where a request caused them (W3C `traceparent` from the caller is honoured). Without the variable the SDK is never loaded and
 * every helper here returns at once: no spans, no exporter, no overhead beyond a null check.
 *
 * The exporter reads OpenTelemetry's own variables too (OTEL_EXPORTER_OTLP_HEADERS for a vendor's
 * key, OTEL_EXPORTER_OTLP_TIMEOUT); OTEL_SERVICE_NAME names the service.
 */
let tracer: Tracer | null = null;
let provider: { forceFlush(): Promise<void>; shutdown(): Promise<void> } | null = null;

export interface TracingOptions {
  endpoint: string | undefined;
  serviceName: string;
  role: "web" | "worker";
  /** How long spans wait in the batch before export (ms); tests shorten it. */
  exportDelayMs?: number;
  /** Export each span as it ends to this exporter instead of OTLP (tests: an in-memory one). */
  exporter?: SpanExporter;
}

export async function startTracing(opts: TracingOptions): Promise<boolean> {
  if ((!opts.endpoint && !opts.exporter) || tracer) return tracer !== null;
  const [{ NodeTracerProvider, BatchSpanProcessor, SimpleSpanProcessor }, { resourceFromAttributes }] =
    await Promise.all([import("@opentelemetry/sdk-trace-node"), import("@opentelemetry/resources")]);
  let processor;
  if (opts.exporter) processor = new SimpleSpanProcessor(opts.exporter);
  else {
    const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
    // The generic endpoint gets the signal's path, as OpenTelemetry's specification says.
    const url = `${opts.endpoint!.replace(/\/+$/, "")}/v1/traces`;
    processor = new BatchSpanProcessor(new OTLPTraceExporter({ url }), {
      scheduledDelayMillis: opts.exportDelayMs ?? 5000,
    });
  }
  const p = new NodeTracerProvider({
    resource: resourceFromAttributes({
      "service.name": opts.serviceName,
      "service.namespace": "refline",
      "refline.process": opts.role,
      "process.pid": process.pid,
    }),
    spanProcessors: [processor],
  });
  // Sets the global provider, the AsyncLocalStorage context manager and W3C trace context.
  p.register();
  provider = p;
  tracer = trace.getTracer("refline");
  return true;
}

export const tracingEnabled = (): boolean => tracer !== null;

/** Sends the spans still in the batch and stops exporting (part of a clean shutdown). */
export async function stopTracing(): Promise<void> {
  const p = provider;
  provider = null;
  tracer = null;
  if (!p) return;
  await p.shutdown().catch(() => {});
  trace.disable();
  propagation.disable();
  context.disable();
}

/** Exports what has ended so far (tests). */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}

/** A server span for an incoming HTTP request, parented on the caller's `traceparent` if any. */
export function startServerSpan(
  method: string,
  path: string,
  headers: Record<string, string | string[] | undefined>,
  requestId: string,
): { span: Span; context: Context } | null {
  if (!tracer) return null;
  const parent = propagation.extract(context.active(), headers);
  const span = tracer.startSpan(
    method,
    {
      kind: SpanKind.SERVER,
      attributes: {
        "http.request.method": method,
        // Never the raw path: the caller passes the route pattern or a redacted path
        // (src/loggable-path.ts), as paths and queries carry tokens.
        "url.path": path.split("?")[0]!,
        "refline.request_id": requestId,
        "http.request.header.x-request-id": [requestId],
      },
    },
    parent,
  );
  return { span, context: trace.setSpan(parent, span) };
}

/** Ends a server span with its route (the pattern, not the path) and status. */
export function endServerSpan(span: Span, method: string, route: string | undefined, status: number): void {
  if (route) {
    span.setAttribute("http.route", route);
    span.updateName(`${method} ${route}`);
  }
  span.setAttribute("http.response.status_code", status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/**
 * Runs `fn` inside a span that is active for everything it awaits, and records its failure.
 * `failed` lets a caller mark a span whose function returned an error value rather than threw.
 */
export async function inSpan<T>(
  name: string,
  opts: { kind: SpanKind; attributes: Attributes; parent?: Context },
  fn: () => Promise<T>,
  failed?: (result: T) => string | null,
): Promise<T> {
  if (!tracer) return fn();
  const parent = opts.parent ?? context.active();
  return tracer.startActiveSpan(
    name,
    { kind: opts.kind, attributes: opts.attributes },
    parent,
    async (span) => {
      try {
        const result = await fn();
        const error = failed?.(result);
        if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error });
        return result;
      } catch (err) {
        recordFailure(span, err);
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

/**
 * A client span for one database query, a child of the span active where the query is run; null
 * when not tracing or when no span is active (the worker's polling, heartbeats and maintenance
 * would otherwise export a stream of one-span traces). The caller ends it with `endDbSpan`.
 */
export function startDbSpan(name: string, attributes: Attributes): Span | null {
  if (!tracer) return null;
  const parent = context.active();
  if (!trace.getSpan(parent)) return null;
  return tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, parent);
}

/**
 * Ends a query's span. A failure is recorded by its SQLSTATE and error name only: Postgres's
 * messages can quote the values that failed (`invalid input syntax for type integer: "…"`).
 */
export function endDbSpan(span: Span, err?: unknown): void {
  if (err !== undefined) {
    const code = (err as { code?: unknown } | null)?.code;
    const type = typeof code === "string" ? code : err instanceof Error ? err.name : "error";
    span.setAttribute("error.type", type);
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
      span.setAttribute("db.response.status_code", code);
    span.setStatus({ code: SpanStatusCode.ERROR, message: type });
  }
  span.end();
}

/** Marks the active span failed (a job whose failure was stored rather than thrown). */
export function markSpanFailed(err: unknown): void {
  const span = tracer ? trace.getActiveSpan() : undefined;
  if (span) recordFailure(span, err);
}

function recordFailure(span: Span, err: unknown) {
  span.recordException(err instanceof Error ? err : String(err));
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
}

/** The key under which an enqueued job carries the trace context of the work that enqueued it. */
export const TRACE_KEY = "_trace";

/** The active trace context as a W3C carrier ({ traceparent }), or undefined when not tracing. */
export function traceCarrier(): Record<string, string> | undefined {
  if (!tracer) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : undefined;
}

/** The context a job's carrier names (undefined when not tracing or none was carried). */
export function contextFromCarrier(carrier: unknown): Context | undefined {
  if (!tracer || !carrier || typeof carrier !== "object") return undefined;
  return propagation.extract(ROOT_CONTEXT, carrier as Record<string, string>);
}

/** Runs `fn` with `ctx` active (no-op when tracing is off). */
export function withContext<T>(ctx: Context | undefined, fn: () => T): T {
  return ctx ? context.with(ctx, fn) : fn();
}

export { SpanKind };
