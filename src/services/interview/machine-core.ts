import type { CallLanguage } from "../../shared/call-language";
import type { CoreQuestionType } from "./plan";
import type { CautionReading } from "./caution";

/** Hard cap on a call; at WRAP_UP_AT we jump to the last question. */
export const MAX_CALL_MS = 8 * 60_000;
export const WRAP_UP_AT_MS = 7 * 60_000;
/** Silence before the first re-prompt, then between the next ones. */
export const FIRST_SILENCE_MS = 6_000;
export const NEXT_SILENCE_MS = 12_000;
/** Silence while holding (the reference asked for a moment, or fetches someone) before a prompt. */
export const HOLD_SILENCE_MS = 30_000;
/** How long we wait for answering-machine detection before giving up on the dial. */
export const AMD_WAIT_MS = 30_000;
/** After our message to a call screener: how long the line stays open for its owner to pick up. */
export const SCREENED_WAIT_MS = 10_000;
/** After a refusal and our goodbye: how long the line stays open to hear "and never call me again". */
export const CLOSING_WAIT_MS = 5_000;
/** Fewer core answers than this when the reference hangs up: the call did not yield an interview. */
export const MIN_ANSWERS_FOR_PARTIAL = 4;

/**
 * `screened`: a call screener answered and heard who we are and our number; the line stays open a
 * moment in case its owner picks up (they hear the whole disclosure; an opt-out is heard too).
 * `closing`: the reference refused the recording and heard our goodbye; the line stays open a
 * moment so that "and take me off your list" is heard as the opt-out it is. Nothing is recorded.
 */
export type Phase =
  | "consent"
  | "identity"
  | "awaiting_reference"
  | "awaiting_amd"
  | "screened"
  | "closing"
  | "question"
  | "followup"
  | "ended";

export type InterviewOutcome =
  | "completed"
  | "consent_refused"
  | "no_consent"
  | "wrong_person"
  | "callback_requested"
  | "opted_out"
  | "voicemail"
  | "dropped"
  /** The reference needs a language we do not offer: an operator follows up; not a refusal. */
  | "language_unsupported";

export type ConsentState = "none" | "given" | "refused" | "unclear";

export interface InterviewState {
  phase: Phase;
  startedAt: number;
  /** Index into QUESTION_PLAN of the current question. */
  q: number;
  consentAsks: number;
  /** Unclear answers to the consent question (a second one ends the call as "no consent"). */
  unclearConsents: number;
  /** Repeats and replays of the disclosure (barge-in, "say again"), capped so a loop cannot run on. */
  replays: number;
  consentRequestedAt: number;
  consentRespondedAt: number | null;
  consent: ConsentState;
  consentGiven: boolean;
  consentRaw: string | null;
  /** When the current recording started (null while nothing is recorded). */
  recordingStartedAt: number | null;
  identityAsks: number;
  /** Someone else answered and fetched the reference, who then gives consent themselves. */
  handedOff: boolean;
  /**
   * The person giving consent said, before it, that they are the reference ("Yeah, this is Sam."): once
   * they agree, "Am I speaking with …?" is not asked again (held-out ZA).
   */
  namedSelf?: boolean;
  /**
   * The person asked for a moment of their own (nobody fetched) at this stage: if they come back
   * saying so, their reply is read there again (see hold-return.ts).
   */
  selfHold?: "consent" | "identity";
  /** Consent was the keypad 1 the disclosure offers, not words: a confused reply next asks afresh. */
  consentByKey?: boolean;
  /** Answering-machine detection: pending until the carrier says human (or machine). */
  amd: "pending" | "human";
  /** The last line spoken, for "could you repeat that?" and silence re-prompts. */
  lastLine: Say | null;
  /** When the reference last spoke or the agent last finished a line. */
  quietSince: number;
  silencePrompts: number;
  /** The reference asked us to hold a moment: silence is waited out longer before a re-prompt. */
  holding?: boolean;
  /** Answers by question type ("followup:<type>" for follow-up answers), protected remarks redacted. */
  responses: Record<string, string>;
  skipped: CoreQuestionType[];
  followUps: CoreQuestionType[];
  protectedRefusals: number;
  /**
   * The last answer was cut off mid-sentence ("…tuvo un problemita con"): the next turn goes on
   * with it under this answer key, and no follow-up is asked in between. `removed`: a protected
   * remark was already taken out of the first part.
   */
  continuing?: { key: string; removed: boolean };
  /** Protected remarks removed from the answers. */
  redactions: number;
  optedOut: boolean;
  callbackRequested: boolean;
  outcome: InterviewOutcome | null;
  endReason: string | null;
  /** The language the interview is held in now (it may change once the reference is heard). */
  language: CallLanguage;
  /** Times the call moved to another language (capped, so no ping-pong between two). */
  languageSwitches: number;
  /** Times the other languages were offered to someone who said they do not understand. */
  languageOffers: number;
  /** The language we could not offer, when the call ended for it. */
  unsupportedLanguage: string | null;
}

/** A line to speak. `goal` present = the model may rephrase it (the guard still applies). */
export interface Say {
  text: string;
  questionType?: string;
  goal?: string;
  /** Legal wording (disclosure, consent question): spoken whole, never cut by a barge-in. */
  legal?: boolean;
}

export type Action =
  | { kind: "say"; say: Say }
  | { kind: "start_recording" }
  | { kind: "pause_recording" }
  /** Speech recognition and the voice move to this language (ConversationRelay `language`). */
  | { kind: "language"; language: CallLanguage }
  | { kind: "end"; outcome: InterviewOutcome; reason: string };

export type InterviewEvent =
  /** `overLegalLine`: spoken while a legal line was still being read (a barge-in). */
  /**
   * `carried`: the turn's opening words finish a sentence the previous turn left unfinished, and
   * that sentence is a protected remark (the session joins the two; see session.ts).
   */
  | {
      kind: "utterance";
      text: string;
      at: number;
      overLegalLine?: boolean;
      caution?: CautionReading;
      carried?: string[];
    }
  | { kind: "dtmf"; digit: string; at: number }
  /** The reference hung up (or the line dropped). */
  | { kind: "hangup"; at: number }
  /** Time passes; `speaking` when the reference is mid-sentence (no silence then). */
  | { kind: "tick"; at: number; speaking?: boolean }
  /** The agent finished speaking its lines: silence is counted from here. */
  | { kind: "line_done"; at: number }
  /** Answering-machine detection's verdict. */
  | { kind: "amd"; result: "human" | "machine"; at: number };

export interface Step {
  state: InterviewState;
  actions: Action[];
}

export function say(s: Say): Action {
  return { kind: "say", say: s };
}

export function speak(state: InterviewState, before: Action[], line: Say): Step {
  return { state: { ...state, lastLine: line }, actions: [...before, say(line)] };
}

/**
 * Ends the call with one last line, stopping the recording first when consent had started it;
 * `changes` are applied to the final state (what is kept, the consent record).
 */
export function endStoppingRecording(
  state: InterviewState,
  line: string,
  outcome: InterviewOutcome,
  reason: string,
  changes: Partial<InterviewState> = {},
): Step {
  return end(
    { ...state, ...changes, recordingStartedAt: null },
    [...(state.consentGiven ? [{ kind: "pause_recording" as const }] : []), say({ text: line })],
    outcome,
    reason,
  );
}

export function end(state: InterviewState, lines: Action[], outcome: InterviewOutcome, reason: string): Step {
  return {
    state: {
      ...state,
      phase: "ended",
      outcome,
      endReason: reason,
      optedOut: state.optedOut || outcome === "opted_out",
      callbackRequested: state.callbackRequested || outcome === "callback_requested",
    },
    actions: [...lines, { kind: "end", outcome, reason }],
  };
}
