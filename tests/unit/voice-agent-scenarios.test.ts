import { describe, expect, it } from "vitest";
import {
  CLEAR_CONSENT_ID,
  DEFAULT_TIMING,
  SCENARIO_GROUPS,
  SCENARIOS,
  TIMING,
  judgeReply,
} from "../../src/shared/voice-agent";

describe("voice-agent test page settings and scenarios", () => {
  it("uses the spec's ranges and defaults", () => {
    expect([TIMING.initialPauseMs.min, TIMING.initialPauseMs.max, DEFAULT_TIMING.initialPauseMs]).toEqual([
      500, 3000, 1500,
    ]);
    expect([TIMING.pauseTimeMs.min, TIMING.pauseTimeMs.max, DEFAULT_TIMING.pauseTimeMs]).toEqual([
      500, 5000, 2000,
    ]);
    expect([TIMING.waitTimeMs.min, TIMING.waitTimeMs.max, DEFAULT_TIMING.waitTimeMs]).toEqual([
      3000, 10000, 5000,
    ]);
    expect([
      TIMING.speechRate.min,
      TIMING.speechRate.max,
      TIMING.speechRate.step,
      DEFAULT_TIMING.speechRate,
    ]).toEqual([0.7, 1.3, 0.05, 0.95]);
    expect(DEFAULT_TIMING.interruptSensitivityMs).toBe(500);
  });

  it("groups scenarios as Consent, Difficult, Edge Cases, Timing, each non-empty", () => {
    expect(SCENARIO_GROUPS).toEqual(["Consent", "Difficult", "Edge Cases", "Timing"]);
    for (const g of SCENARIO_GROUPS) expect(SCENARIOS.some((s) => s.group === g)).toBe(true);
    expect(SCENARIOS.find((s) => s.id === CLEAR_CONSENT_ID)?.group).toBe("Consent");
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(SCENARIOS.length);
  });

  it("passes on a keyword, fails without one, and passes automatically with no keyword list", () => {
    const consent = SCENARIOS.find((s) => s.id === CLEAR_CONSENT_ID)!;
    expect(judgeReply(consent, "Thank you. How did you work with Sam?").pass).toBe(true);
    expect(judgeReply(consent, "Goodbye.")).toEqual({
      pass: false,
      reason: expect.stringContaining("expected one of"),
    });
    const skip = SCENARIOS.find((s) => s.id === "skip")!;
    expect(judgeReply(skip, "anything at all")).toEqual({ pass: true, reason: "no keywords to check" });
    const bait = SCENARIOS.find((s) => s.id === "protected-bait")!;
    expect(judgeReply(bait, "Let's stay with her work. What are her strengths?").pass).toBe(true);
    expect(judgeReply(bait, "Congratulations, are they planning kids?")).toEqual({
      pass: false,
      reason: 'said "kids"',
    });
  });
});
