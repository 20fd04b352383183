import {
  AMD_WAIT_MS,
  end,
  FIRST_SILENCE_MS,
  HOLD_SILENCE_MS,
  MAX_CALL_MS,
  MIN_ANSWERS_FOR_PARTIAL,
  NEXT_SILENCE_MS,
  SCREENED_WAIT_MS,
  CLOSING_WAIT_MS,
  say,
  speak,
  type InterviewEvent,
  type InterviewState,
  type Step,
} from "./machine-core";
import { consentLine, onClosing, onConsent, onScreened } from "./machine-opening";
import { onIdentity } from "./machine-identity";
import { answeredCount, askQuestion, onAnswer } from "./machine-questions";
import { linesFor, type InterviewContext } from "./plan";
import { onLanguage } from "./machine-language";

export * from "./machine-core";

/**
 * The interview as a pure state machine: (state, event) → (state, actions). No I/O, no clock of its
 * own (every event carries its instant), so each path is tested case by case. The voice relay
 * performs the actions: it speaks lines (through the LLM port, which may rephrase questions), starts
 * and pauses the recording as consent allows, and ends the call with the outcome.
 *
 * Split by concern: machine-core (types), machine-opening (disclosure, consent, identity, hand-off),
 * machine-questions (the plan, follow-ups, protected remarks); this file routes events and keeps
 * time (silence re-prompts, the 7- and 8-minute marks, answering-machine detection).
 */

/** The opening: disclosure and the consent question, before anything is recorded. */
export function startInterview(ctx: InterviewContext, at: number, opts: { amdPending?: boolean } = {}): Step {
  const state: InterviewState = {
    phase: "consent",
    startedAt: at,
    q: 0,
    consentAsks: 1,
    unclearConsents: 0,
    replays: 0,
    consentRequestedAt: at,
    consentRespondedAt: null,
    consent: "none",
    consentGiven: false,
    consentRaw: null,
    recordingStartedAt: null,
    identityAsks: 0,
    handedOff: false,
    amd: opts.amdPending ? "pending" : "human",
    lastLine: null,
    quietSince: at,
    silencePrompts: 0,
    responses: {},
    skipped: [],
    followUps: [],
    protectedRefusals: 0,
    redactions: 0,
    optedOut: false,
    callbackRequested: false,
    outcome: null,
    endReason: null,
    language: ctx.language ?? "en",
    languageSwitches: 0,
    languageOffers: 0,
    unsupportedLanguage: null,
  };
  return speak(state, [], consentLine(state, { ...ctx, language: state.language }));
}

export function step(state: InterviewState, event: InterviewEvent, base: InterviewContext): Step {
  // Every line is worded in the language the interview is held in now.
  const ctx: InterviewContext = { ...base, language: state.language };
  if (state.phase === "ended") return { state, actions: [] };
  if (event.kind === "hangup") return onHangup(state);
  if (event.at - state.startedAt >= MAX_CALL_MS)
    // The cap holds even mid-monologue: a tick is enough to close.
    return state.consentGiven
      ? end(
          state,
          [say({ text: linesFor(ctx).timeUpClose(ctx), questionType: "close" })],
          "completed",
          "time cap",
        )
      : end(state, [say({ text: linesFor(ctx).noConsent(ctx) })], "no_consent", "time cap before consent");
  if (event.kind === "line_done") return { state: { ...state, quietSince: event.at }, actions: [] };
  if (event.kind === "tick") return onTick(state, event.at, !!event.speaking, ctx);
  if (event.kind === "amd") return onAmd(state, event.result, ctx);

  const heard = { ...state, quietSince: event.at, silencePrompts: 0, holding: false };
  if (event.kind === "dtmf" && event.digit === "9")
    return end(heard, [say({ text: linesFor(ctx).optedOut() })], "opted_out", "pressed 9 to opt out");
  const text = event.kind === "dtmf" ? event.digit : event.text;
  const caution = event.kind === "utterance" ? event.caution : undefined;
  if (event.kind === "utterance") {
    const moved = onLanguage(heard, text, ctx);
    if (moved) return moved;
  }
  switch (heard.phase) {
    case "consent":
      return onConsent(
        heard,
        text,
        event.at,
        ctx,
        event.kind === "utterance" && !!event.overLegalLine,
        caution,
      );
    case "identity":
    case "awaiting_reference":
      return onIdentity(heard, text, ctx, caution, event.at);
    case "awaiting_amd":
      return { state: heard, actions: [] };
    case "screened":
      return onScreened(heard, text, ctx, caution);
    case "closing":
      return onClosing(heard, text, ctx, caution);
    case "question":
    case "followup":
      return onAnswer(
        heard,
        text,
        event.at,
        ctx,
        caution,
        event.kind === "utterance" ? event.carried : undefined,
      );
    default:
      return { state: heard, actions: [] };
  }
}

function onAmd(state: InterviewState, result: "human" | "machine", ctx: InterviewContext): Step {
  if (result === "machine")
    return end(
      state,
      [say({ text: linesFor(ctx).voicemail(ctx) })],
      "voicemail",
      "answering machine detected",
    );
  const human = { ...state, amd: "human" as const };
  if (state.phase === "awaiting_amd")
    return askQuestion({ ...human, phase: "question", q: 0 }, ctx, linesFor(ctx).begin());
  return { state: human, actions: [] };
}

/** Silence: a re-prompt after about 6 s, another after 12 s more, then a polite close (retried later). */
function onTick(state: InterviewState, at: number, speaking: boolean, ctx: InterviewContext): Step {
  if (speaking) return { state: { ...state, quietSince: at }, actions: [] };
  if (state.phase === "awaiting_amd")
    return at - state.quietSince >= AMD_WAIT_MS
      ? end(state, [], "dropped", "answering-machine detection never answered")
      : { state, actions: [] };
  if (state.phase === "awaiting_reference") return onHoldingTick(state, at, ctx);
  if (state.phase === "closing")
    return at - state.quietSince >= CLOSING_WAIT_MS ? closed(state) : { state, actions: [] };
  if (state.phase === "screened")
    return at - state.quietSince >= SCREENED_WAIT_MS
      ? end(state, [], "voicemail", "call screener: nobody picked up")
      : { state, actions: [] };
  const wait = state.holding
    ? HOLD_SILENCE_MS
    : state.silencePrompts === 0
      ? FIRST_SILENCE_MS
      : NEXT_SILENCE_MS;
  if (at - state.quietSince < wait || !state.lastLine) return { state, actions: [] };
  if (state.silencePrompts >= 2) {
    const enough = state.consentGiven && answeredCount(state) >= MIN_ANSWERS_FOR_PARTIAL;
    return end(
      state,
      [say({ text: linesFor(ctx).silenceClose(ctx), questionType: "close" })],
      enough ? "completed" : "dropped",
      "silence",
    );
  }
  const again = { ...state.lastLine, text: linesFor(ctx).stillThere() + state.lastLine.text };
  const next = speak({ ...state, silencePrompts: state.silencePrompts + 1, quietSince: at }, [], again);
  return { ...next, state: { ...next.state, lastLine: state.lastLine } };
}

/**
 * Holding while someone fetches the reference: a word after 30 s and again after 30 s more, then a
 * polite close with a call back, so "let me grab him" followed by silence does not hold the line
 * for minutes.
 */
function onHoldingTick(state: InterviewState, at: number, ctx: InterviewContext): Step {
  if (at - state.quietSince < HOLD_SILENCE_MS) return { state, actions: [] };
  if (state.silencePrompts >= 2)
    return end(
      state,
      [say({ text: linesFor(ctx).callLater(ctx), questionType: "close" })],
      "callback_requested",
      "nobody came back to the phone",
    );
  return speak({ ...state, silencePrompts: state.silencePrompts + 1, quietSince: at }, [], {
    text: linesFor(ctx).stillHolding(ctx),
  });
}

/** The goodbye after a refusal or no clear consent was heard and nothing more came: the call ends as it was. */
export function closed(state: InterviewState): Step {
  return end(state, [], state.outcome ?? "consent_refused", state.endReason ?? "consent refused");
}

function onHangup(state: InterviewState): Step {
  if (state.phase === "screened") return end(state, [], "voicemail", "call screener: hung up");
  if (state.phase === "closing") return closed(state);
  if (state.consentGiven && answeredCount(state) >= MIN_ANSWERS_FOR_PARTIAL)
    return end(state, [], "completed", "reference hung up before the end");
  // Hanging up is not an explicit no: no consent this time, and we may try again.
  if (!state.consentGiven && state.phase === "consent" && state.consentRespondedAt !== null)
    return end(state, [], "no_consent", "hung up at consent");
  return end(state, [], "dropped", "reference hung up");
}
