import type { TranscriptTurn } from "../../../db/schema/calls";
import { REDACTED } from "../../interview/guard";

/** A transcript turn in parts, each either kept words or a remark the interviewer removed. */
export interface MarkedTurn {
  speaker: "agent" | "reference";
  at: string;
  questionType: string | null;
  parts: { text: string; redacted: boolean }[];
  /** How a reference's turn was read: the rules, the model's cautions (null: none asked), the final. */
  readings: { rules: string; model: string[] | null; final: string } | null;
}

/**
 * The interviewer stores a removed protected remark as one fixed marker in the turn's text
 * (interview/guard REDACTED); the detail view shows each as a marked redaction, never as words.
 */
export function markRedactions(turns: TranscriptTurn[]): MarkedTurn[] {
  return turns.map((t) => ({
    speaker: t.speaker,
    at: t.at,
    questionType: t.questionType ?? null,
    readings: t.readings
      ? { rules: t.readings.rules, model: t.readings.model ?? null, final: t.readings.final }
      : null,
    parts: t.text
      .split(REDACTED)
      .flatMap((text, i) => [
        ...(i > 0 ? [{ text: "protected characteristic removed", redacted: true }] : []),
        ...(text.trim() ? [{ text: text.trim(), redacted: false }] : []),
      ]),
  }));
}
