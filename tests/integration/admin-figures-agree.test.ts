/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callAnalytics, callLogs, emailReports } from "../../src/db/schema";
import type { ReferenceState } from "../../src/shared/states";
import { insertCheck } from "../support/admin-fixtures";
import { startTestApp, type TestApp } from "../support/app";
import { adminTrpc } from "../support/payments";

/**
 * Every figure on the console agrees with the list (issue 29): the stat cards, the 2-hour promise
 * card and today's analytics are recomputed here from the CSV export, over checks of every kind,
 * test checks among them and reports that bounced (one resent to a new address, one to the same).
 */
const TOKEN = "admin-token-figures-agree-0123456789";
const auth = { authorization: `Bearer ${TOKEN}` };
const now = new Date("2026-03-10T15:00:00Z");
let t: TestApp;

const STATES: { status: string; paymentStatus: string; refs: ReferenceState[] }[] = [
  { status: "completed", paymentStatus: "paid", refs: ["completed", "completed"] },
  { status: "completed", paymentStatus: "partially_refunded", refs: ["completed", "failed"] },
  { status: "completed", paymentStatus: "free", refs: ["completed"] },
  { status: "completed", paymentStatus: "free", refs: ["failed"] },
  { status: "failed", paymentStatus: "refunded", refs: ["failed"] },
  { status: "failed", paymentStatus: "free", refs: ["failed"] },
  { status: "processing", paymentStatus: "paid", refs: ["in_progress"] },
  { status: "pending", paymentStatus: "pending", refs: ["pending"] },
  { status: "pending", paymentStatus: "failed", refs: ["pending"] },
  { status: "pending", paymentStatus: "paid", refs: ["pending"] },
];

beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_API_TOKEN: TOKEN }, now: () => now });
  const d = t.deps;
  const ids: number[] = [];
  for (let i = 0; i < 60; i++) {
    const s = STATES[i % STATES.length]!;
    // Today, earlier this month, last month; every 7th an operator's test check.
    const createdAt = new Date(now.getTime() - [1, 4 * 24, 12 * 24][i % 3]! * 3_600_000);
    const price = s.paymentStatus === "free" ? "0.00" : "29.00";
    const refunded =
      s.paymentStatus === "refunded" ? "29.00" : s.paymentStatus === "partially_refunded" ? "14.50" : "0.00";
    const delivered = s.status === "completed" && s.refs.includes("completed");
    const c = await insertCheck(
      d,
      {
        requesterEmail: `buyer${i % 9}@Example.com`,
        status: s.status as never,
        paymentStatus: s.paymentStatus as never,
        priceCharged: price,
        amountRefunded: refunded,
        testMode: i % 7 === 0,
        createdAt,
        submittedAt: s.status === "pending" && s.paymentStatus !== "paid" ? null : createdAt,
        reportGenerated: delivered,
        // Delivered between 1 and 4 hours after submission.
        reportDeliveredAt: delivered ? new Date(createdAt.getTime() + (1 + (i % 4)) * 3_600_000) : null,
      },
      s.refs.map((status) => ({ status })),
    );
    ids.push(c.id);
    if (delivered)
      await d.db.insert(emailReports).values({
        referenceCheckId: c.id,
        recipientEmail: c.requesterEmail,
        status: "delivered",
        idempotencyKey: `report:${c.id}`,
        createdAt: c.reportDeliveredAt!,
      });
  }
  // Two delivered reports bounce: one is resent to a new address, the other to the same one.
  const [a, b] = [ids[1]!, ids[2]!];
  for (const [id, resendTo] of [
    [a, "new@employer.example"],
    [b, "same"],
  ] as const) {
    const er = emailReports;
    const [row] = await d.db.select().from(er).where(eq(er.referenceCheckId, id));
    await d.db
      .update(er)
      .set({ status: "bounced", bouncedAt: new Date(row!.createdAt.getTime() + 60_000) })
      .where(eq(er.id, row!.id));
    await d.db.insert(er).values({
      referenceCheckId: id,
      recipientEmail: resendTo === "same" ? row!.recipientEmail : resendTo,
      reportType: "resend",
      status: "sent",
      idempotencyKey: `resend:${id}`,
      createdAt: new Date(row!.createdAt.getTime() + 120_000),
    });
  }
  // Calls and answers today on real and test checks alike.
  for (const [n, id] of ids.slice(0, 14).entries()) {
    const [log] = await d.db
      .insert(callLogs)
      .values({
        referenceCheckId: id,
        referenceIndex: 1,
        attemptKey: `${id}:1:1`,
        phoneNumber: "+14155550100",
        referenceName: "Ref",
        candidateName: "Cand",
        status: "completed",
        outcome: "completed",
        callDuration: 200 + n * 10,
        callStartTime: new Date(now.getTime() - 3_600_000),
        callEndTime: new Date(now.getTime() - 3_000_000),
      })
      .returning();
    await d.db.insert(callAnalytics).values({
      referenceCheckId: id,
      callId: log!.id,
      questionAsked: "What are their strengths?",
      questionType: "strengths",
      responseWordCount: 20 + n,
      responseQuality: 1 + (n % 5),
      createdAt: new Date(now.getTime() - 3_000_000),
    });
  }
});
afterAll(async () => t?.stop());

const getJson = async (path: string) =>
  (await (await fetch(`${t.url}${path}`, { headers: auth })).json()) as any;
const money = (rows: Row[]) => Math.round(rows.reduce((s, r) => s + Number(r.amountPaid), 0) * 100) / 100;
type Row = Record<string, string>;

describe("every figure agrees with the list", () => {
  it("recomputes the cards, the 2-hour card and today's analytics from the CSV", async () => {
    const csv = await (await fetch(`${t.url}/api/admin/export-csv`, { headers: auth })).text();
    const all = parse(csv.replace(/^\uFEFF/, ""), { columns: true }) as Row[];
    expect(all).toHaveLength(60);
    const rows = all.filter((r) => r.testMode === "false");
    const today = (r: Row) => (r.createdAt ?? "").slice(0, 10) === "2026-03-10";
    const month = (r: Row) => (r.createdAt ?? "").slice(0, 7) === "2026-03";
    const kept = rows.filter(
      (r) => ["paid", "partially_refunded"].includes(r.paymentStatus!) && Number(r.amountPaid) > 0,
    );
    const finished = rows.filter((r) => r.status === "completed" || r.status === "failed");
    const succeeded = rows.filter(
      (r) => r.status === "completed" && Number(r.referencesCompleted) > 0 && r.reportReached === "true",
    );
    const s = await getJson("/api/admin/stats");
    expect(s).toMatchObject({
      totalChecks: rows.length,
      testChecks: all.length - rows.length,
      totalRevenue: money(rows),
      todayRevenue: money(rows.filter(today)),
      thisMonthRevenue: money(rows.filter(month)),
      averageOrderValue: Math.round((money(rows) / kept.length) * 100) / 100,
      paidCustomers: new Set(kept.map((r) => r.requesterEmail!.toLowerCase())).size,
      activeChecks: rows.filter((r) => r.status === "processing").length,
      completedChecks: rows.filter((r) => r.status === "completed").length,
      failedChecks: rows.filter((r) => r.status === "failed").length,
      pendingChecks: rows.filter((r) => r.status === "pending").length,
      awaitingPayment: rows.filter(
        (r) => r.status === "pending" && ["pending", "failed"].includes(r.paymentStatus!),
      ).length,
      paidNotStarted: rows.filter((r) => r.status === "pending" && r.paymentStatus === "paid").length,
      successRate: Math.round((succeeded.length / finished.length) * 1000) / 10,
      freeChecks: rows.filter((r) => r.paymentStatus === "free").length,
    });
    // The bounce resent to the same address is not delivered; the one resent elsewhere is.
    expect(rows.filter((r) => r.reportDeliveredAt && r.reportReached === "false").length).toBeGreaterThan(0);

    const turnaround = (await adminTrpc(t, TOKEN, "admin.turnaround", undefined, "query")).data as any;
    const reached = rows.filter((r) => r.reportReached === "true");
    expect(turnaround.delivered).toBe(reached.length);
    expect(turnaround.delivered).toBeLessThanOrEqual(s.completedChecks);

    const day = await getJson("/api/admin/analytics/today");
    expect(day).toMatchObject({
      totalChecks: rows.filter(today).length,
      completedChecks: rows.filter((r) => today(r) && r.status === "completed").length,
      failedChecks: rows.filter((r) => today(r) && r.status === "failed").length,
      totalRevenue: money(rows.filter(today)),
    });
    expect(day.totalChecks).toBeLessThanOrEqual(s.totalChecks);

    // The list counts the same checks (its total includes the test checks, marked as such).
    const list = await fetch(`${t.url}/api/admin/reference-checks?limit=1000`, { headers: auth });
    const listed = (await list.json()) as any[];
    expect(Number(list.headers.get("x-total-count"))).toBe(all.length);
    expect(listed.filter((c) => !c.testMode).length).toBe(s.totalChecks);

    // Insights count the calls of customers' checks only, as analytics do.
    const learning = await getJson("/api/admin/analytics/learning");
    const answered = await t.deps.db.select().from(callAnalytics);
    const testIds = new Set(all.filter((r) => r.testMode === "true").map((r) => Number(r.id)));
    expect(learning.totalCalls).toBe(answered.filter((a) => !testIds.has(a.referenceCheckId)).length);
    expect(learning.totalQuestions).toBe(learning.totalCalls);
  });
});
