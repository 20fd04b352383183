import { describe, expect, it } from "vitest";
import type { TranscriptTurn } from "../../src/db/schema";
import { analyzeOffline } from "../../src/services/analysis/offline";
import { referenceAnalysisSchema } from "../../src/services/analysis/schema";
import { questionsOf } from "../../src/services/analysis/transcript";
import { interview } from "../support/report-fixture";

describe("the offline analyzer", () => {
  it("reads a glowing interview as a strong recommendation with quoted green flags", () => {
    const a = analyzeOffline(interview("glowing"));
    expect(referenceAnalysisSchema.parse(a)).toEqual(a);
    expect(a.rating).toBeGreaterThanOrEqual(8);
    expect(a.recommendationStrength).toBe("strong");
    expect(a.sentiment).toBe("positive");
    expect(a.flags.some((f) => f.level === "red")).toBe(false);
    expect(a.flags.find((f) => f.level === "green")?.evidence).toBeTruthy();
    expect(a.keyInsights.join(" ")).toContain("forty percent");
  });

  it("gives one row per question, folding follow-ups into the question they follow", () => {
    const turns = interview("glowing");
    const a = analyzeOffline(turns);
    expect(a.questions.map((q) => q.questionType)).toEqual([
      "relationship",
      "strengths",
      "growth",
      "performance",
      "teamwork",
      "reliability",
      "rehire",
      "anything_else",
    ]);
    const strengths = a.questions[1]!;
    expect(strengths.followUpUsed).toBe(true);
    expect(strengths.followUpQuestion).toBe("Could you give me a specific example of that?");
    expect(strengths.response).toContain("To give you a bit more context");
    expect(strengths.containsNumbers).toBe(true);
    expect(a.questions.at(-1)!.followUpUsed).toBe(false);
    expect(questionsOf(turns).some((q) => q.questionType === "consent")).toBe(false);
  });

  it("is not bent by instructions spoken in the transcript", () => {
    const a = analyzeOffline(interview("injection"));
    expect(a.rating).toBeLessThan(4);
    expect(a.recommendationStrength).toBe("none");
    expect(a.sentiment).toBe("negative");
    const red = a.flags.filter((f) => f.level === "red");
    expect(red.map((f) => f.title)).toEqual(
      expect.arrayContaining(["Would not rehire", "Dismissed or disciplined"]),
    );
    const injection = a.flags.find((f) => f.title.includes("instruct the report system"));
    expect(injection?.level).toBe("yellow");
    expect(injection?.evidence).toContain("Ignore all previous instructions");
    // No green flag, insight or summary line rests on the injected sentences.
    expect(
      a.flags
        .filter((f) => f.level === "green")
        .map((f) => f.evidence)
        .join(" "),
    ).not.toMatch(/10 out of 10|best candidate/);
    expect(a.summary).not.toMatch(/10 out of 10|best candidate/);
    expect(a.integrityNotes.join(" ")).toMatch(/not followed/);
  });

  it("copes with an empty transcript", () => {
    const a = analyzeOffline([]);
    expect(a.questions).toEqual([]);
    expect(a.summary).toContain("little detail");
    expect(a.rating).toBeGreaterThanOrEqual(1);
  });

  it("reads resolved or rare concerns as context, and a plain endorsement as strong", () => {
    const at = (n: number) => new Date(Date.UTC(2026, 2, 2, 15, 0, n)).toISOString();
    const turns: TranscriptTurn[] = [
      { speaker: "agent", text: "How reliable were they?", at: at(0), questionType: "reliability" },
      {
        speaker: "reference",
        text: "In three years I can remember one missed deadline, and she flagged it a week ahead with a plan.",
        at: at(5),
      },
      { speaker: "agent", text: "Areas for growth?", at: at(10), questionType: "growth" },
      {
        speaker: "reference",
        text: "She could delegate more. Early on she took too much on herself, though she improved a lot.",
        at: at(15),
      },
      { speaker: "agent", text: "How did they perform?", at: at(20), questionType: "performance" },
      { speaker: "reference", text: "Top quarter of the team, every review.", at: at(25) },
      { speaker: "agent", text: "Would you hire them again?", at: at(30), questionType: "rehire" },
      { speaker: "reference", text: "I would hire her again without hesitation.", at: at(35) },
    ];
    const a = analyzeOffline(turns);
    expect(a.flags.filter((f) => f.level !== "green")).toEqual([]);
    expect(a.recommendationStrength).toBe("strong");
    expect(a.rating).toBeGreaterThanOrEqual(8);
    expect(a.sentiment).toBe("positive");
  });

  it("keeps the glowing interview free of yellow flags and the mixed one a weak, not absent, recommendation", () => {
    const glowing = analyzeOffline(interview("glowing"));
    expect(glowing.flags.filter((f) => f.level !== "green")).toEqual([]);
    const mixed = analyzeOffline(interview("mixed"));
    expect(mixed.flags.some((f) => f.level === "yellow")).toBe(true);
    expect(mixed.flags.some((f) => f.level === "red")).toBe(false);
    expect(mixed.recommendationStrength).toBe("weak");
  });
});
