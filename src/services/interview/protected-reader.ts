import weights from "./protected-reader-weights.json" with { type: "json" };

/**
 * The protected-remark reader: a small linear model (logistic regression over words, word pairs and
 * word pieces) trained by `scripts/train-protected-reader.ts` on the labelled sentences of the
 * held-out sets that have been joined (tests/unit/corpora/heldout/*). It reads sentences the cue lists
 * never saw ("she's got a lot on at home with the wee one") from the words around the protected
 * word, and from pieces of the word itself (so "embarazadísima" is read like "embarazada").
 *
 * It may only add caution: a sentence it scores at or above the threshold is removed like one a cue
 * caught; it never clears a sentence the cues flagged. It judges the guard's own text (names
 * masked, ordinary work phrases taken out), so a work idiom the allow-list knows stays kept.
 */

interface ReaderWeights {
  bias: number;
  threshold: number;
  weights: Record<string, number>;
}

const MODEL = weights as ReaderWeights;
const W = new Map(Object.entries(MODEL.weights));

/** The features of judged text (normalized, names masked): words, word pairs, 4-letter pieces. */
export function readerFeatures(judged: string): string[] {
  const words = judged.split(" ").filter((w) => w && w !== "?");
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    out.push(`w:${w}`);
    if (i > 0) out.push(`b:${words[i - 1]} ${w}`);
    const padded = `<${w}>`;
    if (padded.length >= 5)
      for (let j = 0; j + 4 <= padded.length; j++) out.push(`c:${padded.slice(j, j + 4)}`);
  }
  return out;
}

/** The model's probability that judged text carries a protected remark (0 for empty text). */
export function readerScore(judged: string): number {
  const features = readerFeatures(judged);
  if (features.length === 0) return 0;
  let z = MODEL.bias;
  for (const f of new Set(features)) z += W.get(f) ?? 0;
  return 1 / (1 + Math.exp(-z));
}

/** True when the reader, on its own, would remove this judged text. */
export function readerFlags(judged: string): boolean {
  return readerScore(judged) >= MODEL.threshold;
}

export const READER_THRESHOLD = MODEL.threshold;
