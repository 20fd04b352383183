/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callAnalytics } from "../../src/db/schema";
import { STAT_DEFINITIONS } from "../../src/services/insights/stats";
import { insertCheck } from "../support/admin-fixtures";
import { startTestApp, type TestApp } from "../support/app";

/**
 * The dashboard's figures against a fixture of checks in every state, each figure by its
 * definition: revenue net of refunds, test checks excluded, a fully refunded order or customer
 * counts for nothing, and a check succeeds only when someone was interviewed and the report went out.
 */
const TOKEN = "admin-token-figures-0123456789";
const now = new Date("2026-03-10T15:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_API_TOKEN: TOKEN }, now: () => now });
  const d = t.deps;
  const at = new Date("2026-03-10T09:00:00Z");
  const delivered = { reportDeliveredAt: at, reportGenerated: true };
  // 1. Paid, interviewed, delivered: $29 kept, a success.
  const first = await insertCheck(
    d,
    {
      requesterEmail: "buyer@globex.example",
      status: "completed",
      paymentStatus: "paid",
      priceCharged: "29.00",
      createdAt: at,
      ...delivered,
    },
    [{ status: "completed" }],
  );
  // 2. Paid then refunded in full; nobody reached: no money, no order, no customer, a failure.
  await insertCheck(
    d,
    {
      requesterEmail: "gone@initech.example",
      status: "failed",
      paymentStatus: "refunded",
      priceCharged: "29.00",
      amountRefunded: "29.00",
      createdAt: at,
    },
    [{ status: "failed" }],
  );
  // 3. Same customer (other case), two references, one refunded: $29 kept, a success.
  await insertCheck(
    d,
    {
      requesterEmail: "BUYER@globex.example",
      status: "completed",
      paymentStatus: "partially_refunded",
      priceCharged: "58.00",
      amountRefunded: "29.00",
      createdAt: at,
      ...delivered,
    },
    [{ status: "completed" }, { status: "failed" }],
  );
  // 4. Force-completed by the old code with nobody interviewed and no report: not a success.
  await insertCheck(d, { status: "completed", paymentStatus: "free", createdAt: at }, [{ status: "failed" }]);
  // 5. An operator's test check, paid and delivered: excluded from every figure.
  await insertCheck(
    d,
    {
      requesterEmail: "ops@refline.example",
      testMode: true,
      status: "completed",
      paymentStatus: "paid",
      priceCharged: "29.00",
      createdAt: at,
      ...delivered,
    },
    [{ status: "completed" }],
  );
  // 6. Running.
  await insertCheck(d, { status: "processing", paymentStatus: "free", createdAt: at }, [
    { status: "in_progress" },
  ]);
  // 7. Waiting for payment; 8. its card declined.
  await insertCheck(d, { status: "pending", paymentStatus: "pending", priceCharged: "29.00", createdAt: at });
  await insertCheck(d, { status: "pending", paymentStatus: "failed", priceCharged: "29.00", createdAt: at });
  // Two candidates' personalised wordings of one question type, in two spellings of the type.
  // (On a customer's check: a test check's answers are left out of the insights like every figure.)
  await insertCheck(d, { testMode: true, status: "completed" }, [{ status: "completed" }]);
  const anyCheck = first;
  await d.db.insert(callAnalytics).values([
    {
      referenceCheckId: anyCheck.id,
      questionAsked: "Anything else about Ann's work?",
      questionType: "ANYTHING_ELSE",
      responseWordCount: 1,
      responseQuality: 1,
    },
    {
      referenceCheckId: anyCheck.id,
      questionAsked: "Anything else about Bo's work?",
      questionType: "anything_else",
      responseWordCount: 1,
      responseQuality: 2,
    },
    {
      referenceCheckId: anyCheck.id,
      questionAsked: "What are Ann's strengths?",
      questionType: "strengths",
      responseWordCount: 30,
      responseQuality: 5,
    },
  ]);
  // 9. Free, nobody reached.
  await insertCheck(d, { status: "failed", paymentStatus: "free", createdAt: at }, [{ status: "failed" }]);
});
afterAll(async () => t?.stop());

describe("dashboard figures", () => {
  it("match their definitions on a fixture of every state", async () => {
    const res = await fetch(`${t.url}/api/admin/stats`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const s = (await res.json()) as any;
    expect(s).toMatchObject({
      todayRevenue: 58,
      thisMonthRevenue: 58,
      totalRevenue: 58,
      averageOrderValue: 29, // $58 kept over 2 orders kept (the fully refunded one is no order)
      totalChecks: 8,
      paidCustomers: 1, // one customer in two spellings; the refunded one is not a paying customer
      activeChecks: 1,
      pendingChecks: 2,
      completedChecks: 3,
      failedChecks: 2,
      successRate: 40, // 2 of 5 finished: the force-completed check with nobody interviewed is not a success
      testChecks: 2,
    });
    expect(s.definitions).toEqual(STAT_DEFINITIONS);
    for (const text of Object.values(s.definitions as Record<string, string>))
      expect(text.length).toBeGreaterThan(30);
  });

  it("group best and worst questions by type, with the plan's wording and a human label", async () => {
    const res = await fetch(`${t.url}/api/admin/analytics/worst-questions`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const worst = (await res.json()) as any[];
    expect(worst[0]).toEqual({
      questionType: "anything_else",
      label: "Anything else",
      question:
        "Is there anything else about the candidate's work that you think the hiring team at your company should know?",
      avgQuality: 1.5,
      totalAsked: 2,
      avgResponseLength: 1,
    });
    expect(worst.map((q) => q.questionType)).toEqual(["anything_else", "strengths"]);
  });
});
