import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationOf } from "../../src/db/query-spans";
import { inSpan, startTracing, tracingEnabled } from "../../src/telemetry";
import { checkPayload, startTestApp, type TestApp } from "../support/app";

/**
 * A client span per database query (src/db/query-spans.ts), exported to an in-memory exporter:
 * each is a child of the span active where the query ran, so a request's queries sit under its
 * HTTP span; no statement text and no parameter value is recorded.
 */
const exporter = new InMemorySpanExporter();
let t: TestApp;

beforeAll(async () => {
  // Started before the app boots, so boot's own startTracing finds it running.
  await startTracing({ endpoint: undefined, serviceName: "refline-db-spans-test", role: "web", exporter });
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop(); // stops tracing too
});

const spans = () => exporter.getFinishedSpans();
const isDb = (s: ReadableSpan) => s.kind === SpanKind.CLIENT && s.attributes["db.system"] === "postgresql";
const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;

describe("database spans", () => {
  it("a request's HTTP span has the request's queries as child spans, with no values", async () => {
    expect(tracingEnabled()).toBe(true);
    const candidateName = "Quintessa Dbspan-Marker";
    const res = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "db-span-req-1" },
      body: JSON.stringify({ ...checkPayload(), candidateName }),
    });
    expect(res.status).toBe(201);
    const { referenceCheckId } = (await res.json()) as { referenceCheckId: number };

    const all = spans();
    const server = all.find(
      (s) => s.kind === SpanKind.SERVER && s.attributes["refline.request_id"] === "db-span-req-1",
    );
    expect(server, "the request's HTTP span").toBeDefined();
    const byId = new Map(all.map((s) => [s.spanContext().spanId, s]));
    const underServer = (s: ReadableSpan): boolean => {
      for (let id = parentOf(s); id; id = parentOf(byId.get(id)!)) {
        if (id === server!.spanContext().spanId) return true;
        if (!byId.has(id)) return false;
      }
      return false;
    };
    const queries = all.filter((s) => isDb(s) && s.spanContext().traceId === server!.spanContext().traceId);
    expect(queries.length).toBeGreaterThan(0);
    // Every query of the request is in its trace, under its HTTP span (directly, or under the
    // tRPC procedure's span, itself the HTTP span's child).
    expect(queries.every(underServer)).toBe(true);
    const direct = queries.filter(
      (q) =>
        parentOf(q) === server!.spanContext().spanId ||
        parentOf(byId.get(parentOf(q)!)!) === server!.spanContext().spanId,
    );
    expect(direct.length).toBeGreaterThan(0);
    // The check's row was inserted inside a transaction: BEGIN, INSERT and COMMIT are all there.
    const operations = new Set(queries.map((q) => q.attributes["db.operation"]));
    for (const op of ["BEGIN", "INSERT", "COMMIT", "SELECT"]) expect(operations).toContain(op);
    for (const q of queries) {
      expect(q.ended).toBe(true);
      expect(q.name).toBe(q.attributes["db.operation"] ?? "postgresql");
      expect(Object.keys(q.attributes).sort()).toEqual(
        q.attributes["db.operation"]
          ? ["db.operation", "db.operation.name", "db.system", "db.system.name"]
          : ["db.system", "db.system.name"],
      );
      expect(q.status.code).not.toBe(SpanStatusCode.ERROR);
      const recorded = JSON.stringify([q.name, q.attributes, q.events, q.status]);
      expect(recorded).not.toContain("Quintessa");
      expect(recorded).not.toContain(String(referenceCheckId));
    }
    // A span lasts as long as its query: from sent to answered, never negative.
    const [sec, nanos] = queries[0]!.duration;
    expect(sec * 1e9 + nanos).toBeGreaterThanOrEqual(0);
  });

  it("a failed query's span is marked failed by its SQLSTATE, without the value that failed", async () => {
    exporter.reset();
    const secret = "not-a-number-7f3a";
    const err = await inSpan("test parent", { kind: SpanKind.INTERNAL, attributes: {} }, () =>
      t.db.sql`select ${secret}::int as n`.then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect(err).toMatchObject({ code: "22P02" });
    const parent = spans().find((s) => s.name === "test parent")!;
    const [query] = spans().filter((s) => isDb(s) && parentOf(s) === parent.spanContext().spanId);
    expect(query).toBeDefined();
    expect(query!.name).toBe("SELECT");
    expect(query!.status).toEqual({ code: SpanStatusCode.ERROR, message: "22P02" });
    expect(query!.attributes).toMatchObject({ "error.type": "22P02", "db.response.status_code": "22P02" });
    expect(JSON.stringify([query!.attributes, query!.events, query!.status])).not.toContain(secret);
  });

  it("a query outside any span (the worker's polling, heartbeats) records none", async () => {
    exporter.reset();
    await t.db.sql`select 'outside' as n`;
    await inSpan("inside", { kind: SpanKind.INTERNAL, attributes: {} }, () => t.db.sql`select 'inside' as n`);
    expect(spans().filter(isDb)).toHaveLength(1);
    expect(parentOf(spans().find(isDb)!)).toBe(
      spans()
        .find((s) => s.name === "inside")!
        .spanContext().spanId,
    );
  });

  it("names a statement by its first keyword past blanks, parentheses and comments", () => {
    expect(operationOf(["select 1"])).toBe("SELECT");
    expect(operationOf(["\n  -- why\n  /* how */ (with x as (", ") select 1"])).toBe("WITH");
    expect(operationOf(["BEGIN;\nSET LOCAL x = 1;\nCOMMIT;"])).toBe("BEGIN");
    expect(operationOf([""])).toBe("");
    expect(operationOf([])).toBe("");
  });
});
