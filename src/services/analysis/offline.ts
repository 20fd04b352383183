import type { TranscriptTurn } from "../../db/schema";
import { findInjections, withoutInjections } from "./injection";
import type { Flag, QuestionAnalysis, RecommendationStrength, ReferenceAnalysis } from "./schema";
import { NUMBERS, rehireStance, sentimentOf, signalOf, SPECIFIC } from "./signals";
import { questionsOf, referenceSpeech, sentencesOf, wordCount } from "./transcript";

export type { ReferenceAnalysis } from "./schema";

const MAX_FLAGS_PER_LEVEL = 5;

/** Per-question measures: what call_analytics stores for each question. */
export function measureQuestions(turns: TranscriptTurn[]): QuestionAnalysis[] {
  return questionsOf(turns).map((q) => {
    const clean = withoutInjections(q.response);
    const words = wordCount(clean);
    const specific = SPECIFIC.test(clean);
    const base = words === 0 ? 1 : words < 6 ? 1 : words < 15 ? 2 : words < 30 ? 3 : 4;
    return {
      questionType: q.questionType,
      question: q.question,
      response: q.response,
      wordCount: wordCount(q.response),
      quality: Math.min(5, base + (specific && words >= 6 ? 1 : 0)),
      specificExample: specific,
      containsNumbers: NUMBERS.test(clean),
      sentiment: round2(sentimentOf(clean)),
      followUpUsed: q.followUpQuestion !== null,
      followUpQuestion: q.followUpQuestion,
    };
  });
}

/**
 * Red, yellow and green flags found sentence by sentence, each quoting the sentence. Sentences
 * that address the report system are never evidence; they become one yellow flag of their own.
 */
export function deterministicFlags(turns: TranscriptTurn[]): Flag[] {
  const flags: Flag[] = [];
  const seen = new Set<string>();
  for (const q of questionsOf(turns)) {
    const sentences = sentencesOf(withoutInjections(q.response));
    for (const [i, sentence] of sentences.entries()) {
      const sig = signalOf(sentence, sentences[i + 1]);
      if (!sig || seen.has(sentence)) continue;
      seen.add(sentence);
      flags.push({ level: sig.level, title: sig.title, evidence: sentence, questionType: q.questionType });
    }
  }
  const injections = findInjections(referenceSpeech(turns));
  if (injections.length)
    flags.push({
      level: "yellow",
      title: "The reference tried to instruct the report system (ignored)",
      evidence: injections[0]!.sentence.slice(0, 600),
    });
  return capFlags(flags);
}

export function capFlags(flags: Flag[]): Flag[] {
  const count = { red: 0, yellow: 0, green: 0 };
  return flags.filter((f) => ++count[f.level] <= MAX_FLAGS_PER_LEVEL);
}

/**
 * The rating the words support, 1 … 10: answer tone, the rehire answer, flags and how specific
 * the answers were. The model's rating is held within a band around this one (see guard.ts).
 */
export function evidenceRating(questions: QuestionAnalysis[], flags: Flag[]): number {
  const answered = questions.filter((q) => q.wordCount > 0);
  const tone = answered.length ? answered.reduce((s, q) => s + q.sentiment, 0) / answered.length : 0;
  const quality = answered.length ? answered.reduce((s, q) => s + q.quality, 0) / answered.length : 1;
  const rehire = rehireStance(questions.find((q) => q.questionType === "rehire")?.response) ?? 0;
  const red = flags.filter((f) => f.level === "red").length;
  const yellow = flags.filter((f) => f.level === "yellow").length;
  const green = flags.filter((f) => f.level === "green").length;
  const raw =
    5.5 +
    2.5 * tone +
    1.2 * rehire -
    1.6 * red -
    0.35 * yellow +
    0.25 * Math.min(green, 4) +
    0.3 * (quality - 3);
  // A reference who would rehire without reservation, backs it with praise and raises no real
  // concern is a strong reference, whatever the word counts say.
  const floor = endorsed(rehire, flags) ? 8 : 1;
  return Math.round(Math.max(floor, Math.min(10, raw)) * 10) / 10;
}

/** Would rehire, at least two pieces of praise, no red flag and at most one yellow. */
export function endorsed(rehire: 1 | 0 | -1 | null, flags: Flag[]): boolean {
  const count = (level: Flag["level"]) => flags.filter((f) => f.level === level).length;
  return rehire === 1 && count("red") === 0 && count("yellow") <= 1 && count("green") >= 2;
}

export function strengthFor(
  rating: number,
  flags: Flag[],
  rehire: 1 | 0 | -1 | null,
): RecommendationStrength {
  const red = flags.some((f) => f.level === "red");
  // "None" means the reference would not hire the candidate again (or had nothing good to say);
  // a hesitant "maybe" is a weak recommendation, not none.
  if (rehire === -1 || rating < 3) return "none";
  if ((rating >= 8 && !red && rehire === 1) || endorsed(rehire, flags)) return "strong";
  if (rating >= 6.5 && !red) return "moderate";
  return "weak";
}

export function sentimentLabel(rating: number): ReferenceAnalysis["sentiment"] {
  return rating >= 6.5 ? "positive" : rating < 4.5 ? "negative" : "neutral";
}

function firstSentence(text: string | undefined): string | null {
  const s = text ? sentencesOf(withoutInjections(text))[0] : undefined;
  return s ? (s.length > 220 ? `${s.slice(0, 217)}…` : s) : null;
}

/**
 * The offline analyzer: deterministic, transparent heuristics over the transcript. It reads the
 * transcript as data only: nothing a reference says can change how it scores.
 */
export function analyzeOffline(turns: TranscriptTurn[]): ReferenceAnalysis {
  const questions = measureQuestions(turns);
  const flags = deterministicFlags(turns);
  const rating = evidenceRating(questions, flags);
  const answer = (type: string) => questions.find((q) => q.questionType === type)?.response;
  const rehire = rehireStance(answer("rehire"));
  const injections = findInjections(referenceSpeech(turns));

  const parts: string[] = [];
  const rel = firstSentence(answer("relationship"));
  if (rel) parts.push(`On the working relationship: "${rel}"`);
  const strengths = firstSentence(answer("strengths"));
  if (strengths) parts.push(`Strengths named: "${strengths}"`);
  const growth = firstSentence(answer("growth"));
  if (growth) parts.push(`Areas for growth: "${growth}"`);
  parts.push(
    rehire === 1
      ? "The reference would hire the candidate again."
      : rehire === -1
        ? "The reference would not hire the candidate again."
        : rehire === 0
          ? "The reference did not clearly say they would hire the candidate again."
          : "The reference was not asked about rehiring.",
  );
  const answered = questions.filter((q) => q.wordCount > 0).length;
  if (answered === 0) parts.unshift("The reference gave little detail.");

  const keyInsights = questions
    .filter((q) => q.specificExample)
    .flatMap((q) => sentencesOf(withoutInjections(q.response)).filter((s) => SPECIFIC.test(s)))
    .slice(0, 5);

  return {
    analyzer: "offline",
    summary: parts.join(" "),
    sentiment: sentimentLabel(rating),
    rating,
    keyInsights,
    redFlags: flags.filter((f) => f.level === "red").map((f) => `${f.title}: "${f.evidence}"`),
    flags,
    recommendationStrength: strengthFor(rating, flags, rehire),
    questions,
    integrityNotes: injections.length
      ? [
          `The reference addressed ${injections.length} instruction${injections.length === 1 ? "" : "s"} to the report system; they were treated as part of the transcript, not followed.`,
        ]
      : [],
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
