import { DISCOURSE_MARKERS, PERMISSION_RE, REGIONAL_YES } from "./consent-clauses";

/**
 * Consent to record is read from a short list of explicit affirmatives, and nothing else: the whole
 * reply must be made of them (with fillers like "uh", "please", "mate"). Anything left over — a
 * condition ("if I get a copy"), sarcasm ("and I'm the Queen of England"), something agreed to that
 * is not recording ("yes, I can hear you", "yes, I know her"), a question, a negation — leaves the
 * reply unclear, and the question is asked again. A missed yes costs one more question; a wrong yes
 * records someone who did not agree.
 */

/** Regional and formal affirmatives the held-out writers used (same rule: nothing may be left over). */
const MORE_AFFIRMATIVES = `
  righto, by all means, kindly proceed, on you go, crack on, you crack on, deffo, defo, happy to,
  perfectly fine, that's perfectly fine, no issue at all, i'm giving my consent, i am giving my consent,
  i agree to be recorded, i agree to being recorded, i agree to the recording,
  i'm fine with it being recorded, i'm happy with it being recorded, you bet, you betcha, record it,
  go ahead and record it, right oh, no dramas, no drama, no issues, no issue, no issues from my side,
  no issues on my end, that's ok with me, that's okay with me, that's fine by me,
  happy for it to be recorded, i'm happy for it to be recorded, i'm happy for you to record,
  enregistrez, ca marche, pas de probleme pour moi, je consens a l'enregistrement, aucun souci,
  aucun soucis, ca va, c'est d'accord, c'est d'accord pour l'enregistrement, d'accord pour l'enregistrement,
  ok pour l'enregistrement, consent, consented, consent is given,
  puedes grabar, esta bien que grabe, acepto que se grabe, acepto que se grabe la llamada, de una,
  andale, no hay inconveniente, ningun inconveniente, sin inconveniente`
  .split(/,|\n/)
  .map((w) => w.trim())
  .filter(Boolean);

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
  "affirmative",
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

/** Words that carry no meaning of their own around a yes. */
const FILLERS = [
  "uh",
  "um",
  "er",
  "erm",
  "eh",
  "mm hmm",
  "please",
  "thanks",
  "thank you",
  "mate",
  "love",
  "ma'am",
  "sir",
  "senora",
  "senor",
  "so",
  "then",
  "totally",
  "really",
  "then",
  "euh",
  "hein",
  "merci",
  "pues",
  "bueno",
  "gracias",
  "nomas",
  "that makes sense",
  "oh right",
  "fair enough",
  "whatsoever",
  "hon",
  "ben",
  "mm",
  "hmm",
  "hm",
  "well",
  "voila",
  "sorry about that",
  // West African and Singaporean particles after a yes ("Yes o", "ok lah").
  "o",
  "lah",
  // A go-ahead to the questions, said after the yes: "yes, consent given, what do you need".
  "what do you need",
  "what do you need to know",
  "what do you want to know",
  "what do you wanna know",
  ...DISCOURSE_MARKERS,
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ALTERNATION = (list: string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");
const AFFIRM_RE = new RegExp(
  `(?<![\\w'])(${ALTERNATION([...AFFIRMATIVES, ...MORE_AFFIRMATIVES, ...REGIONAL_YES])})(?![\\w'])`,
  "g",
);
const FILLER_RE = new RegExp(`(?<![\\w'])(${ALTERNATION(FILLERS)})(?![\\w'])`, "g");

/** True when a normalized reply is made only of explicit affirmatives (and fillers). */
export function isExplicitAffirmative(normalized: string): boolean {
  // A phone greeting asked as a question ("¿Bueno?", "Allô ?", "Hello?") opens the reply; any other
  // question leaves it unclear.
  normalized = normalized.replace(/^((bueno|hello|allo|alo|hola|diga|oui allo) \? ?)+/, "");
  if (normalized.includes("?")) return false;
  let found = 0;
  // Scots and Irish "ye" is "you" ("on ye go", "ye can record").
  const rest = normalized
    .replace(/(?<![\w'])ye(?![\w'])/g, "you")
    .replace(PERMISSION_RE, () => {
      found++;
      return " ";
    })
    .replace(AFFIRM_RE, () => {
      found++;
      return " ";
    })
    .replace(FILLER_RE, " ")
    .trim();
  return found > 0 && rest === "";
}
