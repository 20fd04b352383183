import { describe, expect, it } from "vitest";
import { signalOf } from "../../src/services/analysis/signals";
import { CATEGORIES, FLAG_CORPUS, type Expected } from "../fixtures/flag-corpus";

/**
 * The offline analyzer's flags against a labelled set of reference sentences: praise, faint
 * praise, hedges, resolved weaknesses, real and serious concerns. It must agree on at least 90%
 * of them, and never turn praise into a concern or a concern into a red flag it is not.
 */
const judge = (sentence: string): Expected => signalOf(sentence)?.level ?? "none";

describe("flags on the labelled sentence set", () => {
  it("holds at least 150 labelled sentences of every kind", () => {
    expect(FLAG_CORPUS.length).toBeGreaterThanOrEqual(150);
    for (const c of CATEGORIES) expect(FLAG_CORPUS.some(([, cat]) => cat === c)).toBe(true);
  });

  it("agrees with the labels on at least 90% of the sentences", () => {
    const misses: string[] = [];
    const byCategory = new Map<string, { right: number; total: number }>();
    for (const [expected, category, sentence] of FLAG_CORPUS) {
      const got = judge(sentence);
      const c = byCategory.get(category) ?? { right: 0, total: 0 };
      c.total++;
      if (got === expected) c.right++;
      else misses.push(`[${category}] expected ${expected}, got ${got}: ${sentence}`);
      byCategory.set(category, c);
    }
    const agreement = 1 - misses.length / FLAG_CORPUS.length;
    console.log(
      `offline analyzer: ${(agreement * 100).toFixed(1)}% agreement on ${FLAG_CORPUS.length} sentences\n` +
        [...byCategory].map(([k, v]) => `  ${k}: ${v.right}/${v.total}`).join("\n") +
        (misses.length ? `\nmisses:\n  ${misses.join("\n  ")}` : ""),
    );
    expect(agreement).toBeGreaterThanOrEqual(0.9);
  });

  it("never raises red on praise, faint praise, hedges or resolved weaknesses", () => {
    const wrongRed = FLAG_CORPUS.filter(([e, , s]) => e !== "red" && judge(s) === "red" && e !== "yellow");
    expect(wrongRed).toEqual([]);
  });

  it("never calls praise or a resolved weakness a concern", () => {
    const wrong = FLAG_CORPUS.filter(
      ([, c, s]) => (c === "praise" || c === "resolved weakness") && ["red", "yellow"].includes(judge(s)),
    );
    expect(wrong).toEqual([]);
  });
});
