import { createHash } from "node:crypto";
import type { TranscriptTurn } from "../../db/schema";
import { nextCallableInstant, type CallingWindow } from "../scheduling/windows";
import { retryDelayMinutes, type CallOutcome } from "../checks/attempts";

/**
 * The simulated clock. A simulated call is placed at once, whatever the hour, and its persona
 * answers in milliseconds: stamped with the wall clock, a demo report would show 3 AM calls that
 * lasted "0 s". Instead, each simulated call is given the times the real scheduler and a real
 * conversation would have produced, on a clock of its own, without anybody waiting:
 *
 * - the first attempt at the first instant the reference may be called after the check was
 *   created (and the pre-call text's lead), each later one after the scheduler's retry delay
 *   from the previous one's end, both moved into the reference's calling window;
 * - an answered call lasts as long as its transcript takes to say: the interviewer's voice at
 *   about 150 words a minute, the reference a little slower, with the pauses people leave;
 * - a busy line ends at once, an unanswered one after it rang out, a voicemail after the message.
 *
 * Everything is derived from the attempt key (a seeded generator), so the same call always gets
 * the same timeline.
 */

/** Words a second: the interviewer's synthetic voice, and a person answering on the phone. */
export const AGENT_WORDS_PER_SECOND = 2.5;
export const REFERENCE_WORDS_PER_SECOND = 2.1;

/** A deterministic generator in [0, 1) seeded by a string (mulberry32 over a SHA-256 prefix). */
export function seededRandom(seed: string): () => number {
  let a = createHash("sha256").update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rand: () => number, lo: number, hi: number) => lo + (hi - lo) * rand();
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The first instant ≥ `from` the scheduler would dial: the calling window, else the legal hours. */
export function scheduledInstant(from: Date, window: CallingWindow): Date {
  return (
    nextCallableInstant(from, window) ?? nextCallableInstant(from, { ...window, preferred: null }) ?? from
  );
}

/**
 * When a simulated attempt is dialled. `previous`: the attempt before it (on the same clock), if
 * any; otherwise the check's creation plus the notice lead.
 */
export function simulatedDialAt(input: {
  seed: string;
  window: CallingWindow;
  checkCreatedAt: Date;
  noticeLeadSeconds: number;
  attemptNumber: number;
  previous: { endedAt: Date; outcome: CallOutcome } | null;
}): Date {
  const rand = seededRandom(`${input.seed}:dial`);
  // The job queue picks the dial up within a minute or two.
  const pickUp = between(rand, 20, 110) * 1000;
  const earliest = input.previous
    ? input.previous.endedAt.getTime() +
      retryDelayMinutes(input.attemptNumber - 1, false, input.previous.outcome) * 60_000
    : input.checkCreatedAt.getTime() + input.noticeLeadSeconds * 1000;
  const from = new Date(earliest + pickUp);
  const at = scheduledInstant(from, input.window);
  // Dials queued for the window's opening go out over its first minutes (the dial rate limit).
  if (at.getTime() > from.getTime()) return new Date(at.getTime() + Math.round(between(rand, 5, 240)) * 1000);
  return at;
}

export interface SimulatedCall {
  startedAt: Date;
  endedAt: Date;
  /** Seconds from answer to hang-up, as a carrier reports it (0 when nobody answered). */
  durationSeconds: number;
  /** The transcript with each turn stamped when it began on the simulated clock. */
  transcript: TranscriptTurn[];
  /** Moves an instant of the real call (consent asked, recording started) onto the simulated clock. */
  map: (real: Date) => Date;
}

/**
 * The simulated course of one call dialled at `dialAt`: rings, is answered, and every turn of
 * the transcript takes as long as saying it takes.
 */
export function simulatedCall(input: {
  seed: string;
  dialAt: Date;
  outcome: CallOutcome;
  transcript: TranscriptTurn[];
  /** When the real (fast) call was placed and ended. */
  realStart: Date;
  realEnd: Date;
}): SimulatedCall {
  const rand = seededRandom(`${input.seed}:call`);
  const start = input.dialAt.getTime();
  const anchors: [number, number][] = [];
  const done = (ringSeconds: number, talkSeconds: number, transcript: TranscriptTurn[] = []) => {
    const answeredAt = Math.round(start + ringSeconds * 1000);
    const endedAt = Math.round(answeredAt + talkSeconds * 1000);
    anchors.unshift([input.realStart.getTime(), answeredAt]);
    anchors.push([input.realEnd.getTime(), endedAt]);
    return {
      startedAt: new Date(start),
      endedAt: new Date(endedAt),
      durationSeconds: Math.round(talkSeconds),
      transcript,
      map: (real: Date) => mapInstant(anchors, real.getTime()),
    };
  };
  if (input.outcome === "busy") return done(between(rand, 1, 4), 0);
  if (input.outcome === "no-answer") return done(between(rand, 25, 32), 0);
  if (input.outcome === "failed" && input.transcript.length === 0) return done(between(rand, 0.5, 3), 0);
  const ring = between(rand, 6, 20);
  if (input.outcome === "voicemail" && input.transcript.length === 0)
    // The greeting, the beep, then our callback message.
    return done(ring, between(rand, 38, 55));

  // Answered: the interviewer speaks first, a moment after the reference picks up.
  let t = between(rand, 0.8, 1.6);
  const turns: TranscriptTurn[] = [];
  let previous: TranscriptTurn["speaker"] | null = null;
  for (const turn of input.transcript) {
    const n = words(turn.text);
    const sentences = Math.max(1, (turn.text.match(/[.?!](\s|$)/g) ?? []).length);
    let speaking: number;
    if (turn.speaker === "agent") {
      // After the reference: the carrier hears them stop, then the interviewer's reply is
      // written and voiced; a line that follows the interviewer's own comes almost at once.
      t += previous === "reference" ? between(rand, 1.2, 2.6) : between(rand, 0.2, 0.6);
      // The voice pauses briefly between sentences.
      speaking = n / AGENT_WORDS_PER_SECOND + (sentences - 1) * between(rand, 0.35, 0.6);
    } else if (/^\[keypad [0-9*#]\]$/.test(turn.text)) {
      t += between(rand, 1.5, 4);
      speaking = 0.3;
    } else {
      // A person thinks before answering, longer before a long answer, and pauses as they speak.
      t += between(rand, 1.2, 3) + (n > 12 ? between(rand, 1.5, 4) : 0);
      speaking =
        (n / REFERENCE_WORDS_PER_SECOND) * between(rand, 1.05, 1.3) +
        (sentences - 1) * between(rand, 0.5, 1.2);
    }
    const at = Math.round(start + (ring + t) * 1000);
    turns.push({ ...turn, at: new Date(at).toISOString() });
    const real = Date.parse(turn.at);
    if (Number.isFinite(real)) anchors.push([real, at]);
    t += speaking;
    previous = turn.speaker;
  }
  // Goodbyes and the line closing.
  t += turns.length ? between(rand, 1.5, 3.5) : between(rand, 3, 8);
  return done(ring, t, turns);
}

/** The simulated instant of a real one: the latest anchor at or before it, then real time after it. */
function mapInstant(anchors: [number, number][], real: number): Date {
  let best = anchors[0]!;
  for (const a of anchors) if (a[0] <= real) best = a;
  const next = anchors.find((a) => a[1] > best[1]);
  const at = best[1] + Math.max(0, real - best[0]);
  return new Date(next ? Math.min(at, next[1]) : at);
}
