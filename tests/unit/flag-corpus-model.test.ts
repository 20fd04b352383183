import { describe, expect, it } from "vitest";
import type { TranscriptTurn } from "../../src/db/schema";
import type { LlmProvider } from "../../src/providers/llm/types";
import { analyzeWithClaude } from "../../src/services/analysis/claude";
import { FLAG_CORPUS, type Expected } from "../fixtures/flag-corpus";

/**
 * The model path held to the same labelled set: for each sentence, a fake model replies with the
 * flag the label calls for (the reply a correct model gives, in the model's JSON shape), and the
 * whole pipeline (parse, verbatim-quote check, deterministic red floor, rating band) must keep
 * at least 90% of those judgements. This catches the guard re-introducing keyword flags that the
 * model rightly left out, or dropping flags the model rightly raised.
 */
function replying(reply: string): LlmProvider {
  return {
    name: "anthropic",
    mode: "live",
    complete: async () => reply,
    async *stream() {
      yield "";
    },
    healthy: async () => true,
  };
}

const ctx = {
  candidateName: "Jordan Rivera",
  role: "Analyst",
  companyName: "Acme",
  relationship: "direct-manager",
};
const at = (s: number) => new Date(Date.UTC(2026, 2, 2, 15, 0, s)).toISOString();

function transcript(sentence: string): TranscriptTurn[] {
  return [
    { speaker: "agent", text: "How would you describe their work?", at: at(0), questionType: "performance" },
    { speaker: "reference", text: sentence, at: at(10) },
  ];
}

const RANK: Record<Expected, number> = { none: 0, green: 1, yellow: 2, red: 3 };

describe("the model path on the labelled sentence set", () => {
  it("keeps at least 90% of a correct model's judgements", async () => {
    const misses: string[] = [];
    for (const [expected, category, sentence] of FLAG_CORPUS) {
      const reply = JSON.stringify({
        summary: "One answer about the candidate's work.",
        sentiment: expected === "green" ? "positive" : expected === "none" ? "neutral" : "negative",
        rating: { red: 3, yellow: 5.5, none: 6.5, green: 8.5 }[expected],
        keyInsights: [],
        flags:
          expected === "none"
            ? []
            : [
                {
                  level: expected,
                  title: "Judged by the model",
                  evidence: sentence,
                  questionType: "performance",
                },
              ],
        recommendationStrength: { red: "none", yellow: "weak", none: "moderate", green: "strong" }[expected],
        questions: [{ index: 0, quality: 3, specificExample: false, sentiment: 0 }],
      });
      const { analysis } = await analyzeWithClaude(replying(reply), ctx, transcript(sentence), {
        sleep: async () => {},
      });
      const got = (analysis.flags.map((f) => f.level as Expected).sort((a, b) => RANK[b] - RANK[a])[0] ??
        "none") as Expected;
      if (got !== expected) misses.push(`[${category}] expected ${expected}, got ${got}: ${sentence}`);
    }
    const agreement = 1 - misses.length / FLAG_CORPUS.length;
    console.log(
      `model path: ${(agreement * 100).toFixed(1)}% agreement on ${FLAG_CORPUS.length} sentences` +
        (misses.length ? `\n  ${misses.join("\n  ")}` : ""),
    );
    expect(agreement).toBeGreaterThanOrEqual(0.9);
  });
});
