import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, uniqueEmail, type TestApp } from "../support/app";
import { signIn } from "../support/auth";
import { createPaidCheck, postJson } from "../support/payments";

/** Issue 13 §4: personal JSON answers (signed-in, payment secrets, receipts) are never cached. */
const TOKEN = "no-store-operator-token-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_API_TOKEN: TOKEN } });
});
afterAll(async () => t?.stop());

describe("Cache-Control on API answers", () => {
  it("signed-in customer and operator JSON answers carry no-store, on REST and tRPC", async () => {
    const cookie = await signIn(t, uniqueEmail("cache"));
    const bearer = { authorization: `Bearer ${TOKEN}` };
    for (const [path, headers] of [
      ["/api/auth/me", { cookie }],
      ["/api/dashboard/checks", { cookie }],
      ["/trpc/accounts.me", { cookie }],
      ["/api/admin/stats", bearer],
      ["/trpc/admin.me", bearer],
    ] as const) {
      const res = await fetch(`${t.url}${path}`, { headers });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toContain("json");
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("a payment's client secret is not cached either", async () => {
    const c = await createPaidCheck(t);
    const res = await postJson(t, "/api/create-payment-intent", c.pay);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});
