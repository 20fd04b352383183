/**
 * Where things were said: each transcript turn gets a number and a time into the call (and into
 * the recording, when there is one), so a flag or a quote can point to the exact place the
 * reader can check it.
 */

export interface ReportTurn {
  speaker: string;
  text: string;
  /** When the turn was spoken (ISO), when the transcript recorded it. */
  at?: string;
  questionType?: string;
  /** The language the interview was in when the turn was said (absent: English). */
  lang?: "en" | "fr" | "es";
  /** The English of a turn said in French or Spanish. */
  translation?: string;
  /** "script": our reviewed English of a fixed line; "machine": machine-translated. */
  translatedBy?: "script" | "machine";
}

export interface TranscriptPlace {
  /** 1-based turn number, as printed in the transcript. */
  turn: number;
  /** Seconds into the call, when the turn has a time. */
  callSeconds: number | null;
  /** Seconds into the recording, when a recording exists and the turn has a time. */
  recordingSeconds: number | null;
  /** The PDF destination of the transcript block holding the turn. */
  anchor: string;
  /**
   * Set when the quote is a machine translation (the turn was said in French or Spanish and only
   * its English holds the quote): the words as the reference said them, and their language.
   */
  original?: { text: string; lang?: "en" | "fr" | "es" };
}

/** The destination name of a reference's transcript block starting at `turnIndex` (0-based). */
export const blockAnchor = (referenceIndex: number, turnIndex: number) => `tr-${referenceIndex}-${turnIndex}`;

/**
 * Transcript blocks: an interviewer turn and the reference's answers to it. A block is the unit
 * the report links to and lays out (one text element each keeps the layout cheap).
 */
export function transcriptBlocks(turns: ReportTurn[]): { start: number; turns: ReportTurn[] }[] {
  const blocks: { start: number; turns: ReportTurn[] }[] = [];
  turns.forEach((t, i) => {
    const last = blocks.at(-1);
    if (!last || (t.speaker === "agent" && last.turns.some((x) => x.speaker !== "agent")))
      blocks.push({ start: i, turns: [t] });
    else last.turns.push(t);
  });
  return blocks;
}

function secondsBetween(from: Date | null | undefined, at: string | undefined): number | null {
  if (!from || !at) return null;
  const s = Math.round((new Date(at).getTime() - from.getTime()) / 1000);
  return Number.isFinite(s) && s >= 0 ? s : null;
}

/** "3:07" for 187 seconds. */
export function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[“”"']/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The place of a quote in a reference's transcript: the first reference turn holding it (of the
 * question it answers, when given), or null when the quote is not there verbatim.
 */
export function placeOf(
  quote: string,
  turns: ReportTurn[],
  ref: { index: number; callStart: Date | null; recordingStart: Date | null },
  questionType?: string,
): TranscriptPlace | null {
  const needle = normalise(quote).replace(/[.…]+$/, "");
  if (!needle) return null;
  const blocks = transcriptBlocks(turns);
  const candidates = turns
    .map((t, i) => ({ t, i }))
    .filter(
      ({ t }) =>
        t.speaker !== "agent" &&
        (normalise(t.text).includes(needle) ||
          (t.translation !== undefined && normalise(t.translation).includes(needle))),
    );
  const inQuestion = questionType
    ? candidates.find(({ i }) => {
        const block = blocks.find((b) => i >= b.start && i < b.start + b.turns.length);
        return block?.turns[0]?.questionType?.replace(/^followup:/, "") === questionType;
      })
    : undefined;
  const hit = inQuestion ?? candidates[0];
  if (!hit) return null;
  const block = blocks.find((b) => hit.i >= b.start && hit.i < b.start + b.turns.length)!;
  const start = ref.callStart ?? (turns[0]?.at ? new Date(turns[0].at) : null);
  const translated = hit.t.translation !== undefined && !normalise(hit.t.text).includes(needle);
  return {
    turn: hit.i + 1,
    callSeconds: secondsBetween(start, hit.t.at),
    recordingSeconds: secondsBetween(ref.recordingStart, hit.t.at),
    anchor: blockAnchor(ref.index, block.start),
    ...(translated ? { original: { text: hit.t.text, ...(hit.t.lang ? { lang: hit.t.lang } : {}) } } : {}),
  };
}

/** "turn 12, 3:24 into the call (recording 3:18)" */
export function describePlace(p: TranscriptPlace): string {
  const parts = [`transcript turn ${p.turn}`];
  if (p.callSeconds !== null) parts.push(`${clock(p.callSeconds)} into the call`);
  if (p.recordingSeconds !== null) parts.push(`recording at ${clock(p.recordingSeconds)}`);
  return parts.join(", ");
}
