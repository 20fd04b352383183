import type { TranscriptTurn } from "../../db/schema";
import {
  startInterview,
  step,
  type Action,
  type InterviewEvent,
  type InterviewOutcome,
  type InterviewState,
} from "./machine";
import type { InterviewContext } from "./plan";
import type { InterviewerPort } from "./voice";

/** Receives the words of a line as they are produced; returns false to stop (barge-in). */
export type TokenSink = (token: string, last: boolean) => boolean | void;

/**
 * One interview in progress, independent of the transport: the voice relay (ConversationRelay or
 * the simulated carrier) and the operator console's simulator both drive it. It runs the pure
 * state machine, speaks its lines through the interviewer port, and keeps the transcript.
 */
export class InterviewSession {
  state: InterviewState;
  readonly transcript: TranscriptTurn[] = [];
  private pending: Action[];
  private current: AbortController | null = null;
  recordingRequested = false;

  constructor(
    readonly ctx: InterviewContext,
    private readonly interviewer: InterviewerPort,
    private readonly clock: () => number,
  ) {
    const opened = startInterview(ctx, clock());
    this.state = opened.state;
    this.pending = opened.actions;
  }

  get ended(): boolean {
    return this.state.phase === "ended";
  }
  get outcome(): InterviewOutcome | null {
    return this.state.outcome;
  }

  /** Feeds what the reference did (speech, keypad, hang-up, time passing). */
  hear(event: InterviewEvent): void {
    if (event.kind === "utterance")
      this.transcript.push({ speaker: "reference", text: event.text, at: new Date(event.at).toISOString() });
    if (event.kind === "dtmf")
      this.transcript.push({
        speaker: "reference",
        text: `[keypad ${event.digit}]`,
        at: new Date(event.at).toISOString(),
      });
    const next = step(this.state, event, this.ctx);
    this.state = next.state;
    this.pending.push(...next.actions);
  }

  /**
   * Performs the actions queued so far: speaks each line token by token into `sink`. Returns what
   * the transport must do besides speaking (start recording, end the call).
   */
  async perform(
    sink: TokenSink,
  ): Promise<{ startRecording: boolean; end: { outcome: InterviewOutcome; reason: string } | null }> {
    const actions = this.pending;
    this.pending = [];
    let startRecording = false;
    let end: { outcome: InterviewOutcome; reason: string } | null = null;
    for (const action of actions) {
      if (action.kind === "start_recording") {
        startRecording = !this.recordingRequested;
        this.recordingRequested = true;
      } else if (action.kind === "end") end = { outcome: action.outcome, reason: action.reason };
      else await this.speakLine(action.say, sink);
    }
    return { startRecording, end };
  }

  private async speakLine(line: { text: string; questionType?: string; goal?: string }, sink: TokenSink) {
    const ac = new AbortController();
    this.current = ac;
    const turn: TranscriptTurn = { speaker: "agent", text: "", at: new Date(this.clock()).toISOString() };
    if (line.questionType) turn.questionType = line.questionType;
    this.transcript.push(turn);
    // Each token leaves as soon as it exists; an empty `last` token closes the line, as
    // ConversationRelay allows, so the first word never waits for the second.
    for await (const token of this.interviewer.speak(
      line,
      this.ctx,
      this.transcript.slice(0, -1),
      ac.signal,
    )) {
      if (ac.signal.aborted) break;
      turn.text += token;
      if (sink(token, false) === false) ac.abort();
    }
    if (!ac.signal.aborted) sink("", true);
    turn.text = turn.text.trim();
    if (this.current === ac) this.current = null;
  }

  /** Barge-in: stop the line being spoken; keep in the transcript only what was heard. */
  interrupt(heard?: string): void {
    this.current?.abort();
    const last = this.transcript.at(-1);
    if (last?.speaker === "agent" && heard !== undefined && heard.trim()) last.text = heard.trim();
  }

  /** Answers by question type, for call_logs.responses. */
  get responses(): Record<string, string> {
    return this.state.responses;
  }
}
