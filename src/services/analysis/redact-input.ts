import type { TranscriptTurn } from "../../db/schema";
import { REDACTED, redactProtected } from "../interview/guard";

/**
 * The transcript as any analyzer (offline or model) may see it: every protected remark the
 * reference volunteered is removed by the interviewer's own redaction, and the removal markers are
 * dropped too, so neither the remark nor the fact that one was made can move a flag or the score.
 * Stored transcripts are already redacted when the call ends; this also covers older ones.
 */
export function analysisInput(turns: TranscriptTurn[], names: (string | undefined)[]): TranscriptTurn[] {
  return turns.map((t) => {
    if (t.speaker !== "reference") return t;
    const text = redactProtected(t.text, { names })
      .text.split(REDACTED)
      .map((s) => s.trim())
      .filter(Boolean)
      .join(" ");
    return text === t.text ? t : { ...t, text };
  });
}

/** The stored transcript for the report: protected remarks shown as removed. */
export function redactedTranscript(
  turns: TranscriptTurn[],
  names: (string | undefined)[],
): { turns: TranscriptTurn[]; removed: number } {
  let removed = 0;
  const out = turns.map((t) => {
    if (t.speaker !== "reference") return t;
    const r = redactProtected(t.text, { names });
    removed += r.removed;
    return r.removed ? { ...t, text: r.text } : t;
  });
  return { turns: out, removed };
}
