import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analyticsEvents,
  companyStats,
  earlyAccessLeads,
  earlyAdopters,
  enterpriseLeads,
  fraudDetectionLogs,
  referenceChecks,
} from "../../src/db/schema";
import { checkPayload, startTestApp, uniqueEmail, uniquePhone, waitFor, type TestApp } from "../support/app";

/** The pre-payment API: pricing, leads, analytics, maintenance, fraud signals, status fields. */
let t: TestApp;
const ADMIN_TOKEN = "test-admin-token-0123456789";
beforeAll(async () => {
  t = await startTestApp({
    worker: true,
    env: { EARLY_ADOPTER_CUTOFF: "2099-12-31", EARLY_ADOPTER_LIMIT: "3", ADMIN_API_TOKEN: ADMIN_TOKEN },
  });
});
afterAll(async () => t?.stop());

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${t.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
const count = async (table: typeof earlyAccessLeads | typeof enterpriseLeads | typeof analyticsEvents) =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe("pricing", () => {
  it("GET /api/dynamic-pricing describes the open offer", async () => {
    const res = await fetch(`${t.url}/api/dynamic-pricing`);
    expect(res.status).toBe(200);
    const p = await res.json();
    expect(p).toMatchObject({
      priceText: "$14",
      originalPrice: 29,
      savings: 15,
      soldOut: false,
      earlyAdopterAvailable: true,
    });
    expect(typeof p.subtitle).toBe("string");
    expect(p.savingsPercent).toBe(52);
  });

  it("POST /api/calculate-pricing computes the total on the server", async () => {
    const email = uniqueEmail();
    const res = await post("/api/calculate-pricing", { email, referenceCount: 3, testMode: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      tier: "early_adopter",
      totalPrice: 42,
      pricePerReference: 14,
      isFirstCheck: false,
      pricingInfo: { price: 42, tier: "early_adopter" },
    });
    const free = await (
      await post("/api/calculate-pricing", { email, referenceCount: 2, firstCheck: true })
    ).json();
    expect(free).toMatchObject({ tier: "free", totalPrice: 0, isFirstCheck: true });
  });

  it("answers bad pricing input with 400 naming the field", async () => {
    const a = await post("/api/calculate-pricing", { email: "x", referenceCount: 1 });
    expect(a.status).toBe(400);
    expect(await a.text()).toBe("email: Please enter a valid email address");
    const b = await post("/api/calculate-pricing", { email: uniqueEmail(), referenceCount: 4 });
    expect(b.status).toBe(400);
    expect(await b.text()).toBe("referenceCount: referenceCount must be 1, 2 or 3");
    const c = await post("/api/calculate-pricing", { email: uniqueEmail(), referenceCount: "many" });
    expect(c.status).toBe(400);
    expect(await c.text()).toMatch(/^referenceCount: /);
  });

  it("charges what the server decides, never a client amount, and sells out after the limit", async () => {
    // Limit 3 customers: this test app's offer may already have members from other tests; fill it.
    const prices: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(
        "/api/reference-checks",
        checkPayload({
          freeCheck: false,
          isFirstTimeUser: false,
          amount: 1,
          totalPrice: 0,
          pricingInfo: { price: 0 },
        }),
      );
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.free).toBe(false);
      prices.push(body.pricingInfo.price);
    }
    expect(prices.every((p) => p === 14 || p === 29)).toBe(true);
    expect(prices.at(-1)).toBe(29);
    const [members] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(earlyAdopters);
    expect(members!.n).toBe(3);
    const sold = await (await fetch(`${t.url}/api/dynamic-pricing`)).json();
    expect(sold).toMatchObject({ priceText: "Start at $29", soldOut: true, earlyAdopterAvailable: false });
  });

  it("keeps the early price for an early adopter's checks, and records tier and counts", async () => {
    const [member] = await t.deps.db.select().from(earlyAdopters).limit(1);
    const res = await post(
      "/api/reference-checks",
      checkPayload({ requesterEmail: member!.companyEmail, freeCheck: false, isFirstTimeUser: false }),
    );
    const body = await res.json();
    expect(body.pricingInfo).toMatchObject({ price: 14, tier: "early_adopter" });
    const [row] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.id, body.referenceCheckId));
    expect(row).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      pricingTier: "early_adopter",
      priceCharged: "14.00",
      isEarlyAdopter: true,
      checksUsedByEmail: 2,
    });
    const [stats] = await t.deps.db
      .select()
      .from(companyStats)
      .where(eq(companyStats.emailDomain, "example.com"));
    expect(stats!.totalChecks).toBeGreaterThanOrEqual(5);
    expect(stats!.isEarlyAdopter).toBe(true);
  });
});

describe("fraud signals", () => {
  it("flags a reference named like the candidate and a phone used twice, without blocking", async () => {
    const phone = uniquePhone();
    const res = await post(
      "/api/reference-checks",
      checkPayload({
        candidateName: "Morgan Blake",
        reference1: { name: "Morgan Blake", phone, relationship: "colleague" },
        reference2: { name: "Chris Dunn", phone, relationship: "client" },
      }),
    );
    expect(res.status).toBe(201);
    const { referenceCheckId } = await res.json();
    const [row] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.id, referenceCheckId));
    expect(row!.fraudSuspected).toBe(true);
    expect(row!.fraudReasons).toEqual(
      expect.arrayContaining([
        expect.stringContaining("has the candidate's name"),
        expect.stringContaining("more than one reference"),
      ]),
    );
    const logs = await t.deps.db
      .select()
      .from(fraudDetectionLogs)
      .where(eq(fraudDetectionLogs.referenceCheckId, referenceCheckId));
    expect(logs.map((l) => l.fraudType).sort()).toEqual([
      "duplicate_reference_phone",
      "reference_named_like_candidate",
    ]);
  });

  it("flags a reference phone reused for a different candidate", async () => {
    const phone = uniquePhone();
    const first = await post(
      "/api/reference-checks",
      checkPayload({
        candidateName: "Alex First",
        reference1: { name: "Ref One", phone, relationship: "colleague" },
      }),
    );
    const a = await first.json();
    const [clean] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.id, a.referenceCheckId));
    expect(clean!.fraudSuspected).toBe(false);
    const second = await post(
      "/api/reference-checks",
      checkPayload({
        candidateName: "Blair Second",
        reference1: { name: "Ref One", phone, relationship: "colleague" },
      }),
    );
    const b = await second.json();
    const [flagged] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.id, b.referenceCheckId));
    expect(flagged!.fraudSuspected).toBe(true);
    expect(flagged!.fraudReasons[0]).toContain(
      `also given for 1 other candidate (check #${a.referenceCheckId})`,
    );
  });
});

describe("status response", () => {
  it("adds progress, the business-minute estimate and notices, with masked phones", async () => {
    const created = await (await post("/api/reference-checks", checkPayload())).json();
    const s = await (await fetch(`${t.url}/api/status/${created.id}`)).json();
    // Calling hours and the estimate follow the reference's local time: a 415 number is in California.
    expect(s).toMatchObject({ id: created.id, totalReferences: 1, timezone: "America/Los_Angeles" });
    expect(s.references[0]).toMatchObject({ timezone: "America/Los_Angeles", outcome: null });
    expect(typeof s.references[0].callableNow).toBe("boolean");
    expect(typeof s.progress).toBe("number");
    expect(new Date(s.estimatedCompletion).getTime()).toBeGreaterThan(new Date(s.createdAt).getTime());
    expect(typeof s.createdOutsideBusinessHours).toBe("boolean");
    expect(s.holiday).toHaveProperty("isHoliday");
    expect(s.references[0].phoneNumber).toMatch(/^•••-•••-\d{4}$/);
    expect(s.email).toContain("•");
  });
});

describe("leads and analytics", () => {
  it("POST /api/early-access stores the waitlist entry; bad input names the field", async () => {
    const before = await count(earlyAccessLeads);
    const email = uniqueEmail("wait");
    const ok = await post("/api/early-access", { email, company: "Acme", monthlyChecks: "About 20 a month" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true });
    const [row] = await t.deps.db.select().from(earlyAccessLeads).where(eq(earlyAccessLeads.email, email));
    expect(row).toMatchObject({
      company: "Acme",
      monthlyChecks: "About 20 a month",
      interestedIn: "unlimited",
    });
    const bad = await post("/api/early-access", { company: "Acme" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("email: Please enter a valid email address");
    expect(await count(earlyAccessLeads)).toBe(before + 1);
  });

  it("POST /api/enterprise-leads stores the lead and e-mails the operators once", async () => {
    const email = uniqueEmail("ent");
    const ok = await post("/api/enterprise-leads", {
      email,
      company: "Initech",
      volume: "100-500",
      requirements: "ATS integration",
    });
    expect(ok.status).toBe(201);
    const [lead] = await t.deps.db.select().from(enterpriseLeads).where(eq(enterpriseLeads.email, email));
    expect(lead).toMatchObject({ company: "Initech", volume: "100-500", requirements: "ATS integration" });
    const mail = await waitFor(
      async () => {
        const outbox = await (await fetch(`${t.url}/api/dev/outbox`)).json();
        return outbox.find((m: { subject: string }) => m.subject.includes("Initech"));
      },
      20_000,
      "operator e-mail",
    );
    expect(mail.to).toBe("ops@refline.example");
    expect(mail.text).toContain(email);
    const bad = await post("/api/enterprise-leads", { email, company: "", volume: "10" });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).toContain("company: Company name is required");
    expect(text).toContain("volume: Please choose your monthly volume");
  });

  it("POST /api/analytics/events stores first-party events; bad names are refused", async () => {
    const before = await count(analyticsEvents);
    const ok = await post("/api/analytics/events", {
      name: "page_view",
      path: "/faq",
      params: { page_path: "/faq" },
      anonymousId: "abc",
    });
    expect(ok.status).toBe(200);
    expect(await count(analyticsEvents)).toBe(before + 1);
    const bad = await post("/api/analytics/events", { name: "Drop Table", value: -1 });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).toContain("name: ");
    expect(text).toContain("value: ");
  });
});

describe("maintenance switch", () => {
  it("is operator-only, pauses new checks with 503, and resumes", async () => {
    expect(await (await fetch(`${t.url}/api/maintenance`)).json()).toMatchObject({ enabled: false });
    const anon = await post("/api/admin/maintenance", { enabled: true });
    expect(anon.status).toBe(401);
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const bad = await post("/api/admin/maintenance", { enabled: "yes" }, auth);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("enabled: enabled must be true or false");
    const on = await post("/api/admin/maintenance", { enabled: true }, auth);
    expect(on.status).toBe(200);
    expect(await (await fetch(`${t.url}/api/maintenance`)).json()).toMatchObject({ enabled: true });
    const refused = await post("/api/reference-checks", checkPayload());
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain("paused for scheduled maintenance");
    await post("/api/admin/maintenance", { enabled: false }, auth);
    expect((await post("/api/reference-checks", checkPayload())).status).toBe(201);
  });
});
