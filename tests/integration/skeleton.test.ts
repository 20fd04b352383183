import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLogs, consentLogs, emailReports, referenceChecks } from "../../src/db/schema";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true });
});
afterAll(async () => t?.stop());

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${t.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("walking skeleton: request → calls → transcript → PDF → e-mail", () => {
  it("completes a free check and delivers the PDF to the outbox", async () => {
    const payload = checkPayload({
      candidateName: "Jordan Rivera",
      reference2: { name: "Voicemail Val", phone: uniquePhone(), relationship: "colleague" },
    });
    const res = await post("/api/reference-checks", payload);
    expect(res.status).toBe(201);
    const created = (await res.json()) as {
      id: string;
      referenceCheckId: number;
      pricingInfo: { price: number };
    };
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.pricingInfo.price).toBe(0);

    const first = await (await fetch(`${t.url}/api/status/${created.id}`)).json();
    expect(first.status).toBe("processing");
    expect(first.references).toHaveLength(2);
    expect(first.references[0].phoneNumber).toMatch(/^•••-•••-\d{4}$/);

    const final = await waitFor(
      async () => {
        const s = await (await fetch(`${t.url}/api/status/${created.id}`)).json();
        return s.status === "completed" ? s : null;
      },
      // Both report designs are rendered before the e-mail: allow for a loaded CI machine.
      120_000,
      "check completed",
    );
    expect(final.references.map((r: { status: string }) => r.status)).toEqual(["completed", "failed"]);

    // The transcript of the interview is stored on the call log, with its consent record.
    const logs = await t.deps.db
      .select()
      .from(callLogs)
      .where(eq(callLogs.referenceCheckId, created.referenceCheckId));
    const interviewed = logs.find((l) => l.outcome === "completed")!;
    expect(interviewed.transcript).toContain("Do I have your consent to record?");
    expect(interviewed.transcript).toMatch(/Reference: .*hire her again/);
    const consent = await t.deps.db
      .select()
      .from(consentLogs)
      .where(eq(consentLogs.callLogId, interviewed.id));
    expect(consent[0]?.consentGiven).toBe(true);
    // The voicemail reference was tried three times, each attempt dialled once.
    const vm = logs.filter((l) => l.referenceIndex === 2);
    expect(vm.map((l) => l.attemptNumber).sort()).toEqual([1, 2, 3]);
    expect(vm.every((l) => l.outcome === "voicemail")).toBe(true);

    const outbox = await (await fetch(`${t.url}/api/dev/outbox`)).json();
    const mail = outbox.find((m: { to: string }) => m.to === payload.requesterEmail);
    expect(mail.subject).toContain("Jordan Rivera");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toBe(
      `Reference_Report_Jordan_Rivera_${created.referenceCheckId}.pdf`,
    );
    const pdf = Buffer.from(await (await fetch(`${t.url}${mail.attachments[0].downloadUrl}`)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBe(mail.attachments[0].size);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain("Jordan Rivera");
    expect(text).toContain("Voicemail Val");

    const [check] = await t.deps.db
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.id, created.referenceCheckId));
    expect(check!.reportGenerated).toBe(true);
    expect(check!.reportDeliveredAt).toBeInstanceOf(Date);
    const reports = await t.deps.db
      .select()
      .from(emailReports)
      .where(eq(emailReports.referenceCheckId, check!.id));
    expect(reports).toHaveLength(1);
    expect(reports[0]!.status).toBe("sent");

    // Nothing crashed here, so no job needed a second run: none of this check's jobs failed (a
    // failing step hidden by its retry would show as retry_count > 0).
    const retried = await t.deps.database.sql`
      select name, state, retry_count, output from pgboss.job
      where (data->>'checkId')::int = ${check!.id}
        and (retry_count > 0 or state in ('retry', 'failed'))`;
    expect(retried).toEqual([]);
  });

  it("answers bad input with 400 naming the field, never 500, and stores nothing", async () => {
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(referenceChecks);
    const bad = await post("/api/reference-checks", {
      ...checkPayload(),
      reference1: { name: "X", phone: "12", relationship: "colleague" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("reference1.phone: Please enter a valid phone number (10+ digits)");
    const json = await post(
      "/api/reference-checks",
      { requesterEmail: "nope" },
      { accept: "application/json" },
    );
    expect(json.status).toBe(400);
    const body = await json.json();
    expect(body.fieldErrors.requesterEmail).toEqual(["Please enter a valid email address"]);
    const garbage = await fetch(`${t.url}/api/reference-checks`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(garbage.status).toBe(400);
    const huge = await post("/api/reference-checks", {
      ...checkPayload(),
      candidateName: "x".repeat(400_000),
    });
    expect(huge.status).toBe(413);
    const after = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(referenceChecks);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("answers an unknown status id with 404 and the spec's text", async () => {
    const res = await fetch(`${t.url}/api/status/doesnotexist`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Reference check not found");
  });

  it("refuses a cross-site POST", async () => {
    const res = await post("/api/reference-checks", checkPayload(), { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    const site = await post("/api/reference-checks", checkPayload(), { "sec-fetch-site": "cross-site" });
    expect(site.status).toBe(403);
  });

  it("serves health and readiness, and the holiday status", async () => {
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${t.url}/readyz`)).json()).toEqual({ ok: true, database: true });
    const h = await (await fetch(`${t.url}/api/holiday-status`)).json();
    expect(h).toHaveProperty("isHoliday");
    expect(Array.isArray(h.affectedCountries)).toBe(true);
  });
});
