import type { CallLanguage } from "../../shared/call-language";
import { end, say, speak, type Action, type InterviewState, type Step } from "./machine-core";
import { consentLine, startQuestions } from "./machine-opening";
import { askQuestion } from "./machine-questions";
import { languageSignal } from "./language";
import { normalizeText, wordsOf } from "./normalize";
import { followUpText, linesFor, QUESTION_PLAN, type InterviewContext } from "./plan";
import { understand } from "./understand";
import { confirmation, consentOf } from "./consent-reading";

/** A turn that asks for something: a question, or words that ask ("can we", "on peut", "¿se puede"). */
const ASKING =
  /\?|\b(can|could|may|shall) (we|you|i)\b|\b(please|possible|switch|carry on|continue|rather|prefer|on peut|on pourrait|pouvez|pourriez|peut on|est ce que|s'il vous plait|plutot|prefere|podemos|podria|puede|se puede|por favor|prefiero|mejor)\b/;

/** Moves between languages a call may make; past this the call stays where it is. */
const MAX_SWITCHES = 2;

/**
 * Language, before anything else a turn may mean (after a stop or a no, which are honoured in any
 * language by the phase itself):
 * - a supported language asked for, or clearly spoken instead of the call's, is offered at once:
 *   the voice and recognition move to it and the disclosure (or the current question) is said
 *   again in it, so nobody consents to something they heard in a language they do not speak;
 * - a language we do not offer ends the call politely, marked for an operator;
 * - "I don't speak English" with no language named offers the other two once.
 * Null: the turn is not about language; the phase reads it.
 */
export function onLanguage(state: InterviewState, text: string, ctx: InterviewContext): Step | null {
  const opening =
    state.phase === "consent" || state.phase === "identity" || state.phase === "awaiting_reference";
  if (!opening && state.phase !== "question" && state.phase !== "followup") return null;
  const u = understand(text, opening ? "opening" : "interview");
  if (u.intents.includes("opt_out") || (opening && u.intents.includes("refusal"))) return null;
  // A phone menu offering languages ("Para continuar en español, marque uno. For English, press two")
  // is a machine, not a person asking for one.
  if (opening && u.primary === "machine") return null;
  // An answer is not a request: during the questions only a short turn, or a short first sentence
  // ("On peut continuer en anglais ? C'est plus simple pour moi."), can be about language.
  const first = text.split(/(?<=[.!?])\s+/)[0] ?? text;
  const long = wordsOf(u.normalized).length > 8;
  const firstSig = languageSignal(first);
  const asks =
    !!(firstSig.unsupported || firstSig.requested) &&
    wordsOf(first).length <= 12 &&
    ASKING.test(normalizeText(first));
  if (!opening && long && !asks && (wordsOf(first).length > 8 || !firstSig.requested)) return null;
  const sig = languageSignal(!opening && long ? first : text);
  // Mid-interview a language named in an answer ("the contract was in German") asks for nothing: only
  // a question or a request about how we speak does.
  if (sig.unsupported && (opening || ASKING.test(normalizeText(!opening && long ? first : text))))
    return unsupported(state, ctx, sig.unsupported);
  if (state.languageSwitches >= MAX_SWITCHES) return null;
  if (sig.requested) return switchTo(state, sig.requested, ctx, confirmsIdentity(state, text));
  if (sig.notUnderstood) {
    if (state.languageOffers >= 1) return unsupported(state, ctx, "unknown");
    return speak({ ...state, languageOffers: state.languageOffers + 1 }, [], {
      text: linesFor(ctx).offerLanguages(),
    });
  }
  // "Yeah, ok, c'est correct, go ahead" on a French call: a clear yes that says part of itself in the
  // call's own language is a yes, not a move to another language. A yes wholly in another language
  // still moves the call, so the disclosure is heard again in the language the person speaks.
  if (
    state.phase === "consent" &&
    consentOf(text, { candidateName: ctx.candidateName, referenceName: ctx.referenceName }) === "given" &&
    (text.split(/[,.;!?]+/).some((part) => languageSignal(part).spoken === state.language) ||
      OWN_YES[state.language].test(normalizeText(text)))
  )
    return null;
  if (sig.spoken && sig.spoken !== state.language && clearlyIn(u.normalized, sig.spoken))
    return switchTo(state, sig.spoken, ctx, confirmsIdentity(state, text));
  return null;
}

/**
 * "Oui, c'est moi. On peut faire ça en anglais ?", "Yes, it's me, but can we do it in Spanish?": at
 * the identity question, a sentence (or the part before "but") of the same turn that is not the
 * language request may already confirm who they are; then the questions
 * start in the new language instead of asking again.
 */
/** Yes-words of each language, for a yes said partly in the call's own language ("Yeah, está bien"). */
const OWN_YES: Record<CallLanguage, RegExp> = {
  en: /\b(yes|yeah|yep|sure|okay|fine|go ahead|go on|that's fine|all right|alright)\b/,
  fr: /\b(oui|ouais|d'accord|allez y|vas y|c'est (bon|correct|beau)|bien sur|pas de (probleme|souci)|volontiers)\b/,
  es: /\b(si|claro|esta bien|vale|dale|adelante|grabe|de acuerdo|bueno|como no|sale|orale)\b/,
};

function confirmsIdentity(state: InterviewState, text: string): boolean {
  if (state.phase !== "identity") return false;
  return text
    .split(/(?<=[.!?])\s+|,?\s+(?:but|mais|pero)\b/i)
    .some((sentence) => !languageSignal(sentence).requested && confirmation(sentence) === "yes");
}

/** Short turns ("Oui.", "Sí, claro") say their language; in longer ones it must dominate. */
function clearlyIn(normalized: string, language: CallLanguage): boolean {
  const words = wordsOf(normalized);
  return words.length <= 4 || languageSignal(words.slice(0, 12).join(" ")).spoken === language;
}

export function unsupported(state: InterviewState, ctx: InterviewContext, language: string): Step {
  return end(
    { ...state, unsupportedLanguage: language },
    [say({ text: linesFor(ctx).languageUnsupported(), questionType: "close" })],
    "language_unsupported",
    language === "unknown"
      ? "the reference does not speak English, French or Spanish"
      : `the reference asked for ${language}, which we do not offer`,
  );
}

export function switchTo(
  state: InterviewState,
  to: CallLanguage,
  base: InterviewContext,
  identityConfirmed = false,
): Step {
  const ctx: InterviewContext = { ...base, language: to };
  const lines = linesFor(ctx);
  const s: InterviewState = { ...state, language: to, languageSwitches: state.languageSwitches + 1 };
  const acts: Action[] = to === state.language ? [] : [{ kind: "language", language: to }];
  const intro = lines.switchedLanguage();
  switch (state.phase) {
    case "consent": {
      const line = consentLine(s, ctx);
      return speak(s, acts, { ...line, text: intro + line.text });
    }
    case "awaiting_reference":
      return speak(s, acts, { text: intro + lines.waitForReference() });
    case "identity":
      if (identityConfirmed && s.amd !== "pending") return startQuestions(s, ctx, acts, intro);
      return speak(s, acts, { text: intro + lines.identityPlain(ctx), questionType: "identity" });
    case "followup": {
      const current = QUESTION_PLAN[s.q]!;
      const line = {
        text: followUpText(current, ctx),
        questionType: `followup:${current.type}`,
        goal: `ask for a concrete example, timeframe or result about: ${current.goal}`,
      };
      const step = speak(s, acts, { ...line, text: intro + line.text });
      return { ...step, state: { ...step.state, lastLine: line } };
    }
    default:
      return askQuestion(s, ctx, intro, acts);
  }
}
