import { end, say, speak, type InterviewState, type Say, type Step } from "./machine-core";
import { linesFor, type InterviewContext } from "./plan";
import { understand } from "./understand";
import { consentOf, saysOwnName } from "./consent-reading";
import { askQuestion } from "./machine-questions";
import { identityAnswer } from "./identity-answer";
import { withCaution, type CautionReading } from "./caution";
import { HANDOFF } from "./phrases";
import { hasPhrase } from "./normalize";
import { HOLD_FAMILY } from "./intent-families";
import { SCREENER_ASKS } from "./intent-families-more";
import { ownMoment } from "./hold-return";

/** The reference is being fetched or put on ("let me get him", "here she is", "one moment"). */
export function fetching(u: { intents: readonly string[]; normalized: string }): boolean {
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
export function ownMomentOf(
  u: { intents: readonly string[]; normalized: string },
  text: string,
  ctx: InterviewContext,
) {
  if (!u.intents.includes("hold") || !ownMoment(text, u.normalized)) return false;
  if (!u.intents.includes("handoff")) return true;
  const rest = HOLD_ALL.reduce((t, re) => t.replace(re, " "), u.normalized);
  return !understand(rest, "opening", { referenceName: ctx.referenceName }).intents.includes("handoff");
}

/** A screener's own words while its owner decides ("please stay on the line", "ne quittez pas"). */
const SCREENER_WAIT =
  /\b(stay on the line|please hold|please wait|connecting you|i'll see if|let me see if|checking if|trying to connect|restez en ligne|ne quittez pas|veuillez patienter|je vais voir si|permanezca en (la )?linea|no cuelgue|espere por favor|voy a ver si)\b/;

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
  const heard = denialThenHandoff(text, ctx) ?? text;
  const u = openingReading(heard, ctx, caution);
  const s: InterviewState = {
    ...state,
    consentRespondedAt: at,
    consentRaw: text,
    namedSelf: !state.handedOff && (state.namedSelf || saysOwnName(text, ctx.referenceName)),
  };
  const replay = (prefix: string) =>
    speak({ ...s, replays: s.replays + 1 }, [], {
      ...consentLine(s, ctx),
      text: prefix + consentLine(s, ctx).text,
    });

  // "No, and put this number on your do-not-call": an opt-out beside a refusal is the opt-out (held-out ZC).
  if (u.primary === "opt_out" || (u.intents.includes("opt_out") && u.intents.includes("refusal")))
    return endOptedOut(s, ctx);
  // Only a reply to the *complete* disclosure can be consent: a yes said over it is not one.
  if (overLegalLine && s.replays < MAX_REPLAYS) return replay(linesFor(ctx).replayDisclosure());
  // The model may only add doubt: any caution it raises makes a yes unclear.
  const ruled = consentOf(heard, { candidateName: ctx.candidateName, referenceName: ctx.referenceName });
  const consent = ruled === "given" && (caution?.cautions.length ?? 0) > 0 ? "unclear" : ruled;
  // A refusal is final; the line stays open a moment for an opt-out said right after (onClosing).
  if (consent === "refused")
    return speak(
      {
        ...s,
        consent: "refused",
        phase: "closing",
        outcome: "consent_refused",
        endReason: "consent refused",
      },
      [],
      { text: linesFor(ctx).consentRefused() },
    );
  if (u.primary === "machine") {
    // A call screener asks who is calling and why: it hears our name, purpose and number (no
    // consent question), and the line stays open in case its owner picks up (onScreened).
    if (SCREENER_ASKS.some((re) => re.test(u.normalized)))
      return speak({ ...s, phase: "screened", outcome: "voicemail", endReason: "call screener" }, [], {
        text: linesFor(ctx).voicemail(ctx),
      });
    return end(s, [say({ text: linesFor(ctx).voicemail(ctx) })], "voicemail", "answering machine greeting");
  }
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
  // "Un momentito… ya, sí, puede grabar": a moment of their own and then a whole yes, in one turn, is
  // the speaker's own consent (consentOf took the sentences after the wait).
  const heldThenYes = u.primary === "hold" && consent === "given" && !u.intents.includes("handoff");
  if ((u.primary === "handoff" || u.primary === "hold") && !heldThenYes) {
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
      consentByKey: text.trim() === "1",
      recordingStartedAt: at,
      unclearConsents: 0,
    };
    // Who they are was said already, by the reference's name, by the person now agreeing.
    if (given.namedSelf && !given.handedOff)
      return startQuestions({ ...given, phase: "identity", identityAsks: 1 }, ctx, [
        { kind: "start_recording" },
      ]);
    // After a hand-off too: whoever came to the phone says who they are before any question, so a
    // colleague who agreed to be recorded is not then interviewed as the reference.
    return speak({ ...given, phase: "identity", identityAsks: 1 }, [{ kind: "start_recording" }], {
      text: linesFor(ctx).identity(ctx),
      questionType: "identity",
    });
  }
  // Unclear: ask once more; a second unclear ends politely, retried later, never marked refused.
  const unclear = { ...s, consent: "unclear" as const, unclearConsents: s.unclearConsents + 1 };
  // The line stays open a moment after the goodbye, as after a refusal, so that "and take me off
  // your list" is heard (onClosing); nothing is recorded.
  if (unclear.unclearConsents >= 2)
    return speak({ ...unclear, phase: "closing", outcome: "no_consent", endReason: "no clear consent" }, [], {
      text: linesFor(ctx).noConsent(ctx),
    });
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

/** What a reply said at the opening (or right after it), with any caution the model added. */
/** A no that opens a turn, said as a denial of who is speaking ("Oh no, I'm his assistant…"). */
const LEADING_NO = /^\s*((oh|ah|euh|eh|uh|um|well|bueno|ay)[\s,]+)?((no|non|nah|nope|naw)[\s,!.]+)+/i;

/**
 * "No, I'm his assistant, I'll put him through", "Non, c'est Léo. PAPA! C'est pour toi!": the no
 * answers "is this Sam?", not the recording. When the rest of the turn is someone else fetching the
 * reference, and nothing in it refuses, the rest is what is read (the reference is then asked).
 */
function denialThenHandoff(text: string, ctx: InterviewContext): string | null {
  const rest = text.replace(LEADING_NO, "");
  if (rest === text || !rest.trim()) return null;
  const u = understand(rest, "opening", { referenceName: ctx.referenceName });
  if (!u.intents.includes("handoff") || u.intents.includes("refusal") || u.intents.includes("opt_out"))
    return null;
  return consentOf(rest, { candidateName: ctx.candidateName }) === "refused" ? null : rest;
}

function openingReading(text: string, ctx: InterviewContext, caution?: CautionReading) {
  return withCaution(understand(text, "opening", { referenceName: ctx.referenceName }), caution);
}

/** "Don't call me again", heard: said so, and the call ends as an opt-out. */
export function endOptedOut(state: InterviewState, ctx: InterviewContext): Step {
  return end(state, [say({ text: linesFor(ctx).optedOut() })], "opted_out", "asked not to be called");
}

/**
 * After a refusal and our goodbye: an opt-out ("vous me retirez de votre fichier", "bórreme de su
 * lista") is heard and kept; anything else ends the call as the refusal it was.
 */
export function onClosing(
  state: InterviewState,
  text: string,
  ctx: InterviewContext,
  caution?: CautionReading,
): Step {
  const u = openingReading(text, ctx, caution);
  if (u.intents.includes("opt_out")) return endOptedOut(state, ctx);
  return end(state, [], state.outcome ?? "consent_refused", state.endReason ?? "consent refused");
}

/**
 * After our message to a call screener. The screener speaking again changes nothing; a person who
 * picks up is heard: an opt-out ends the calls, anything else hears the whole disclosure and the
 * consent question (what they heard through the screener was not it). Silence ends the call as a
 * machine (onTick), retried later.
 */
export function onScreened(
  state: InterviewState,
  text: string,
  ctx: InterviewContext,
  caution?: CautionReading,
): Step {
  const u = openingReading(text, ctx, caution);
  if (u.primary === "opt_out") return endOptedOut(state, ctx);
  // The screener again ("Thanks, please stay on the line"), or a wait: the line stays open.
  if (u.primary === "machine" || u.primary === "hold" || SCREENER_WAIT.test(u.normalized))
    return { state, actions: [] };
  const picked: InterviewState = { ...state, phase: "consent", outcome: null, endReason: null };
  return speak(picked, [], consentLine(picked, ctx));
}
