import { PERMISSION_RE, REGIONAL_YES } from "./consent-clauses";
import { ASIDE_RE, BENIGN_RE, NEUTRAL_RE, CONSENT_CLAUSES_RE, HAS_CONSENT_CLAUSE } from "./consent-grammar";
import { plainPronouns } from "./consent-grammar";
import { FILLERS, MORE_AFFIRMATIVES } from "./consent-words-more";
import { HEDGES, NEGATION_IDIOMS, NEGATIONS } from "./phrases";
import { hasPhrase } from "./normalize";

/**
 * Consent to record is read from a short list of explicit affirmatives, and nothing else: the whole
 * reply must be made of them (with fillers like "uh", "please", "mate"). Anything left over — a
 * condition ("if I get a copy"), sarcasm ("and I'm the Queen of England"), something agreed to that
 * is not recording ("yes, I can hear you", "yes, I know her"), a question, a negation — leaves the
 * reply unclear, and the question is asked again. A missed yes costs one more question; a wrong yes
 * records someone who did not agree.
 */

const AFFIRMATIVES = [
  // English.
  "yes",
  "yeah",
  "yea",
  "yep",
  "yup",
  "ya",
  "aye",
  "sure",
  "sure thing",
  "for sure",
  "ok",
  "okay",
  "k",
  "alright",
  "all right",
  "fine",
  "certainly",
  "absolutely",
  "definitely",
  "of course",
  "go ahead",
  "go right ahead",
  "go on",
  "go on then",
  "go for it",
  "carry on",
  "proceed",
  "you may proceed",
  "please do",
  "sounds good",
  "right you are",
  "that's fine",
  "thats fine",
  "that is fine",
  "it's fine",
  "that's ok",
  "that's okay",
  "that's alright",
  "that's all right",
  "that's grand",
  "that's perfectly acceptable",
  "perfectly acceptable",
  "no problem",
  "no problem whatsoever",
  "no problem at all",
  "not a problem",
  "no worries",
  "no bother",
  "nae bother",
  "no objection",
  "i have no objection",
  "i have no objection to that",
  "i consent",
  "i consent to the recording",
  "i consent to being recorded",
  "that's fine with me",
  "i agree",
  "consent given",
  "i give consent",
  "i give my consent",
  "you have my consent",
  "you've got my consent",
  "you have my permission",
  "you've got my permission",
  "permission granted",
  "record away",
  "work away",
  "fire away",
  "let's do it",
  "you can record",
  "you can record me",
  "you can record it",
  "you can record this",
  "you may record",
  "feel free to record",
  "recording's fine",
  "recording is fine",
  "happy for you to record",
  "i'm happy to be recorded",
  "i'm fine with that",
  "i'm ok with that",
  "i'm okay with that",
  "i'm happy with that",
  "i'm comfortable with it being recorded",
  "i'm comfortable with that",
  "fine by me",
  "fine with me",
  "ok with me",
  "okay with me",
  "alright with me",
  "that's alright with me",
  "cool with that",
  "totally cool with that",
  "i don't mind",
  "i do not mind",
  "i don't mind being recorded",
  "grand",
  "all good",
  "that's all good",
  "go ahead and record",
  "you can",
  "go ahead then",
  "perfect",
  "sound",
  // French.
  "oui",
  "ouais",
  "affirmative",
  "d'accord",
  "bien sur",
  "allez y",
  "vas y",
  "c'est correct",
  "c'est bon",
  "c'est bon pour moi",
  "ca me va",
  "pas de probleme",
  "pas de souci",
  "pas de soucis",
  "pas de trouble",
  "sans probleme",
  "aucun probleme",
  "volontiers",
  "certainement",
  "absolument",
  "tout a fait",
  "bien entendu",
  "entendu",
  "je consens",
  "j'accepte",
  "j'accepte l'enregistrement",
  "je suis d'accord",
  "je donne mon accord",
  "je donne mon consentement",
  "vous avez mon accord",
  "vous avez mon consentement",
  "vous pouvez enregistrer",
  "vous pouvez y aller",
  "ca ne me derange pas",
  "parfait",
  // Spanish.
  "si",
  "claro",
  "claro que si",
  "vale",
  "dale",
  "sale",
  "orale",
  "de acuerdo",
  "por supuesto",
  "adelante",
  "adelante con la grabacion",
  "esta bien",
  "me parece bien",
  "me parece bien que grabe",
  "no hay problema",
  "ningun problema",
  "sin problema",
  "sin drama",
  "con gusto",
  "como no",
  "desde luego",
  "perfecto",
  "acepto",
  "doy mi consentimiento",
  "tiene mi consentimiento",
  "tiene mi permiso",
  "puede grabar",
  "pueden grabar",
  "grabe",
  "grabe sin problema",
  "graba nomas",
  "grabe nomas",
  "lo autorizo",
  "autorizo",
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ALTERNATION = (list: string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");
export const AFFIRM_RE = new RegExp(
  `(?<![\\w'])(${ALTERNATION([...AFFIRMATIVES, ...MORE_AFFIRMATIVES, ...REGIONAL_YES])})(?![\\w'])`,
  "g",
);
export const FILLER_RE = new RegExp(`(?<![\\w'])(${ALTERNATION(FILLERS)})(?![\\w'])`, "g");

/** True when a normalized reply is made only of explicit affirmatives (and fillers). */
export function isExplicitAffirmative(normalized: string): boolean {
  // A phone greeting asked as a question ("¿Bueno?", "Allô ?", "Hello?") opens the reply; any other
  // question leaves it unclear.
  normalized = normalized.replace(/^((bueno|hello|allo|alo|hola|diga|oui allo) \? ?)+/, "");
  if (normalized.includes("?")) return false;
  const reply = plainPronouns(normalized);
  // Whole phrases and permission clauses overlap ("that's fine to record", "happy for you to record
  // mate"): the reply is explicit if either reading leaves nothing over.
  if (madeOfYes(reply)) return true;
  // Sentences that go with a yes and change nothing ("I was expecting your call", "I've got ten
  // minutes", "anything to help him out") are set aside; what remains must still be a whole yes.
  // Only beside a permission that names recording or a go-ahead: "Yes, happy to help." stays unclear.
  // "Right, aye, that's grand, fire ahead": "right" opening a reply is an opener, set aside like
  // them; after a yes it is irony ("yeah right", "aye right") and stays.
  const plain = reply
    .replace(BENIGN_RE, " ")
    .replace(/^right (?!right\b)/, " ")
    .replace(/\s+/g, " ")
    .trim();
  const permits = HAS_CONSENT_CLAUSE.test(plain) || HAS_PERMISSION.test(plain) || GO_AHEAD.test(plain);
  if (plain !== reply && plain !== "" && permits && madeOfYes(plain)) return true;
  const unhurried = reply.replace(ASIDE_RE, " ").replace(NEUTRAL_RE, " ").replace(/\s+/g, " ").trim();
  return unhurried !== reply && unhurried !== "" && madeOfYes(unhurried);
}

const HAS_PERMISSION = new RegExp(PERMISSION_RE.source);

/** A go-ahead said with an affirmative ("go on", "fire away", "allez-y", "dale"). */
const GO_AHEAD =
  /(?<![\w'])(go on|go ahead|go for it|carry on|fire away|crack on|proceed|record\w*|allez y|vas y|enregistr\w*|adelante|dale|grab\w*|proceda)(?![\w'])/;

function madeOfYes(reply: string): boolean {
  return [
    [PERMISSION_RE, AFFIRM_RE],
    [AFFIRM_RE, PERMISSION_RE],
    [PERMISSION_RE, CONSENT_CLAUSES_RE, AFFIRM_RE],
    [CONSENT_CLAUSES_RE, PERMISSION_RE, AFFIRM_RE],
    [AFFIRM_RE, CONSENT_CLAUSES_RE, PERMISSION_RE],
  ].some((order) => {
    const { found, rest } = agreedParts(reply, order, " ");
    return found > 0 && rest.trim() === "";
  });
}

/** The reply with its agreed parts (in `order`) and fillers replaced by `mark`, and how many parts. */
export function agreedParts(reply: string, order: RegExp[], mark: string): { found: number; rest: string } {
  let found = 0;
  let rest = reply;
  for (const re of order)
    rest = rest.replace(re, () => {
      found++;
      return mark;
    });
  return { found, rest: rest.replace(FILLER_RE, mark) };
}

/** A keypad 1 said in words: "I'm pressing one", "j'ai appuyé sur le un", "ya marqué el uno". */
const PRESSED_ONE =
  /\b(press(ed|ing)?|i'll press|appuye|appuie|j'ai fait|tape|marque|marco|oprimo|oprimi|pulse|pulso)( on| sur)?( le| el)? (1|one|un|uno)\b/;

/** Anything that makes a yes conditional, grudging, ironic or someone else's. */
const BLOCKERS =
  /\b(if|unless|as long as|provided|only if|but|except|sauf|seulement si|a condition|pourvu|mais|siempre (y cuando|que)|con tal|solo si|pero|excepto|mientras|while you're at it|tant qu'a|de paso|love|lol|haha|yeah right|as if|whatever|great|wonderful|brilliant|c'est ca|tiens|encanta|ilusion|total|chistoso|and (then|also)|y (luego|despues)|et (puis|apres))\b/;

/**
 * The keypad 1 said rather than pressed ("uh hang on where's the keypad, okay I'm pressing one,
 * there, one"): the disclosure offered it as the yes. Nothing may weaken it (no condition, contrast,
 * irony, question, hedge or negation once "no problem" and its kin are set aside), and at most a few
 * other words may stand with it.
 */
export function saysPressedOne(normalized: string): boolean {
  if (!PRESSED_ONE.test(normalized) || normalized.includes("?") || BLOCKERS.test(normalized)) return false;
  const stripped = NEGATION_IDIOMS.reduce((s, re) => s.replace(re, " "), ` ${normalized} `).trim();
  if (NEGATIONS.some((re) => hasPhrase(stripped, re)) || HEDGES.some((re) => hasPhrase(stripped, re)))
    return false;
  const rest = stripped
    .replace(new RegExp(PRESSED_ONE.source, "g"), " ")
    .replace(AFFIRM_RE, " ")
    .replace(FILLER_RE, " ")
    .split(/\s+/)
    .filter(
      (w) =>
        w &&
        !/^(1|one|un|uno|there|voila|ya|listo|hang|on|where's|the|keypad|clavier|je|cherche|le|attendez)$/.test(
          w,
        ),
    );
  return rest.length <= 4;
}
