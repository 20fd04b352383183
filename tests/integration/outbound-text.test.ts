import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callLogs, referenceChecks, smsMessages } from "../../src/db/schema";
import { sendCallNotice } from "../../src/services/calls/sms";
import { contextForCall } from "../../src/services/interview/start";
import { checkPayload, startTestApp, type TestApp } from "../support/app";
import { createPaidCheck, postJson } from "../support/payments";

/**
 * Issue 13 §3/§4: requester-typed text reaches a stranger's phone (SMS, spoken lines) only
 * through the form's check. The attack: a company name carrying a phishing link, and CR/LF.
 */
const LURE = "Acme. URGENT: confirm your bank details at https://evil.example/x";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.stop());

const countChecks = async () =>
  (await t.deps.db.select({ id: referenceChecks.id }).from(referenceChecks)).length;

describe("free text sent to references", () => {
  it("refuses a phishing company name and CR/LF in names with a field error, storing nothing", async () => {
    const before = await countChecks();
    const lure = await postJson(t, "/api/reference-checks", checkPayload({ companyName: LURE }));
    expect(lure.status).toBe(400);
    expect(await lure.text()).toBe("companyName: Must not contain a web address");
    const crlf = await postJson(
      t,
      "/api/reference-checks",
      checkPayload({ candidateName: "Sam\r\nBcc: x@evil.example" }),
      { accept: "application/json" },
    );
    expect(crlf.status).toBe(400);
    expect((await crlf.json()).fieldErrors).toEqual({
      candidateName: ["Must not contain line breaks or control characters"],
    });
    const viaTrpc = await fetch(`${t.url}/trpc/checks.create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: checkPayload({ role: "Engineer, mail me at boss@evil.example" }) }),
    });
    expect(viaTrpc.status).toBe(400);
    expect(JSON.stringify(await viaTrpc.json())).toContain("Must not contain an e-mail address");
    expect(await countChecks()).toBe(before);
  });

  it("a row stored before the check never puts its text in the SMS or the spoken lines", async () => {
    const c = await createPaidCheck(t, ["Pat Kim"]);
    await t.deps.db
      .update(referenceChecks)
      .set({ companyName: LURE, candidateName: "Sam\nLee", role: "Reply to hr@evil.example" })
      .where(eq(referenceChecks.id, c.referenceCheckId));
    expect(await sendCallNotice(t.deps, c.referenceCheckId, 1)).toBe("sent");
    const [sms] = await t.deps.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.referenceCheckId, c.referenceCheckId));
    expect(sms!.body).not.toMatch(/evil|https?:|\n|@/);
    expect(sms!.body).toContain("A candidate named you as a reference for a new role at a hiring company.");

    const [log] = await t.deps.db
      .insert(callLogs)
      .values({
        referenceCheckId: c.referenceCheckId,
        referenceIndex: 1,
        attemptKey: `outbound-text-test:${c.referenceCheckId}`,
        phoneNumber: "+14155550199",
        referenceName: "Pat www.evil.example",
        candidateName: "Sam\nLee",
      })
      .returning();
    const spoken = await contextForCall(t.deps, log!.id);
    expect(spoken!.ctx).toMatchObject({
      candidateName: "the candidate",
      companyName: "the hiring company",
      referenceName: "there",
      role: "new",
    });
  });

  it("issue 34: new top-level domains, bare IPs, phone numbers and look-alike dots are refused at intake and never texted", async () => {
    const lures: [string, string, string][] = [
      ["companyName", "acme-payroll.bond/verify", "Must not contain a web address"],
      ["companyName", "Acme 203.0.113.9/pay", "Must not contain a web address"],
      ["role", "URGENT call 1-415-555-0199", "Must not contain a phone number"],
      ["candidateName", "acme-payroll\u3002buzz", "Must not contain a web address"],
    ];
    for (const [field, value, why] of lures) {
      const res = await postJson(t, "/api/reference-checks", checkPayload({ [field]: value }));
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(`${field}: ${why}`);
    }
    const c = await createPaidCheck(t, ["Pat Kim"]);
    await t.deps.db
      .update(referenceChecks)
      .set({
        companyName: "acme-payroll.lat/verify",
        candidateName: "Sam\uff0eLee.buzz",
        role: "URGENT call 1 415 555 0199",
      })
      .where(eq(referenceChecks.id, c.referenceCheckId));
    expect(await sendCallNotice(t.deps, c.referenceCheckId, 1)).toBe("sent");
    const [sms] = await t.deps.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.referenceCheckId, c.referenceCheckId));
    expect(sms!.body).not.toMatch(/payroll|buzz|0199|\uff0e/);
    expect(sms!.body).toContain("A candidate named you as a reference for a new role at a hiring company.");
  });
});
