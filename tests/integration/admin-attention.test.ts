/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  candidateAuthorizations,
  checkReferences,
  dataRequests,
  emailReports,
  operatorAuditLog,
  referenceChecks,
  users,
  webhookEndpoints,
} from "../../src/db/schema";
import { alertOverdueAttention } from "../../src/services/operations/attention-actions";
import { insertCheck } from "../support/admin-fixtures";
import { startTestApp, type TestApp } from "../support/app";
import { postJson } from "../support/payments";

/**
 * The attention queue (issue 29): every kind of row that needs a person is listed with its reason,
 * oldest first, and nothing else is; resolving records who and why and removes exactly that
 * occurrence; taking an item shows whose it is; items past their threshold e-mail the operators once.
 */
const TOKEN = "admin-token-attention-0123456789";
const auth = { authorization: `Bearer ${TOKEN}` };
const MIN = 60_000;
let clock = new Date("2026-03-10T15:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    now: () => clock,
    env: {
      ADMIN_API_TOKEN: TOKEN,
      OPERATOR_EMAILS: "ops-a@refline.example, ops-b@refline.example",
      STUCK_CHECK_MINUTES: "30",
    },
  });
});
afterAll(async () => {
  await t?.stop();
});

const ago = (minutes: number) => new Date(clock.getTime() - minutes * MIN);
const queue = async () => {
  const res = await fetch(`${t.url}/api/admin/attention`, { headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as { items: any[]; counts: Record<string, number> };
};
const post = (path: string, body: unknown) => postJson(t, path, body, auth);
const outbox = async () =>
  ((await (await fetch(`${t.url}/api/dev/outbox`)).json()) as any[])
    .filter((m) => / an operator$/.test(m.subject))
    .reverse();

const ids = {} as Record<
  "stuck" | "paidNotStarted" | "needsOperator" | "bounced" | "dispute" | "expired",
  number
>;
let endpointId = "";
let requestId = "";

describe("the attention queue", () => {
  beforeAll(async () => {
    const paid = { paymentStatus: "paid" as const, priceCharged: "29.00" };
    ids.stuck = (await insertCheck(t.deps, { ...paid, lastProgressAt: ago(45), createdAt: ago(50) })).id;
    ids.paidNotStarted = (
      await insertCheck(t.deps, { ...paid, status: "pending", updatedAt: ago(180), createdAt: ago(181) })
    ).id;
    // Waiting for the candidate's authorization is not stuck, however long it waits.
    const waiting = await insertCheck(t.deps, { ...paid, status: "pending", updatedAt: ago(300) });
    await t.deps.db.insert(candidateAuthorizations).values({
      referenceCheckId: waiting.id,
      candidateEmail: "cand@example.com",
      tokenNonce: "n1",
      tokenHash: "h-waiting",
      state: "awaiting",
    });
    const german = await insertCheck(t.deps, { status: "failed", createdAt: ago(100) }, [
      { name: "German Greta", status: "failed", attemptsMade: 1 },
    ]);
    ids.needsOperator = german.id;
    await t.deps.db
      .update(checkReferences)
      .set({ operatorAttention: "language: German", updatedAt: ago(90) })
      .where(eq(checkReferences.referenceCheckId, german.id));
    ids.bounced = (await insertCheck(t.deps, { status: "completed", reportGenerated: true })).id;
    await t.deps.db.insert(emailReports).values({
      referenceCheckId: ids.bounced,
      recipientEmail: "gone@example.com",
      status: "bounced",
      idempotencyKey: `report:${ids.bounced}`,
      createdAt: ago(70),
      bouncedAt: ago(60),
    });
    // Bounced, then resent to a new address that took it: nothing to do.
    const resent = await insertCheck(t.deps, { status: "completed", reportGenerated: true });
    await t.deps.db.insert(emailReports).values([
      {
        referenceCheckId: resent.id,
        recipientEmail: "old@example.com",
        status: "bounced",
        idempotencyKey: `report:${resent.id}`,
        createdAt: ago(70),
        bouncedAt: ago(69),
      },
      {
        referenceCheckId: resent.id,
        recipientEmail: "new@example.com",
        reportType: "resend",
        status: "delivered",
        idempotencyKey: `resend:${resent.id}`,
        createdAt: ago(20),
      },
    ]);
    ids.dispute = (
      await insertCheck(t.deps, {
        ...paid,
        status: "completed",
        disputedAt: ago(400),
        disputeReason: "fraudulent, $29.00",
      })
    ).id;
    ids.expired = (await insertCheck(t.deps, { ...paid, status: "failed" })).id;
    await t.deps.db.insert(candidateAuthorizations).values({
      referenceCheckId: ids.expired,
      candidateEmail: "late@example.com",
      tokenNonce: "n2",
      tokenHash: "h-expired",
      state: "expired",
      expiredAt: ago(200),
    });
    const [request] = await t.deps.db
      .insert(dataRequests)
      .values({
        kind: "deletion",
        phone: "+15555550100",
        status: "verified",
        dueAt: new Date(clock.getTime() + 24 * 60 * MIN),
      })
      .returning();
    requestId = request!.publicId;
    // Due in 20 days: not yet.
    await t.deps.db.insert(dataRequests).values({
      kind: "access",
      phone: "+15555550101",
      status: "verified",
      dueAt: new Date(clock.getTime() + 20 * 24 * 60 * MIN),
    });
    const [user] = await t.deps.db.insert(users).values({ email: "hooks@example.com" }).returning();
    const [endpoint] = await t.deps.db
      .insert(webhookEndpoints)
      .values({
        publicId: "we_attention_test_1",
        userId: user!.id,
        url: "https://hooks.example.com/refline",
        events: ["check.completed"],
        secretSealed: "sealed",
        disabledAt: ago(30),
        disabledReason: "20 failed deliveries in a row",
      })
      .returning();
    endpointId = endpoint!.publicId;
    // Healthy: a processing check that moved recently, an unpaid pending one, a plain completed one.
    await insertCheck(t.deps, { lastProgressAt: ago(5) });
    await insertCheck(t.deps, { status: "pending", paymentStatus: "pending", updatedAt: ago(600) });
    await insertCheck(t.deps, { status: "completed", paymentStatus: "paid" });
  });

  it("is for operators only", async () => {
    expect((await fetch(`${t.url}/api/admin/attention`)).status).toBe(401);
    const res = await fetch(`${t.url}/api/admin/attention/${ids.stuck}/resolve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "stuck", note: "x" }),
    });
    expect(res.status).toBe(401);
  });

  it("lists each row that needs a person with its reason, oldest first, and nothing else", async () => {
    const q = await queue();
    const listed = q.items.map((i) => [i.key, i.reason]);
    // Oldest first: dispute 400 min, expired authorization 200, paid not started 180, needs an
    // operator 90, bounce 60, stuck 45, endpoint 30; the data request counts from 3 days before it is due.
    expect(listed).toEqual([
      [`data-request:${requestId}`, "data_request_due"],
      [String(ids.dispute), "dispute"],
      [String(ids.expired), "authorization_expired"],
      [String(ids.paidNotStarted), "paid_not_started"],
      [String(ids.needsOperator), "needs_operator"],
      [String(ids.bounced), "report_bounced"],
      [String(ids.stuck), "stuck"],
      [`webhook-endpoint:${endpointId}`, "webhook_endpoint_disabled"],
    ]);
    expect(q.counts).toEqual({
      needs_operator: 1,
      paid_not_started: 1,
      stuck: 1,
      report_bounced: 1,
      dispute: 1,
      data_request_due: 1,
      authorization_expired: 1,
      webhook_endpoint_disabled: 1,
    });
    const german = q.items.find((i) => i.reason === "needs_operator");
    expect(german.summary).toContain("German");
    expect(german.checkId).toBe(ids.needsOperator);
    expect(typeof german.publicId).toBe("string");
    expect(new Date(german.since).toISOString()).toBe(ago(90).toISOString());
  });

  it("refuses bad input with the field named, and items that are not open", async () => {
    const noNote = await post(`/api/admin/attention/${ids.stuck}/resolve`, { reason: "stuck", note: "  " });
    expect(noNote.status).toBe(400);
    expect(await noNote.text()).toMatch(/note/);
    const badReason = await post(`/api/admin/attention/${ids.stuck}/resolve`, { reason: "bored", note: "x" });
    expect(badReason.status).toBe(400);
    expect(await badReason.text()).toMatch(/reason/);
    const badId = await post(`/api/admin/attention/abc/resolve`, { reason: "stuck", note: "x" });
    expect(badId.status).toBe(400);
    // A check that exists but is not stuck, and one that does not exist.
    const wrong = await post(`/api/admin/attention/${ids.bounced}/resolve`, { reason: "stuck", note: "x" });
    expect(wrong.status).toBe(404);
    expect((await post(`/api/admin/attention/999999/assign`, { reason: "stuck" })).status).toBe(404);
  });

  it("takes an item for an operator, then resolves it with who and why in the audit log", async () => {
    const took = await post(`/api/admin/attention/${ids.stuck}/assign`, { reason: "stuck" });
    expect(took.status).toBe(200);
    expect((await queue()).items.find((i) => i.reason === "stuck").assignedTo).toBe("api-token@operators");

    const res = await post(`/api/admin/attention/${ids.stuck}/resolve`, {
      reason: "stuck",
      note: "Worker restarted; the check is moving again.",
    });
    expect(res.status).toBe(200);
    const q = await queue();
    expect(q.items.some((i) => i.reason === "stuck")).toBe(false);
    expect(q.counts.stuck).toBe(0);
    const audit = await t.deps.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.referenceCheckId, ids.stuck));
    expect(audit.map((a) => [a.action, a.actorEmail])).toEqual([
      ["attention-assigned", "api-token@operators"],
      ["attention-resolved", "api-token@operators"],
    ]);
    expect(audit[1]!.detail).toMatchObject({
      reason: "stuck",
      note: "Worker restarted; the check is moving again.",
    });
    // Resolving it again: it is no longer open.
    expect(
      (await post(`/api/admin/attention/${ids.stuck}/resolve`, { reason: "stuck", note: "again" })).status,
    ).toBe(404);
  });

  it("resolving a reference marked for an operator clears the mark; non-check items resolve by key", async () => {
    const res = await post(`/api/admin/attention/${ids.needsOperator}/resolve`, {
      reason: "needs_operator",
      note: "Called her with a German-speaking colleague; she gave the reference by e-mail.",
    });
    expect(res.status).toBe(200);
    const [ref] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, ids.needsOperator));
    expect(ref!.operatorAttention).toBeNull();
    const hook = await post(`/api/admin/attention/webhook-endpoint:${endpointId}/resolve`, {
      reason: "webhook_endpoint_disabled",
      note: "Customer fixed their server.",
    });
    expect(hook.status).toBe(200);
    const q = await queue();
    expect(q.items.map((i) => i.reason)).not.toContain("needs_operator");
    expect(q.items.map((i) => i.reason)).not.toContain("webhook_endpoint_disabled");
  });

  it("a check that moves and gets stuck again is a new item", async () => {
    await t.deps.db
      .update(referenceChecks)
      .set({ lastProgressAt: clock })
      .where(eq(referenceChecks.id, ids.stuck));
    expect((await queue()).counts.stuck).toBe(0);
    clock = new Date(clock.getTime() + 31 * MIN);
    const q = await queue();
    const again = q.items.find((i) => i.reason === "stuck" && i.checkId === ids.stuck);
    expect(new Date(again.since).toISOString()).toBe(ago(31).toISOString());
    expect(again.assignedTo).toBeNull();
  });

  it("e-mails the operators once about items past their threshold", async () => {
    expect(await outbox()).toEqual([]);
    // Paid items wait 2 hours, others a day: the bounce (free, an hour old) is not yet due.
    const first = await alertOverdueAttention(t.deps);
    const sent = await outbox();
    expect(sent.map((m) => m.to).sort()).toEqual(["ops-a@refline.example", "ops-b@refline.example"]);
    const text = sent[0].text as string;
    expect(text).toContain(`Paid, not started: check #${ids.paidNotStarted}`);
    expect(text).toContain(`Chargeback: check #${ids.dispute}`);
    expect(text).toContain(`Authorization expired, money kept: check #${ids.expired}`);
    expect(text).toContain(`Data request due: data-request:${requestId}`);
    expect(text).not.toContain(`check #${ids.stuck},`);
    expect(text).not.toContain(`check #${ids.bounced}`);
    expect(text).not.toContain("German");
    expect(first.alerted).toBe(4);
    // The next sweep sends nothing new.
    expect(await alertOverdueAttention(t.deps)).toEqual({ alerted: 0 });
    expect((await outbox()).length).toBe(2);
    // Two hours on, the stuck paid check has waited long enough.
    clock = new Date(clock.getTime() + 120 * MIN);
    expect(await alertOverdueAttention(t.deps)).toEqual({ alerted: 1 });
    const later = (await outbox()).slice(2);
    expect(later).toHaveLength(2);
    expect(later[0].text).toContain(`Stuck: check #${ids.stuck},`);
  });
});
