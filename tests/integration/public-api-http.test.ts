import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCheckOrigins, customerApiKeys, referenceChecks } from "../../src/db/schema";
import { bodyHash } from "../../src/services/public-api/checks";
import { startTestApp, uniqueEmail, type TestApp } from "../support/app";
import { accountWithKey, api, apiCheckBody, createKey } from "../support/public-api";

/* /api/v1's HTTP semantics: idempotency per key mode, 405/415, Retry-After, opaque cursors. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.stop());

function expectProblem(r: Awaited<ReturnType<typeof api>>, status: number) {
  expect(r.status, JSON.stringify(r.json)).toBe(status);
  expect(r.type).toContain("application/problem+json");
  expect(r.json.status).toBe(status);
}

const checksOf = async (externalId: string) =>
  t.deps.db.select().from(apiCheckOrigins).where(eq(apiCheckOrigins.externalId, externalId));

describe("Idempotency-Key per key mode", () => {
  it("a live key replaying a test key's key and body makes its own live check, and never sees the test one", async () => {
    const acct = await accountWithKey(t, uniqueEmail("idem-modes"), { mode: "test" });
    const live = await createKey(t, acct.cookie, { mode: "live" });
    const body = apiCheckBody({ externalId: "modes-1" });
    const headers = { "idempotency-key": "shared-K" };

    const testCheck = await api(t, acct.key, "POST", "/api/v1/checks", body, headers);
    expect(testCheck.status).toBe(201);
    expect(testCheck.json.testMode).toBe(true);

    const liveCheck = await api(t, live.key, "POST", "/api/v1/checks", body, headers);
    expect(liveCheck.status).toBe(201);
    expect(liveCheck.res.headers.get("idempotent-replayed")).toBeNull();
    expect(liveCheck.json.testMode).toBe(false);
    expect(liveCheck.json.id).not.toBe(testCheck.json.id);
    // The live key reads its own check; the test check stays invisible to it.
    expect((await api(t, live.key, "GET", `/api/v1/checks/${liveCheck.json.id}`)).status).toBe(200);
    expect((await api(t, live.key, "GET", `/api/v1/checks/${testCheck.json.id}`)).status).toBe(404);
    expect(await checksOf("modes-1")).toHaveLength(2);

    // Each mode replays its own answer under the same key.
    const liveAgain = await api(t, live.key, "POST", "/api/v1/checks", body, headers);
    expect(liveAgain.res.headers.get("idempotent-replayed")).toBe("true");
    expect(liveAgain.json.id).toBe(liveCheck.json.id);
    const testAgain = await api(t, acct.key, "POST", "/api/v1/checks", body, headers);
    expect(testAgain.res.headers.get("idempotent-replayed")).toBe("true");
    expect(testAgain.json.id).toBe(testCheck.json.id);
    expect(await checksOf("modes-1")).toHaveLength(2);
  });

  it("a test key replaying a live key's key never receives the live check or its checkout URL", async () => {
    const acct = await accountWithKey(t, uniqueEmail("idem-rev"), { mode: "live" });
    const testKey = await createKey(t, acct.cookie, { mode: "test" });
    const body = apiCheckBody({ externalId: "modes-2" });
    const headers = { "idempotency-key": "live-first" };

    const liveCheck = await api(t, acct.key, "POST", "/api/v1/checks", body, headers);
    expect(liveCheck.status).toBe(201);
    expect(liveCheck.json.testMode).toBe(false);
    expect(liveCheck.json.payment.checkoutUrl).toEqual(expect.any(String));

    const fromTest = await api(t, testKey.key, "POST", "/api/v1/checks", body, headers);
    expect(fromTest.status).toBe(201);
    expect(fromTest.res.headers.get("idempotent-replayed")).toBeNull();
    expect(fromTest.json.testMode).toBe(true);
    expect(fromTest.json.id).not.toBe(liveCheck.json.id);
    expect(fromTest.json.payment.checkoutUrl).toBeNull();
    expect(JSON.stringify(fromTest.json)).not.toContain(liveCheck.json.id);
  });

  it("an empty Idempotency-Key is a 400 naming the header, not a request without one", async () => {
    const acct = await accountWithKey(t, uniqueEmail("idem-empty"));
    const r = await api(t, acct.key, "POST", "/api/v1/checks", apiCheckBody({ externalId: "empty-key" }), {
      "idempotency-key": "",
    });
    expectProblem(r, 400);
    expect(r.json.errors).toEqual([
      { field: "Idempotency-Key", message: "must be 1 to 255 printable ASCII characters" },
    ]);
    expect(await checksOf("empty-key")).toHaveLength(0);
  });

  it("a request whose twin is still in flight gets 409 with Retry-After", async () => {
    const acct = await accountWithKey(t, uniqueEmail("idem-flight"));
    const [key] = await t.deps.db.select().from(customerApiKeys).where(eq(customerApiKeys.publicId, acct.id));
    const body = apiCheckBody({ externalId: "in-flight" });
    // The twin: claimed a moment ago, its work not yet committed.
    await t.deps.db
      .execute(sql`insert into api_idempotency_keys (user_id, scope, mode, key, request_hash, lease_until)
      values (${key!.userId}, ${`user:${key!.userId}`}, 'test', 'flight-1', ${bodyHash({ path: "POST /checks", raw: body })},
              now() + interval '1 minute')`);
    const r = await api(t, acct.key, "POST", "/api/v1/checks", body, { "idempotency-key": "flight-1" });
    expectProblem(r, 409);
    expect(Number(r.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(r.json.detail).toMatch(/still being processed/);
    expect(await checksOf("in-flight")).toHaveLength(0);
  });
});

describe("methods and media types", () => {
  it("answers 405 with Allow for a method a known path does not take, 404 for unknown paths", async () => {
    const acct = await accountWithKey(t, uniqueEmail("methods"));
    const put = await api(t, acct.key, "PUT", "/api/v1/checks", apiCheckBody());
    expectProblem(put, 405);
    expect(put.res.headers.get("allow")).toBe("GET, HEAD, POST");
    const del = await api(t, acct.key, "DELETE", "/api/v1/checks/chk_abc");
    expectProblem(del, 405);
    expect(del.res.headers.get("allow")).toBe("GET, HEAD");
    const patch = await api(t, acct.key, "PATCH", "/api/v1/webhooks/we_x", {});
    expect(patch.res.headers.get("allow")).toBe("DELETE, GET, HEAD");
    expectProblem(await api(t, acct.key, "GET", "/api/v1/nothing-here"), 404);
  });

  it("answers 415 for a body that is not JSON and creates nothing", async () => {
    const acct = await accountWithKey(t, uniqueEmail("media"));
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
      const res = await fetch(`${t.url}/api/v1/checks`, {
        method: "POST",
        headers: { authorization: `Bearer ${acct.key}`, "content-type": type },
        body: JSON.stringify(apiCheckBody({ externalId: "not-json" })),
      });
      expect(res.status, type).toBe(415);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
    }
    expect(await checksOf("not-json")).toHaveLength(0);
  });
});

describe("cursors", () => {
  it("are opaque (no internal id inside), stable, bound to the key's scope, and refuse tampering", async () => {
    const acct = await accountWithKey(t, uniqueEmail("cursor"));
    for (let i = 0; i < 3; i++) await api(t, acct.key, "POST", "/api/v1/checks", apiCheckBody());
    const first = await api(t, acct.key, "GET", "/api/v1/checks?limit=1");
    const again = await api(t, acct.key, "GET", "/api/v1/checks?limit=1");
    const cursor = first.json.nextCursor as string;
    expect(cursor).toEqual(again.json.nextCursor);
    const [row] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.publicId, first.json.data[0].id));
    // Sealed: neither the position's time nor its integer id (in any encoding) is readable.
    const decoded = Buffer.from(cursor, "base64url").toString("latin1");
    for (const plain of [row!.createdAt.toISOString(), `${row!.id}]`, `"i":${row!.id}`, `,${row!.id}`])
      expect(decoded).not.toContain(plain);
    expect(() => JSON.parse(decoded) as unknown).toThrow();

    const next = await api(t, acct.key, "GET", `/api/v1/checks?limit=1&cursor=${cursor}`);
    expect(next.status).toBe(200);
    expect(next.json.data[0].id).not.toBe(first.json.data[0].id);

    const flipped = Buffer.from(cursor, "base64url");
    flipped[flipped.length - 1] = flipped[flipped.length - 1]! ^ 1;
    const tampered = await api(t, acct.key, "GET", `/api/v1/checks?cursor=${flipped.toString("base64url")}`);
    expectProblem(tampered, 400);
    expect(tampered.json.errors[0].field).toBe("cursor");
    // Another account's key (or the other mode) cannot use it.
    const other = await accountWithKey(t, uniqueEmail("cursor-other"));
    expectProblem(await api(t, other.key, "GET", `/api/v1/checks?cursor=${cursor}`), 400);
    const live = await createKey(t, acct.cookie, { mode: "live" });
    expectProblem(await api(t, live.key, "GET", `/api/v1/checks?cursor=${cursor}`), 400);
  });
});
