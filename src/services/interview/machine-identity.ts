import {
  end,
  endStoppingRecording,
  say,
  speak,
  type Action,
  type InterviewState,
  type Step,
} from "./machine-core";
import { linesFor, type InterviewContext } from "./plan";
import { understand } from "./understand";
import { confirmation } from "./consent-reading";
import { consentWithdrawn, withdrawsConsent } from "./machine-questions";
import { identityAnswer } from "./identity-answer";
import { withCaution, type CautionReading } from "./caution";
import { sentencesOf } from "./guard";
import { normalizeText } from "./normalize";
import { backFromOwnMoment } from "./hold-return";
import {
  consentLine,
  endOptedOut,
  fetching,
  onConsent,
  ownMomentOf,
  startQuestions,
} from "./machine-opening";

/** "Am I speaking with …?", and waiting for the reference to come to the phone. */

/** The whole disclosure again and consent asked afresh (someone new, or a yes pressed by accident). */
function askConsentAfresh(
  state: InterviewState,
  ctx: InterviewContext,
  changes: Partial<InterviewState>,
  actions: Action[] = [],
): Step {
  const fresh: InterviewState = {
    ...state,
    ...changes,
    phase: "consent",
    consent: "none",
    consentAsks: 1,
    unclearConsents: 0,
    consentGiven: false,
  };
  return speak(fresh, actions, consentLine(fresh, ctx));
}

const ACCIDENTAL_PRESS =
  /\b((hit|pressed|touched|bumped|tapped|sat on) (something|a button|a key|the (screen|button|keypad|key|phone))|by (accident|mistake)|accidentally|butt dial\w*|pocket dial\w*|sin querer|por error|me equivoque de (tecla|boton)|par erreur|sans faire expres|appuye (sur quelque chose|par erreur))\b/;

const EARLIER_SOMEONE_ELSE =
  /\b(that|it) was (my|his|her|the|our) (\w+ )?(roommate|flatmate|housemate|wife|husband|partner|son|daughter|kid|mum|mom|mother|dad|father|brother|sister|colleague|coworker|co worker|assistant|secretary|receptionist|friend|neighbour|neighbor|nanny|babysitter|boyfriend|girlfriend|cousin|aunt|uncle|grandson|granddaughter)( who| that)? (picked up|answered|got the phone|was on the phone)\b|\b(c'etait|c'est|c etait) (mon|ma) (\w+ )?(coloc|colocataire|femme|mari|fils|fille|frere|soeur|collegue|assistante?|secretaire|voisine?|copine|copain|conjointe?|blonde|chum|cousine?|niece|neveu) qui (a repondu|a decroche|repondait|avait decroche)\b|\b(era|fue) mi (\w+ )?(companer[oa] de (cuarto|piso|depa)|roomie|esposa|esposo|mujer|marido|hij[oa]|herman[oa]|colega|asistente|secretaria|vecin[oa]|novi[oa]|prim[oa]|sobrin[oa]) (quien|el que|la que|que) (contesto|respondio|atendio|agarro el telefono)\b/;

export function onIdentity(
  state: InterviewState,
  text: string,
  ctx: InterviewContext,
  caution?: CautionReading,
  at = state.quietSince,
): Step {
  const u = withCaution(understand(text, "opening", { referenceName: ctx.referenceName }), caution);
  if (u.primary === "opt_out") return endOptedOut(state, ctx);
  // A voicemail or a switched-off phone: a machine, whatever was said before; nothing more is kept.
  if (u.primary === "machine")
    return endStoppingRecording(
      state,
      linesFor(ctx).voicemail(ctx),
      "voicemail",
      "answering machine at the identity question",
    );
  // "No, there's no Gavin here, wrong number": the no is about who they are, not a refusal. "No, I'm not
  // Sam, I just picked up his phone. He's right here, hold on" (held-out ZD) is a hand-over: recording
  // stops and the reference gives their own consent.
  const handingOver = u.intents.includes("handoff") && fetching(u);
  if (u.intents.includes("wrong_person") && !handingOver)
    // Whoever agreed is not the reference: the recording stops.
    return endStoppingRecording(state, linesFor(ctx).wrongPerson(ctx), "wrong_person", "wrong number");
  // "Sam no está, soy Andrés…", "Sam's not in today": nobody to interview; the recording stops and
  // the reference is called back.
  if (state.phase === "identity" && referenceAbsent(u.normalized, ctx.referenceName))
    return endStoppingRecording(
      state,
      linesFor(ctx).callLater(ctx),
      "callback_requested",
      "reference not available",
    );
  if (state.phase === "identity" && state.consentGiven && withdrawsConsent(u.normalized))
    return consentWithdrawn(state, ctx);
  // "Sorry, I hit something on the screen. Who is this?": the key that said yes was pressed by
  // accident. The recording stops and the whole disclosure is heard again, consent asked afresh.
  if (state.phase === "identity" && state.consentGiven && ACCIDENTAL_PRESS.test(u.normalized)) {
    return askConsentAfresh(state, ctx, { recordingStartedAt: null }, [{ kind: "pause_recording" }]);
  }
  // "Hey, this is Sam now, sorry, that was my roommate who picked up" (held-out ZE): the yes came from
  // someone else. The recording stops and the reference hears the disclosure and gives their own consent.
  if (state.phase === "identity" && state.consentGiven && EARLIER_SOMEONE_ELSE.test(u.normalized))
    return askConsentAfresh(state, ctx, { recordingStartedAt: null, handedOff: true }, [
      { kind: "pause_recording" },
    ]);
  // A keypad 1 and then "Hein ? C'est quoi ça ?": the key may not have meant yes. The recording
  // stops and the disclosure is heard again in words.
  if (
    state.phase === "identity" &&
    state.consentGiven &&
    state.consentByKey &&
    confirmation(text, ctx.referenceName) !== "yes" &&
    (u.intents.includes("identity_question") || u.intents.includes("repeat") || /\?/.test(text))
  )
    return askConsentAfresh(state, ctx, { recordingStartedAt: null, consentByKey: false }, [
      { kind: "pause_recording" },
    ]);
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
    return askConsentAfresh(state, ctx, { handedOff: true });
  }
  // "Daddy is sleeping", "C'est sa maman. Il dort": someone else asks us to call later; the
  // recording they never agreed to stops.
  if (u.primary === "call_later" && state.phase === "identity" && u.intents.includes("handoff"))
    return endStoppingRecording(
      state,
      linesFor(ctx).callLater(ctx),
      "callback_requested",
      "someone else answered: call later",
      { consentGiven: false, handedOff: true },
    );
  if (u.primary === "call_later" && state.phase === "identity")
    return end(
      state,
      [say({ text: linesFor(ctx).callLater(ctx) })],
      "callback_requested",
      "asked to be called later",
    );
  // "Wait, am I talking to a robot?": the question is answered; a "wait" that opens it is no hold.
  if (
    u.intents.includes("handoff") ||
    (u.intents.includes("hold") && !u.intents.includes("identity_question"))
  ) {
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
  if (u.primary === "identity_question") {
    // "Oui, c'est moi. Attendez, je parle à un robot ?": answered, and they already said who they are.
    const confirmed =
      state.phase === "identity" &&
      sentencesOf(text).some(
        (x) =>
          confirmation(x, ctx.referenceName) === "yes" &&
          understand(x, "opening", { referenceName: ctx.referenceName }).primary === "yes",
      );
    if (confirmed) return startQuestions(state, ctx, [], `${identityAnswer(u, ctx, state.consentGiven)} `);
    return speak(state, [], {
      text: `${identityAnswer(u, ctx, state.consentGiven)} ${linesFor(ctx).identityPlain(ctx)}`,
      questionType: "identity",
    });
  }
  const answer = confirmation(text, ctx.referenceName);
  if (answer === "yes") return startQuestions(state, ctx);
  // "No, I'm his PA": whoever agreed to the recording says who they are and is not the reference, so
  // it stops while the reference is asked for; they give their own consent if they come to the phone.
  // A bare "No." is asked once more, recording on, as before.
  const standIn =
    state.consentGiven && /\b(i'm|im|i am|this is|it's|c'est|ici|je suis|soy|habla)\b/.test(u.normalized);
  if (answer === "no" && state.identityAsks === 1)
    return speak(
      standIn
        ? {
            ...state,
            identityAsks: 2,
            phase: "awaiting_reference",
            handedOff: true,
            consentGiven: false,
            recordingStartedAt: null,
          }
        : { ...state, identityAsks: 2 },
      standIn ? [{ kind: "pause_recording" }] : [],
      { text: linesFor(ctx).askForReference(ctx), questionType: "identity" },
    );
  if (answer === "no" || state.identityAsks >= 3)
    return endStoppingRecording(state, linesFor(ctx).wrongPerson(ctx), "wrong_person", "not the reference");
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

/** The reference, by first name or pronoun, is not there: "Sam no está", "il n'est pas là", "she's out today". */
function referenceAbsent(t: string, referenceName: string): boolean {
  const first = normalizeText(referenceName).split(" ")[0] ?? "";
  if (!/^[a-z'-]+$/.test(first)) return false;
  const WHO = `(${first}|he|she|they|el|ella|il|elle)`;
  return new RegExp(
    `^(\\w+ )?${WHO}( is|'s| esta| est)? (not here|not in( today)?|out (today|of the office|right now)|away (today|this week)|no esta|no se encuentra|n'est pas la|n'est pas disponible|est absente?|pas la|salio|ha salido|se fue)\\b`,
  ).test(t);
}
