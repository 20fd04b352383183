import { describe, expect, it } from "vitest";
import type { LlmProvider } from "../../src/providers/llm/types";
import { modelInterviewer } from "../../src/services/interview/chooser";
import type { InterviewContext } from "../../src/services/interview/plan";
import { InterviewSession } from "../../src/services/interview/session";

const ctx: InterviewContext = {
  productName: "RefLine",
  candidateName: "Jordan Ellis",
  referenceName: "Sam Patel",
  companyName: "Northwind",
  role: "Engineer",
  relationship: "direct-manager",
  callbackNumber: "+14155550123",
};

/** A live model whose caution reading is fixed; its line choices are invalid (planned lines are spoken). */
function model(reading: unknown): LlmProvider {
  return {
    name: "simulated",
    mode: "live",
    async *stream() {},
    complete: async (req) => (req.system.includes("for caution only") ? JSON.stringify(reading) : "none"),
    healthy: async () => true,
  };
}

async function call(reading: unknown, ...said: string[]) {
  let t = Date.UTC(2026, 0, 5, 15);
  const s = new InterviewSession(ctx, modelInterviewer(model(reading)), () => t);
  await s.perform(() => {});
  for (const text of said) {
    t += 5000;
    await s.hearTurn({ kind: "utterance", text, at: t });
    await s.perform(() => {});
  }
  return s;
}

describe("the caution-only classifier: the model may add caution, never remove it", () => {
  it("a rules-yes becomes unclear when the model doubts it (sarcasm the rules could not see)", async () => {
    const s = await call({ cautions: ["unclear_consent"] }, "Yes, go ahead.");
    expect(s.state.consentGiven).toBe(false);
    expect(s.recordingRequested).toBe(false);
    expect(s.transcript.find((x) => x.speaker === "reference")!.readings).toEqual({
      rules: "yes",
      model: ["unclear_consent"],
      final: "unclear",
    });
  });

  it("a model that says nothing against a no cannot make it a yes; a model reply outside the schema adds nothing", async () => {
    const refused = await call({ cautions: [] }, "No, I don't want to be recorded.");
    expect(refused.outcome).toBe("consent_refused");
    const junk = await call({ cautions: ["consent_given"] }, "No.");
    expect(junk.outcome).toBe("consent_refused");
    const yes = await call("not json at all", "Yes.");
    expect(yes.state.consentGiven).toBe(true);
  });

  it("an answer the model reads as an opt-out ends the call as opted out", async () => {
    const said = ["Yes.", "Yes, speaking.", "He was fine, I suppose. Nothing much more to add, really."];
    const kept = await call({ cautions: [] }, ...said);
    expect(kept.state.phase).not.toBe("ended");
    const opted = await call({ cautions: ["opt_out"] }, ...said);
    expect(opted.outcome).toBe("opted_out");
    expect(opted.state.optedOut).toBe(true);
  });

  it("a sentence the model marks protected is redacted and not followed up", async () => {
    const remark = "She keeps odd hours for personal reasons";
    let t = Date.UTC(2026, 0, 5, 15);
    const llm = model({ cautions: [] });
    const s = new InterviewSession(ctx, modelInterviewer(llm), () => t);
    for (const text of ["Yes.", "Yes, speaking."]) {
      await s.perform(() => {});
      t += 5000;
      await s.hearTurn({ kind: "utterance", text, at: t });
    }
    await s.perform(() => {});
    llm.complete = async (req) =>
      req.system.includes("for caution only")
        ? JSON.stringify({ cautions: ["protected_remark"], protectedSentences: [remark] })
        : "none";
    t += 5000;
    await s.hearTurn({ kind: "utterance", text: `I managed her for two years. ${remark}.`, at: t });
    await s.perform(() => {});
    expect(JSON.stringify(s.transcript)).not.toContain(remark);
    expect(JSON.stringify(s.responses)).not.toContain(remark);
    expect(s.transcript.at(-1)!.questionType).toBe("strengths"); // moved on, no follow-up
  });
});
