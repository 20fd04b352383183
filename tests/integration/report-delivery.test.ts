import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, emailReports, organizations, referenceChecks, reportFiles } from "../../src/db/schema";
import { createPostmarkEmail } from "../../src/providers/email/postmark";
import type { Deps } from "../../src/services/deps";
import { deliverReport, reportEmailKey } from "../../src/services/reports/deliver";
import { generateReport } from "../../src/services/reports/generate";
import { checkTurnaround, turnaroundSummary } from "../../src/services/insights/turnaround";
import { checkPayload, startTestApp, waitFor, type TestApp } from "../support/app";
import { startFakePostmark } from "../support/fake-postmark";

const ADMIN_TOKEN = "operator-token-0123456789abcdef";
const HOOK = { user: "postmark-hooks", password: "hook-secret-123" };
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakePostmark>>;
let pm: Deps;

beforeAll(async () => {
  fake = await startFakePostmark();
  t = await startTestApp({
    worker: true,
    env: {
      ADMIN_API_TOKEN: ADMIN_TOKEN,
      OPERATOR_EMAILS: "ops@refline.example",
      POSTMARK_WEBHOOK_USER: HOOK.user,
      POSTMARK_WEBHOOK_PASSWORD: HOOK.password,
    },
  });
  pm = withPostmark({ settleAfterSeconds: 0 });
});

/** The same services with the real Postmark client, reaching the local fake through requestHost. */
function withPostmark(opts: { settleAfterSeconds?: number } = {}): Deps {
  const email = createPostmarkEmail(t.deps.db, {
    serverToken: "test-server-token",
    from: "reports@refline.example",
    requestHost: fake.host,
    ...opts,
  });
  return { ...t.deps, providers: { ...t.deps.providers, email } };
}
afterAll(async () => {
  await t?.stop();
  await fake?.close();
});

async function completedCheck(overrides: Record<string, unknown> = {}) {
  const payload = checkPayload(overrides);
  const res = await fetch(`${t.url}/api/reference-checks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  expect(res.status).toBe(201);
  const { referenceCheckId: id } = (await res.json()) as { referenceCheckId: number };
  await waitFor(
    async () => {
      const [c] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, id));
      return c?.status === "completed";
    },
    120_000,
    `check ${id} completed`,
  );
  // The queued delivery job (the safety net behind the immediate delivery) has run too.
  await waitFor(
    async () => {
      const rows = await t.deps.database.sql<{ n: number }[]>`
        select count(*)::int as n from pgboss.job
        where name = 'deliver-report' and data->>'checkId' = ${String(id)}
          and state in ('created', 'retry', 'active')`;
      return rows[0]!.n === 0;
    },
    60_000,
    `check ${id} delivery jobs finished`,
  );
  return { id, payload };
}

/** Puts a delivered check back to "report rendered, not yet e-mailed" for the Postmark cases. */
async function undeliver(id: number) {
  await t.deps.db.delete(emailReports).where(eq(emailReports.referenceCheckId, id));
  await t.deps.db.delete(emailOutbox).where(eq(emailOutbox.idempotencyKey, reportEmailKey(id)));
  await t.deps.db
    .update(referenceChecks)
    .set({ status: "processing", reportDeliveredAt: null })
    .where(eq(referenceChecks.id, id));
}

const mailsTo = async (to: string) =>
  t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

describe("report delivery", () => {
  it("e-mails the requester once, HTML and text with the PDF, even when the job runs again", async () => {
    const { id, payload } = await completedCheck({ candidateName: "Riley Chen" });
    // The job runs twice more, once of them concurrently with itself.
    const again = await Promise.all([deliverReport(t.deps, id), deliverReport(t.deps, id)]);
    expect(again.every((o) => o === "already-sent" || o === "deferred")).toBe(true);
    expect(await deliverReport(t.deps, id)).toBe("already-sent");

    const mails = await mailsTo(payload.requesterEmail);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Your RefLine reference report for Riley Chen");
    expect(mail.textBody).toContain("Hiring recommendation score:");
    expect(mail.textBody).toContain(`Reference_Report_Riley_Chen_${id}.pdf`);
    expect(mail.htmlBody).toContain("<h1");
    expect(mail.htmlBody).toContain("Riley Chen");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe(`Reference_Report_Riley_Chen_${id}.pdf`);
    expect(Buffer.from(mail.attachments[0]!.content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    // Nobody else got it.
    const all = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.subject, mail.subject));
    expect(all.map((m) => m.toAddress)).toEqual([payload.requesterEmail]);

    const rows = await t.deps.db.select().from(emailReports).where(eq(emailReports.referenceCheckId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("sent");
    expect(rows[0]!.recipientEmail).toBe(payload.requesterEmail);
    expect(rows[0]!.emailId).toBe(mail.messageId);

    // The 2-hour promise, measured for this check.
    const ta = await checkTurnaround(t.deps, id);
    expect(ta!.reportDeliveredAt).toBeInstanceOf(Date);
    expect(ta!.submissionToEmailMinutes).toBeGreaterThanOrEqual(0);
    expect(ta!.lastCallToEmailMinutes).toBeGreaterThanOrEqual(0);
    expect(ta!.lastCallToEmailMinutes!).toBeLessThanOrEqual(ta!.submissionToEmailMinutes!);
    expect(ta!.withinPromise).toBe(true);
    expect(ta!.emailStatus).toBe("sent");
    const sum = await turnaroundSummary(t.deps);
    expect(sum.delivered).toBeGreaterThanOrEqual(1);
    expect(sum.recent.some((r) => r.checkId === id)).toBe(true);
    expect(sum.withinPromiseShare).toBe(1);
  });

  it("sends through Postmark's API with the PDF, HTML, text and the idempotency key as metadata", async () => {
    const { id, payload } = await completedCheck();
    await undeliver(id);
    fake.messages.length = 0;
    expect(await deliverReport(pm, id)).toBe("sent");
    expect(await deliverReport(pm, id)).toBe("already-sent");
    expect(fake.messages).toHaveLength(1);
    const m = fake.messages[0]!;
    expect(m.token).toBe("test-server-token");
    expect(m.body.To).toBe(payload.requesterEmail);
    expect(m.body.From).toBe("reports@refline.example");
    expect(m.body.HtmlBody).toContain("Hiring recommendation score");
    expect(m.body.TextBody).toContain("Hiring recommendation score");
    expect(m.body.Metadata).toEqual({ idempotency_key: reportEmailKey(id) });
    expect(m.body.Attachments![0]!.Name).toBe(`Reference_Report_Sam_Lee_${id}.pdf`);
    expect(Buffer.from(m.body.Attachments![0]!.Content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    const [row] = await t.deps.db.select().from(emailReports).where(eq(emailReports.referenceCheckId, id));
    expect(row!.status).toBe("sent");
    expect(row!.emailId).toBe(m.MessageID);
    expect(row!.emailProvider).toBe("postmark");
  });

  it("after a crash between Postmark accepting and the answer being recorded, finds the e-mail instead of resending", async () => {
    const { id } = await completedCheck();
    await undeliver(id);
    fake.messages.length = 0;
    fake.setNext("accept-then-drop");
    await expect(deliverReport(pm, id)).rejects.toThrow();
    const [mid] = await t.deps.db.select().from(emailReports).where(eq(emailReports.referenceCheckId, id));
    expect(mid!.status).toBe("sending");
    expect(fake.messages).toHaveLength(1);

    expect(await deliverReport(pm, id)).toBe("recovered");
    expect(fake.messages).toHaveLength(1);
    expect(
      fake.searches.some((s) =>
        s.includes(`metadata_idempotency_key=${encodeURIComponent(reportEmailKey(id))}`),
      ),
    ).toBe(true);
    const [row] = await t.deps.db.select().from(emailReports).where(eq(emailReports.referenceCheckId, id));
    expect(row!.status).toBe("sent");
    expect(row!.emailId).toBe(fake.messages[0]!.MessageID);
    const [check] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, id));
    expect(check!.status).toBe("completed");
  });

  it("after a crash before Postmark got the message, sends it (once) on the next run", async () => {
    const { id } = await completedCheck();
    await undeliver(id);
    fake.messages.length = 0;
    fake.setNext("fail-500");
    await expect(deliverReport(pm, id)).rejects.toThrow();
    expect(fake.messages).toHaveLength(0);
    expect(await deliverReport(pm, id)).toBe("sent");
    expect(await deliverReport(pm, id)).toBe("already-sent");
    expect(fake.messages).toHaveLength(1);
  });

  it("waits for Postmark's search to catch up before deciding an in-doubt e-mail was never sent", async () => {
    const { id } = await completedCheck();
    await undeliver(id);
    const lagging = withPostmark({ settleAfterSeconds: 120 });
    fake.messages.length = 0;
    fake.setNext("fail-500");
    await expect(deliverReport(lagging, id)).rejects.toThrow();
    expect(await deliverReport(lagging, id)).toBe("deferred");
    expect(fake.messages).toHaveLength(0);
  });

  it("sends once when two runs race for the same report", async () => {
    const { id } = await completedCheck();
    await undeliver(id);
    const realistic = withPostmark();
    fake.messages.length = 0;
    const outcomes = await Promise.all([deliverReport(realistic, id), deliverReport(realistic, id)]);
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
    expect(fake.messages).toHaveLength(1);
    expect(await deliverReport(realistic, id)).toBe("already-sent");
    expect(fake.messages).toHaveLength(1);
  });

  it("records a refused address as failed, without retrying, and still completes the check", async () => {
    const { id } = await completedCheck();
    await undeliver(id);
    fake.setNext("refuse-422");
    expect(await deliverReport(pm, id)).toBe("refused");
    expect(await deliverReport(pm, id)).toBe("refused");
    const [row] = await t.deps.db.select().from(emailReports).where(eq(emailReports.referenceCheckId, id));
    expect(row!.status).toBe("failed");
    expect(row!.error).toMatch(/inactive/);
    const [check] = await t.deps.db.select().from(referenceChecks).where(eq(referenceChecks.id, id));
    expect(check!.status).toBe("completed");
    expect(check!.reportDeliveredAt).toBeNull();
  });

  it("for an organization's check: attaches its default design and copies its shared address once", async () => {
    const { id, payload } = await completedCheck({ candidateName: "Morgan Team" });
    const shared = `hiring.${id}@example.com`;
    const [org] = await t.deps.db
      .insert(organizations)
      .values({
        publicId: `org_delivery${id}`,
        name: "Delivery Co",
        billingEmail: payload.requesterEmail,
        sharedEmail: shared,
        defaultReportDesign: "enhanced",
      })
      .returning();
    await t.deps.db
      .update(referenceChecks)
      .set({ organizationId: org!.id })
      .where(eq(referenceChecks.id, id));
    await undeliver(id);
    expect(await deliverReport(t.deps, id)).toBe("sent");
    expect(await deliverReport(t.deps, id)).toBe("already-sent");
    const [toRequester] = await mailsTo(payload.requesterEmail);
    const copies = await mailsTo(shared);
    expect(copies).toHaveLength(1);
    expect(copies[0]!.subject).toBe(toRequester!.subject);
    const [enhanced] = await t.deps.db
      .select()
      .from(reportFiles)
      .where(and(eq(reportFiles.referenceCheckId, id), eq(reportFiles.design, "enhanced")));
    for (const mail of [toRequester!, copies[0]!]) {
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.filename).toBe(enhanced!.fileName);
      expect(Buffer.from(mail.attachments[0]!.content, "base64").equals(enhanced!.content)).toBe(true);
    }
    const rows = await t.deps.db.select().from(emailReports).where(eq(emailReports.referenceCheckId, id));
    expect(rows.map((r) => [r.reportType, r.recipientEmail, r.status]).sort()).toEqual([
      ["standard", payload.requesterEmail, "sent"],
      ["standard_shared", shared, "sent"],
    ]);
  });

  it("makes no report while a reference is not final", async () => {
    const res = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(checkPayload()),
    });
    const { referenceCheckId: id } = (await res.json()) as { referenceCheckId: number };
    // Straight away, before any call has ended.
    expect(await generateReport(t.deps, id)).toBe("not-ready");
    const files = await t.deps.db.select().from(reportFiles).where(eq(reportFiles.referenceCheckId, id));
    expect(files).toHaveLength(0);
  });
});

describe("Postmark webhooks", () => {
  const auth = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString("base64")}`;
  const hook = (body: unknown, authorization?: string) =>
    fetch(`${t.url}/api/webhooks/postmark`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });

  it("needs the configured basic credentials", async () => {
    const body = { RecordType: "Delivery", MessageID: "x" };
    expect((await hook(body)).status).toBe(401);
    expect((await hook(body, auth(HOOK.user, "wrong"))).status).toBe(401);
    expect((await hook(body, `Bearer ${HOOK.password}`)).status).toBe(401);
    const bad = await hook({ RecordType: "Delivery" }, auth(HOOK.user, HOOK.password));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/MessageID/);
  });

  it("marks the report e-mail delivered, then bounced, once per event", async () => {
    const { id } = await completedCheck();
    const [row] = await t.deps.db.select().from(emailReports).where(eq(emailReports.referenceCheckId, id));
    const delivery = {
      RecordType: "Delivery",
      ServerID: 1,
      MessageStream: "outbound",
      MessageID: row!.emailId,
      Recipient: row!.recipientEmail,
      Tag: "report",
      DeliveredAt: "2026-03-02T16:00:00Z",
      Details: "Test delivery webhook details",
      Metadata: { idempotency_key: row!.idempotencyKey },
    };
    const ok = await hook(delivery, auth(HOOK.user, HOOK.password));
    expect(ok.status).toBe(200);
    expect((await ok.json()).result).toBe("applied");
    expect((await (await hook(delivery, auth(HOOK.user, HOOK.password))).json()).result).toBe("duplicate");
    let [after] = await t.deps.db.select().from(emailReports).where(eq(emailReports.id, row!.id));
    expect(after!.status).toBe("delivered");
    expect(after!.deliveredAt!.toISOString()).toBe("2026-03-02T16:00:00.000Z");

    const bounce = {
      RecordType: "Bounce",
      ID: 4323372036,
      Type: "HardBounce",
      TypeCode: 1,
      Name: "Hard bounce",
      MessageID: row!.emailId,
      Description: "The server was unable to deliver your message (ex: unknown user, mailbox not found).",
      Email: row!.recipientEmail,
      BouncedAt: "2026-03-02T16:05:00Z",
    };
    expect((await hook(bounce, auth(HOOK.user, HOOK.password))).status).toBe(200);
    [after] = await t.deps.db.select().from(emailReports).where(eq(emailReports.id, row!.id));
    expect(after!.status).toBe("bounced");
    expect(after!.error).toMatch(/^Hard bounce: The server was unable/);
    // A late delivery event does not undo the bounce.
    await hook({ ...delivery, DeliveredAt: "2026-03-02T16:06:00Z" }, auth(HOOK.user, HOOK.password));
    [after] = await t.deps.db.select().from(emailReports).where(eq(emailReports.id, row!.id));
    expect(after!.status).toBe("bounced");
    expect((await checkTurnaround(t.deps, id))!.emailStatus).toBe("bounced");
  });
});

describe("POST /api/send-test-email/{id}", () => {
  const send = (id: string | number, token?: string) =>
    fetch(`${t.url}/api/send-test-email/${id}`, {
      method: "POST",
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("is for operators only", async () => {
    expect((await send(1)).status).toBe(401);
    expect((await send(1, "not-the-token-at-all-xx")).status).toBe(401);
  });

  it("sends the operator a marked test copy, never the requester", async () => {
    const { id, payload } = await completedCheck({ candidateName: "Test Copy" });
    const before = (await mailsTo(payload.requesterEmail)).length;
    const res = await send(id, ADMIN_TOKEN);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, to: "ops@refline.example", attached: true });
    const ops = (await mailsTo("ops@refline.example")).filter((m) => m.messageId === body.messageId);
    expect(ops).toHaveLength(1);
    expect(ops[0]!.subject).toBe("[Test] Your RefLine reference report for Test Copy");
    expect(ops[0]!.textBody).toContain(`The requester (${payload.requesterEmail}) was not e-mailed.`);
    expect(ops[0]!.attachments[0]!.filename).toBe(`Reference_Report_Test_Copy_${id}.pdf`);
    expect((await mailsTo(payload.requesterEmail)).length).toBe(before);
    // Each click is its own test e-mail.
    expect((await send(id, ADMIN_TOKEN)).status).toBe(200);
    const tests = await t.deps.db.select().from(emailReports).where(eq(emailReports.referenceCheckId, id));
    expect(tests.filter((r) => r.reportType === "test").map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("answers 400 for a bad id and 404 for an unknown check", async () => {
    const bad = await send("abc", ADMIN_TOKEN);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/^id: /);
    const missing = await send(99999999, ADMIN_TOKEN);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Reference check not found");
  });
});
