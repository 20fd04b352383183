/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences, emailReports, operatorAuditLog, referenceChecks } from "../../src/db/schema";
import { failureReasonFor } from "../../src/services/checks/failure-reasons";
import { insertCheck } from "../support/admin-fixtures";
import { startTestApp, waitFor, type TestApp } from "../support/app";
import { createPaidCheck, payWithTestCard, postJson } from "../support/payments";

/**
 * What an operator does about items in the attention queue (issue 29): call a reference again in
 * another language with a note; resend a bounced report to a new address (the bounced one does
 * not count); retry a paid check that never started; and the audit log keeps test calls and the
 * CSV export.
 */
const TOKEN = "admin-token-attention-actions-0123";
const auth = { authorization: `Bearer ${TOKEN}` };
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true, env: { ADMIN_API_TOKEN: TOKEN, STUCK_CHECK_MINUTES: "30" } });
});
afterAll(async () => {
  await t?.stop();
});

const post = (path: string, body: unknown = {}) => postJson(t, path, body, auth);
const queue = async () =>
  (await (await fetch(`${t.url}/api/admin/attention`, { headers: auth })).json()) as { items: any[] };
const audit = (action: string) =>
  t.deps.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, action));
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe("acting on the attention queue", () => {
  it("calls a reference who needs German again in another language, with the note on record", async () => {
    const check = await insertCheck(t.deps, { status: "failed" }, [
      { name: "German Greta", status: "failed", attemptsMade: 1 },
    ]);
    await t.deps.db
      .update(checkReferences)
      .set({
        operatorAttention: "language: German",
        failureReason: failureReasonFor("language_unsupported", 1, "German"),
      })
      .where(eq(checkReferences.referenceCheckId, check.id));
    expect((await queue()).items.some((i) => i.checkId === check.id && i.reason === "needs_operator")).toBe(
      true,
    );

    const bad = await post(`/api/admin/checks/${check.id}/references/1/recall`, { language: "de" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/language/);
    const res = await post(`/api/admin/checks/${check.id}/references/1/recall`, {
      language: "fr",
      note: "She is fluent in French; an interpreter is not needed.",
    });
    expect(res.status).toBe(200);
    const [ref] = await t.deps.db
      .select()
      .from(checkReferences)
      .where(and(eq(checkReferences.referenceCheckId, check.id), eq(checkReferences.referenceIndex, 1)));
    expect(ref!.language).toBe("fr");
    expect(ref!.operatorAttention).toBeNull();
    expect(["scheduled", "in_progress", "completed", "failed"]).toContain(ref!.status);
    const [entry] = (await audit("recall-reference")).filter((a) => a.referenceCheckId === check.id);
    expect(entry!.detail).toMatchObject({
      language: "fr",
      note: "She is fluent in French; an interpreter is not needed.",
    });
    expect((await queue()).items.some((i) => i.checkId === check.id && i.reason === "needs_operator")).toBe(
      false,
    );
  });

  it("a bounced report leaves the queue only when a resend goes to a new address", async () => {
    const c = await createPaidCheck(t, ["Pat Bounce"]);
    await payWithTestCard(t, c.pay);
    const check = await waitFor(
      async () => {
        const r = await c.check();
        return r.status === "completed" ? r : null;
      },
      60_000,
      "completed",
    );
    const first = await waitFor(async () => {
      const rows = await t.deps.db
        .select()
        .from(emailReports)
        .where(eq(emailReports.referenceCheckId, check.id));
      return rows.find(
        (r) => r.reportType === "standard" && r.status !== "pending" && r.status !== "sending",
      );
    });
    // The requester's mailbox refused it (as the provider's bounce webhook records it).
    await t.deps.db
      .update(emailReports)
      .set({ status: "bounced", bouncedAt: new Date() })
      .where(eq(emailReports.id, first.id));
    const bounced = async () =>
      (await queue()).items.some((i) => i.checkId === check.id && i.reason === "report_bounced");
    expect(await bounced()).toBe(true);
    // The same address again: still nobody has it.
    expect((await post(`/api/admin/checks/${check.id}/resend-report`)).status).toBe(200);
    expect(await bounced()).toBe(true);
    const bad = await post(`/api/admin/checks/${check.id}/resend-report`, { to: "not an address" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/^to: /);
    const res = await post(`/api/admin/checks/${check.id}/resend-report`, {
      to: "hiring@new-employer.example",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).to).toBe("hiring@new-employer.example");
    expect(await bounced()).toBe(false);
    const entries = (await audit("resend-report")).filter((a) => a.referenceCheckId === check.id);
    expect(entries.map((e) => e.detail.to)).toEqual([check.requesterEmail, "hiring@new-employer.example"]);
  });

  it("retries a paid check that never started: its calls start", async () => {
    const check = await insertCheck(t.deps, {
      status: "pending",
      paymentStatus: "paid",
      priceCharged: "29.00",
      updatedAt: hoursAgo(3),
      createdAt: hoursAgo(3),
    });
    const listed = (await (
      await fetch(`${t.url}/api/admin/reference-checks?search=${check.publicId}`, { headers: auth })
    ).json()) as any[];
    expect(listed[0]).toMatchObject({ isStuck: true, actions: { retry: true } });
    expect((await queue()).items.some((i) => i.checkId === check.id && i.reason === "paid_not_started")).toBe(
      true,
    );
    expect((await post(`/api/admin/retry-stuck/${check.id}`)).status).toBe(200);
    await waitFor(async () => {
      const [row] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, check.id));
      return row!.status !== "pending";
    }, 30_000);
    expect((await queue()).items.some((i) => i.checkId === check.id && i.reason === "paid_not_started")).toBe(
      false,
    );
  });

  it("audits test calls and the CSV export", async () => {
    const basic = await post("/api/test-basic-call", { phoneNumber: "(415) 555-0142" });
    expect(basic.status).toBe(200);
    const voice = await post("/api/test-voice-call", {
      voice: "Google.en-US-Neural2-D",
      speed: 100,
      script: "Testing the intro",
      phoneNumber: "+1 416 555 0100",
      testType: "intro",
    });
    expect(voice.status).toBe(200);
    const calls = await audit("test-call");
    expect(calls.map((c) => [c.actorEmail, c.detail.kind, c.detail.to])).toEqual([
      ["api-token@operators", "basic", "(415) 555-0142"],
      ["api-token@operators", "voice", "+1 416 555 0100"],
    ]);
    const csv = await fetch(`${t.url}/api/admin/export-csv?status=completed`, { headers: auth });
    expect(csv.status).toBe(200);
    const rows = (await csv.text()).trim().split("\n").length - 1;
    const [exported] = await audit("csv-exported");
    expect(exported!.detail).toMatchObject({ rows, status: "completed" });
  });
});

describe("named operator tokens", () => {
  it("record each token's name in the audit log; an unknown token is refused", async () => {
    const named = await startTestApp({
      env: {
        ADMIN_API_TOKEN: TOKEN,
        ADMIN_API_TOKENS:
          "billing-script=billing-token-0123456789, ana@refline.example=ana-token-0123456789abc",
      },
    });
    try {
      const as = (token: string) => ({ authorization: `Bearer ${token}` });
      expect(
        (await fetch(`${named.url}/api/admin/attention`, { headers: as("nope-token-0123456789") })).status,
      ).toBe(401);
      for (const token of [TOKEN, "billing-token-0123456789", "ana-token-0123456789abc"])
        expect((await fetch(`${named.url}/api/admin/export-csv`, { headers: as(token) })).status).toBe(200);
      const rows = await named.deps.db
        .select()
        .from(operatorAuditLog)
        .where(eq(operatorAuditLog.action, "csv-exported"))
        .orderBy(operatorAuditLog.id);
      expect(rows.map((r) => r.actorEmail)).toEqual([
        "api-token@operators",
        "billing-script",
        "ana@refline.example",
      ]);
    } finally {
      await named.stop();
    }
  });
});
