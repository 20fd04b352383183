import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flushTracing, tracingEnabled } from "../../src/telemetry";
import { checkPayload, startTestApp, waitFor, type TestApp } from "../support/app";

/**
 * OpenTelemetry traces over OTLP/HTTP, received by a collector of this test's own (a plain HTTP
 * server taking the JSON export at /v1/traces, as an OpenTelemetry Collector would).
 */
interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  arrayValue?: { values: OtlpValue[] };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
  status?: { code?: number };
}
interface Received {
  service: string;
  span: OtlpSpan;
  attrs: Record<string, unknown>;
}

function plain(v: OtlpValue): unknown {
  if (v.arrayValue) return v.arrayValue.values.map(plain);
  if (v.intValue !== undefined) return Number(v.intValue);
  return v.stringValue ?? v.boolValue;
}

function startCollector() {
  const spans: Received[] = [];
  const requests: { path: string; contentType: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({ path: req.url ?? "", contentType: String(req.headers["content-type"]) });
      if (req.method === "POST" && req.url === "/v1/traces") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
          resourceSpans: {
            resource: { attributes: { key: string; value: OtlpValue }[] };
            scopeSpans: { spans: OtlpSpan[] }[];
          }[];
        };
        for (const rs of body.resourceSpans) {
          const service = String(
            plain(rs.resource.attributes.find((a) => a.key === "service.name")?.value ?? {}),
          );
          for (const ss of rs.scopeSpans)
            for (const span of ss.spans)
              spans.push({
                service,
                span,
                attrs: Object.fromEntries(span.attributes.map((a) => [a.key, plain(a.value)])),
              });
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  return {
    spans,
    requests,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe("without OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  it("loads no SDK, starts no span and exports nothing", async () => {
    const collector = startCollector();
    await collector.listen();
    const t = await startTestApp();
    try {
      expect(tracingEnabled()).toBe(false);
      // No tracer provider was registered with OpenTelemetry's API (its global slot is empty).
      const api = (globalThis as Record<symbol, { trace?: unknown } | undefined>)[
        Symbol.for("opentelemetry.js.api.1")
      ];
      expect(api?.trace).toBeUndefined();
      const res = await fetch(`${t.url}/trpc/accounts.me`, { headers: { "x-request-id": "untraced-1" } });
      expect(res.status).toBe(200);
      // The request still has its id; nothing records a span for it.
      expect(res.headers.get("x-request-id")).toBe("untraced-1");
      expect(res.headers.get("traceparent")).toBeNull();
    } finally {
      await t.stop();
    }
    await collector.close();
    expect(collector.requests).toEqual([]);
  });
});

describe("with OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  const collector = startCollector();
  let t: TestApp;
  beforeAll(async () => {
    const endpoint = await collector.listen();
    t = await startTestApp({
      worker: true,
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: `${endpoint}/`, OTEL_SERVICE_NAME: "refline-tracing-test" },
    });
  });
  afterAll(async () => {
    await t?.stop();
    await collector.close();
  });

  const find = (pred: (r: Received) => boolean) => collector.spans.find(pred);
  async function exported(pred: (r: Received) => boolean, label: string): Promise<Received> {
    return waitFor(
      async () => {
        await flushTracing();
        return find(pred);
      },
      60_000,
      label,
    );
  }

  it("exports a server span per request with its route, status and request id", async () => {
    expect(tracingEnabled()).toBe(true);
    const res = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "trace-req-0001" },
      body: JSON.stringify(checkPayload()),
    });
    expect(res.status).toBe(201);
    const server = await exported(
      (r) => r.attrs["refline.request_id"] === "trace-req-0001" && r.span.kind === 2,
      "the request's server span",
    );
    expect(server.service).toBe("refline-tracing-test");
    expect(server.span.name).toBe("POST /api/reference-checks");
    expect(server.attrs).toMatchObject({
      "http.request.method": "POST",
      "http.route": "/api/reference-checks",
      "url.path": "/api/reference-checks",
      "http.response.status_code": 201,
      "http.request.header.x-request-id": ["trace-req-0001"],
    });
    expect(collector.requests.every((r) => r.path === "/v1/traces")).toBe(true);
    expect(collector.requests[0]?.contentType).toContain("application/json");

    // The job that request enqueued runs in the worker under the same trace, with the request id.
    const job = await exported(
      (r) => r.span.name === "job start-check" && r.attrs["refline.request_id"] === "trace-req-0001",
      "the start-check job's span",
    );
    expect(job.span.kind).toBe(5); // CONSUMER
    expect(job.span.traceId).toBe(server.span.traceId);
    expect(job.attrs).toMatchObject({
      "messaging.system": "pg-boss",
      "messaging.destination.name": "start-check",
    });

    // The queries the request and the job ran are exported as client spans under each of them.
    for (const [parent, label] of [
      [server, "the request"],
      [job, "the job"],
    ] as const) {
      const query = await exported(
        (r) =>
          r.attrs["db.system"] === "postgresql" &&
          r.span.traceId === server.span.traceId &&
          (r.span.parentSpanId === parent.span.spanId ||
            collector.spans.some(
              (p) => p.span.spanId === r.span.parentSpanId && p.span.parentSpanId === parent.span.spanId,
            )),
        `a query span under ${label}`,
      );
      expect(query.span.kind).toBe(3); // CLIENT
      expect(query.attrs["db.operation"]).toMatch(/^[A-Z]+$/);
    }
  }, 90_000);

  it("continues the caller's trace and adds a span per tRPC procedure; the query string is not recorded", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const callerSpan = "00f067aa0ba902b7";
    const res = await fetch(
      `${t.url}/trpc/accounts.me,site.holidayStatus?batch=1&input=%7B%7D&token=secret`,
      {
        headers: { "x-request-id": "trace-req-0002", traceparent: `00-${traceId}-${callerSpan}-01` },
      },
    );
    expect(res.status).toBe(200);
    const server = await exported(
      (r) => r.attrs["refline.request_id"] === "trace-req-0002" && r.span.kind === 2,
      "the batch's server span",
    );
    expect(server.span.traceId).toBe(traceId);
    expect(server.span.parentSpanId).toBe(callerSpan);
    expect(server.attrs["http.route"]).toBe("/trpc/:path");
    expect(server.attrs["url.path"]).toBe("/trpc/accounts.me,site.holidayStatus");
    expect(JSON.stringify(server.attrs)).not.toContain("secret");

    for (const procedure of ["accounts.me", "site.holidayStatus"]) {
      const span = await exported((r) => r.span.name === `trpc ${procedure}`, `the ${procedure} span`);
      expect(span.span.traceId).toBe(traceId);
      expect(span.span.parentSpanId).toBe(server.span.spanId);
      expect(span.attrs).toMatchObject({
        "rpc.system": "trpc",
        "rpc.method": procedure,
        "refline.request_id": "trace-req-0002",
      });
    }
  });

  it("marks a failed procedure's span; a request with no route is named by its method only", async () => {
    const res = await fetch(
      `${t.url}/trpc/checks.status?input=${encodeURIComponent(JSON.stringify({ json: { id: "" } }))}`,
      { headers: { "x-request-id": "trace-req-0003" } },
    );
    expect(res.status).toBe(400);
    const server = await exported(
      (r) => r.attrs["refline.request_id"] === "trace-req-0003" && r.span.kind === 2,
      "the failing request's server span",
    );
    expect(server.attrs["http.response.status_code"]).toBe(400);
    const procedure = await exported(
      (r) => r.span.name === "trpc checks.status" && r.attrs["refline.request_id"] === "trace-req-0003",
      "the failing procedure's span",
    );
    expect(procedure.span.status?.code).toBe(2); // ERROR
    expect(procedure.span.parentSpanId).toBe(server.span.spanId);

    const unmatched = await fetch(`${t.url}/no/such/route`, {
      headers: { "x-request-id": "trace-req-0004" },
    });
    expect(unmatched.status).toBe(404);
    const notFound = await exported(
      (r) => r.attrs["refline.request_id"] === "trace-req-0004" && r.span.kind === 2,
      "the 404's server span",
    );
    // No route: the span keeps the method as its name, never the raw path.
    expect(notFound.span.name).toBe("GET");
    expect(notFound.attrs["http.route"]).toBeUndefined();

    // Issue 34: the candidate's authorization token is never a span attribute.
    const token = "Zq7" + "x".repeat(37) + "M9k";
    await fetch(`${t.url}/api/authorize/view`, {
      method: "POST",
      headers: { "x-request-id": "trace-req-0005", "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    await fetch(`${t.url}/authorize/${token}`, { headers: { "x-request-id": "trace-req-0006" } });
    const api = await exported(
      (r) => r.attrs["refline.request_id"] === "trace-req-0005" && r.span.kind === 2,
      "the authorization page's server span",
    );
    expect(api.attrs["url.path"]).toBe("/api/authorize/view");
    const page = await exported(
      (r) => r.attrs["refline.request_id"] === "trace-req-0006" && r.span.kind === 2,
      "the candidate page's server span",
    );
    expect(page.attrs["url.path"]).toBe("/authorize/:redacted");
    expect(JSON.stringify([api, page])).not.toContain(token);
  });
});
