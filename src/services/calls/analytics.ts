import type { TranscriptTurn } from "../../db/schema";
import { wordCount } from "../interview/understand";
import { QUESTION_TYPES } from "../../shared/question-types";

/** Types of agent lines that are questions of the plan (and their follow-ups). */
const CORE = new Set<string>(QUESTION_TYPES);

export interface AnalyticsRowInput {
  referenceCheckId: number;
  callLogId: number;
  durationSeconds: number | null;
  relationship: string | null;
}

/**
 * spec §3.1 call_analytics: one row per core question asked, with the answer it got, whether a
 * follow-up was needed, and simple measures of the answer the dashboard's learning panel uses.
 * The analysis step may refine responseQuality and sentiment later.
 */
export function analyticsRows(transcript: TranscriptTurn[], input: AnalyticsRowInput) {
  const rows = [];
  for (let i = 0; i < transcript.length; i++) {
    const turn = transcript[i]!;
    if (turn.speaker !== "agent" || !turn.questionType || !CORE.has(turn.questionType)) continue;
    const answer = nextReference(transcript, i);
    // The follow-up (if any) comes right after the answer, and its own answer after that.
    const fIdx = transcript.findIndex(
      (t, j) => j > i && t.speaker === "agent" && t.questionType === `followup:${turn.questionType}`,
    );
    const nextCore = transcript.findIndex(
      (t, j) => j > i && t.speaker === "agent" && CORE.has(t.questionType ?? ""),
    );
    const followUp = fIdx > -1 && (nextCore === -1 || fIdx < nextCore) ? transcript[fIdx]! : null;
    const text = [answer, followUp ? nextReference(transcript, fIdx) : null].filter(Boolean).join(" ");
    const words = wordCount(text);
    rows.push({
      referenceCheckId: input.referenceCheckId,
      callId: input.callLogId,
      questionAsked: turn.text,
      questionType: turn.questionType,
      responseText: text || null,
      responseLength: text.length,
      responseWordCount: words,
      responseQuality: qualityOf(text),
      followUpUsed: !!followUp,
      followUpQuestion: followUp?.text ?? null,
      referenceRelationship: input.relationship,
      callDurationSeconds: input.durationSeconds,
      containsSpecificExample:
        /\b(for example|for instance|one time|once|when (she|he|they|we)|i remember|last year|project)\b/i.test(
          text,
        ),
      containsNumbers:
        /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|percent)\b/i.test(
          text,
        ),
      recommendationStrength: turn.questionType === "rehire" ? recommendationOf(text) : null,
    });
  }
  return rows;
}

function nextReference(t: TranscriptTurn[], i: number): string | null {
  const n = t[i + 1];
  return n?.speaker === "reference" ? n.text : null;
}

/** 1–5 from how much substance an answer has: length, an example, figures. */
export function qualityOf(text: string): number {
  const w = wordCount(text);
  let q = w === 0 ? 1 : w < 6 ? 2 : w < 20 ? 3 : 4;
  if (w >= 20 && /\b(for example|for instance|when|project|\d)/i.test(text)) q = 5;
  return q;
}

function recommendationOf(text: string): string {
  if (/\b(absolutely|without hesitation|in a heartbeat|definitely|100|strongly)\b/i.test(text))
    return "strong";
  if (/\b(no|wouldn't|would not|not sure|hesitat|depends)\b/i.test(text)) return "weak";
  if (/\b(yes|yeah|sure|would)\b/i.test(text)) return "positive";
  return "unclear";
}
