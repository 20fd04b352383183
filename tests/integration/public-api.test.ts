import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiCheckOrigins,
  checkReferences,
  customerApiKeys,
  referenceChecks,
  reportFiles,
} from "../../src/db/schema";
import { issueCheckoutToken } from "../../src/services/dashboard/checkout";
import { refundFailedReferences } from "../../src/services/payments/reference-refunds";
import { CANCELLED_CALL, CANCELLED_UNPAID } from "../../src/services/public-api/cancel";
import { createApiCheck } from "../../src/services/public-api/checks";
import { authenticateApiKey } from "../../src/services/public-api/keys";
import { startTestApp, uniqueEmail, uniquePhone, type TestApp } from "../support/app";
import { payWithTestCard } from "../support/payments";
import { accountWithKey, api, apiCheckBody, createKey, customerTrpc } from "../support/public-api";

const RATE_LIMIT = 30;
let t: TestApp;
/**
 * The app's clock runs ahead of the wall clock by this much. The per-key limit counts in windows
 * aligned to the minute, so the rate-limit test moves the clock to just after a minute starts:
 * its requests never straddle two windows, whatever second the suite reaches it.
 */
let clockAhead = 0;
beforeAll(async () => {
  t = await startTestApp({
    env: { API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) },
    now: () => new Date(Date.now() + clockAhead),
  });
});
afterAll(async () => t?.stop());

const checkRow = async (publicId: string) =>
  (await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.publicId, publicId)))[0]!;

function expectProblem(r: { status: number; type: string; json: Record<string, unknown> }, status: number) {
  expect(r.status).toBe(status);
  expect(r.type).toContain("application/problem+json");
  expect(r.json.status).toBe(status);
  expect(typeof r.json.title).toBe("string");
  expect(typeof r.json.detail).toBe("string");
  expect(String(r.json.type)).toContain("/developers#problem-");
}

describe("API keys", () => {
  it("is shown once, stored as a hash, listed by prefix, records its last use, and stops working when revoked", async () => {
    const email = uniqueEmail("keys");
    const acct = await accountWithKey(t, email, { name: "Greenhouse", mode: "live" });
    expect(acct.key).toMatch(/^rl_live_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(acct.key.slice(8), "base64url")).toHaveLength(32);
    expect(acct.key.startsWith(acct.prefix)).toBe(true);

    const [row] = await t.deps.db.select().from(customerApiKeys).where(eq(customerApiKeys.publicId, acct.id));
    expect(JSON.stringify(row)).not.toContain(acct.key);
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.lastUsedAt).toBeNull();

    const listed = await customerTrpc<{ id: string; prefix: string; key?: string }[]>(
      t,
      acct.cookie,
      "publicApi.keys.list",
      undefined,
      "query",
    );
    expect(listed.data.map((k) => k.id)).toEqual([acct.id]);
    expect(JSON.stringify(listed.data)).not.toContain(acct.key);

    const ok = await api(t, acct.key, "GET", "/api/v1/checks");
    expect(ok.status).toBe(200);
    expect(ok.json.object).toBe("list");
    const [used] = await t.deps.db
      .select()
      .from(customerApiKeys)
      .where(eq(customerApiKeys.publicId, acct.id));
    expect(used!.lastUsedAt).not.toBeNull();

    const revoked = await customerTrpc(t, acct.cookie, "publicApi.keys.revoke", { id: acct.id });
    expect(revoked.status).toBe(200);
    const after = await api(t, acct.key, "GET", "/api/v1/checks");
    expectProblem(after, 401);
    expect(after.res.headers.get("www-authenticate")).toMatch(
      /^Bearer realm="RefLine API", error="invalid_token"/,
    );
  });

  it("answers 401 with WWW-Authenticate without a key, and a session cookie is not a key", async () => {
    const acct = await accountWithKey(t, uniqueEmail("nokey"));
    const none = await api(t, null, "GET", "/api/v1/checks");
    expectProblem(none, 401);
    expect(none.res.headers.get("www-authenticate")).toBe('Bearer realm="RefLine API"');
    expect(none.json.detail).toContain("Authorization: Bearer");
    const cookieOnly = await api(t, null, "GET", "/api/v1/checks", undefined, { cookie: acct.cookie });
    expect(cookieOnly.status).toBe(401);
    const forged = await api(t, `rl_test_${"A".repeat(43)}`, "GET", "/api/v1/checks");
    expectProblem(forged, 401);
  });

  it("refuses another customer's key id on revoke, and a signed-out visitor", async () => {
    const a = await accountWithKey(t, uniqueEmail("own-a"));
    const b = await accountWithKey(t, uniqueEmail("own-b"));
    const cross = await customerTrpc(t, b.cookie, "publicApi.keys.revoke", { id: a.id });
    expect(cross.status).toBe(404);
    expect((await api(t, a.key, "GET", "/api/v1/checks")).status).toBe(200);
    const anon = await fetch(`${t.url}/trpc/publicApi.keys.list`);
    expect(anon.status).toBe(401);
    const bad = await customerTrpc(t, a.cookie, "publicApi.keys.create", {
      name: "",
      mode: "prod",
      scopes: ["all"],
    });
    expect(bad.status).toBe(400);
    expect(bad.error!.json.message).toMatch(/name/);
  });

  it("needs the route's scope: 403 names the missing one", async () => {
    const reader = await accountWithKey(t, uniqueEmail("scope"), { scopes: ["checks:read"] });
    const write = await api(t, reader.key, "POST", "/api/v1/checks", apiCheckBody());
    expectProblem(write, 403);
    expect(write.json.detail).toContain("checks:write");
    expect((await api(t, reader.key, "GET", "/api/v1/webhooks")).status).toBe(403);
    expect((await api(t, reader.key, "GET", "/api/v1/checks")).status).toBe(200);
  });
});

describe("POST /api/v1/checks", () => {
  it("creates a test check that is never charged, with its origin, externalId and metadata", async () => {
    const email = uniqueEmail("create");
    const acct = await accountWithKey(t, email, { name: "Lever sync" });
    const r = await api(
      t,
      acct.key,
      "POST",
      "/api/v1/checks",
      apiCheckBody({
        externalId: "cand_123",
        metadata: { stage: "offer" },
        requesterEmail: "someone@else.example",
      }),
    );
    expect(r.status).toBe(201);
    expect(r.res.headers.get("location")).toBe(`/api/v1/checks/${r.json.id}`);
    expect(r.json).toMatchObject({
      object: "check",
      status: "processing",
      testMode: true,
      externalId: "cand_123",
      metadata: { stage: "offer" },
      origin: { type: "api", apiKeyName: "Lever sync" },
      payment: { status: "free", amount: 0 },
    });
    expect(r.json.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await checkRow(r.json.id);
    expect(row.requesterEmail).toBe(email.toLowerCase());
    expect(row.testMode).toBe(true);
    expect(row.pricingTier).toBe("test");
    expect(Number(row.priceCharged)).toBe(0);
    // Started at once, like a free check: the calls are queued.
    const [job] = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'start-check' and (data->>'checkId')::int = ${row.id}`,
    );
    expect(job!.n).toBe(1);
    // The dashboard shows where it came from.
    const web = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...apiCheckBody(), requesterEmail: email }),
    });
    expect(web.status).toBe(201);
    const dash = (await (
      await fetch(`${t.url}/api/dashboard/checks`, { headers: { cookie: acct.cookie } })
    ).json()) as {
      checks: { publicId: string; origin: unknown; externalId: string | null; testMode: boolean }[];
    };
    expect(dash.checks.map((c) => [c.origin, c.externalId])).toEqual([
      [{ type: "web", apiKeyName: null }, null],
      [{ type: "api", apiKeyName: "Lever sync" }, "cand_123"],
    ]);
  });

  it("refuses a test key's check where calls are live, so a test never rings a real phone", async () => {
    const acct = await accountWithKey(t, uniqueEmail("live-telephony"));
    const principal = (await authenticateApiKey(t.deps, acct.key))!;
    const live = {
      ...t.deps,
      config: { ...t.config, providers: { ...t.config.providers, telephony: "live" as const } },
    };
    const before = await t.deps.db
      .select()
      .from(apiCheckOrigins)
      .where(eq(apiCheckOrigins.userId, principal.userId));
    await expect(
      createApiCheck(live, principal, apiCheckBody(), { ip: null, userAgent: null }, null),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/simulated calls/) });
    const after = await t.deps.db
      .select()
      .from(apiCheckOrigins)
      .where(eq(apiCheckOrigins.userId, principal.userId));
    expect(after).toHaveLength(before.length);
  });

  it("answers a live key's paid check with a hosted-checkout URL and charges nothing yet", async () => {
    const acct = await accountWithKey(t, uniqueEmail("paid"), { mode: "live" });
    const r = await api(t, acct.key, "POST", "/api/v1/checks", apiCheckBody());
    expect(r.status).toBe(201);
    expect(r.json.status).toBe("pending");
    expect(r.json.testMode).toBe(false);
    expect(r.json.payment.status).toBe("pending");
    expect(r.json.payment.amount).toBeGreaterThan(0);
    expect(r.json.payment.checkoutUrl).toMatch(/\/checkout\/simulated\//);
  });

  it("names every invalid field in RFC 9457 problem details, and never answers 500 to junk", async () => {
    const acct = await accountWithKey(t, uniqueEmail("invalid"));
    const r = await api(
      t,
      acct.key,
      "POST",
      "/api/v1/checks",
      apiCheckBody({
        reference1: { name: "Pat", phone: "12", relationship: "boss" },
        externalId: 5,
        termsAccepted: false,
      }),
    );
    expect(r.status, JSON.stringify(r.json)).toBe(400);
    expectProblem(r, 400);
    const fields = (r.json.errors as { field: string; message: string }[]).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(["reference1.phone", "reference1.relationship", "externalId", "termsAccepted"]),
    );
    expect(r.json.detail).toContain("reference1.phone");
    for (const junk of ["[1,2]", '"text"', "{", "null"]) {
      const res = await fetch(`${t.url}/api/v1/checks`, {
        method: "POST",
        headers: { authorization: `Bearer ${acct.key}`, "content-type": "application/json" },
        body: junk,
      });
      expect(res.status, `${junk}: ${await res.clone().text()}`).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
    }
  });

  it("Idempotency-Key: the same body returns the first answer; a different body is 409", async () => {
    const acct = await accountWithKey(t, uniqueEmail("idem"));
    const body = apiCheckBody({ externalId: "idem-1" });
    const headers = { "idempotency-key": "create-idem-1" };
    const first = await api(t, acct.key, "POST", "/api/v1/checks", body, headers);
    expect(first.status).toBe(201);
    const again = await api(t, acct.key, "POST", "/api/v1/checks", { ...body }, headers);
    expect(again.status).toBe(201);
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json).toEqual(first.json);
    const other = await api(t, acct.key, "POST", "/api/v1/checks", { ...body, role: "Other role" }, headers);
    expectProblem(other, 409);
    expect(other.json.detail).toMatch(/different request/);
    const origins = await t.deps.db
      .select()
      .from(apiCheckOrigins)
      .where(eq(apiCheckOrigins.externalId, "idem-1"));
    expect(origins).toHaveLength(1);

    // Concurrent first requests with one key: exactly one check.
    const body2 = apiCheckBody({ externalId: "idem-2" });
    const results = await Promise.all(
      [0, 1, 2, 3].map(() =>
        api(t, acct.key, "POST", "/api/v1/checks", body2, { "idempotency-key": "race-2" }),
      ),
    );
    expect(results.every((x) => x.status === 201 || x.status === 409)).toBe(true);
    const ids = new Set(results.filter((x) => x.status === 201).map((x) => x.json.id));
    expect(ids.size).toBe(1);
    const made = await t.deps.db
      .select()
      .from(apiCheckOrigins)
      .where(eq(apiCheckOrigins.externalId, "idem-2"));
    expect(made).toHaveLength(1);
    // Keys are per account: another account may use the same key for its own request.
    const other2 = await accountWithKey(t, uniqueEmail("idem-other"));
    const mine = await api(t, other2.key, "POST", "/api/v1/checks", body, headers);
    expect(mine.status).toBe(201);
    expect(mine.json.id).not.toBe(first.json.id);
  });
});

describe("reading checks", () => {
  it("isolates accounts: another account's check is a 404 and never listed", async () => {
    const a = await accountWithKey(t, uniqueEmail("iso-a"));
    const b = await accountWithKey(t, uniqueEmail("iso-b"));
    const made = await api(t, a.key, "POST", "/api/v1/checks", apiCheckBody());
    const id = made.json.id as string;
    expect((await api(t, a.key, "GET", `/api/v1/checks/${id}`)).status).toBe(200);
    for (const [method, path] of [
      ["GET", `/api/v1/checks/${id}`],
      ["POST", `/api/v1/checks/${id}/cancel`],
      ["GET", `/api/v1/checks/${id}/report`],
      ["GET", `/api/v1/checks/${id}/report.json`],
    ] as const)
      expectProblem(await api(t, b.key, method, path), 404);
    const listed = await api(t, b.key, "GET", "/api/v1/checks");
    expect(listed.json.data).toEqual([]);
    // The integer id never works as an id.
    const row = await checkRow(id);
    expect((await api(t, a.key, "GET", `/api/v1/checks/${row.id}`)).status).toBe(404);
    // A live key does not see the account's test checks.
    const live = await createKey(t, a.cookie, { mode: "live" });
    expect((await api(t, live.key, "GET", `/api/v1/checks/${id}`)).status).toBe(404);
  });

  it("pages with a cursor (newest first, no repeats) and filters by status, externalId and creation time", async () => {
    const acct = await accountWithKey(t, uniqueEmail("pages"));
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await api(
        t,
        acct.key,
        "POST",
        "/api/v1/checks",
        apiCheckBody({ externalId: i === 2 ? "special" : `ext-${i}` }),
      );
      made.push(r.json.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : "?limit=2";
      const page = await api(t, acct.key, "GET", `/api/v1/checks${q}`);
      expect(page.status).toBe(200);
      expect(page.json.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.json.data.map((c: { id: string }) => c.id));
      cursor = page.json.nextCursor;
      expect(page.json.hasMore).toBe(cursor !== null);
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());

    const special = await api(t, acct.key, "GET", "/api/v1/checks?externalId=special");
    expect(special.json.data.map((c: { id: string }) => c.id)).toEqual([made[2]]);
    await t.deps.db
      .update(referenceChecks)
      .set({ status: "failed" })
      .where(eq(referenceChecks.publicId, made[0]!));
    const failed = await api(t, acct.key, "GET", "/api/v1/checks?status=failed");
    expect(failed.json.data.map((c: { id: string }) => c.id)).toEqual([made[0]]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await api(t, acct.key, "GET", `/api/v1/checks?createdAfter=${future}`)).json.data).toEqual([]);
    expect(
      (await api(t, acct.key, "GET", `/api/v1/checks?createdBefore=${future}&limit=100`)).json.data,
    ).toHaveLength(5);

    const badCursor = await api(t, acct.key, "GET", "/api/v1/checks?cursor=nonsense");
    expectProblem(badCursor, 400);
    expect(badCursor.json.errors[0].field).toBe("cursor");
    const badLimit = await api(t, acct.key, "GET", "/api/v1/checks?limit=1000&status=done");
    expectProblem(badLimit, 400);
    expect(badLimit.json.errors.map((e: { field: string }) => e.field).sort()).toEqual(["limit", "status"]);
  });

  it("GET /api/v1/checks/{id} shows per-reference status, the next call time and, once done, report links", async () => {
    const acct = await accountWithKey(t, uniqueEmail("detail"));
    const r = await api(
      t,
      acct.key,
      "POST",
      "/api/v1/checks",
      apiCheckBody({ reference2: { name: "Second Ref", phone: uniquePhone(), relationship: "colleague" } }),
    );
    const row = await checkRow(r.json.id);
    const next = new Date(Date.now() + 7_200_000);
    await t.deps.db
      .update(checkReferences)
      .set({ status: "scheduled", nextAttemptAt: next })
      .where(and(eq(checkReferences.referenceCheckId, row.id), eq(checkReferences.referenceIndex, 2)));
    await t.deps.db
      .update(checkReferences)
      .set({ status: "completed", completedAt: new Date() })
      .where(and(eq(checkReferences.referenceCheckId, row.id), eq(checkReferences.referenceIndex, 1)));
    const got = await api(t, acct.key, "GET", `/api/v1/checks/${r.json.id}`);
    expect(got.json.references.map((x: { status: string }) => x.status)).toEqual(["completed", "scheduled"]);
    expect(got.json.references[1].nextCallAt).toBe(next.toISOString());
    expect(got.json.nextCallAt).toBe(next.toISOString());
    expect(got.json.reports).toBeNull();
    expectProblem(await api(t, acct.key, "GET", `/api/v1/checks/${r.json.id}/report`), 409);

    const pdf = Buffer.from("%PDF-1.4\n% standard\n%%EOF\n");
    await t.deps.db.insert(reportFiles).values({
      referenceCheckId: row.id,
      design: "standard",
      fileName: "standard.pdf",
      content: pdf,
      sizeBytes: pdf.length,
    });
    await t.deps.db
      .update(referenceChecks)
      .set({ status: "completed", reportGenerated: true })
      .where(eq(referenceChecks.id, row.id));
    const done = await api(t, acct.key, "GET", `/api/v1/checks/${r.json.id}`);
    expect(done.json.reports.pdf).toMatch(
      new RegExp(`/api/v1/checks/${r.json.id}/report\\?design=standard$`),
    );
    expect(done.json.reports.enhancedPdf).toBeNull();
    const file = await fetch(done.json.reports.pdf.replace(/^https?:\/\/[^/]+/, t.url), {
      headers: { authorization: `Bearer ${acct.key}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expectProblem(await api(t, acct.key, "GET", `/api/v1/checks/${r.json.id}/report?design=enhanced`), 404);
    expectProblem(await api(t, acct.key, "GET", `/api/v1/checks/${r.json.id}/report?design=fancy`), 400);
    const json = await api(t, acct.key, "GET", `/api/v1/checks/${r.json.id}/report.json`);
    expect(json.status).toBe(200);
    expect(json.json).toMatchObject({ object: "report", checkId: r.json.id });
    expect(json.json.references).toHaveLength(2);
    // A key without reports:read cannot download.
    const noReports = await createKey(t, acct.cookie, { scopes: ["checks:read"] });
    expectProblem(await api(t, noReports.key, "GET", `/api/v1/checks/${r.json.id}/report.json`), 403);
  });
});

describe("cancel", () => {
  it("closes an unpaid check without charging it", async () => {
    const acct = await accountWithKey(t, uniqueEmail("cancel-unpaid"), { mode: "live" });
    const r = await api(t, acct.key, "POST", "/api/v1/checks", apiCheckBody());
    const c = await api(t, acct.key, "POST", `/api/v1/checks/${r.json.id}/cancel`);
    expect(c.status).toBe(200);
    expect(c.json.status).toBe("failed");
    expect(c.json.failureReason).toBe(CANCELLED_UNPAID);
    expect(c.json.payment.status).toBe("pending");
    expect(c.json.references.every((x: { status: string }) => x.status === "failed")).toBe(true);
    const again = await api(t, acct.key, "POST", `/api/v1/checks/${r.json.id}/cancel`);
    expect(again.json).toEqual(c.json);
  });

  it("cancels a paid check's calls not yet made and refunds each reference's share", async () => {
    const email = uniqueEmail("cancel-paid");
    const acct = await accountWithKey(t, email, { mode: "live" });
    const r = await api(
      t,
      acct.key,
      "POST",
      "/api/v1/checks",
      apiCheckBody({ reference2: { name: "Second Ref", phone: uniquePhone(), relationship: "colleague" } }),
    );
    const row = await checkRow(r.json.id);
    const { checkoutToken } = await issueCheckoutToken(
      t.deps,
      { kind: "personal", userId: (await authenticateApiKey(t.deps, acct.key))!.userId, email },
      row.id,
    );
    await payWithTestCard(t, { referenceCheckId: row.id, checkoutToken });
    const c = await api(t, acct.key, "POST", `/api/v1/checks/${r.json.id}/cancel`);
    expect(c.status).toBe(200);
    expect(
      c.json.references.map((x: { status: string; failureReason: string }) => [x.status, x.failureReason]),
    ).toEqual([
      ["failed", CANCELLED_CALL],
      ["failed", CANCELLED_CALL],
    ]);
    expect(c.json.status).toBe("failed");
    // The refund job was queued with the change; the worker's handler issues it.
    const [queued] = await t.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'refund-references' and (data->>'checkId')::int = ${row.id}`,
    );
    expect(queued!.n).toBe(1);
    expect(await refundFailedReferences(t.deps, row.id)).toBe(2);
    const after = await api(t, acct.key, "GET", `/api/v1/checks/${r.json.id}`);
    expect(after.json.payment.amountRefunded).toBe(after.json.payment.amount);
    expect(after.json.payment.status).toBe("refunded");
  });
});

describe("per-key rate limit", () => {
  it("sends IETF RateLimit and RateLimit-Policy (no other family) and answers 429 with Retry-After past the limit, per key", async () => {
    const acct = await accountWithKey(t, uniqueEmail("limit"));
    const other = await createKey(t, acct.cookie);
    // Two seconds into the next minute on the app's clock: 58 s for the requests below.
    const appNow = Date.now() + clockAhead;
    clockAhead += 60_000 - (appNow % 60_000) + 2_000;
    let last: Awaited<ReturnType<typeof api>> | null = null;
    const field = (r: Awaited<ReturnType<typeof api>>) => {
      const m = /^"api-key";r=(\d+);t=(\d+)$/.exec(r.res.headers.get("ratelimit") ?? "");
      expect(m, r.res.headers.get("ratelimit") ?? "no RateLimit").not.toBeNull();
      return { remaining: Number(m![1]), reset: Number(m![2]) };
    };
    for (let i = 1; i <= RATE_LIMIT; i++) {
      last = await api(t, acct.key, "GET", "/api/v1/webhooks");
      expect(last.status).toBe(200);
      expect(last.res.headers.get("ratelimit-policy")).toBe(`"api-key";q=${RATE_LIMIT};w=60`);
      expect(field(last).remaining).toBe(RATE_LIMIT - i);
      expect(field(last).reset).toBeGreaterThan(0);
      const names = [...last.res.headers.keys()].filter((h) => /ratelimit/i.test(h)).sort();
      expect(names).toEqual(["ratelimit", "ratelimit-policy"]);
    }
    const over = await api(t, acct.key, "GET", "/api/v1/webhooks");
    expectProblem(over, 429);
    expect(Number(over.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(field(over).remaining).toBe(0);
    expect((await api(t, other.key, "GET", "/api/v1/webhooks")).status).toBe(200);
  });
});

describe("hostile input with a valid key", () => {
  it("never answers 5xx: junk bodies, ids and queries on every route get 4xx problem details", async () => {
    const acct = await accountWithKey(t, uniqueEmail("hostile"));
    // A fresh key every few requests keeps this under the per-key limit, so every input reaches its route.
    let key = acct.key;
    let used = 0;
    const results: [string, number, string][] = [];
    const call = async (method: string, path: string, body?: unknown) => {
      if (++used % (RATE_LIMIT - 2) === 0) key = (await createKey(t, acct.cookie)).key;
      const r = await api(t, key, method, path, body);
      results.push([`${method} ${path}`, r.status, r.type]);
    };
    const junkValues: unknown[] = [
      null,
      0,
      -1,
      "",
      " ",
      "x".repeat(5000),
      [],
      {},
      [{}],
      { $gt: "" },
      "\u0000",
      "💥",
      true,
    ];
    for (const v of junkValues) {
      await call("POST", "/api/v1/checks", {
        candidateName: v,
        reference1: v,
        termsAccepted: v,
        externalId: v,
        metadata: v,
      });
      await call("POST", "/api/v1/checks", {
        ...apiCheckBody(),
        reference2: v,
        metadata: { k: v },
        preferredCallWindow: v,
      });
      await call("POST", "/api/v1/webhooks", { url: v, events: v, description: v });
    }
    for (const id of ["%00", "..%2F..%2Fetc", "1'%20or%20'1'='1", "x".repeat(300), "%F0%9F%99%82", "-1"])
      for (const path of [
        `/api/v1/checks/${id}`,
        `/api/v1/checks/${id}/report.json`,
        `/api/v1/webhooks/${id}/deliveries`,
      ])
        await call("GET", path);
    for (const q of [
      "limit=-5",
      "limit=abc",
      "cursor=%FF%FE",
      "createdAfter=yesterday",
      "status[]=x",
      "design=../../x",
    ]) {
      await call("GET", `/api/v1/checks?${q}`);
      await call("GET", `/api/v1/checks/x/report?${q}`);
    }
    expect(results.filter(([, s]) => s >= 500 || s === 429)).toEqual([]);
    // Every refusal is a problem document (some junk in optional fields still makes a valid check: 201).
    expect(results.filter(([, s, type]) => s >= 400 && !type.includes("application/problem+json"))).toEqual(
      [],
    );
    expect(results.filter(([, s]) => s >= 400).length).toBeGreaterThan(results.length / 2);
  }, 120_000);
});
