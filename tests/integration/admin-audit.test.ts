/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
import { eq } from "drizzle-orm";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReferences, emailReports, operatorAuditLog, refunds } from "../../src/db/schema";
import { REDACTED } from "../../src/services/interview/guard";
import { ensureConfiguredAdmin } from "../../src/services/accounts/operators/admins";
import { insertCheck, insertInterview } from "../support/admin-fixtures";
import { startTestApp, waitFor, type TestApp } from "../support/app";
import { closeAgents, rawRequest } from "../support/fuzz/http";
import { createPaidCheck, loadCheckRow, payWithTestCard, postJson } from "../support/payments";

/**
 * The operator audit trail (issue 22): sign-in (success and failure, with the address), key saved,
 * maintenance switched and each action on a check are written; the list pages and filters; and
 * the actions that act on one check: re-call (also of a failed reference, with the refund rules
 * kept), resend report, and operator e-mails linking the check's detail view.
 */
const TOKEN = "admin-token-audit-0123456789";
const auth = { authorization: `Bearer ${TOKEN}` };
const ADMIN_EMAIL = "ops-audit@refline.example";
const ADMIN_PASSWORD = "audit trail password 42";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true, env: { ADMIN_API_TOKEN: TOKEN, ADMIN_EMAIL, ADMIN_PASSWORD } });
  await ensureConfiguredAdmin(t.deps);
});
afterAll(async () => {
  closeAgents();
  await t?.stop();
});

const get = (path: string) => fetch(`${t.url}${path}`, { headers: auth });
const post = (path: string, body?: unknown) => postJson(t, path, body ?? {}, auth);
const outbox = async () => (await (await fetch(`${t.url}/api/dev/outbox`)).json()) as any[];
const auditOf = (checkId: number) =>
  t.deps.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.referenceCheckId, checkId));
const signIn = (from: string, password: string) =>
  rawRequest(t.url, {
    method: "POST",
    path: "/trpc/accounts.operatorSignIn",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(superjson.serialize({ email: ADMIN_EMAIL.toUpperCase(), password })),
    from,
  });

describe("audit entries", () => {
  it("records sign-in success and failure with the address, and sign-out", async () => {
    expect((await signIn("127.0.0.41", "wrong password")).status).toBe(401);
    const ok = await signIn("127.0.0.42", ADMIN_PASSWORD);
    expect(ok.status).toBe(200);
    const cookie = String(ok.headers["set-cookie"]).split(";")[0]!;
    const out = await fetch(`${t.url}/api/admin/logout`, { method: "POST", headers: { cookie } });
    expect(out.status).toBe(200);

    const res = await get(`/api/admin/audit-log?operator=${encodeURIComponent(ADMIN_EMAIL)}`);
    const entries = (await res.json()) as any[];
    const mine = entries.map((e) => [e.action, e.ip, e.detail.reason ?? null]).reverse();
    expect(mine).toEqual([
      ["sign-in-failed", "127.0.0.41", "Invalid password"],
      ["sign-in", "127.0.0.42", null],
      ["sign-out", "127.0.0.1", null],
    ]);
    // The password tried is never stored.
    expect(JSON.stringify(entries)).not.toContain("wrong password");
  });

  it("records a key saved and maintenance switched", async () => {
    expect((await post("/api/save-api-key", { keyName: "BLAND_API_KEY", keyValue: "k-123" })).status).toBe(
      200,
    );
    expect((await post("/api/admin/maintenance", { enabled: true })).status).toBe(200);
    expect((await post("/api/admin/maintenance", { enabled: false })).status).toBe(200);
    const list = (await (await get("/api/admin/audit-log?limit=10")).json()) as any[];
    const actions = list.map((e) => [e.action, e.detail]);
    expect(actions).toContainEqual(["key-saved", { keyName: "TWILIO_AUTH_TOKEN" }]);
    expect(actions).toContainEqual(["maintenance-switched", { enabled: true }]);
    expect(actions).toContainEqual(["maintenance-switched", { enabled: false }]);
    expect(JSON.stringify(list)).not.toContain("k-123");
  });
});

describe("audit log list", () => {
  it("filters by action, operator and check (number or status id) and pages with a cursor", async () => {
    const a = await insertCheck(t.deps, { status: "processing" }, [{ status: "pending" }]);
    const b = await insertCheck(t.deps, { status: "processing" }, [{ status: "pending" }]);
    for (const c of [a, b, a])
      expect((await post(`/api/admin/retry-stuck/${c.id}`)).status).toBeLessThan(500);
    // Whatever retry answered, five recorded actions on these two checks:
    await t.deps.db.insert(operatorAuditLog).values(
      [a, a, b].map((c, i) => ({
        at: new Date(Date.now() + i),
        actorEmail: "other-op@refline.example",
        ip: "192.0.2.9",
        action: "refund",
        referenceCheckId: c.id,
        detail: { amount: i + 1 },
      })),
    );
    const forA = (await (await get(`/api/admin/audit-log?check=${a.id}`)).json()) as any[];
    expect(forA.every((e) => e.checkId === a.id)).toBe(true);
    const byPublic = (await (await get(`/api/admin/audit-log?check=${a.publicId}`)).json()) as any[];
    expect(byPublic.map((e) => e.id)).toEqual(forA.map((e) => e.id));
    const refundsOfA = (await (
      await get(`/api/admin/audit-log?check=%23${a.id}&action=refund&operator=OTHER-OP@refline.example`)
    ).json()) as any[];
    expect(refundsOfA.map((e) => e.detail.amount)).toEqual([2, 1]);
    // A check that does not exist matches nothing, never everything.
    const none = await get("/api/admin/audit-log?check=999999999");
    expect([none.headers.get("x-total-count"), await none.json()]).toEqual(["0", []]);

    // Paging: every entry once, newest first, "N of total" from the header.
    const first = await get("/api/admin/audit-log?limit=2");
    const total = Number(first.headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(5);
    const seen: number[] = ((await first.json()) as any[]).map((e) => e.id);
    let cursor = first.headers.get("x-next-cursor");
    while (cursor) {
      const page = await get(`/api/admin/audit-log?limit=2&cursor=${cursor}`);
      seen.push(...((await page.json()) as any[]).map((e) => e.id));
      cursor = page.headers.get("x-next-cursor");
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("names the field of bad input and offers no way to change an entry", async () => {
    const bad = await get("/api/admin/audit-log?action=delete-everything");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("action");
    const cursor = await get("/api/admin/audit-log?cursor=x1");
    expect(cursor.status).toBe(400);
    expect(await cursor.text()).toContain("cursor");
    const limit = await get("/api/admin/audit-log?limit=9999");
    expect([limit.status, await limit.text()]).toEqual([400, expect.stringContaining("limit")]);
    expect((await fetch(`${t.url}/api/admin/audit-log`)).status).toBe(401);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      expect((await fetch(`${t.url}/api/admin/audit-log`, { method, headers: auth })).status).toBe(404);
  });
});

// Each of these runs a real check through the worker (three unanswered calls, an interview, a report).
describe("re-call and resend", { timeout: 180_000 }, () => {
  /** A paid one-reference check whose reference never answered: failed and refunded in full. */
  async function failedRefundedCheck(name: string) {
    const c = await createPaidCheck(t, [name]);
    await payWithTestCard(t, c.pay);
    await waitFor(
      async () => {
        const r = await c.check();
        return r.status === "failed" && r.paymentStatus === "refunded";
      },
      60_000,
      "check failed and refunded",
    );
    return c;
  }
  const recall = (id: number, index: number) => post(`/api/admin/checks/${id}/references/${index}/recall`);

  it("re-calls a failed reference: the check runs again, is delivered, and stays refunded", async () => {
    const c = await failedRefundedCheck("No Answer Olu");
    const id = c.referenceCheckId;
    const before = await loadCheckRow(t, id);
    expect(before.amountRefunded).toBe("29.00");
    const detail = (await (await get(`/api/admin/checks/${id}`)).json()) as any;
    expect(detail.references[0]).toMatchObject({ status: "failed", canRecall: true, attemptsMade: 3 });
    // The reference can be reached now (the simulator answers by name).
    await t.deps.db
      .update(checkReferences)
      .set({ name: "Olu Answers Now" })
      .where(eq(checkReferences.referenceCheckId, id));

    const res = await recall(id, 1);
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body).toMatchObject({ attempt: 4, reopened: true });
    expect(body.refundNote).toContain("refunded in full and stays refunded");
    expect((await loadCheckRow(t, id)).status).toBe("processing");

    const done = await waitFor(
      async () => {
        const r = await c.check();
        return r.status === "completed" ? r : null;
      },
      60_000,
      "re-opened check delivered",
    );
    expect([done.paymentStatus, done.amountRefunded, done.failureReason]).toEqual([
      "refunded",
      "29.00",
      null,
    ]);
    const money = await t.deps.db.select().from(refunds).where(eq(refunds.referenceCheckId, id));
    expect(money).toHaveLength(1);
    await waitFor(async () =>
      (await outbox()).find((m) => m.to === done.requesterEmail && m.attachments?.length),
    );
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, e.detail])).toEqual([
      ["recall-reference", { checkId: id, referenceIndex: 1, attempt: 4, reopened: true }],
    ]);
  });

  it("a refunded reference that fails again is not refunded twice; people who said no are not called", async () => {
    const c = await failedRefundedCheck("No Answer Ada");
    const id = c.referenceCheckId;
    expect((await recall(id, 1)).status).toBe(200);
    await waitFor(
      async () => {
        const [ref] = await t.deps.db
          .select()
          .from(checkReferences)
          .where(eq(checkReferences.referenceCheckId, id));
        const r = await c.check();
        return ref!.status === "failed" && ref!.attemptsMade === 4 && r.status === "failed" ? r : null;
      },
      60_000,
      "second failure",
    );
    await new Promise((r) => setTimeout(r, 1500)); // room for a (wrong) second refund job to run
    const row = await loadCheckRow(t, id);
    expect([row.paymentStatus, row.amountRefunded]).toEqual(["refunded", "29.00"]);
    expect(await t.deps.db.select().from(refunds).where(eq(refunds.referenceCheckId, id))).toHaveLength(1);
    // The requester had the failure notice once and is not sent it again.
    const notices = await t.deps.db.select().from(emailReports).where(eq(emailReports.referenceCheckId, id));
    expect(notices.filter((n) => n.reportType === "failure_notice")).toHaveLength(1);

    const declined = await insertCheck(t.deps, { status: "failed" }, [
      { status: "failed", attemptsMade: 1 },
      { status: "failed", attemptsMade: 1 },
    ]);
    await t.deps.db
      .update(checkReferences)
      .set({ failureReason: "The reference declined to be recorded." })
      .where(eq(checkReferences.referenceCheckId, declined.id));
    const refused = await recall(declined.id, 1);
    expect([refused.status, await refused.text()]).toEqual([
      409,
      expect.stringContaining("declined to be recorded, so they are not called again"),
    ]);
    const completed = await insertCheck(t.deps, { status: "completed" }, [{ status: "failed" }]);
    expect((await recall(completed.id, 1)).status).toBe(409);
    expect((await recall(declined.id, 4)).status).toBe(400);
    expect(await auditOf(declined.id)).toHaveLength(0);
  });

  it("resends a completed check's report to the requester, recorded and audited", async () => {
    const c = await createPaidCheck(t, ["Pat Resend"]);
    await payWithTestCard(t, c.pay);
    const id = c.referenceCheckId;
    const done = await waitFor(
      async () => {
        const r = await c.check();
        return r.status === "completed" ? r : null;
      },
      60_000,
      "completed",
    );
    const reports = async () =>
      (await outbox()).filter((m) => m.to === done.requesterEmail && m.attachments?.length);
    await waitFor(async () => (await reports()).length === 1);
    const res = await post(`/api/admin/checks/${id}/resend-report`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, to: done.requesterEmail });
    const sent = await reports();
    expect(sent).toHaveLength(2);
    expect(sent[1].attachments[0].filename).toBe(sent[0].attachments[0].filename);
    const ledger = await t.deps.db.select().from(emailReports).where(eq(emailReports.referenceCheckId, id));
    expect(ledger.filter((l) => l.reportType === "resend").map((l) => l.status)).toEqual(["sent"]);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(["resend-report"]);

    const running = await insertCheck(t.deps, { status: "processing" });
    const refused = await post(`/api/admin/checks/${running.id}/resend-report`);
    expect([refused.status, await refused.text()]).toEqual([
      409,
      expect.stringContaining("Only a completed check's report can be resent"),
    ]);
  });
});

describe("detail view", () => {
  it("marks the interviewer's redactions in the transcript and counts them per reference", async () => {
    const c = await insertCheck(t.deps, { status: "completed" }, [{ status: "completed", name: "Rae Ref" }]);
    await insertInterview(t.deps, c.id);
    const d = (await (await get(`/api/admin/checks/${c.id}`)).json()) as any;
    const ref = d.references[0];
    expect(ref.redactions).toBe(1);
    const turns = ref.attempts[0].transcript;
    expect(turns[1].parts).toEqual([
      { text: "She is a strong engineer.", redacted: false },
      { text: "protected characteristic removed", redacted: true },
      { text: "She ships on time.", redacted: false },
    ]);
    // The marker itself never reaches the page as words.
    expect(JSON.stringify(d)).not.toContain(REDACTED);
    expect(ref.attempts[0].consent).toMatchObject({ consentGiven: true, redactions: 1 });
  });
});

describe("operator e-mails", () => {
  it("link the check's detail view by its status id, which opens the same check", async () => {
    const c = await insertCheck(t.deps, { status: "completed" }, [{ status: "completed" }]);
    expect((await post(`/api/send-test-email/${c.id}`)).status).toBe(200);
    const mail = await waitFor(async () =>
      (await outbox()).find((m) => m.text?.includes(`Test e-mail for check #${c.id}`)),
    );
    expect(mail.text).toContain(`/admin/checks/${c.publicId}`);
    const byPublic = (await (await get(`/api/admin/checks/${c.publicId}`)).json()) as any;
    expect([byPublic.id, byPublic.publicId]).toEqual([c.id, c.publicId]);
    expect((await get(`/api/admin/checks/no-such-status-id-0000`)).status).toBe(404);
    expect((await get(`/api/admin/checks/${encodeURIComponent("x y")}`)).status).toBe(400);
    expect((await fetch(`${t.url}/api/admin/checks/${c.publicId}`)).status).toBe(401);
  });
});
