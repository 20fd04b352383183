import type { TranscriptTurn } from "../../db/schema";
import type { CautionReading } from "./caution";
import type { Say } from "./machine";
import type { InterviewContext } from "./plan";

/**
 * The interviewer port: how a line the state machine chose is spoken. The machine decides *what*
 * to ask; with a live model the port may pick among vetted wordings of that step (chooser.ts,
 * bank.ts), never compose one. Lines without a goal (disclosure, consent, refusals, the close) are
 * always spoken exactly as written.
 */
export interface InterviewerPort {
  readonly kind: "scripted" | "model";
  speak(
    line: Say,
    ctx: InterviewContext,
    history: TranscriptTurn[],
    signal?: AbortSignal,
  ): AsyncIterable<string>;
  /** Live model only: one caution-only reading of a reference's turn (caution.ts). */
  classify?(turn: { text: string; phase: string }, signal?: AbortSignal): Promise<CautionReading | undefined>;
}

/** Splits a line into word tokens with their trailing space, as a streaming model would send them. */
export function* wordsOf(text: string): Generator<string> {
  for (const w of text.split(/(?<=\s)/)) if (w) yield w;
}

/** Offline: the deterministic interviewer, with the same plan and the plan's own wording. */
export function scriptedInterviewer(): InterviewerPort {
  return {
    kind: "scripted",
    async *speak(line) {
      yield* wordsOf(line.text);
    },
  };
}

/** What was said, as delimited data: tags inside the words are neutralised so they cannot close the block. */
export function conversationBlock(history: TranscriptTurn[]): string {
  const lines = history
    .slice(-6)
    .map((t) => `${t.speaker === "agent" ? "Interviewer" : "Reference"}: ${t.text.replace(/[<>]/g, " ")}`)
    .join("\n");
  return `<conversation>\n${lines}\n</conversation>`;
}
