import type { TranscriptTurn } from "../../db/schema";
import type { CallLanguage } from "../../shared/call-language";
import { endsMidSentence, REDACTED, redactProtected, sentencesOf } from "./guard";
import {
  startInterview,
  step,
  type Action,
  type InterviewEvent,
  type InterviewOutcome,
  type InterviewState,
  type Say,
} from "./machine";
import { namesOf } from "./machine-questions";
import { cautionSentences, withCaution, type CautionReading } from "./caution";
import { understand } from "./understand";
import type { InterviewContext } from "./plan";
import type { InterviewerPort } from "./voice";

/** About 2.5 words a second: a line is still being heard this long after its text was sent. */
export const SPEECH_MS_PER_WORD = 400;

/** Receives the words of a line as they are produced; returns false to stop (barge-in). */
export type TokenSink = (token: string, last: boolean, line: Say) => boolean | void;

export interface Performed {
  startRecording: boolean;
  pauseRecording: boolean;
  end: { outcome: InterviewOutcome; reason: string } | null;
  /** The language the call moved to during these actions (voice and recognition must follow). */
  language: CallLanguage | null;
}

/**
 * One interview in progress, independent of the transport: the voice relay (ConversationRelay or
 * the simulated carrier) and the operator console's simulator both drive it. It runs the pure
 * state machine, speaks its lines through the interviewer port, and keeps the transcript, with
 * every protected remark a reference volunteers already removed: nothing downstream ever sees one.
 */
export class InterviewSession {
  state: InterviewState;
  readonly transcript: TranscriptTurn[] = [];
  private pending: Action[];
  private current: { ac: AbortController; line: Say } | null = null;
  /** The last line spoken: the carrier may still be playing it when a barge-in is reported. */
  private lastSpoken: Say | null = null;
  /** The reference spoke over a legal line: their next words are not an answer to it. */
  private bargedInOnLegal = false;
  recordingRequested = false;
  /** Protected remarks removed from the reference's turns. */
  redactions = 0;
  /**
   * The last sentence of the previous answer when the turn ended mid-sentence (the recognizer cut
   * "…his visa" / "was only sorted out in March"): the next turn's first sentence is read with it.
   */
  private openTail: { turn: TranscriptTurn; sentence: string; removed: boolean; explicit: boolean } | null =
    null;
  /** How long text-to-speech takes per word: silence is counted from when the line has been heard. */
  private readonly speechMsPerWord: number;
  private wordsSpoken = 0;

  constructor(
    readonly ctx: InterviewContext,
    private readonly interviewer: InterviewerPort,
    private readonly clock: () => number,
    opts: { amdPending?: boolean; speechMsPerWord?: number } = {},
  ) {
    this.speechMsPerWord = opts.speechMsPerWord ?? SPEECH_MS_PER_WORD;
    const opened = startInterview(ctx, clock(), opts);
    this.state = opened.state;
    this.pending = opened.actions;
  }

  /** Turns of a French or Spanish interview say so (the report adds their English). */
  private langTag(): Pick<TranscriptTurn, "lang"> {
    return this.state.language === "en" ? {} : { lang: this.state.language };
  }

  get ended(): boolean {
    return this.state.phase === "ended";
  }
  get outcome(): InterviewOutcome | null {
    return this.state.outcome;
  }
  /** A legal line is being spoken right now. */
  get speakingLegal(): boolean {
    return !!this.current?.line.legal;
  }

  /**
   * Feeds a reference's words after the live model's caution-only reading of them (when the
   * interviewer has one): the model may add caution to the rules' reading, never remove it.
   */
  async hearTurn(event: Extract<InterviewEvent, { kind: "utterance" }>, signal?: AbortSignal): Promise<void> {
    const caution = this.interviewer.classify
      ? await this.interviewer.classify({ text: event.text, phase: this.state.phase }, signal)
      : undefined;
    this.hear(caution ? { ...event, caution } : event);
  }

  /** Feeds what the reference did (speech, keypad, hang-up, time passing). */
  hear(event: InterviewEvent): void {
    const at = new Date(event.at).toISOString();
    if (event.kind === "utterance") {
      const names = { names: namesOf(this.ctx) };
      const carried = this.carryOver(event.text);
      if (carried.length) event = { ...event, carried };
      const extra = [...cautionSentences(event.text, event.caution), ...carried];
      const kept = redactProtected(event.text, names, extra);
      this.redactions += kept.removed;
      const turn: TranscriptTurn = { speaker: "reference", text: kept.text, at, ...this.langTag() };
      turn.readings = readingsOf(event.text, this.state, this.ctx, event.caution);
      this.transcript.push(turn);
      this.openTail = this.tailOf(event.text, turn, extra);
      if (this.bargedInOnLegal || this.speakingLegal) event = { ...event, overLegalLine: true };
      this.bargedInOnLegal = false;
    }
    if (event.kind === "dtmf")
      this.transcript.push({ speaker: "reference", text: `[keypad ${event.digit}]`, at });
    const next = step(this.state, event, this.ctx);
    this.state = next.state;
    this.pending.push(...next.actions);
  }

  /**
   * A protected remark split over two turns. When the previous answer ended mid-sentence, its last
   * sentence and this turn's first are read as one: if together they are a protected remark (or
   * the first half was one and plainly went on: a comma, "with", "de"), both halves are removed,
   * the earlier one from the transcript and the stored answer too. Returns this turn's half.
   */
  private carryOver(text: string): string[] {
    const tail = this.openTail;
    this.openTail = null;
    if (!tail || (this.state.phase !== "question" && this.state.phase !== "followup")) return [];
    const first = sentencesOf(text)[0]?.trim();
    if (!first) return [];
    const names = { names: namesOf(this.ctx) };
    const joined = redactProtected(`${tail.sentence} ${first}`, names).removed > 0;
    if (!joined && !(tail.removed && tail.explicit)) return [];
    if (!tail.removed) {
      tail.turn.text = tail.turn.text.replace(tail.sentence, REDACTED);
      const responses = Object.fromEntries(
        Object.entries(this.state.responses).map(([k, v]) => [k, v.replace(tail.sentence, REDACTED)]),
      );
      this.state = { ...this.state, responses, redactions: this.state.redactions + 1 };
      this.redactions++;
    }
    return [first];
  }

  /** The unfinished last sentence of an answer, if it is one (no full stop, question or exclamation mark). */
  private tailOf(text: string, turn: TranscriptTurn, extra: string[]) {
    if (this.state.phase !== "question" && this.state.phase !== "followup") return null;
    const trimmed = text.trim();
    if (/[.!?…]["»”')\]]*$/.test(trimmed) && !endsMidSentence(trimmed)) return null;
    const sentence = sentencesOf(trimmed).at(-1)?.trim();
    if (!sentence) return null;
    const names = { names: namesOf(this.ctx) };
    const removed = redactProtected(sentence, names, extra).removed > 0;
    const explicit = endsMidSentence(trimmed);
    return { turn, sentence, removed, explicit };
  }

  /**
   * Performs the actions queued so far: speaks each line token by token into `sink`. Returns what
   * the transport must do besides speaking (start or pause the recording, end the call).
   */
  async perform(sink: TokenSink, onLanguage?: (language: CallLanguage) => void): Promise<Performed> {
    const actions = this.pending;
    this.pending = [];
    const done: Performed = { startRecording: false, pauseRecording: false, end: null, language: null };
    this.wordsSpoken = 0;
    for (const action of actions) {
      if (action.kind === "start_recording") {
        done.startRecording = !this.recordingRequested;
        this.recordingRequested = true;
      } else if (action.kind === "pause_recording") {
        done.pauseRecording = this.recordingRequested;
        this.recordingRequested = false;
      } else if (action.kind === "end") done.end = { outcome: action.outcome, reason: action.reason };
      else if (action.kind === "language") {
        // Before the next word: the line that follows is spoken in the new language.
        done.language = action.language;
        onLanguage?.(action.language);
      } else await this.speakLine(action.say, sink);
    }
    if (actions.length && !this.ended)
      this.hear({ kind: "line_done", at: this.clock() + this.wordsSpoken * this.speechMsPerWord });
    return done;
  }

  private async speakLine(line: Say, sink: TokenSink) {
    const ac = new AbortController();
    this.current = { ac, line };
    this.lastSpoken = line;
    const turn: TranscriptTurn = {
      speaker: "agent",
      text: "",
      at: new Date(this.clock()).toISOString(),
      ...this.langTag(),
    };
    if (line.questionType) turn.questionType = line.questionType;
    this.transcript.push(turn);
    // Each token leaves as soon as it exists; an empty `last` token closes the line, as
    // ConversationRelay allows, so the first word never waits for the second.
    for await (const token of this.interviewer.speak(
      line,
      { ...this.ctx, language: this.state.language },
      this.transcript.slice(0, -1),
      ac.signal,
    )) {
      if (ac.signal.aborted) break;
      turn.text += token;
      if (token.trim()) this.wordsSpoken++;
      if (sink(token, false, line) === false) ac.abort();
    }
    if (!ac.signal.aborted) sink("", true, line);
    turn.text = turn.text.trim();
    if (this.current?.ac === ac) this.current = null;
  }

  /**
   * Barge-in: stop the line being spoken and keep in the transcript only what was heard. A legal
   * line (disclosure, consent question) is never cut: it plays on, and what the reference said
   * over it is not taken as an answer; the disclosure is read again in full.
   */
  interrupt(heard?: string): void {
    if ((this.current?.line ?? this.lastSpoken)?.legal) {
      this.bargedInOnLegal = true;
      return;
    }
    this.current?.ac.abort();
    const last = this.transcript.at(-1);
    if (last?.speaker === "agent" && heard !== undefined && heard.trim()) last.text = heard.trim();
  }

  /** Answers by question type, for call_logs.responses (protected remarks already removed). */
  get responses(): Record<string, string> {
    return this.state.responses;
  }
}

/** The rules' reading of a turn, the model's cautions, and the reading the interview acts on. */
function readingsOf(
  text: string,
  state: InterviewState,
  ctx: InterviewContext,
  caution: CautionReading | undefined,
): NonNullable<TranscriptTurn["readings"]> {
  const context = state.phase === "question" || state.phase === "followup" ? "interview" : "opening";
  const rules = understand(text, context, { referenceName: ctx.referenceName });
  const model = caution ? [...caution.cautions] : null;
  // During the questions a turn with no request in it is an answer, not an unclear reply.
  const named = (i: string) => (context === "interview" && i === "unclear" ? "answer" : i);
  return { rules: named(rules.primary), model, final: named(withCaution(rules, caution).primary) };
}
