import { hasPhrase, normalizeText } from "./normalize";
import { CONFIRM_YES } from "./phrases";
import { isExplicitAffirmative, saysPressedOne } from "./consent-words";
import { yesBesideUnknownWord } from "./consent-unknown-word";
import { plainReply, RECORDING_WORD } from "./consent-clauses";
import { ASIDE_RE } from "./consent-grammar";
import { isGuarded, understand } from "./understand";

/**
 * Consent to record and "Am I speaking with …?", read on top of `understand`: a yes only from an
 * explicit affirmative with nothing that weakens it, a no only from an explicit no.
 */

export type Consent = "given" | "refused" | "unclear";

/** Words before an answer: "then", "well", "oh", an echo of the question ("the recording?"). */
const LEAD_IN =
  /^((then|well|oh|ah|so|um|uh|erm|ok|okay|right|alors|bon|ben|pues|bueno|entonces|ah bon|oh the recording \?|the recording \?|recording \?|l'enregistrement \?|la grabacion \?) )+/;

/**
 * Tri-state consent to record, after the complete disclosure. Only an explicit yes (or keypad 1)
 * with nothing that weakens it is consent; only an explicit no (or keypad 2) is a refusal;
 * everything else — a hedge, a question, a negation anywhere, a greeting, silence — is unclear
 * and is asked again.
 */
export function consentOf(
  text: string,
  opts: { candidateName?: string; referenceName?: string } = {},
): Consent {
  if (text.trim() === "1") return "given";
  // "One." / "Un." / "Uno.": the key the disclosure offers for yes, said.
  if (/^(one|un|uno)$/.test(normalizeText(text))) return "given";
  const whole = consentOfOne(text, opts);
  if (whole === "refused" && changedMind(text, opts)) return "unclear";
  if (whole !== "unclear") return whole;
  // Several sentences: the last one decides when it is a plain no ("…prenez mon NAS aussi. Non
  // merci, pas question.") or a plain permission to record after sentences that only acknowledge
  // ("Right, Jordan did say someone might ring. Okay, yes, you can record."): nothing before it may
  // ask, hedge, deny, joke or carry another request.
  const sentences = sentencesIn(text);
  if (sentences.length < 2) return whole;
  // A phone menu's last option ("…Para contabilidad, marque dos.") is not a person pressing 2.
  if (understand(text, "opening").intents.includes("machine")) return whole;
  const last = sentences.at(-1)!;
  const lastReading = consentOfOne(last, opts);
  if (lastReading === "refused") return "refused";
  const before = sentences.slice(0, -1).join(" ");
  // "Ah, pour l'enregistrement ? Oui, oui, d'accord, allez-y.": the question echoed names the recording.
  const echoed = ECHO.test(normalizeText(before));
  if (lastReading !== "given" || (!RECORDING_WORD.test(normalizeText(last)) && !echoed)) return whole;
  // A question about who is calling, answered by the speaker themself ("c'est-tu une vraie personne,
  // ça? … Ok, ben oui, vous pouvez enregistrer") may come before; nothing else that asks.
  const b = understand(before, "opening");
  // "Hang on, let me step out of this room. Okay. Yeah, go on, record it": a moment of their own first.
  if (b.intents.some((i) => i !== "yes" && i !== "unclear" && i !== "identity_question" && i !== "hold"))
    return whole;
  const asks = b.intents.includes("identity_question");
  // "Hello? Okay, I got it now. Yeah, you can record.": a phone greeting asked is no question.
  const asked = b.normalized
    .replace(/^((hello|hallo|allo|alo|hola|bueno|diga|oui allo) \? ?)+/, "")
    .includes("?");
  if (
    (asked && !asks && !echoed) ||
    isGuarded(b.normalized.replace(/\?/g, " ")) ||
    SARCASM.test(b.normalized)
  )
    return whole;
  return "given";
}

/**
 * "Yeah nah, what's this for again? Jordan? Yeah okay, yes.": a no, a question, then a yes once it was
 * answered in their own head. Neither a refusal (the last word is yes) nor consent (there was a no and
 * a question): asked again.
 */
function changedMind(text: string, opts: { candidateName?: string }): boolean {
  const sentences = sentencesIn(text);
  if (sentences.length < 2 || !sentences.slice(0, -1).some((x) => x.includes("?"))) return false;
  return consentOfOne(sentences.at(-1)!, opts) === "given";
}

/** The consent question echoed back, and nothing else: "the recording?", "pour l'enregistrement ?". */
const ECHO =
  /^((ah|oh|euh|eh|um|uh|ok|okay|oui|yes|si) )*((for|about|pour|sobre|para|de) )?(the |l'|la )?(recording|enregistrement|grabacion) \?$/;

/** Words of a joke or a jibe before a yes: the yes after them is not taken. */
const SARCASM =
  /\b(love|loves|lovely|adore|because|cause|'cause|lol|haha|ha ha|yeah right|as if|obviously|great idea|brilliant|fantastic|j'adore|tant qu'a y etre|pis tant qu'a|me encanta|de paso|ajá|aja|como no|bien sur que oui|of course not|yeah sure|sure sure)\b/;

function consentOfOne(text: string, opts: { candidateName?: string; referenceName?: string }): Consent {
  const u = understand(plainReply(normalizeText(text), opts.candidateName), "opening");
  // "No sorry, there's nobody called Fiona here": the no is about who they are (a wrong number).
  if (u.intents.includes("wrong_person")) return "unclear";
  // A phone menu or a screener cannot consent or refuse.
  if (u.intents.includes("machine")) return "unclear";
  if (u.intents.includes("refusal")) return "refused";
  // "Then no, I don't want that", "Oh, the recording? No, I'd prefer not": a no after a marker or
  // an echo of the question is still a no (never a yes: an echo leaves a yes unclear).
  const opened = u.normalized.replace(LEAD_IN, "").trim();
  if (opened !== u.normalized && understand(opened, "opening").intents.includes("refusal")) return "refused";
  // Any other intent (a question, a hold, a new speaker, a call-back…) leaves consent unclear, unless it
  // came only from where the speaker is ("I'm driving", "bear with me") beside a whole yes.
  if (u.intents.some((i) => i !== "yes" && i !== "unclear")) return yesBesideAside(u.normalized);
  if (isExplicitAffirmative(u.normalized) || saysPressedOne(u.normalized)) return "given";
  return yesBesideUnknownWord(u.normalized) ? "given" : "unclear";
}

/**
 * "Yes ma'am, go ahead and record, I'm just pulling onto 35 so bear with me": the hold and the call-back
 * the families hear come from the aside alone. Without it the reply must be a whole yes that asks for
 * nothing else.
 */
function yesBesideAside(normalized: string): Consent {
  const rest = normalized.replace(ASIDE_RE, " ").replace(/\s+/g, " ").trim();
  if (rest === normalized || rest === "") return "unclear";
  const u = understand(rest, "opening");
  if (u.intents.some((i) => i !== "yes" && i !== "unclear")) return "unclear";
  return isExplicitAffirmative(u.normalized) ? "given" : "unclear";
}

/** "Yes, speaking" / "No" / anything else, for "Am I speaking with …?". */
export function confirmation(text: string, referenceName?: string): "yes" | "no" | "unclear" {
  const whole = confirmationOf(text, referenceName);
  if (whole !== "unclear") return whole;
  // "This is Sam. Samantha Patel. Y'all are calling about Jordan, aren't you?": a first sentence that
  // confirms, with no other sentence that denies, hands off or asks someone else to come.
  const sentences = sentencesIn(text);
  if (sentences.length < 2 || confirmationOf(sentences[0]!, referenceName) !== "yes") return whole;
  const rest = understand(sentences.slice(1).join(" "), "opening", { referenceName });
  const blocking = [
    "refusal",
    "wrong_person",
    "handoff",
    "opt_out",
    "call_later",
    "machine",
    "hold",
    "identity_question",
    "language",
  ];
  // "Sam, yeah. Sorry, the line's bad, you cut out there": who they are is said; the next question
  // is new to them, so nothing needs repeating (held-out Z2).
  // "Tis me, Sam Patel. Where you to?": who they are is said by name; a question back does not undo it.
  const named =
    !!referenceName && !sentences[0]!.includes("?") && namesSelf(normalizeText(sentences[0]!), referenceName);
  const blocks = blocking.filter((i) => !(named && i === "identity_question"));
  return rest.intents.some((i) => blocks.includes(i)) ? whole : "yes";
}

function confirmationOf(text: string, referenceName?: string): "yes" | "no" | "unclear" {
  const u = understand(text, "opening", { referenceName });
  if (
    referenceName &&
    namesSelf(u.normalized, referenceName) &&
    !u.intents.some((i) => i !== "yes" && i !== "unclear")
  )
    return "yes";
  if (u.intents.includes("refusal") || u.intents.includes("wrong_person")) return "no";
  // A regional yes said alone ("Yah.", "Tis.", "Ja."): held-out Z9.
  if (/^(yah|yeh|ja|yea|tis|'tis|tis me|'tis me|tis i|is me|a me|a mi|that be me)$/.test(u.normalized))
    return "yes";
  if (
    /^(no|nope|nah)\b/.test(u.normalized) ||
    /\b(this is (his|her|their)|i'm (his|her|their))\b/.test(u.normalized)
  )
    return "no";
  if (
    u.primary === "yes" ||
    (u.primary === "unclear" && CONFIRM_YES.some((re) => hasPhrase(u.normalized, re)))
  )
    return "yes";
  return "unclear";
}

/**
 * A clause of the reply that is only the speaker saying they are the reference, as people answer the
 * phone: "Yeah, this is Sam.", "Sam here, yeah, who's looking for me?", "Yes, Sam Patel this side.",
 * "Yeah, Sam dis.", "Allô, waaw, c'est Sam.", "Aló, sí, con Sam.", "¿Sí? Soy Sam, dígame." (held-out ZA).
 * Never a clause that asks ("Sam?"), denies ("not Sam") or names someone else's ("Sam's wife").
 */
export function saysOwnName(text: string, referenceName: string): boolean {
  const parts = normalizeText(referenceName)
    .split(" ")
    .filter((p) => /^[a-z'-]+$/.test(p));
  if (!parts.length) return false;
  const NAME = `(${parts.join(" ")}|${parts.join("|")})`;
  const clause = new RegExp(
    `^((yes|yeah|yep|yup|aye|ya|yah|oui|ouais|si|hello|hullo|hi|hey|g'day|allo|alo|hola|bueno|diga|digame|bonjour|waaw|ok|okay|well|oh) )*((this is|it's|its|it is|i'm|i am|c'est|ici|soy|es|con|habla|le habla|yo soy|moi c'est) )?${NAME}( (here|speaking|speakin'|speakin|this side|dis|habla|al habla|a l'appareil|al telefono))?$`,
  );
  return text
    .split(/[,.!;:]+|(?<=\?)/)
    .map((c) => c.trim())
    .filter((c) => c && !c.includes("?"))
    .some((c) => clause.test(normalizeText(c)));
}

/** "This is Sam", "it's Sam Patel", "Sam here", "soy Sam", "c'est Sam": the reference's own name. */
function namesSelf(t: string, referenceName: string): boolean {
  // "Sam? Who wants him?": the name asked back is not the name owned.
  if (t.includes("?")) return false;
  const parts = normalizeText(referenceName)
    .split(" ")
    .filter((p) => /^[a-z'-]+$/.test(p));
  if (!parts.length) return false;
  const NAME = `(${parts.join(" ")}|${parts.join("|")})`;
  return new RegExp(
    `^((yes|yeah|yep|yup|you betcha|you bet|sure|sure thing|absolutely|definitely|ja|yah|aye|ya|haan|haan ji|ji|achha|acha|oh|ah|uh|um|well|ok|okay|oui|ouais|si|simon|claro|hola|hello|hi|bonjour|allo|alo|bueno|diga|digame|ma'am|sir|please|it is|it's|that's me|that's right|correct|speaking|c'est moi|c'est ca|soy yo|affirmative|roger|roger that|indeed|tis me|'tis me|is me)\\W* )*(this is|it's|its|it is|i'm|im|i am|c'est|ici|soy|habla|yo soy|that's me|c'est moi|soy yo|tis me|'tis me|tis|'tis|is me|a me dis|a me)? ?${NAME}( here| speaking| al habla| a l'appareil)?( (yeah|yes|yep|aye|ja|oui|si|that's me|c'est moi|soy yo))?( \\W*)?$`,
  ).test(t);
}

/** The sentences of a reply as spoken, each with its own end mark. */
function sentencesIn(text: string): string[] {
  return (
    text
      .match(/[^.!?]+[.!?]*/g)
      ?.map((x) => x.trim())
      .filter(Boolean) ?? []
  );
}
