import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callAnalytics, callLogs, checkReferences, consentLogs, simCalls } from "../../src/db/schema";
import { protectedTopics } from "../../src/services/interview/guard";
import { checkPayload, startTestApp, uniquePhone, waitFor, type TestApp } from "../support/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true });
});
afterAll(async () => t?.stop());

/** Reference name typed in the form → the outcome every dial of that reference must end with. */
const CASES: { name: string; outcomes: string[]; reference: "completed" | "failed" }[] = [
  { name: "Pat Kim", outcomes: ["completed"], reference: "completed" },
  { name: "Difficult Dana", outcomes: ["completed"], reference: "completed" },
  { name: "Glowing Gale", outcomes: ["completed"], reference: "completed" },
  { name: "Protected Pia", outcomes: ["completed"], reference: "completed" },
  { name: "Interrupt Ivan", outcomes: ["completed"], reference: "completed" },
  { name: "Keypad Kim", outcomes: ["completed"], reference: "completed" },
  { name: "Refuse Rita", outcomes: ["consent_refused"], reference: "failed" },
  { name: "Wrong Wes", outcomes: ["wrong_person"], reference: "failed" },
  { name: "Stop Stan", outcomes: ["opted_out"], reference: "failed" },
  {
    name: "Busy Bea",
    outcomes: ["callback_requested", "callback_requested", "callback_requested"],
    reference: "failed",
  },
  { name: "Voicemail Val", outcomes: ["voicemail", "voicemail", "voicemail"], reference: "failed" },
  { name: "No Answer Ned", outcomes: ["no-answer", "no-answer", "no-answer"], reference: "failed" },
  { name: "Line Busy Lou", outcomes: ["busy", "busy", "busy"], reference: "failed" },
];

describe("every simulated persona, end to end through the voice WebSocket", () => {
  it("ends each call with the persona's outcome and keeps exactly what it should", async () => {
    const ids = new Map<string, number>();
    await Promise.all(
      CASES.map(async (c) => {
        const res = await fetch(`${t.url}/api/reference-checks`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(
            checkPayload({
              reference1: { name: c.name, phone: uniquePhone(), relationship: "direct-manager" },
            }),
          ),
        });
        expect(res.status).toBe(201);
        ids.set(c.name, ((await res.json()) as { referenceCheckId: number }).referenceCheckId);
      }),
    );
    const refs = await waitFor(
      async () => {
        const rows = await t.deps.db
          .select()
          .from(checkReferences)
          .where(inArray(checkReferences.referenceCheckId, [...ids.values()]));
        return rows.every((r) => r.status === "completed" || r.status === "failed") ? rows : null;
      },
      90_000,
      "every reference final",
    );

    for (const c of CASES) {
      const checkId = ids.get(c.name)!;
      const ref = refs.find((r) => r.referenceCheckId === checkId)!;
      expect(ref.status, c.name).toBe(c.reference);
      const logs = (
        await t.deps.db.select().from(callLogs).where(eq(callLogs.referenceCheckId, checkId))
      ).sort((a, b) => a.attemptNumber - b.attemptNumber);
      expect(
        logs.map((l) => l.outcome),
        c.name,
      ).toEqual(c.outcomes);
      const dials = await t.deps.db
        .select()
        .from(simCalls)
        .where(
          inArray(
            simCalls.attemptKey,
            logs.map((l) => l.attemptKey),
          ),
        );
      expect(dials.length, `${c.name}: one dial per attempt`).toBe(logs.length);

      const last = logs.at(-1)!;
      const agentLines = (last.transcriptTurns ?? []).filter((x) => x.speaker === "agent");
      // No agent line ever touches a protected characteristic.
      for (const line of agentLines)
        expect(protectedTopics(line.text), `${c.name}: ${line.text}`).toEqual([]);
      if (c.reference === "completed") {
        expect(agentLines[0]?.questionType, c.name).toBe("consent");
        expect(last.transcript, c.name).toContain("Do I have your consent to record?");
        const consent = await t.deps.db.select().from(consentLogs).where(eq(consentLogs.callLogId, last.id));
        expect(consent[0]?.consentGiven, c.name).toBe(true);
        expect(last.callDuration, c.name).not.toBeNull();
        const types = agentLines.map((l) => l.questionType);
        expect(types, c.name).toContain("rehire");
        const rows = await t.deps.db.select().from(callAnalytics).where(eq(callAnalytics.callId, last.id));
        expect(rows.length, c.name).toBeGreaterThanOrEqual(7);
      }
    }

    const logsOf = async (name: string) =>
      t.deps.db
        .select()
        .from(callLogs)
        .where(eq(callLogs.referenceCheckId, ids.get(name)!));

    // Refusal: nothing said is kept, and the refusal is on record.
    const [refused] = await logsOf("Refuse Rita");
    expect(refused!.transcript).toBeNull();
    expect(refused!.transcriptTurns).toBeNull();
    expect(refused!.recordingUrl).toBeNull();
    const [refusal] = await t.deps.db
      .select()
      .from(consentLogs)
      .where(eq(consentLogs.callLogId, refused!.id));
    expect(refusal!.consentGiven).toBe(false);
    expect(refusal!.consentResponse).toBe("refused");
    expect(refusal!.rawResponse).toContain("don't want to be recorded");

    // The difficult reference earned follow-ups.
    const [difficult] = await logsOf("Difficult Dana");
    const followUps = (difficult!.transcriptTurns ?? []).filter((x) =>
      x.questionType?.startsWith("followup:"),
    );
    expect(followUps.length).toBeGreaterThan(0);
    expect(Object.keys(difficult!.responses ?? {})).toContain(followUps[0]!.questionType);

    // The protected invitation was declined.
    const [prot] = await logsOf("Protected Pia");
    expect(prot!.transcript).toContain("not able to discuss anything about personal characteristics");

    // Barge-in on the disclosure: it is never cut, and it is read again in full before consent.
    const [interrupted] = await logsOf("Interrupt Ivan");
    const consentTurns = interrupted!.transcriptTurns!.filter((x) => x.questionType === "consent");
    expect(consentTurns[0]!.text).toContain("Do I have your consent to record?");
    expect(consentTurns[1]!.text).toMatch(/^Sorry, I need to read this in full before we start\. Hello/);

    // A protected remark is removed from what is kept, and the consent record counts it.
    expect(prot!.transcript).not.toMatch(/how old her kids/);
    expect(prot!.transcript).toContain("[removed: protected characteristic]");
    const [protConsent] = await t.deps.db
      .select()
      .from(consentLogs)
      .where(eq(consentLogs.callLogId, prot!.id));
    expect(protConsent!.redactions).toBe(1);

    // Keypad answers are on the transcript.
    const [keypad] = await logsOf("Keypad Kim");
    expect(keypad!.transcript).toContain("[keypad 1]");

    // Opt-out is recorded on the reference.
    const stan = refs.find((r) => r.referenceCheckId === ids.get("Stop Stan"))!;
    expect(stan.optedOut).toBe(true);

    // A voicemail left the callback number.
    const vm = await logsOf("Voicemail Val");
    const [vmDial] = await t.deps.db
      .select()
      .from(simCalls)
      .where(eq(simCalls.attemptKey, vm[0]!.attemptKey));
    expect(String(vmDial!.params.voicemailMessage)).toMatch(/call us back at 5 0 0, 5 5 5, 0 0 0 6/);
  }, 120_000);
});
