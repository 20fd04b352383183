import { invitesProtectedQuestion } from "./guard";
import { LINES, QUESTION_PLAN, type CoreQuestionType, type InterviewContext } from "./plan";
import {
  isVague,
  saysFetchingReference,
  saysWrongNumber,
  wantsCallLater,
  wantsOptOut,
  wantsRepeat,
  wantsToEnd,
  wantsToSkip,
  yesNo,
} from "./understand";

/**
 * The interview as a pure state machine: (state, event) → (state, actions). No I/O, no clock of its
 * own (every event carries its instant), so each path is tested case by case. The voice relay
 * performs the actions: it speaks lines (through the LLM port, which may rephrase questions), starts
 * the recording after consent, and ends the call with the outcome.
 */

/** Hard cap on a call; at WRAP_UP_AT we jump to the last question. */
export const MAX_CALL_MS = 8 * 60_000;
export const WRAP_UP_AT_MS = 7 * 60_000;
/** Fewer core answers than this when the reference hangs up: the call did not yield an interview. */
export const MIN_ANSWERS_FOR_PARTIAL = 4;

export type Phase = "consent" | "identity" | "awaiting_reference" | "question" | "followup" | "ended";

export type InterviewOutcome =
  "completed" | "consent_refused" | "wrong_person" | "callback_requested" | "opted_out" | "dropped";

export interface InterviewState {
  phase: Phase;
  startedAt: number;
  /** Index into QUESTION_PLAN of the current question. */
  q: number;
  consentAsks: number;
  consentRequestedAt: number;
  consentRespondedAt: number | null;
  consentGiven: boolean;
  consentRaw: string | null;
  identityAsks: number;
  /** Someone else answered and fetched the reference, who then gave consent themselves. */
  handedOff: boolean;
  /** The last line spoken, for "could you repeat that?". */
  lastLine: Say | null;
  /** Answers by question type ("followup:<type>" for follow-up answers). */
  responses: Record<string, string>;
  skipped: CoreQuestionType[];
  followUps: CoreQuestionType[];
  protectedRefusals: number;
  outcome: InterviewOutcome | null;
  endReason: string | null;
}

/** A line to speak. `goal` present = the model may rephrase it (the guard still applies). */
export interface Say {
  text: string;
  questionType?: string;
  goal?: string;
}

export type Action =
  | { kind: "say"; say: Say }
  | { kind: "start_recording" }
  | { kind: "end"; outcome: InterviewOutcome; reason: string };

export type InterviewEvent =
  | { kind: "utterance"; text: string; at: number }
  | { kind: "dtmf"; digit: string; at: number }
  /** The reference hung up (or the line dropped). */
  | { kind: "hangup"; at: number }
  /** Time passes without speech; used to enforce the cap. */
  | { kind: "tick"; at: number };

export interface Step {
  state: InterviewState;
  actions: Action[];
}

/** The opening: disclosure and the consent question, before anything is recorded. */
export function startInterview(ctx: InterviewContext, at: number): Step {
  const say: Say = { text: LINES.consent(ctx), questionType: "consent" };
  return {
    state: {
      phase: "consent",
      startedAt: at,
      q: 0,
      consentAsks: 1,
      consentRequestedAt: at,
      consentRespondedAt: null,
      consentGiven: false,
      consentRaw: null,
      identityAsks: 0,
      handedOff: false,
      lastLine: say,
      responses: {},
      skipped: [],
      followUps: [],
      protectedRefusals: 0,
      outcome: null,
      endReason: null,
    },
    actions: [{ kind: "say", say }],
  };
}

export function step(state: InterviewState, event: InterviewEvent, ctx: InterviewContext): Step {
  if (state.phase === "ended") return { state, actions: [] };
  if (event.kind === "hangup") return onHangup(state);
  if (event.at - state.startedAt >= MAX_CALL_MS && state.consentGiven)
    return end(
      state,
      [say({ text: LINES.timeUpClose(ctx), questionType: "close" })],
      "completed",
      "time cap",
    );
  if (event.kind === "tick") return { state, actions: [] };

  const text = event.kind === "dtmf" ? event.digit : event.text;
  switch (state.phase) {
    case "consent":
      return onConsent(state, text, event.at, ctx);
    case "identity":
    case "awaiting_reference":
      return onIdentity(state, text, ctx);
    case "question":
    case "followup":
      return onAnswer(state, text, event.at, ctx);
  }
}

function onHangup(state: InterviewState): Step {
  const answered = QUESTION_PLAN.filter((q) => state.responses[q.type] !== undefined).length;
  if (state.consentGiven && answered >= MIN_ANSWERS_FOR_PARTIAL)
    return end(state, [], "completed", "reference hung up before the end");
  if (!state.consentGiven && state.consentRespondedAt !== null)
    return end(state, [], "consent_refused", "hung up at consent");
  return end(state, [], "dropped", "reference hung up");
}

function onConsent(state: InterviewState, text: string, at: number, ctx: InterviewContext): Step {
  const s = { ...state, consentRespondedAt: at, consentRaw: text };
  if (wantsOptOut(text))
    return end(s, [say({ text: LINES.optedOut() })], "opted_out", "asked not to be called");
  if (wantsCallLater(text))
    return end(s, [say({ text: LINES.callLater() })], "callback_requested", "asked to be called later");
  const answer = yesNo(text);
  if (answer === "yes") {
    if (s.handedOff)
      return askQuestion({ ...s, consentGiven: true, phase: "question", q: 0 }, ctx, LINES.begin(), [
        { kind: "start_recording" },
      ]);
    const next: InterviewState = { ...s, consentGiven: true, phase: "identity", identityAsks: 1 };
    return speak(next, [{ kind: "start_recording" }], {
      text: LINES.identity(ctx),
      questionType: "identity",
    });
  }
  if (answer === "no" || s.consentAsks >= 2)
    // Refusal (or no clear yes after asking twice) ends the call at once; nothing is kept.
    return end(s, [say({ text: LINES.consentRefused() })], "consent_refused", "consent refused");
  return speak({ ...s, consentAsks: s.consentAsks + 1 }, [], {
    text: LINES.consentAgain(),
    questionType: "consent",
  });
}

function onIdentity(state: InterviewState, text: string, ctx: InterviewContext): Step {
  if (wantsOptOut(text))
    return end(state, [say({ text: LINES.optedOut() })], "opted_out", "asked not to be called");
  if (saysWrongNumber(text))
    return end(state, [say({ text: LINES.wrongPerson(ctx) })], "wrong_person", "wrong number");
  if (saysFetchingReference(text))
    return speak({ ...state, phase: "awaiting_reference" }, [], { text: LINES.waitForReference() });
  if (wantsCallLater(text) || (state.identityAsks >= 2 && notAvailable(text)))
    return end(state, [say({ text: LINES.callLater() })], "callback_requested", "asked to be called later");
  const answer = yesNo(text);
  if (state.phase === "awaiting_reference") {
    if (answer !== "yes")
      return speak({ ...state, phase: "identity", identityAsks: state.identityAsks + 1 }, [], {
        text: `Hello. Am I speaking with ${ctx.referenceName}?`,
        questionType: "identity",
      });
    // A different person gave consent: the reference gives their own before anything else.
    const line = { text: LINES.consentHandoff(ctx), questionType: "consent" };
    return speak(
      { ...state, phase: "consent", consentAsks: 1, consentGiven: false, handedOff: true },
      [],
      line,
    );
  }
  if (answer === "yes") return askQuestion({ ...state, phase: "question", q: 0 }, ctx, LINES.begin());
  if (answer === "no" && state.identityAsks === 1)
    return speak({ ...state, identityAsks: 2 }, [], {
      text: LINES.askForReference(ctx),
      questionType: "identity",
    });
  if (answer === "no" || state.identityAsks >= 3)
    return end(state, [say({ text: LINES.wrongPerson(ctx) })], "wrong_person", "not the reference");
  return speak({ ...state, identityAsks: state.identityAsks + 1 }, [], {
    text: `Sorry, am I speaking with ${ctx.referenceName}?`,
    questionType: "identity",
  });
}

function notAvailable(text: string): boolean {
  return /\b(not (here|available|in)|out (today|of the office|right now)|away|on vacation|on holiday)\b/i.test(
    text,
  );
}

function onAnswer(state: InterviewState, text: string, at: number, ctx: InterviewContext): Step {
  const current = QUESTION_PLAN[state.q]!;
  if (wantsOptOut(text))
    return end(state, [say({ text: LINES.optedOut() })], "opted_out", "asked not to be called");
  if (wantsRepeat(text) && state.lastLine) return speak(state, [], state.lastLine);
  if (wantsToEnd(text)) {
    const answered = QUESTION_PLAN.filter((q) => state.responses[q.type] !== undefined).length;
    const outcome = answered >= MIN_ANSWERS_FOR_PARTIAL ? "completed" : "callback_requested";
    return end(
      state,
      [say({ text: LINES.endEarly(ctx), questionType: "close" })],
      outcome,
      "reference ended the call",
    );
  }
  if (state.phase === "question" && state.q === 0 && wantsCallLater(text) && !state.responses.relationship)
    return end(state, [say({ text: LINES.callLater() })], "callback_requested", "asked to be called later");
  if (invitesProtectedQuestion(text))
    return advance(
      { ...state, protectedRefusals: state.protectedRefusals + 1 },
      at,
      ctx,
      LINES.protectedRefusal() + " ",
    );
  if (wantsToSkip(text))
    return advance({ ...state, skipped: [...state.skipped, current.type] }, at, ctx, LINES.skipAck() + " ");

  const key = state.phase === "followup" ? `followup:${current.type}` : current.type;
  const responses = { ...state.responses, [key]: text };
  const s = { ...state, responses };
  if (state.phase === "question" && isVague(text) && current.type !== "anything_else" && !nearCap(s, at))
    return speak({ ...s, phase: "followup", followUps: [...s.followUps, current.type] }, [], {
      text: current.followUp(ctx),
      questionType: `followup:${current.type}`,
      goal: `follow up on a short or vague answer about: ${current.goal}`,
    });
  if (current.type === "anything_else")
    return end(s, [say({ text: LINES.close(ctx), questionType: "close" })], "completed", "completed");
  return advance(s, at, ctx, "");
}

function nearCap(state: InterviewState, at: number): boolean {
  return at - state.startedAt >= WRAP_UP_AT_MS;
}

/** Next question; near the cap, straight to the last one. */
function advance(state: InterviewState, at: number, ctx: InterviewContext, prefix: string): Step {
  const last = QUESTION_PLAN.length - 1;
  if (state.q >= last)
    return end(
      state,
      [say({ text: prefix + LINES.close(ctx), questionType: "close" })],
      "completed",
      "completed",
    );
  const q = nearCap(state, at) ? last : state.q + 1;
  return askQuestion({ ...state, phase: "question", q }, ctx, prefix);
}

function askQuestion(
  state: InterviewState,
  ctx: InterviewContext,
  prefix: string,
  before: Action[] = [],
): Step {
  const planned = QUESTION_PLAN[state.q]!;
  return speak(state, before, {
    text: prefix + planned.text(ctx),
    questionType: planned.type,
    goal: planned.goal,
  });
}

function say(s: Say): Action {
  return { kind: "say", say: s };
}

function speak(state: InterviewState, before: Action[], line: Say): Step {
  return { state: { ...state, lastLine: line }, actions: [...before, say(line)] };
}

function end(state: InterviewState, lines: Action[], outcome: InterviewOutcome, reason: string): Step {
  return {
    state: { ...state, phase: "ended", outcome, endReason: reason },
    actions: [...lines, { kind: "end", outcome, reason }],
  };
}
