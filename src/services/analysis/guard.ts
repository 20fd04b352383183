import type { TranscriptTurn } from "../../db/schema";
import { findInjections } from "./injection";
import { capFlags, deterministicFlags, evidenceRating, measureQuestions, strengthFor } from "./offline";
import { INJECTION_FLAG_TITLE, type ModelOutput } from "./prompt";
import type { Flag, RecommendationStrength, ReferenceAnalysis } from "./schema";
import { rehireStance } from "./signals";
import { normalizeForQuote, referenceSpeech } from "./transcript";

/** How far the model's rating may move from the rating the words support. */
export const RATING_BAND = 2;

const STRENGTH_RANK: RecommendationStrength[] = ["none", "weak", "moderate", "strong"];

/**
 * Holds the model's analysis to the transcript, whatever the transcript said to the model:
 * - a flag stands only if its evidence is a verbatim quote of the reference's own words, and a
 *   green flag may not quote a sentence that addresses the report system;
 * - the deterministic red flags and the injection flag are always present (a model talked out of
 *   a red flag cannot drop it);
 * - counts, numbers and follow-ups are measured, not asked;
 * - the rating stays within ±RATING_BAND of the evidence rating, and the recommendation within
 *   one step of the evidence's.
 */
export function guardModelOutput(turns: TranscriptTurn[], out: ModelOutput): ReferenceAnalysis {
  const notes: string[] = [];
  const speech = normalizeForQuote(referenceSpeech(turns));
  const injections = findInjections(referenceSpeech(turns)).map((i) => normalizeForQuote(i.sentence));
  const fromInjection = (evidence: string) => {
    const e = normalizeForQuote(evidence);
    return injections.some((i) => i.includes(e) || e.includes(i));
  };

  const measured = measureQuestions(turns);
  const questions = measured.map((q, index) => {
    const judged = out.questions.find((m) => m.index === index);
    if (!judged) return q;
    return {
      ...q,
      quality: q.wordCount === 0 ? 1 : judged.quality,
      specificExample: judged.specificExample,
      sentiment: Math.round(judged.sentiment * 100) / 100,
    };
  });

  let dropped = 0;
  const modelFlags: Flag[] = [];
  for (const f of out.flags) {
    const e = normalizeForQuote(f.evidence);
    const quoted = e.length >= 3 && speech.includes(e);
    const isInjectionFlag = f.title === INJECTION_FLAG_TITLE;
    if (
      !quoted ||
      (f.level === "green" && fromInjection(f.evidence)) ||
      (isInjectionFlag && f.level !== "yellow")
    ) {
      dropped++;
      continue;
    }
    modelFlags.push(f);
  }
  if (dropped)
    notes.push(
      `${dropped} flag${dropped === 1 ? "" : "s"} from the model were dropped because the evidence was not the reference's own words.`,
    );

  // The deterministic floor: red flags and the injection flag the words themselves raise.
  const floor = deterministicFlags(turns).filter(
    (f) => f.level === "red" || f.title === INJECTION_FLAG_TITLE,
  );
  const flags = [...modelFlags];
  for (const f of floor) {
    const e = normalizeForQuote(f.evidence);
    const covered = flags.some((m) => {
      const me = normalizeForQuote(m.evidence);
      return (m.level === f.level || f.title === INJECTION_FLAG_TITLE) && (me.includes(e) || e.includes(me));
    });
    if (!covered) {
      // A green flag quoting what the floor calls red is contradicted by the words: drop it.
      for (let i = flags.length - 1; i >= 0; i--) {
        const me = normalizeForQuote(flags[i]!.evidence);
        if (flags[i]!.level === "green" && (me.includes(e) || e.includes(me))) flags.splice(i, 1);
      }
      flags.push(f);
    }
  }
  const finalFlags = capFlags(order(flags));

  // The anchor comes from our own measures of the answers, not the model's judgement of them.
  const evidence = evidenceRating(measured, finalFlags);
  const rating =
    Math.round(Math.max(evidence - RATING_BAND, Math.min(evidence + RATING_BAND, out.rating)) * 10) / 10;
  if (Math.abs(rating - out.rating) >= 0.05)
    notes.push(
      `The model's rating of ${out.rating} was held to ${rating}, within ${RATING_BAND} points of what the answers support (${evidence}).`,
    );

  const rehire = rehireStance(questions.find((q) => q.questionType === "rehire")?.response);
  const floorStrength = STRENGTH_RANK.indexOf(strengthFor(evidence, finalFlags, rehire));
  const modelStrength = STRENGTH_RANK.indexOf(out.recommendationStrength);
  const strength = STRENGTH_RANK[Math.max(floorStrength - 1, Math.min(floorStrength + 1, modelStrength))]!;

  if (injections.length)
    notes.push(
      `The reference addressed ${injections.length} instruction${injections.length === 1 ? "" : "s"} to the report system; they were treated as part of the transcript, not followed.`,
    );

  return {
    analyzer: "claude",
    summary: out.summary,
    sentiment: out.sentiment,
    rating,
    keyInsights: out.keyInsights.slice(0, 5),
    redFlags: finalFlags.filter((f) => f.level === "red").map((f) => `${f.title}: "${f.evidence}"`),
    flags: finalFlags,
    recommendationStrength: strength,
    questions,
    integrityNotes: notes,
  };
}

function order(flags: Flag[]): Flag[] {
  const rank = { red: 0, yellow: 1, green: 2 };
  return [...flags].sort((a, b) => rank[a.level] - rank[b.level]);
}
