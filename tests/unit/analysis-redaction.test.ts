import { describe, expect, it } from "vitest";
import type { TranscriptTurn } from "../../src/db/schema";
import { analyzeOffline } from "../../src/services/analysis/offline";
import { analysisInput, redactedTranscript } from "../../src/services/analysis/redact-input";
import { REDACTED } from "../../src/services/interview/guard";
import { interview } from "../support/report-fixture";

const NAMES = ["Sam Lee", "Pat Kim", "Acme"];
/** Protected remarks a reference might volunteer, some of which the keyword rules would read as concerns. */
const REMARKS = [
  "Honestly he's too old for our pace.",
  "She's pregnant, you know.",
  "He was out sick a lot with his depression.",
  "She has three kids at home.",
  "He's Muslim.",
  "Well, she's 62.",
];

/** The same interview with a protected remark added to every answer. */
function withRemarks(turns: TranscriptTurn[]): TranscriptTurn[] {
  let i = 0;
  return turns.map((t) =>
    t.speaker === "reference" && !/^\[keypad/.test(t.text) && t.text.split(" ").length > 3
      ? { ...t, text: `${t.text} ${REMARKS[i++ % REMARKS.length]}` }
      : t,
  );
}

describe("protected remarks never reach the analysis", () => {
  it.each(["glowing", "mixed"] as const)(
    "a %s interview: adding protected remarks changes neither a flag nor the score",
    (kind) => {
      const turns = interview(kind);
      const clean = analyzeOffline(analysisInput(turns, NAMES));
      const remarked = withRemarks(turns);
      expect(remarked).not.toEqual(turns);
      // Without redaction the remarks would be analysed (the seam is what protects the score).
      const seen = analysisInput(remarked, NAMES);
      expect(seen.map((t) => t.text).join(" ")).not.toMatch(
        /old for our pace|pregnant|depression|kids|Muslim|62/,
      );
      const redacted = analyzeOffline(seen);
      expect(redacted.flags).toEqual(clean.flags);
      expect(redacted.rating).toBe(clean.rating);
      expect(redacted.recommendationStrength).toBe(clean.recommendationStrength);
      expect(redacted.sentiment).toBe(clean.sentiment);
    },
  );

  it("the stored transcript shows each removal, and counts it for the consent record", () => {
    const remarked = withRemarks(interview("glowing"));
    const r = redactedTranscript(remarked, NAMES);
    expect(r.removed).toBeGreaterThan(0);
    expect(r.turns.filter((t) => t.text.includes(REDACTED)).length).toBe(r.removed);
  });
});
