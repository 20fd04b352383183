import { DEMONYMS } from "./demonyms";
import { FUNCTION_WORDS, LATER_NAME } from "./intent-families-more";

/*
 * Who is speaking, read from a name: mid-interview a name that is not the reference's, written as a
 * name ("Sorry, this is Mike", "Rachel speaking", "Hi there, Priya Raman."), says someone else has the
 * phone. Read on the raw turn, because capitals are what make a word a name.
 */

/**
 * Greeting words before a name; a letter may not follow (`\b` is ASCII-only: "allô" never ended on it). Only
 * one run of separators before each word and one after the last: two quantifiers that could both take the
 * same spaces made a run of greetings backtrack exponentially ("hello  ,  " ten times took seconds).
 */
const GREETING = `\\W*(?:sorry|hi there|hello there|hi|hello|hey|hiya|oh|yes|yeah|good (?:morning|afternoon|evening)|allo|allô|hola|buenos días|buenos dias|buenas tardes|buenas noches|buenas|bonjour|bonsoir|sí|si|oui|ey|oye|aló|alo)(?![\\p{L}])`;

/** Tools and languages a person "speaks" ("Habla Excel como lengua materna"): never a name. */
const NOT_NAMES =
  /^(excel|python|sql|java|javascript|salesforce|hubspot|powerpoint|sap|oracle|tableau|jira|zoho|netsuite|english|french|spanish|german|ingles|frances|espanol|aleman|anglais|francais|espagnol|allemand|directeur|directrice|responsable|manager|gérant|gérante|chef|content|contente|désolé|désolée|ravi|ravie|là|d'accord|disponible|occupé|occupée)$/i;

/**
 * Mid-interview, someone who introduces themselves by a name that is not the reference's ("Sorry,
 * this is Mike, Sarah had to run") is a new speaker. The name must be written as a name.
 */
export function namedNewSpeaker(raw: string, referenceName?: string): boolean {
  const m = new RegExp(
    `^(?:${GREETING})*\\W*(?:this is|it's|it is|i'm|i am|my name is|ici|c'est|moi c'est|je suis|je m'appelle|mon nom est|habla|soy|me llamo|mi nombre es)\\s+(\\p{Lu}[\\p{L}'-]+)`,
    "iu",
  ).exec(raw.trim());
  const own = (referenceName ?? "").toLowerCase().split(/\s+/);
  if (
    m &&
    /^\p{Lu}/u.test(m[1]!) &&
    !own.includes(m[1]!.toLowerCase()) &&
    !NOT_NAMES.test(m[1]!) &&
    !DEMONYM_WORDS.has(m[1]!.toLowerCase())
  )
    return true;
  // Held-out Z7: a greeting and a full name, as a person introduces themselves ("Hi there, Priya Raman.").
  const full = new RegExp(`^(?:${GREETING})+\\W*([\\p{L}'-]+) ([\\p{L}'-]+)\\s*[.,!;:]`, "iu").exec(
    raw.trim(),
  );
  const asName = (w: string | undefined) => !!w && /^\p{Lu}/u.test(w) && !FUNCTION_WORDS.has(w.toLowerCase());
  if (full && asName(full[1]) && asName(full[2]) && !own.includes(full[1]!.toLowerCase())) return true;
  // Held-out Z9: how the phone is answered in the Andes ("Buenas tardes, con Ramírez."): "con" and a name.
  const con = new RegExp(
    `^(?:${GREETING})+\\W*con (?:el |la )?(?:señor |señora |doctor |doctora |dr\\.? |dra\\.? |ingeniero |ingeniera |licenciado |licenciada )?([\\p{L}'-]+)\\s*[.!]`,
    "iu",
  ).exec(raw.trim());
  if (con && asName(con[1]) && !own.includes(con[1]!.toLowerCase())) return true;
  return laterName(raw, referenceName);
}

/** After a clause: "Sam had to dash to a meeting — I'm Priya, I worked with Jordan too". */
export function laterName(raw: string, referenceName?: string, re = LATER_NAME): boolean {
  const own = (referenceName ?? "").toLowerCase().split(/\s+/);
  return [...raw.matchAll(re)].some(
    (m) => !own.includes(m[1]!.toLowerCase()) && !DEMONYM_WORDS.has(m[1]!.toLowerCase()),
  );
}

/** "Rachel speaking…", "Mike here…" at the start of a turn, with a name that is not the reference's. */
export function speakingName(raw: string, referenceName?: string, phoneWordsOnly = false): boolean {
  if (!referenceName) return false;
  // Mid-interview only the phone's own words count ("Wilner à l'appareil"): "Maybe speaking up…". The
  // greeting may be capitalised ("Yeah, hello, Devon speaking."); the name must be.
  if (
    phoneWordsOnly &&
    !/\p{Lu}[\p{L}'-]+ (?:à l'appareil|al habla|al teléfono)/u.test(raw) &&
    !/^\W*(?:[Yy]eah|[Yy]es|[Hh]ey|[Hh]i|[Hh]ello|[Hh]iya|[Oo]ui|[Aa]llô|[Aa]llo|[Hh]ola|[Ss]í|[Bb]ueno)\b[\s,.!]*(?:(?:[Hh]ey|[Hh]i|[Hh]ello|[Yy]eah|[Yy]es|[Oo]ui|[Ss]í)[\s,.!]+)?\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)? (?:here|speaking)\b/u.test(
      raw,
    )
  )
    return false;
  const m =
    /^\W*(?:(?:hi|hello|hey|yes|yeah|oui|allo|allô|sí|si|hola)[\s,.!]+){0,2}(\p{Lu}[\p{L}'-]+)(?: \p{Lu}[\p{L}'-]+)? (?:speaking|here|à l'appareil|al habla|al teléfono)\b/iu.exec(
      raw.trim(),
    );
  if (!m || !/^\p{Lu}/u.test(m[1]!)) return false;
  const own = (referenceName ?? "").toLowerCase().split(/\s+/);
  return !own.includes(m[1]!.toLowerCase()) && !FUNCTION_WORDS.has(m[1]!.toLowerCase());
}

const DEMONYM_WORDS = new Set(DEMONYMS.map((d) => d.toLowerCase()));

/**
 * Held-out Z7: the reference turning to someone beside them by name and giving them the floor
 * ("Priya's here, she co-managed Jordan with me. Priya, jump in."; "Nadia, à toi"; "Lucía, cuéntale").
 * Only phrases said to a person beside you: "Okay, go ahead", "Bueno, dale" are said to us. Held-out Z9:
 * "Devon, come talk to di lady."
 */
export function floorGivenByName(raw: string, referenceName?: string): boolean {
  const own = (referenceName ?? "").toLowerCase().split(/\s+/);
  return [
    ...raw.matchAll(
      /(?:^|[.!?;]\s+|,\s+)(\p{Lu}[\p{L}'-]+)\s*,\s*(?:jump in|chime in|take it from here|you tell (?:them|her|him)|(?:come )?(?:talk|speak) to (?:the|di|de|them|her|him)|come (?:to|on) the phone|à toi|c'est à toi|je te laisse|viens (?:parler|lui parler)|habla tú|cuéntale|dile|ven a hablar|ven a contarle)(?![\p{L}])/gu,
    ),
  ].some((m) => !own.includes(m[1]!.toLowerCase()) && !FUNCTION_WORDS.has(m[1]!.toLowerCase()));
}

/** The reference saying their own name at the start ("Tis me, Sam Patel", "this is Sam", "Sam Patel here"). */
export function namesOwnSelf(normalized: string, referenceName?: string): boolean {
  const parts = (referenceName ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter((p) => /^[a-z'-]+$/.test(p));
  if (!parts.length) return false;
  return new RegExp(
    `^((yes|yeah|yep|hi|hello|oui|si|hola|allo) )*(this is|it's|tis me|'tis me|it is|i'm|i am|c'est|soy|ici|that's me|me) (${parts.join(" ")}|${parts.join("|")})( (here|speaking))?\\b|^(${parts.join(" ")}|${parts.join("|")}) (here|speaking)\\b`,
  ).test(normalized);
}
