import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fraudDetectionLogs, freeCheckUsage, referenceChecks } from "../../src/db/schema";
import { checkPayload, startTestApp, uniqueEmail, type TestApp } from "../support/app";
import { rawRequest } from "../support/fuzz/http";

/** The free first check's rule with the spec's limits turned low enough to reach. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { FREE_CHECK_IP_DAILY_LIMIT: "4", FREE_CHECK_EMAIL_LIMIT: "2" } });
});
afterAll(async () => t?.stop());

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: res.headers.get("content-type")?.includes("json") ? await res.json() : await res.text(),
  };
}
const validate = (email: string, headers: Record<string, string> = {}) =>
  post("/api/validate-free-check", { email, ipAddress: "203.0.113.9" }, headers);

describe("free first check", () => {
  it("is offered once per mailbox from one network; aliases are seen through and logged", async () => {
    const local = `jane.doe.${Date.now()}`;
    const email = `${local}@gmail.com`;
    const first = await validate(email);
    expect(first).toEqual({
      status: 200,
      body: {
        eligible: true,
        reason: "Eligible for your FREE first check",
        ipUsageCount: 0,
        emailUsageCount: 0,
      },
    });
    const created = await post("/api/reference-checks", checkPayload({ requesterEmail: email }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ free: true, pricingInfo: { price: 0, tier: "free" } });
    const [usage] = await t.deps.db
      .select()
      .from(freeCheckUsage)
      .where(eq(freeCheckUsage.referenceCheckId, created.body.referenceCheckId));
    expect(usage).toMatchObject({
      ipAddress: "127.0.0.1",
      emailFingerprint: `${local.replace(/\./g, "")}@gmail.com`,
    });
    expect(usage!.manipulationTechniques).toEqual(["gmail_dots"]);

    for (const alias of [
      email.toUpperCase(),
      `${local.replace(/\./g, "")}+free@gmail.com`,
      `${local}@googlemail.com`,
    ]) {
      const again = await validate(alias);
      expect(again.body).toMatchObject({
        eligible: false,
        reason: "This email/IP has already used the free check offer.",
        emailUsageCount: 1,
      });
    }
    const logs = await t.deps.db
      .select()
      .from(fraudDetectionLogs)
      .where(eq(fraudDetectionLogs.fraudType, "free_check_abuse"));
    const mine = logs.filter(
      (l) => (l.details as { fingerprint?: string }).fingerprint === usage!.emailFingerprint,
    );
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(
      mine.some((l) => ((l.details as { techniques: string[] }).techniques ?? []).includes("plus_tag")),
    ).toBe(true);

    // Enforced at creation too: an alias asking for a free check gets a pending paid check instead.
    const sneaky = await post(
      "/api/reference-checks",
      checkPayload({ requesterEmail: `${local}+again@gmail.com`, freeCheck: true, isFirstTimeUser: true }),
    );
    expect(sneaky.status).toBe(201);
    expect(sneaky.body.free).toBe(false);
    expect(sneaky.body.pricingInfo.price).toBeGreaterThan(0);
    expect(sneaky.body.freeCheckRefusedReason).toBe("This email/IP has already used the free check offer.");
    const [row] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.id, sneaky.body.referenceCheckId));
    expect(row).toMatchObject({ status: "pending", paymentStatus: "pending", fraudSuspected: true });
  });

  it("refuses disposable domains", async () => {
    const res = await validate(`someone.${Date.now()}@mailinator.com`);
    expect(res.body).toMatchObject({ eligible: false, reason: expect.stringContaining("Disposable") });
  });

  it("caps one IP at FREE_CHECK_IP_DAILY_LIMIT free checks a day, and answers without usage counts", async () => {
    const countFromHere = async () =>
      (
        await t.deps.db
          .select({ id: freeCheckUsage.id })
          .from(freeCheckUsage)
          .where(eq(freeCheckUsage.ipAddress, "127.0.0.1"))
      ).length;
    // While under the limit, the answer says nothing of how often this network was used.
    if ((await countFromHere()) === 0) await post("/api/reference-checks", checkPayload());
    expect((await validate(uniqueEmail())).body).toMatchObject({ eligible: true, ipUsageCount: 0 });
    let used = await countFromHere();
    while (used < 4) {
      const r = await post("/api/reference-checks", checkPayload());
      expect(r.body.free).toBe(true);
      used++;
    }
    // The browser's ipAddress and an untrusted X-Forwarded-For change nothing: 127.0.0.1 is counted.
    const refused = await validate(uniqueEmail(), { "x-forwarded-for": "198.51.100.7" });
    expect(refused.body).toEqual({
      eligible: false,
      ipUsageCount: 1,
      emailUsageCount: 0,
      reason: expect.stringContaining("Too many free checks"),
    });
    const paid = await post("/api/reference-checks", checkPayload());
    expect(paid.body.free).toBe(false);
  });

  it("issue 34: never tells a stranger that an address used its offer from other networks", async () => {
    const email = uniqueEmail();
    const from = (source: string, path: string, body: unknown) =>
      rawRequest(t.url, {
        method: "POST",
        path,
        from: source,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => ({ status: r.status, body: JSON.parse(r.text) as Record<string, unknown> }));
    // The address's owner claims its two free checks, from two networks.
    for (const source of ["127.0.0.21", "127.0.0.22"]) {
      const made = await from(source, "/api/reference-checks", checkPayload({ requesterEmail: email }));
      expect(made.body.free).toBe(true);
    }
    // A stranger on a third network asks about the address: nothing tells them it was used.
    const asked = await from("127.0.0.23", "/api/validate-free-check", { email });
    expect(asked.body).toEqual({
      eligible: true,
      reason: "Eligible for your FREE first check",
      ipUsageCount: 0,
      emailUsageCount: 0,
    });
    const preview = await from("127.0.0.23", "/api/calculate-pricing", {
      email,
      referenceCount: 1,
      firstCheck: true,
    });
    expect(preview.body.freeCheckReason).toBe("Eligible for your FREE first check");
    // The claim itself is still refused, in words that do not say how the address was used.
    const claim = await from(
      "127.0.0.23",
      "/api/reference-checks",
      checkPayload({ requesterEmail: email, freeCheck: true, isFirstTimeUser: true }),
    );
    expect(claim.body.free).toBe(false);
    expect(claim.body.freeCheckRefusedReason).toBe("This email/IP has already used the free check offer.");
  });

  it("answers bad input with 400 naming the field", async () => {
    const res = await post("/api/validate-free-check", { ipAddress: "1.2.3.4" });
    expect(res).toEqual({ status: 400, body: "email: Please enter a valid email address" });
    const typed = await post("/api/validate-free-check", { email: 42 });
    expect(typed.status).toBe(400);
  });
});
