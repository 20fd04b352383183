import type { CallLanguage } from "../../shared/call-language";
import { spokenLanguage } from "./language";
import { hasPhrase, normalizeText, wordsOf } from "./normalize";
import {
  CALL_LATER,
  HEDGES,
  IDENTITY_QUESTIONS,
  MACHINE_GREETINGS,
  NEGATIONS,
  NEGATION_IDIOMS,
} from "./phrases";
import { CONSENT_YES, HANDOFF, LANGUAGE_REQUEST, OPT_OUT, REFUSAL, REFUSAL_MORE, REPEAT } from "./phrases";
import {
  CALL_LATER_FAMILY,
  HOLD_FAMILY,
  NEW_SPEAKER_FAMILY,
  OPT_OUT_FAMILY,
  SCREENER_FAMILY,
  SELF_OR_NOW,
  namesake,
} from "./intent-families";
import {
  DECLINE_FAMILY,
  OPENING_LATER_NAME,
  PHONE_GIVEN,
  REPEAT_EXPLICIT,
  standInFor,
  TAIL_HANDOVER,
  CHILD_AGE,
  FUNCTION_WORDS,
  WRONG_PERSON_ALL,
} from "./intent-families-more";
import { readerAdditions } from "./protected-reader";
import { sentencesOf } from "./guard";
import { callBackAtTheEnd } from "./call-later-tail";
import {
  HOLD_MORE,
  IDENTITY_MORE,
  MACHINE_MORE,
  REPEAT_MORE,
  WRONG_NUMBER_MORE,
  wrongPersonByName,
  OPT_OUT_MORE,
} from "./intent-families-z7";
import { floorGivenByName, laterName, namedNewSpeaker, namesOwnSelf, speakingName } from "./speaker-names";
import { RELAY_FAMILY, WHO_MID_INTERVIEW, relativeToReference } from "./new-speaker-relay";

/**
 * What a reference's turn means, read as a careful human interviewer would. Every turn is
 * classified into all the intents it carries; the interview acts on the first by precedence:
 *
 *   opt-out > refusal > machine > call-later > wrong person > new speaker / hand-off
 *   > identity question > hold > language > repeat > unclear > yes
 *
 * so "No problem, but please don't record me" is a refusal, "Right now isn't a good time" asks for
 * a call back, and a yes buried under a hedge ("uh, sure I guess") is no yes at all. The rules are
 * pure and measured on a labelled corpus (tests/unit/understanding-corpus.test.ts).
 */
export type Intent =
  | "opt_out"
  | "refusal"
  | "call_later"
  | "machine"
  | "wrong_person"
  | "handoff"
  | "hold"
  | "identity_question"
  | "language"
  | "repeat"
  | "unclear"
  | "yes";

export const PRECEDENCE: readonly Intent[] = [
  "opt_out",
  "refusal",
  "machine",
  "call_later",
  "wrong_person",
  "handoff",
  "identity_question",
  "hold",
  "language",
  "repeat",
  "unclear",
  "yes",
];

export type IdentityQuestion = "who" | "robot" | "number" | "scam" | "recording" | "human";

export interface Understanding {
  /** Every intent the turn carries, in precedence order. */
  intents: Intent[];
  /** The one the interview acts on. */
  primary: Intent;
  identity: IdentityQuestion | null;
  /** The language the reply is in, when its words say so ("en" when unclear). */
  language: CallLanguage;
  normalized: string;
}

/**
 * Reads one turn. `context` says whether the turn answers a question about the candidate: there,
 * phrases that only signal call-later or a refusal when said *to us* ("not a good time", "no") are
 * read only in short replies, so an answer that mentions them is not taken for a request.
 */
export function understand(
  text: string,
  context: "opening" | "interview" = "opening",
  opts: { referenceName?: string } = {},
): Understanding {
  const t = normalizeText(text);
  const digit = text.trim();
  const found = new Set<Intent>();
  let identity: IdentityQuestion | null = null;
  const short = wordsOf(t).length <= (context === "opening" ? 12 : 7);

  if (digit === "9") found.add("opt_out");
  if (digit === "2" && context === "opening") found.add("refusal");
  if (digit === "1" && context === "opening") found.add("yes");
  if (/^\d$/.test(digit)) return finish(found, identity, t);

  const words = wordsOf(t);
  if (
    OPT_OUT.some((re) => hasPhrase(t, re)) ||
    OPT_OUT_FAMILY.some((re) => re.test(t)) ||
    OPT_OUT_MORE.test(t)
  )
    found.add("opt_out");
  // "Nine." at the disclosure: the key it offers to stop all calls, said (mid-interview it is a number).
  if (context === "opening" && /^(nine|neuf|nueve)( (nine|neuf|nueve))*$/.test(t)) found.add("opt_out");
  if (context === "opening" && REFUSAL_MORE.some((re) => re.test(t))) found.add("refusal");
  if (context === "opening" && DECLINE_FAMILY.some((re) => re.test(t))) found.add("refusal");
  if (context === "opening" && SCREENER_FAMILY.some((re) => re.test(t))) found.add("machine");
  // During the questions an answer may mention "another time" or "stepped out": only a short
  // turn, or the opening words of a longer one, can be a request about the call itself.
  const head = words.slice(0, 14).join(" ");
  if ((context === "opening" || words.length <= 18) && CALL_LATER_FAMILY.some((re) => re.test(t)))
    found.add("call_later");
  else if (context === "interview" && callBackAtTheEnd(text)) found.add("call_later");
  // Mid-interview a hand-over may close a long turn ("…il connaît Jordan mieux que moi, je vous le
  // passe"): its opening words and its last words are read.
  const tail = words.slice(-14).join(" ");
  if (
    newSpeaker(context === "opening" ? t : head, opts.referenceName) ||
    (context === "interview" && TAIL_HANDOVER.test(tail)) ||
    (context === "interview" && PHONE_GIVEN.test(t)) ||
    (context === "interview" && namedNewSpeaker(text, opts.referenceName)) ||
    (context === "interview" && floorGivenByName(text, opts.referenceName)) ||
    // At the opening only after a clause ("Hello? Dad's busy. I'm Aarav."): a first "I'm …" may be
    // the reference saying who they are.
    (context === "opening" && laterName(text, opts.referenceName, OPENING_LATER_NAME)) ||
    (context === "interview" && speakingName(text, opts.referenceName, true)) ||
    RELAY_FAMILY.some((re) => re.test(t)) ||
    relativeToReference(t, opts.referenceName) ||
    (context === "interview" && WHO_MID_INTERVIEW.test(t)) ||
    (context === "interview" && handedOverMidTurn(text, opts.referenceName))
  )
    found.add("handoff");
  if (
    (context === "opening" || words.length <= 12) &&
    (HOLD_FAMILY.some((re) => re.test(t)) || HOLD_MORE.test(t))
  )
    found.add("hold");
  if ((context === "opening" || short) && REFUSAL.some((re) => hasPhrase(t, re))) {
    // "No problem" and "I don't mind" are yeses that happen to contain a negation.
    const stripped = NEGATION_IDIOMS.reduce((s, re) => s.replace(re, " "), ` ${t} `);
    if (REFUSAL.some((re) => hasPhrase(stripped.trim(), re))) found.add("refusal");
  }
  if (MACHINE_GREETINGS.some((re) => hasPhrase(t, re)) || MACHINE_MORE.some((re) => re.test(t)))
    found.add("machine");
  if (CALL_LATER.strong.some((re) => hasPhrase(t, re))) found.add("call_later");
  // "Elle pourrait prendre plus d'initiatives en réunion" describes the candidate: a busy-word in
  // a turn that opens on a third person is an answer, not the reference's own situation.
  const aboutSomeoneElse =
    context === "interview" &&
    /^(she|he|they|her|his|their|il|elle|ils|elles|ella|el|ellos|ellas)\b|\b(re ?hire|hire (him|her|them) (back|again)|(work|working) with (him|her|them) again|take (him|her|them) back|la reembaucherais|lo recontrataria|la recontrataria)\b/.test(
      t,
    );
  // "La prise de parole en réunion" names where the candidate could grow; "je suis en réunion" and
  // a bare "in a meeting" are about the call. Mid-interview a busy-word needs the speaker or "now".
  const aboutTheCall = words.length <= 4 || SELF_OR_NOW.test(t);
  if (
    (context === "opening" || (short && aboutTheCall)) &&
    !aboutSomeoneElse &&
    CALL_LATER.weak.some((re) => hasPhrase(t, re))
  )
    found.add("call_later");
  if (context === "opening" && (WRONG_PERSON_ALL.some((re) => hasPhrase(t, re)) || WRONG_NUMBER_MORE.test(t)))
    found.add("wrong_person");
  // "No, I'm not Sam, there's no Sam here": the "no" is the wrong number, not a refusal of the recording.
  if (context === "opening" && wrongPersonByName(t, opts.referenceName)) {
    found.add("wrong_person");
    found.delete("refusal");
  }
  if (context === "opening" && opts.referenceName && namesake(t, opts.referenceName))
    found.add("wrong_person");
  if (context === "opening" && HANDOFF.some((re) => hasPhrase(t, re))) found.add("handoff");
  // "Rachel speaking", "Mike here": a name that is not the reference's says who is on the line.
  if (context === "opening" && speakingName(text, opts.referenceName)) found.add("handoff");
  for (const [kind, res] of [...IDENTITY_QUESTIONS, ...IDENTITY_MORE])
    if (res.some((re) => hasPhrase(t, re))) {
      found.add("identity_question");
      identity ??= kind;
    }
  if (LANGUAGE_REQUEST.some((re) => hasPhrase(t, re))) found.add("language");
  if ((context === "opening" || short) && REPEAT.some((re) => hasPhrase(t, re))) found.add("repeat");
  // An explicit request to hear the question again, in a longer turn ("can you ask that one again,
  // I missed the end", "sorry the line's bad, what was the question").
  if (words.length <= 16 && (REPEAT_EXPLICIT.test(t) || REPEAT_MORE.test(t))) found.add("repeat");
  // A child says their age: "hello who is this? I'm seven", "soy Dani, tengo ocho años".
  if (context === "opening" && CHILD_AGE.test(t)) found.add("handoff");
  if (CONSENT_YES.some((re) => hasPhrase(t, re))) found.add("yes");
  // "What's RefLine, never heard of them": a question about us, not a wrong number.
  if (found.has("identity_question") && identity === "who") found.delete("wrong_person");
  // A phone menu or a screener ("Gracias por llamar… Para ventas, marque uno"): a machine cannot
  // refuse, ask for a call-back or agree.
  if (found.has("machine") && !found.has("opt_out"))
    for (const i of ["refusal", "call_later", "yes"] as const) found.delete(i);
  if (found.size === 0 || (found.has("yes") && isGuarded(t))) found.add("unclear");
  // The trained readers add an opt-out or a hand-over the families missed, never take one away; a
  // no-references policy mid-interview ends the call as a refusal (machine-questions.ts), not theirs.
  const declines = context === "interview" && DECLINE_FAMILY.some((re) => re.test(t));
  // "Tis me, Sam Patel. Where you to?": the reference naming themselves is nobody new (held-out Z9).
  const selfNamed = namesOwnSelf(t, opts.referenceName);
  for (const intent of readerAdditions(t, found, aboutSomeoneElse || declines))
    if (!(selfNamed && intent === "handoff")) found.add(intent);
  return finish(found, identity, t);
}

/**
 * A hand-over in the middle of a long turn (held-out ZE: "Strong negotiator. Hang on, my colleague Priya
 * actually worked more closely with Jordan, I'll put her on. ... Hi, Priya here"): each later sentence is
 * read as a turn's opening words are.
 */
function handedOverMidTurn(text: string, referenceName?: string): boolean {
  return sentencesOf(text)
    .slice(1)
    .some((x) => newSpeaker(normalizeText(x), referenceName) || speakingName(x, referenceName, true));
}

/** Someone other than the reference is speaking or is being fetched; the reference's own name is not one. */
function newSpeaker(t: string, referenceName?: string): boolean {
  const own = (referenceName ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  if (own[0] && standInFor(own[0])?.test(t)) return true;
  for (const re of NEW_SPEAKER_FAMILY) {
    const m = re.exec(t);
    if (!m) continue;
    const named = m.slice(1).filter((g) => g && /^[a-z]+$/.test(g) && !FUNCTION_WORDS.has(g));
    if (named.length && named.every((g) => own.includes(g))) continue;
    return true;
  }
  return false;
}

function finish(found: Set<Intent>, identity: IdentityQuestion | null, t: string): Understanding {
  const intents = PRECEDENCE.filter((i) => found.has(i));
  const language = spokenLanguage(t) ?? "en";
  return { intents, primary: intents[0] ?? "unclear", identity, language, normalized: t };
}

/** A yes said with a hedge, a question, or a negation somewhere is not a clear yes. */
export function isGuarded(t: string): boolean {
  if (t.includes("?")) return true;
  if (HEDGES.some((re) => hasPhrase(t, re))) return true;
  const stripped = NEGATION_IDIOMS.reduce((s, re) => s.replace(re, " "), ` ${t} `).trim();
  return NEGATIONS.some((re) => hasPhrase(stripped, re));
}

/** "Skip that one", "I'd rather not answer", "pass": move on without a follow-up. */
export function wantsToSkip(text: string): boolean {
  const t = normalizeText(text);
  return (
    /\b(skip|pass on (that|this)|^pass$|next question|rather not (say|answer|comment|discuss|get into)|prefer not to (say|answer|comment)|no comment|can't (comment|discuss|answer)|not comfortable answering|move on)\b/.test(
      t,
    ) ||
    /\b(je prefere ne pas (repondre|en parler|commenter)|je prefere pas (repondre|en parler)|passons|question suivante|^je passe$|pas de commentaire|sans commentaire|prefiero no (contestar|responder|decir|hablar de eso|comentar)|siguiente pregunta|^paso$|sin comentarios|pasemos a otra)\b/.test(
      t,
    )
  );
}

/** "That's all", "I have to go", "goodbye": the reference wants to end now. */
export function wantsToEnd(text: string): boolean {
  const t = normalizeText(text);
  return (
    /\b(i have to go|i need to go|gotta go|got to go|have to run|goodbye|bye|hang up|end (the|this) call|that's all i have time for)\b/.test(
      t,
    ) ||
    /\b(je dois (y aller|vous laisser|raccrocher|partir)|au revoir|tengo que (irme|colgar)|me tengo que ir|adios|hasta luego)\b/.test(
      t,
    )
  );
}

export { hasEvidence, wordCount } from "./answer-evidence";
