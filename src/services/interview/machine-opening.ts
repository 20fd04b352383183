import { end, say, speak, type InterviewState, type Say, type Step } from "./machine-core";
import { linesFor, type InterviewContext } from "./plan";
import { confirmation, consentOf, understand } from "./understand";
import { askQuestion, consentWithdrawn, withdrawsConsent } from "./machine-questions";
import { identityAnswer } from "./identity-answer";
import { withCaution, type CautionReading } from "./caution";
import { HANDOFF } from "./phrases";
import { hasPhrase } from "./normalize";
import { HOLD_FAMILY } from "./intent-families";
import { backFromOwnMoment, ownMoment } from "./hold-return";

/** The reference is being fetched or put on ("let me get him", "here she is", "one moment"). */
function fetching(u: { intents: readonly string[]; normalized: string }): boolean {
  return (
    u.intents.includes("hold") ||
    HANDOFF.some((re) => hasPhrase(u.normalized, re)) ||
    /\bhere (he|she|they) (is|are|comes)\b/.test(u.normalized)
  );
}

const HOLD_ALL = HOLD_FAMILY.map((re) => new RegExp(re.source, "g"));

/**
 * A wait for the speaker's own moment ("hang on, let me shut the door", "attendez deux secondes"),
 * with nobody fetched or put on: read on the words left once the wait itself is taken out.
 */
function ownMomentOf(
  u: { intents: readonly string[]; normalized: string },
  text: string,
  ctx: InterviewContext,
) {
  if (!u.intents.includes("hold") || !ownMoment(text, u.normalized)) return false;
  if (!u.intents.includes("handoff")) return true;
  const rest = HOLD_ALL.reduce((t, re) => t.replace(re, " "), u.normalized);
  return !understand(rest, "opening", { referenceName: ctx.referenceName }).intents.includes("handoff");
}

/** The replays of a legal line a call may have before an unclear reply counts against consent. */
const MAX_REPLAYS = 3;

export function consentLine(state: InterviewState, ctx: InterviewContext): Say {
  return {
    text: state.handedOff ? linesFor(ctx).consentHandoff(ctx) : linesFor(ctx).consent(ctx),
    questionType: "consent",
    legal: true,
  };
}

/** What every phase does first: opt-out, and call-later or an answering machine before consent. */
export function onConsent(
  state: InterviewState,
  text: string,
  at: number,
  ctx: InterviewContext,
  overLegalLine: boolean,
  caution?: CautionReading,
): Step {
  const u = withCaution(understand(text, "opening", { referenceName: ctx.referenceName }), caution);
  const s: InterviewState = { ...state, consentRespondedAt: at, consentRaw: text };
  const replay = (prefix: string) =>
    speak({ ...s, replays: s.replays + 1 }, [], {
      ...consentLine(s, ctx),
      text: prefix + consentLine(s, ctx).text,
    });

  if (u.primary === "opt_out")
    return end(s, [say({ text: linesFor(ctx).optedOut() })], "opted_out", "asked not to be called");
  // Only a reply to the *complete* disclosure can be consent: a yes said over it is not one.
  if (overLegalLine && s.replays < MAX_REPLAYS) return replay(linesFor(ctx).replayDisclosure());
  // The model may only add doubt: any caution it raises makes a yes unclear.
  const ruled = consentOf(text, { candidateName: ctx.candidateName });
  const consent = ruled === "given" && (caution?.cautions.length ?? 0) > 0 ? "unclear" : ruled;
  if (consent === "refused")
    return end(
      { ...s, consent: "refused" },
      [say({ text: linesFor(ctx).consentRefused() })],
      "consent_refused",
      "consent refused",
    );
  if (u.primary === "machine")
    return end(s, [say({ text: linesFor(ctx).voicemail(ctx) })], "voicemail", "answering machine greeting");
  if (u.primary === "call_later")
    return end(
      s,
      [say({ text: linesFor(ctx).callLater(ctx) })],
      "callback_requested",
      "asked to be called later",
    );
  if (u.intents.includes("wrong_person"))
    return end(s, [say({ text: linesFor(ctx).wrongPerson(ctx) })], "wrong_person", "wrong number");
  // A hand-off before consent: whoever speaks next hears the whole disclosure again, since it may
  // not be the person who heard it. Someone who only asked for a moment and comes back saying so
  // answers the disclosure they heard (hold-return.ts).
  if (u.primary === "handoff" || u.primary === "hold") {
    const own = ownMomentOf(u, text, ctx);
    return speak(
      {
        ...s,
        phase: "awaiting_reference",
        handedOff: own ? s.handedOff : true,
        selfHold: own ? "consent" : undefined,
      },
      [],
      { text: linesFor(ctx).waitForReference() },
    );
  }
  if (u.primary === "identity_question" && s.replays < MAX_REPLAYS)
    return speak({ ...s, replays: s.replays + 1 }, [], {
      text: `${identityAnswer(u, ctx)} ${linesFor(ctx).consentAgain()}`,
      questionType: "consent",
      legal: true,
    });
  if (u.primary === "repeat" && s.replays < MAX_REPLAYS) return replay("");
  if (consent === "given") {
    const given: InterviewState = {
      ...s,
      consent: "given",
      consentGiven: true,
      recordingStartedAt: at,
      unclearConsents: 0,
    };
    // After a hand-off too: whoever came to the phone says who they are before any question, so a
    // colleague who agreed to be recorded is not then interviewed as the reference.
    return speak({ ...given, phase: "identity", identityAsks: 1 }, [{ kind: "start_recording" }], {
      text: linesFor(ctx).identity(ctx),
      questionType: "identity",
    });
  }
  // Unclear: ask once more; a second unclear ends politely, retried later, never marked refused.
  const unclear = { ...s, consent: "unclear" as const, unclearConsents: s.unclearConsents + 1 };
  if (unclear.unclearConsents >= 2)
    return end(unclear, [say({ text: linesFor(ctx).noConsent(ctx) })], "no_consent", "no clear consent");
  return speak({ ...unclear, consentAsks: s.consentAsks + 1 }, [], {
    text: linesFor(ctx).consentAgain(),
    questionType: "consent",
    legal: true,
  });
}

/** The first question, once answering-machine detection has said a person is on the line. */
export function startQuestions(
  state: InterviewState,
  ctx: InterviewContext,
  before: Step["actions"] = [],
  prefix = "",
): Step {
  if (state.amd === "pending") return { state: { ...state, phase: "awaiting_amd" }, actions: before };
  return askQuestion({ ...state, phase: "question", q: 0 }, ctx, prefix + linesFor(ctx).begin(), before);
}

export function onIdentity(
  state: InterviewState,
  text: string,
  ctx: InterviewContext,
  caution?: CautionReading,
  at = state.quietSince,
): Step {
  const u = withCaution(understand(text, "opening", { referenceName: ctx.referenceName }), caution);
  if (u.primary === "opt_out")
    return end(state, [say({ text: linesFor(ctx).optedOut() })], "opted_out", "asked not to be called");
  // "No, there's no Gavin here, wrong number": the no is about who they are, not a refusal.
  if (u.intents.includes("wrong_person"))
    return end(state, [say({ text: linesFor(ctx).wrongPerson(ctx) })], "wrong_person", "wrong number");
  if (state.phase === "identity" && state.consentGiven && withdrawsConsent(u.normalized))
    return consentWithdrawn(state, ctx);
  if (state.phase === "awaiting_reference" && state.selfHold) {
    const rest = backFromOwnMoment(u.normalized);
    if (
      rest !== null &&
      !understand(rest, "opening", { referenceName: ctx.referenceName }).intents.includes("handoff")
    )
      return resumeOwnMoment(state, rest, at, ctx, caution);
  }
  if (state.phase === "awaiting_reference") {
    // Someone new is on the phone: they hear the disclosure and give their own consent.
    if (
      u.primary === "call_later" ||
      (u.primary !== "yes" && /\b(not (here|available|in)|away|out)\b/.test(u.normalized))
    )
      return end(
        state,
        [say({ text: linesFor(ctx).callLater(ctx) })],
        "callback_requested",
        "reference not available",
      );
    // The stand-in is still fetching them: keep waiting, nothing recorded.
    if (fetching(u) && !namedSelf(u.normalized, ctx))
      return speak(state, [], { text: linesFor(ctx).waitForReference() });
    const fresh: InterviewState = {
      ...state,
      phase: "consent",
      consent: "none",
      consentAsks: 1,
      unclearConsents: 0,
      consentGiven: false,
      handedOff: true,
    };
    return speak(fresh, [], consentLine(fresh, ctx));
  }
  if (u.primary === "call_later" && state.phase === "identity")
    return end(
      state,
      [say({ text: linesFor(ctx).callLater(ctx) })],
      "callback_requested",
      "asked to be called later",
    );
  if (u.intents.includes("handoff") || u.intents.includes("hold")) {
    // The person who consented is not the reference: recording stops until the reference consents.
    // A wait for their own moment pauses it too, until they come back saying so.
    const own = state.phase === "identity" && state.consentGiven && ownMomentOf(u, text, ctx);
    const paused: InterviewState = {
      ...state,
      phase: "awaiting_reference",
      handedOff: own ? state.handedOff : true,
      selfHold: own ? "identity" : undefined,
      consentGiven: false,
      recordingStartedAt: null,
    };
    // Someone who only says who they are ("No, this is his assistant") is asked for the reference.
    return speak(paused, state.consentGiven ? [{ kind: "pause_recording" }] : [], {
      text: fetching(u) ? linesFor(ctx).waitForReference() : linesFor(ctx).askForReference(ctx),
      ...(fetching(u) ? {} : { questionType: "identity" }),
    });
  }
  if (u.primary === "call_later" || (state.identityAsks >= 2 && notAvailable(u.normalized)))
    return end(
      state,
      [say({ text: linesFor(ctx).callLater(ctx) })],
      "callback_requested",
      "asked to be called later",
    );
  if (u.primary === "identity_question")
    return speak(state, [], {
      text: `${identityAnswer(u, ctx, state.consentGiven)} ${linesFor(ctx).identityPlain(ctx)}`,
      questionType: "identity",
    });
  const answer = confirmation(text);
  if (answer === "yes") return startQuestions(state, ctx);
  if (answer === "no" && state.identityAsks === 1)
    return speak({ ...state, identityAsks: 2 }, [], {
      text: linesFor(ctx).askForReference(ctx),
      questionType: "identity",
    });
  if (answer === "no" || state.identityAsks >= 3)
    return end(state, [say({ text: linesFor(ctx).wrongPerson(ctx) })], "wrong_person", "not the reference");
  return speak({ ...state, identityAsks: state.identityAsks + 1 }, [], {
    text: linesFor(ctx).identityAgain(ctx),
    questionType: "identity",
  });
}

/**
 * Back from their own moment: at consent, their reply answers the disclosure they heard before the
 * wait; at identity, the consent they gave stands, recording resumes and the reply answers "Am I
 * speaking with …?". Nothing said, the question is asked again.
 */
function resumeOwnMoment(
  state: InterviewState,
  rest: string,
  at: number,
  ctx: InterviewContext,
  caution?: CautionReading,
): Step {
  const from = state.selfHold;
  const base: InterviewState = { ...state, selfHold: undefined };
  if (from === "consent") {
    const back: InterviewState = { ...base, phase: "consent" };
    return rest ? onConsent(back, rest, at, ctx, false, caution) : speak(back, [], consentLine(back, ctx));
  }
  const back: InterviewState = {
    ...base,
    phase: "identity",
    consent: "given",
    consentGiven: true,
    recordingStartedAt: at,
  };
  const next = rest
    ? onIdentity(back, rest, ctx, caution, at)
    : speak(back, [], { text: linesFor(ctx).identityAgain(ctx), questionType: "identity" });
  return { ...next, actions: [{ kind: "start_recording" }, ...next.actions] };
}

/** The reference introducing themselves ("Hi, Pat here"), not a stand-in. */
function namedSelf(t: string, ctx: InterviewContext): boolean {
  const own = ctx.referenceName.toLowerCase().split(/\s+/).filter(Boolean);
  return own.some((n) =>
    new RegExp(
      `\\b(this is|it's|i'm|im|soy|c'est|ici) ${n}\\b|\\b${n} (here|speaking|aqui|al telefono)\\b`,
    ).test(t),
  );
}

function notAvailable(t: string): boolean {
  return /\b(not (here|available|in)|out (today|of the office|right now)|away|on vacation|on holiday)\b/.test(
    t,
  );
}
