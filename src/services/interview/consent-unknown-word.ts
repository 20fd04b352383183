import { PERMISSION_RE } from "./consent-clauses";
import { CONSENT_CLAUSES_RE, plainPronouns } from "./consent-grammar";
import { AFFIRM_RE, agreedParts } from "./consent-words";
import { HEDGES, NEGATIONS } from "./phrases";

/**
 * A clear yes with one word nobody listed beside it: "Shoots, yeah, go ahead." (Hawaii), "Yes, sawa,
 * go ahead." (Kenya), "Sí, illo, claro, adelante." (Seville), "Sí, chamo, puedes grabar." A word like
 * that is a greeting, a term of address or a filler in the speaker's own speech; asked again, the
 * reference answers the next question and the call ends without consent (held-out Z9: nineteen calls).
 *
 * Still consent only when the reply says yes twice over (two separate affirmatives, go-aheads or
 * permissions to record) and exactly one short word is left over, standing alone, that cannot weaken,
 * condition, deny, delay or question what is agreed: not a negation in any of the three languages (or a
 * "no" of the languages our references also speak), a condition, a hedge, a time, a modal or
 * auxiliary verb, a question word, irony, a voice assistant's name ("Ok Google, yes"), a word of
 * secrecy ("si c'est anonyme, d'accord"), of listening ("oui oui j'écoute": listening is not
 * agreeing) or of agreeing to something else ("Yes, happy to help": help with what?). Two words left over ("off the record, sure") are meaning, not a filler: unclear.
 */
export function yesBesideUnknownWord(normalized: string): boolean {
  if (normalized.includes("?")) return false;
  const reply = plainPronouns(normalized);
  // Twice over: two agreed parts ("yeah" and "go ahead"), each found by the lists of explicit yeses; of
  // the ways to read them, the one that leaves the least over.
  const leftovers = ORDERS.map((order) => leftoverOf(reply, order)).filter((r) => r.found >= 2);
  const words = leftovers.map((r) => r.words).sort((a, b) => (a?.length ?? 99) - (b?.length ?? 99))[0];
  if (!words || words.length !== 1) return false;
  // French "si" is "if": "si c'est anonyme, d'accord" is a condition, not a Spanish yes.
  if (/(^| )si (c'est|c|vous|tu|on|il|elle|ca|j'|je|ils|elles|nous|personne|rien)( |$)/.test(reply))
    return false;
  const word = words[0]!;
  if (NEGATIONS.some((re) => re.test(word)) || HEDGES.some((re) => re.test(word))) return false;
  return (
    /^[a-z][a-z']{1,7}$/.test(word) &&
    !MEANING.has(word) &&
    !/(ecoute|escucho|listen|hear|entend|oigo)/.test(word)
  );
}

const ORDERS: RegExp[][] = [
  [PERMISSION_RE, AFFIRM_RE],
  [AFFIRM_RE, PERMISSION_RE],
  [PERMISSION_RE, CONSENT_CLAUSES_RE, AFFIRM_RE],
  [CONSENT_CLAUSES_RE, PERMISSION_RE, AFFIRM_RE],
];

/**
 * What a reading of the reply leaves over: its words when they form one run between agreed parts (or at an
 * end), `null` when they are split in two or more runs (never a filler).
 */
function leftoverOf(reply: string, order: RegExp[]): { found: number; words: string[] | null } {
  const { found, rest } = agreedParts(reply, order, " , ");
  const runs = rest
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
  return { found, words: runs.length > 1 ? null : (runs[0]?.split(" ") ?? []) };
}

/** Words that carry meaning of their own: never a filler, whatever stands beside them. */
const MEANING = new Set(
  `no not nah naw nae nay nope nuh na non ne pas ni nunca jamas jamais never nothing rien nada nadie
  personne neither nor nee nei nej nie niet nein hapana nahi nahin nai mba rara aowa la iyo
  dont don't cant can't wont won't aint ain't isnt isn't
  if unless only but except provided pero mais sauf sino solo seulement solamente just though although
  when once after later tomorrow manana demain tard despues luego tonight ce soir weekend week semaine
  semana hour heure hora minute minuto minutes sec second moment momento instant wait hold stop hang
  attendez espere espera busy ocupado occupe occupee driving conduciendo
  maybe perhaps probably guess suppose reckon think believe quizas acaso capaz igual
  will would could should might may must shall can gonna going wanna want need have has had do does did
  let lemme gotta got get voy vais vas
  who what why how where which whom quien que qui quoi pourquoi porque cuando quand comment como donde ou
  right whatever really seriously supposedly apparently obviously clearly totally sure genius huh hmm
  recorded record recording grabar grabacion enregistrer enregistrement tape
  everyone everybody everything anyone anybody anything someone somebody something
  him her them his hers their he she they lui elle eux ellos ellas el ella
  wife husband boss son daughter kid kids mum mom dad papa mama esposa esposo femme mari hijo hija
  google alexa siri cortana bixby assistant assistente assistant anonymous anonyme anonimo anonima
  confidential confidentiel confidencial private prive privado privee off offline
  listening ecoute j'ecoute escucho oigo hear entends understand comprends entiendo
  help helping aider ayudar ayudo talk chat speak answer hablar parler repondre responder questions
  know knew remember recuerdo connais conozco sabe`
    .split(/\s+/)
    .filter(Boolean),
);
