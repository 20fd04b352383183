import { endsMidSentence, invitesProtectedQuestion, redactProtected } from "./guard";
import {
  end,
  endStoppingRecording,
  say,
  speak,
  MIN_ANSWERS_FOR_PARTIAL,
  WRAP_UP_AT_MS,
  type Action,
  type InterviewState,
  type Step,
} from "./machine-core";
import { identityAnswer } from "./identity-answer";
import { cautionSentences, withCaution, type CautionReading } from "./caution";
import { followUpText, linesFor, QUESTION_PLAN, questionText, type InterviewContext } from "./plan";
import { hasEvidence, understand, wantsToEnd, wantsToSkip } from "./understand";
import { WITHDRAW_FAMILY } from "./intent-families";
import { DECLINE_FAMILY } from "./intent-families-more";

export function answeredCount(state: InterviewState): number {
  return QUESTION_PLAN.filter((q) => state.responses[q.type] !== undefined).length;
}

export function namesOf(ctx: InterviewContext): string[] {
  return [ctx.candidateName, ctx.referenceName, ctx.companyName, ctx.productName];
}

/** The reference leaves early: enough answers make a (partial) interview, otherwise we call back. */
function leaveEarly(state: InterviewState, line: string, reason: string, wantsCallback: boolean): Step {
  const outcome = answeredCount(state) >= MIN_ANSWERS_FOR_PARTIAL ? "completed" : "callback_requested";
  return end(
    { ...state, callbackRequested: state.callbackRequested || wantsCallback },
    [say({ text: line, questionType: "close" })],
    outcome,
    reason,
  );
}

export function onAnswer(
  state: InterviewState,
  text: string,
  at: number,
  ctx: InterviewContext,
  caution?: CautionReading,
  carried: readonly string[] = [],
): Step {
  const current = QUESTION_PLAN[state.q]!;
  const u = withCaution(understand(text, "interview", { referenceName: ctx.referenceName }), caution);
  if (u.primary === "opt_out")
    return end(state, [say({ text: linesFor(ctx).optedOut() })], "opted_out", "asked not to be called");
  if (withdrawsConsent(u.normalized)) return consentWithdrawn(state, ctx);
  // "Company policy: I can only confirm dates": no reference is given, so nothing said is kept.
  if (DECLINE_FAMILY.some((re) => re.test(u.normalized)))
    return endStoppingRecording(
      state,
      linesFor(ctx).consentRefused(),
      "consent_refused",
      "declined to give a reference",
      { responses: {} },
    );
  // Someone else on the line (a child: "Daddy's in the toilet") stops the recording first, even
  // when they also say the reference cannot talk now.
  if (u.primary === "handoff" || (u.primary === "call_later" && u.intents.includes("handoff")))
    return newSpeaker(state, ctx);
  if (u.primary === "call_later")
    return leaveEarly(state, linesFor(ctx).callLater(ctx), "asked to be called later", true);
  if (u.primary === "hold" && state.lastLine) {
    // Not an answer: wait, then the same question is still open.
    const held = speak({ ...state, holding: true }, [], { text: linesFor(ctx).holdOn() });
    return { ...held, state: { ...held.state, lastLine: state.lastLine } };
  }
  if (u.primary === "identity_question" && state.lastLine)
    return speak(state, [], {
      ...state.lastLine,
      text: `${identityAnswer(u, ctx, state.consentGiven)} ${state.lastLine.text}`,
    });
  if (u.primary === "repeat" && state.lastLine) return speak(state, [], state.lastLine);
  if (wantsToEnd(text))
    return leaveEarly(state, linesFor(ctx).endEarly(ctx), "reference ended the call", false);
  const names = { names: namesOf(ctx) };
  if (invitesProtectedQuestion(text, names))
    return advance(
      { ...state, protectedRefusals: state.protectedRefusals + 1 },
      at,
      ctx,
      linesFor(ctx).protectedRefusal() + " ",
    );
  if (wantsToSkip(text))
    return advance(
      { ...state, skipped: [...state.skipped, current.type] },
      at,
      ctx,
      linesFor(ctx).skipAck() + " ",
    );

  // A remark about a protected characteristic is never kept and never followed up.
  const redacted = redactProtected(text, names, [...cautionSentences(text, caution), ...carried]);
  const key =
    state.continuing?.key ?? (state.phase === "followup" ? `followup:${current.type}` : current.type);
  const before = state.continuing ? state.responses[key] : undefined;
  const stored = before ? `${before} ${redacted.text}` : redacted.text;
  const s: InterviewState = {
    ...state,
    continuing: undefined,
    responses: { ...state.responses, [key]: stored },
    redactions: state.redactions + redacted.removed,
  };
  const removed = redacted.removed > 0 || !!state.continuing?.removed;
  // Cut off mid-sentence: they are still talking, so nothing is asked until they finish (once).
  if (!state.continuing && endsMidSentence(text) && !nearCap(s, at))
    return { state: { ...s, continuing: { key, removed } }, actions: [] };
  if (removed) return advance(s, at, ctx, linesFor(ctx).protectedRedirect());
  const said = before ? `${before} ${text}` : text;
  if (state.phase === "question" && current.type !== "anything_else" && !hasEvidence(said) && !nearCap(s, at))
    return speak({ ...s, phase: "followup", followUps: [...s.followUps, current.type] }, [], {
      text: followUpText(current, ctx),
      questionType: `followup:${current.type}`,
      goal: `ask for a concrete example, timeframe or result about: ${current.goal}`,
    });
  if (current.type === "anything_else")
    return end(s, [say({ text: linesFor(ctx).close(ctx), questionType: "close" })], "completed", "completed");
  return advance(s, at, ctx, "");
}

/** "Can you stop recording?": consent taken back. */
export function withdrawsConsent(normalized: string): boolean {
  return WITHDRAW_FAMILY.some((re) => re.test(normalized));
}

/**
 * Consent taken back after it was given: the recording stops at once, nothing said is kept (the
 * outcome is a refusal, which keeps no transcript, answer or recording), and the call ends.
 */
export function consentWithdrawn(state: InterviewState, ctx: InterviewContext): Step {
  return endStoppingRecording(state, linesFor(ctx).consentRefused(), "consent_refused", "consent withdrawn", {
    consent: "refused",
    consentGiven: false,
    responses: {},
  });
}

/**
 * A different person is speaking mid-interview: they never agreed to be recorded, and the reference
 * check is about the reference's own account. Recording stops; if the reference comes back they
 * hear the disclosure and give their own consent.
 */
function newSpeaker(state: InterviewState, ctx: InterviewContext): Step {
  const paused: InterviewState = {
    ...state,
    phase: "awaiting_reference",
    handedOff: true,
    consentGiven: false,
    consent: "none",
    recordingStartedAt: null,
  };
  return speak(paused, [{ kind: "pause_recording" }], { text: linesFor(ctx).newSpeaker(ctx) });
}

export function nearCap(state: InterviewState, at: number): boolean {
  return at - state.startedAt >= WRAP_UP_AT_MS;
}

/** Next question; near the cap, straight to the last one. */
export function advance(state: InterviewState, at: number, ctx: InterviewContext, prefix: string): Step {
  const last = QUESTION_PLAN.length - 1;
  if (state.q >= last)
    return end(
      state,
      [say({ text: prefix + linesFor(ctx).close(ctx), questionType: "close" })],
      "completed",
      "completed",
    );
  const q = nearCap(state, at) ? last : state.q + 1;
  return askQuestion({ ...state, phase: "question", q }, ctx, prefix);
}

export function askQuestion(
  state: InterviewState,
  ctx: InterviewContext,
  prefix: string,
  before: Action[] = [],
): Step {
  const planned = QUESTION_PLAN[state.q]!;
  const question = { text: questionText(planned, ctx), questionType: planned.type, goal: planned.goal };
  const step = speak(state, before, { ...question, text: prefix + question.text });
  // A repeat or a silence re-prompt says the question again, without the acknowledgement.
  return { ...step, state: { ...step.state, lastLine: question } };
}
