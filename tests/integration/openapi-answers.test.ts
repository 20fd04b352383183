import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import {
  callLogs,
  checkReferences,
  outboundEvents,
  referenceChecks,
  reportFiles,
  webhookDeliveries,
  webhookEndpoints,
} from "../../src/db/schema";
import { deliverWebhook } from "../../src/services/webhooks/deliver";
import { WEBHOOK_EVENTS } from "../../src/shared/public-api";
import { startReceiver } from "../support/webhook-receiver";
import { analyzeOffline } from "../../src/services/analysis/offline";
import { startTestApp, uniqueEmail, uniquePhone, waitFor, type TestApp } from "../support/app";
import { accountWithKey, api, apiCheckBody, createKey } from "../support/public-api";
import { interview } from "../support/report-fixture";

/*
 * What /api/v1 answers, held to what its OpenAPI document publishes: every operation in its success
 * case and its main error cases, each status code listed for the operation, each body valid against
 * the schema the document gives for that status and content type (binary answers: content type only).
 */

const RATE_LIMIT = 100;
/** Over the API's body limit (256 KB). */
const TOO_LARGE = "x".repeat(300 * 1024);
const DOC_ID = "https://refline.test/api/v1/openapi.json";

let t: TestApp;
type Operation = {
  responses: Record<
    string,
    { content?: Record<string, { schema: unknown }>; headers?: Record<string, unknown> }
  >;
};
/** The headers an integration reads from /api/v1's answers: each one sent must be documented. */
const API_HEADERS = [
  "location",
  "idempotent-replayed",
  "ratelimit",
  "ratelimit-policy",
  "retry-after",
  "www-authenticate",
  "content-disposition",
];
let doc: {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();
const seen = new Set<string>();

/**
 * The app's clock runs ahead of the wall clock by this much. Per-key and per-procedure limits count
 * in windows aligned to the minute, so a test that fills one first moves the clock to just after a
 * minute starts: its requests never straddle two windows, whatever second the suite reaches it.
 */
let clockAhead = 0;
const toNextMinute = () => {
  const appNow = Date.now() + clockAhead;
  clockAhead += 60_000 - (appNow % 60_000) + 2_000;
};
beforeAll(async () => {
  t = await startTestApp({
    env: { API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), WEBHOOK_ALLOW_PRIVATE_URLS: "true" },
    now: () => new Date(Date.now() + clockAhead),
  });
  const res = await fetch(`${t.url}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as typeof doc;
  ajv.addSchema({ ...closed(doc), $id: DOC_ID });
});
afterAll(async () => t?.stop());

/**
 * The document with every object schema closed (no property it does not name), so a field the API
 * answers and the document leaves out is a mismatch too. Objects combined with allOf stay open.
 */
function closed<T>(node: T, inAllOf = false): T {
  if (Array.isArray(node)) return node.map((n) => closed(n, inAllOf)) as T;
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = closed(v, k === "allOf");
  if (out.type === "object" && out.properties && !("additionalProperties" in out) && !inAllOf)
    out.additionalProperties = false;
  return out as T;
}

/** A JSON pointer's segment, escaped for the pointer and then for the URI fragment. */
const segment = (s: string) => encodeURIComponent(s.replace(/~/g, "~0").replace(/\//g, "~1"));

/** The JSON pointer (as a URI fragment) to an answer's schema in the document. */
const pointerTo = (method: string, path: string, status: number, media: string) =>
  ["paths", path, method.toLowerCase(), "responses", String(status), "content", media, "schema"]
    .map(segment)
    .join("/");

type Answer = Awaited<ReturnType<typeof api>>;

/**
 * Holds one answer to the document: `path` is the operation's path as the document writes it
 * (`/api/v1/checks/{id}`). Returns the answer for further checks.
 */
function conforms(method: string, path: string, r: Answer): Answer {
  const label = `${method} ${path} → ${r.status} ${JSON.stringify(r.json)}`;
  const op = doc.paths[path]?.[method.toLowerCase()];
  expect(op, `${method} ${path} is not in the document`).toBeDefined();
  expect(Object.keys(op!.responses), label).toContain(String(r.status));
  const media = r.type.split(";")[0]!.trim();
  const content = op!.responses[String(r.status)]!.content ?? {};
  expect(Object.keys(content), label).toContain(media);
  const documented = Object.keys(op!.responses[String(r.status)]!.headers ?? {}).map((h) => h.toLowerCase());
  const sent = API_HEADERS.filter((h) => r.res.headers.has(h));
  expect(documented, `${label}: headers`).toEqual(expect.arrayContaining(sent));
  seen.add(`${method} ${path} ${r.status}`);
  if (!/json/.test(media)) return r;
  const pointer = pointerTo(method, path, r.status, media);
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC_ID}#/${pointer}` });
    validators.set(pointer, validate);
  }
  validate(r.json);
  expect(validate.errors ?? [], label).toEqual([]);
  return r;
}

/** Calls the API and holds the answer to the document (`docPath` when the URL has ids in it). */
async function call(
  key: string | null,
  method: string,
  docPath: string,
  url: string = docPath,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Answer> {
  return conforms(method, docPath, await api(t, key, method, url, body, headers));
}

const CHECK = "/api/v1/checks/{id}";

describe("/api/v1 answers match the OpenAPI document", () => {
  it("checks: create, list, read, cancel, with their problems", async () => {
    const acct = await accountWithKey(t, uniqueEmail("oa-checks"));
    const reader = await createKey(t, acct.cookie, { scopes: ["checks:read"] });
    const hooksOnly = await createKey(t, acct.cookie, { scopes: ["webhooks:manage"] });

    // Create: a test check, its idempotent replay, a conflicting replay, an invalid body, no key, no scope.
    const body = apiCheckBody({ externalId: "oa-1", metadata: { stage: "offer" } });
    const idem = { "idempotency-key": "oa-create-1" };
    const made = await call(acct.key, "POST", "/api/v1/checks", undefined, body, idem);
    expect(made.status).toBe(201);
    const id = made.json.id as string;
    expect((await call(acct.key, "POST", "/api/v1/checks", undefined, body, idem)).status).toBe(201);
    const conflict = await call(
      acct.key,
      "POST",
      "/api/v1/checks",
      undefined,
      { ...body, role: "Other" },
      idem,
    );
    expect(conflict.status).toBe(409);
    const invalid = await call(
      acct.key,
      "POST",
      "/api/v1/checks",
      undefined,
      apiCheckBody({ reference1: { name: "Pat", phone: "12", relationship: "boss" }, termsAccepted: false }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors.length).toBeGreaterThan(0);
    const big = await call(acct.key, "POST", "/api/v1/checks", undefined, { ...body, details: TOO_LARGE });
    expect(big.status).toBe(413);
    expect((await call(null, "POST", "/api/v1/checks", undefined, body)).status).toBe(401);
    expect((await call(reader.key, "POST", "/api/v1/checks", undefined, body)).status).toBe(403);

    // A live key's paid check waits for payment with a checkout URL.
    const live = await createKey(t, acct.cookie, { mode: "live" });
    const paid = await call(live.key, "POST", "/api/v1/checks", undefined, apiCheckBody());
    expect(paid.status).toBe(201);
    expect(paid.json.payment.checkoutUrl).toEqual(expect.any(String));

    // List: a page, a filtered page, a bad query, no key, no scope.
    const page = await call(reader.key, "GET", "/api/v1/checks");
    expect(page.status).toBe(200);
    expect(page.json.data.map((c: { id: string }) => c.id)).toContain(id);
    const filtered = await call(
      reader.key,
      "GET",
      "/api/v1/checks",
      "/api/v1/checks?limit=1&externalId=oa-1",
    );
    expect(filtered.status).toBe(200);
    expect((await call(reader.key, "GET", "/api/v1/checks", "/api/v1/checks?limit=0")).status).toBe(400);
    expect((await call(null, "GET", "/api/v1/checks")).status).toBe(401);
    expect((await call(hooksOnly.key, "GET", "/api/v1/checks")).status).toBe(403);

    // Read: the check, an unknown id, no key, no scope.
    const got = await call(reader.key, "GET", CHECK, `/api/v1/checks/${id}`);
    expect(got.status).toBe(200);
    // The schemas do hold answers to something: a status the document does not list is refused.
    const strict = ajv.compile({ $ref: `${DOC_ID}#/${pointerTo("GET", CHECK, 200, "application/json")}` });
    expect(strict(got.json)).toBe(true);
    expect(strict({ ...got.json, status: "on_hold" })).toBe(false);
    expect(strict({ ...got.json, undocumented: true })).toBe(false);
    expect(strict({ ...got.json, references: [{ ...got.json.references[0], status: "in-progress" }] })).toBe(
      false,
    );
    expect((await call(reader.key, "GET", CHECK, "/api/v1/checks/chk_nosuchcheck")).status).toBe(404);
    expect((await call(null, "GET", CHECK, `/api/v1/checks/${id}`)).status).toBe(401);
    expect((await call(hooksOnly.key, "GET", CHECK, `/api/v1/checks/${id}`)).status).toBe(403);

    // Cancel: no scope, an unknown id, the check (its references cancelled), no key.
    const cancelPath = `${CHECK}/cancel`;
    expect((await call(reader.key, "POST", cancelPath, `/api/v1/checks/${id}/cancel`)).status).toBe(403);
    expect((await call(acct.key, "POST", cancelPath, "/api/v1/checks/chk_nosuchcheck/cancel")).status).toBe(
      404,
    );
    expect((await call(null, "POST", cancelPath, `/api/v1/checks/${id}/cancel`)).status).toBe(401);
    const cancelled = await call(acct.key, "POST", cancelPath, `/api/v1/checks/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    const cancelledPaid = await call(acct.key, "POST", cancelPath, `/api/v1/checks/${paid.json.id}/cancel`);
    expect(cancelledPaid.status).toBe(404); // a live key's check is not the test key's
    expect((await call(live.key, "POST", cancelPath, `/api/v1/checks/${paid.json.id}/cancel`)).status).toBe(
      200,
    );
  });

  it("a check waiting for the candidate's authorization, requester-led and candidate-led", async () => {
    const acct = await accountWithKey(t, uniqueEmail("oa-authz"));
    const requesterLed = await call(
      acct.key,
      "POST",
      "/api/v1/checks",
      undefined,
      apiCheckBody({ candidateEmail: uniqueEmail("oa-candidate"), purposeCertified: true }),
    );
    expect(requesterLed.status).toBe(201);
    expect(requesterLed.json.references.map((r: { status: string }) => r.status)).toEqual([
      "awaiting_authorization",
    ]);
    const got = await call(acct.key, "GET", CHECK, `/api/v1/checks/${requesterLed.json.id}`);
    expect(got.json.references[0].status).toBe("awaiting_authorization");

    const { reference1: _none, ...withoutReferences } = apiCheckBody();
    const candidateLed = await call(acct.key, "POST", "/api/v1/checks", undefined, {
      ...withoutReferences,
      candidateEmail: uniqueEmail("oa-candidate-led"),
      referencesBy: "candidate",
      purposeCertified: true,
    });
    expect(candidateLed.status).toBe(201);
    const led = await call(acct.key, "GET", CHECK, `/api/v1/checks/${candidateLed.json.id}`);
    expect(led.status).toBe(200);
    expect(led.json.status).toBe("pending");
    const listed = await call(acct.key, "GET", "/api/v1/checks");
    expect(listed.json.data.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([requesterLed.json.id, candidateLed.json.id]),
    );
  });

  it("reports: in progress (409), then the PDF and the JSON once the report exists, with their problems", async () => {
    const acct = await accountWithKey(t, uniqueEmail("oa-report"));
    const noReports = await createKey(t, acct.cookie, { scopes: ["checks:read"] });
    const made = await call(
      acct.key,
      "POST",
      "/api/v1/checks",
      undefined,
      apiCheckBody({ reference2: { name: "Second Ref", phone: uniquePhone(), relationship: "colleague" } }),
    );
    const id = made.json.id as string;
    const PDF = `${CHECK}/report`;
    const JSON_REPORT = `${CHECK}/report.json`;
    expect((await call(acct.key, "GET", PDF, `/api/v1/checks/${id}/report`)).status).toBe(409);
    expect((await call(acct.key, "GET", JSON_REPORT, `/api/v1/checks/${id}/report.json`)).status).toBe(409);

    // The report exists (as public-api.test.ts makes it): one reference interviewed, one failed.
    const [row] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.publicId, id));
    const ref = (index: number) =>
      and(eq(checkReferences.referenceCheckId, row!.id), eq(checkReferences.referenceIndex, index));
    await t.deps.db
      .update(checkReferences)
      .set({ status: "completed", completedAt: new Date() })
      .where(ref(1));
    await t.deps.db
      .update(checkReferences)
      .set({ status: "failed", failureReason: "No answer after 3 attempts" })
      .where(ref(2));
    // Reference 1's interview, analysed as the offline model does, with red and yellow flags.
    const turns = interview("mixed");
    await t.deps.db.insert(callLogs).values({
      referenceCheckId: row!.id,
      referenceIndex: 1,
      attemptKey: `${row!.id}:1:1`,
      phoneNumber: "+14155550100",
      referenceName: "Pat Kim",
      candidateName: row!.candidateName,
      status: "completed",
      outcome: "completed",
      callDuration: 420,
      callStartTime: new Date(Date.now() - 3_600_000),
      provider: "simulated",
      transcriptTurns: turns,
      aiAnalysis: analyzeOffline(turns) as unknown as Record<string, unknown>,
    });
    const pdf = Buffer.from("%PDF-1.4\n% standard\n%%EOF\n");
    await t.deps.db.insert(reportFiles).values({
      referenceCheckId: row!.id,
      design: "standard",
      fileName: "standard.pdf",
      content: pdf,
      sizeBytes: pdf.length,
    });
    await t.deps.db
      .update(referenceChecks)
      .set({ status: "completed", reportGenerated: true })
      .where(eq(referenceChecks.id, row!.id));

    const done = await call(acct.key, "GET", CHECK, `/api/v1/checks/${id}`);
    expect(done.json.reports.pdf).toEqual(expect.any(String));
    const file = await call(acct.key, "GET", PDF, `/api/v1/checks/${id}/report`);
    expect(file.status).toBe(200);
    expect(file.type).toBe("application/pdf");
    expect((await call(acct.key, "GET", PDF, `/api/v1/checks/${id}/report?design=enhanced`)).status).toBe(
      404,
    );
    expect((await call(acct.key, "GET", PDF, `/api/v1/checks/${id}/report?design=fancy`)).status).toBe(400);
    expect((await call(noReports.key, "GET", PDF, `/api/v1/checks/${id}/report`)).status).toBe(403);
    expect((await call(null, "GET", PDF, `/api/v1/checks/${id}/report`)).status).toBe(401);

    const json = await call(acct.key, "GET", JSON_REPORT, `/api/v1/checks/${id}/report.json`);
    expect(json.status).toBe(200);
    expect(json.json.references).toHaveLength(2);
    expect(json.json.references[0].assessment).not.toBeNull();
    expect(json.json.references[1].assessment).toBeNull();
    expect(json.json.flags.length).toBeGreaterThan(0);
    expect(
      (await call(acct.key, "GET", JSON_REPORT, "/api/v1/checks/chk_nosuchcheck/report.json")).status,
    ).toBe(404);
    expect((await call(noReports.key, "GET", JSON_REPORT, `/api/v1/checks/${id}/report.json`)).status).toBe(
      403,
    );
    expect((await call(null, "GET", JSON_REPORT, `/api/v1/checks/${id}/report.json`)).status).toBe(401);
  });

  it("webhooks: endpoints, their deliveries and a replay, with their problems", async () => {
    const acct = await accountWithKey(t, uniqueEmail("oa-hooks"));
    const reader = await createKey(t, acct.cookie, { scopes: ["checks:read"] });
    const HOOKS = "/api/v1/webhooks";
    const HOOK = "/api/v1/webhooks/{id}";
    const DELIVERIES = `${HOOK}/deliveries`;
    const REPLAY = `${HOOK}/deliveries/{deliveryId}/replay`;

    const created = await call(acct.key, "POST", HOOKS, undefined, {
      url: "http://127.0.0.1:9/hooks",
      events: ["check.created", "check.completed"],
      description: "ATS",
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const hook = created.json.id as string;
    expect((await call(acct.key, "POST", HOOKS, undefined, { url: "not a url", events: [] })).status).toBe(
      400,
    );
    expect((await call(reader.key, "POST", HOOKS, undefined, { url: "http://127.0.0.1:9/x" })).status).toBe(
      403,
    );
    expect((await call(null, "POST", HOOKS, undefined, { url: "http://127.0.0.1:9/x" })).status).toBe(401);
    const big = await call(acct.key, "POST", HOOKS, undefined, {
      url: "http://127.0.0.1:9/x",
      description: TOO_LARGE,
    });
    expect(big.status).toBe(413);

    expect((await call(acct.key, "GET", HOOKS)).json.data).toHaveLength(1);
    expect((await call(reader.key, "GET", HOOKS)).status).toBe(403);
    expect((await call(acct.key, "GET", HOOK, `${HOOKS}/${hook}`)).status).toBe(200);
    expect((await call(acct.key, "GET", HOOK, `${HOOKS}/whk_nosuchendpoint`)).status).toBe(404);
    expect((await call(acct.key, "POST", `${HOOK}/enable`, `${HOOKS}/${hook}/enable`)).status).toBe(200);
    expect(
      (await call(acct.key, "POST", `${HOOK}/enable`, `${HOOKS}/whk_nosuchendpoint/enable`)).status,
    ).toBe(404);

    // A check makes a delivery for the endpoint.
    expect((await call(acct.key, "POST", "/api/v1/checks", undefined, apiCheckBody())).status).toBe(201);
    let delivery = "";
    await waitFor(
      async () => {
        const r = await call(acct.key, "GET", DELIVERIES, `${HOOKS}/${hook}/deliveries`);
        delivery = (r.json.data as { id: string }[])[0]?.id ?? "";
        return delivery !== "";
      },
      20_000,
      "a delivery for check.created",
    );
    const one = await call(acct.key, "GET", DELIVERIES, `${HOOKS}/${hook}/deliveries?limit=1`);
    expect(one.json.data).toHaveLength(1);
    expect((await call(acct.key, "GET", DELIVERIES, `${HOOKS}/${hook}/deliveries?limit=0`)).status).toBe(400);
    expect((await call(acct.key, "GET", DELIVERIES, `${HOOKS}/whk_nosuchendpoint/deliveries`)).status).toBe(
      404,
    );

    const replayUrl = `${HOOKS}/${hook}/deliveries/${delivery}/replay`;
    expect((await call(acct.key, "POST", REPLAY, replayUrl)).status).toBe(200);
    expect(
      (await call(acct.key, "POST", REPLAY, `${HOOKS}/${hook}/deliveries/dlv_nosuch/replay`)).status,
    ).toBe(404);
    expect((await call(reader.key, "POST", REPLAY, replayUrl)).status).toBe(403);
    // A disabled endpoint replays nothing until enabled.
    await t.deps.db
      .update(webhookEndpoints)
      .set({ disabledAt: new Date(), disabledReason: "Every retry failed" })
      .where(eq(webhookEndpoints.publicId, hook));
    const disabled = await call(acct.key, "GET", HOOK, `${HOOKS}/${hook}`);
    expect(disabled.json.enabled).toBe(false);
    expect((await call(acct.key, "POST", REPLAY, replayUrl)).status).toBe(409);

    expect((await call(acct.key, "DELETE", HOOK, `${HOOKS}/${hook}`)).status).toBe(200);
    expect((await call(acct.key, "DELETE", HOOK, `${HOOKS}/${hook}`)).status).toBe(404);
    expect((await call(null, "DELETE", HOOK, `${HOOKS}/${hook}`)).status).toBe(401);
  });

  it("past the key's limit: 429 with Retry-After", async () => {
    const acct = await accountWithKey(t, uniqueEmail("oa-limit"));
    toNextMinute();
    for (let i = 0; i < RATE_LIMIT; i++) await api(t, acct.key, "GET", "/api/v1/webhooks");
    const over = await call(acct.key, "GET", "/api/v1/webhooks");
    expect(over.status).toBe(429);
    expect(over.res.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("junk ids and queries: each refusal is a documented problem", async () => {
    const acct = await accountWithKey(t, uniqueEmail("oa-junk"));
    const hook = await api(t, acct.key, "POST", "/api/v1/webhooks", {
      url: "http://127.0.0.1:9/junk",
      events: ["check.created"],
    });
    expect(hook.status).toBe(201);
    const wrong: string[] = [];
    const probe = async (method: string, docPath: string, url: string) => {
      const r = await api(t, acct.key, method, url);
      try {
        conforms(method, docPath, r);
      } catch {
        wrong.push(`${method} ${url.slice(0, 60)} → ${r.status}`);
      }
    };
    for (const id of ["x".repeat(300), "%00", "%F0%9F%99%82", " "]) {
      await probe("GET", CHECK, `/api/v1/checks/${id}`);
      await probe("POST", `${CHECK}/cancel`, `/api/v1/checks/${id}/cancel`);
      await probe("GET", `${CHECK}/report`, `/api/v1/checks/${id}/report`);
      await probe("GET", `${CHECK}/report.json`, `/api/v1/checks/${id}/report.json`);
      await probe("GET", "/api/v1/webhooks/{id}", `/api/v1/webhooks/${id}`);
      await probe("DELETE", "/api/v1/webhooks/{id}", `/api/v1/webhooks/${id}`);
      await probe("POST", "/api/v1/webhooks/{id}/enable", `/api/v1/webhooks/${id}/enable`);
      await probe("GET", "/api/v1/webhooks/{id}/deliveries", `/api/v1/webhooks/${id}/deliveries`);
      await probe(
        "POST",
        "/api/v1/webhooks/{id}/deliveries/{deliveryId}/replay",
        `/api/v1/webhooks/${hook.json.id}/deliveries/${id}/replay`,
      );
    }
    for (const q of ["limit=abc", "limit=-5", "before=" + "x".repeat(300), "cursor=%FF%FE", "status=done"]) {
      await probe("GET", "/api/v1/checks", `/api/v1/checks?${q}`);
      await probe(
        "GET",
        "/api/v1/webhooks/{id}/deliveries",
        `/api/v1/webhooks/${hook.json.id}/deliveries?${q}`,
      );
    }
    expect(wrong).toEqual([]);
  });

  it("webhooks as delivered: every event type's signed payload matches the document's webhooks", async () => {
    const rx = await startReceiver();
    try {
      const acct = await accountWithKey(t, uniqueEmail("oa-events"));
      const hook = await api(t, acct.key, "POST", "/api/v1/webhooks", {
        url: rx.url("/events"),
        events: [...WEBHOOK_EVENTS],
      });
      expect(hook.status).toBe(201);
      // One check cancelled (check.created, reference.failed, check.failed) …
      const cancelled = await api(
        t,
        acct.key,
        "POST",
        "/api/v1/checks",
        apiCheckBody({ externalId: "oa-ev-1" }),
      );
      expect((await api(t, acct.key, "POST", `/api/v1/checks/${cancelled.json.id}/cancel`)).status).toBe(200);
      // … and one whose reference was interviewed and whose report exists (reference.completed, report.ready, check.completed).
      const done = await api(
        t,
        acct.key,
        "POST",
        "/api/v1/checks",
        apiCheckBody({ metadata: { stage: "offer" } }),
      );
      const [row] = await t.deps.db
        .select()
        .from(referenceChecks)
        .where(eq(referenceChecks.publicId, done.json.id));
      await t.deps.db
        .update(checkReferences)
        .set({ status: "completed", completedAt: new Date() })
        .where(eq(checkReferences.referenceCheckId, row!.id));
      await t.deps.db
        .update(referenceChecks)
        .set({ reportGenerated: true })
        .where(eq(referenceChecks.id, row!.id));
      await t.deps.db
        .update(referenceChecks)
        .set({ status: "completed" })
        .where(eq(referenceChecks.id, row!.id));

      // Sent as the worker sends them (this app runs none), in each check's order.
      const [ep] = await t.deps.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.publicId, hook.json.id));
      const pending = await t.deps.db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(outboundEvents, eq(outboundEvents.id, webhookDeliveries.eventId))
        .where(eq(webhookDeliveries.endpointId, ep!.id))
        .orderBy(outboundEvents.referenceCheckId, outboundEvents.sequence);
      for (const d of pending) expect((await deliverWebhook(t.deps, d.id)).outcome).toBe("succeeded");

      const verifier = new Webhook(hook.json.secret as string);
      const types = new Set<string>();
      for (const r of rx.at("/events")) {
        const event = verifier.verify(r.body, r.headers) as { type: string };
        const media = doc.webhooks[event.type]?.post.requestBody.content["application/json"];
        expect(media, `${event.type} is not in the document's webhooks`).toBeDefined();
        const pointer = [
          "webhooks",
          event.type,
          "post",
          "requestBody",
          "content",
          "application/json",
          "schema",
        ]
          .map(segment)
          .join("/");
        const validate = ajv.compile({ $ref: `${DOC_ID}#/${pointer}` });
        validate(JSON.parse(r.body));
        expect(validate.errors ?? [], `${event.type}: ${r.body}`).toEqual([]);
        // The schema holds: another event's type or an undocumented field is refused.
        expect(validate({ ...event, type: "check.exploded" })).toBe(false);
        expect(
          validate({ ...event, data: { ...(event as unknown as { data: object }).data, extra: 1 } }),
        ).toBe(false);
        // The phase in the same object and words as the check's own answer on /api/v1.
        const data = (event as unknown as { data: { checkId: string; phase: { kind: string } } }).data;
        const view = await api(t, acct.key, "GET", `/api/v1/checks/${data.checkId}`);
        expect(data.phase).toEqual(view.json.phase);
        expect(data.phase.kind).toBe(data.checkId === done.json.id ? "delivered" : view.json.phase.kind);
        types.add(event.type);
      }
      expect([...types].sort()).toEqual([...WEBHOOK_EVENTS].sort());
    } finally {
      await rx.close();
    }
  });

  it("exercised every operation in the document, each in a success case", () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const succeeded = [...seen].filter((s) => /\s2\d\d$/.test(s)).map((s) => s.replace(/\s\d+$/, ""));
    expect(new Set(succeeded)).toEqual(new Set(operations));
  });
});
