import { normalizeText } from "./normalize";
import {
  PROTECTED_PATTERNS,
  PROTECTED_PATTERNS_FR_ES,
  type Allow,
  type ProtectedCategory,
} from "./protected-topics";
import { WORK_PHRASES } from "./work-phrases";
import { withoutWorkPhrases } from "./work-headed";
import { F_CUES, MORE_CUES, PROTECTED_CUES, RAW_CUES } from "./protected-cues";
import { G_CUES, H_CUES, I_CUES, J_CUES, K_CUES, ORIGIN_MORE_CUES } from "./protected-cues-more";
import { VEILED_CUES } from "./protected-cues-veiled";
import { SLANG_CUES, SLANG_CUES_U, SLANG_CUES_V, SLANG_CUES_W } from "./protected-cues-slang";
import { WALL_CUES, WALL_PRIVATE_TROUBLE, privateTrouble } from "./protected-cues-wall";
import { readerFlags } from "./protected-reader";
import { CUES_ZD, CUES_ZE } from "./protected-cues-zd";
import { CUES_ZF, CUES_ZG, TAKE_BACK } from "./protected-cues-zf";
import { CUES_X, CUES_Z, CUES_Z2, CUES_Z3, CUES_Z4, CUES_Z5 } from "./protected-cues-x";
import {
  CUES_Z6,
  CUES_Z7,
  CUES_Z8,
  CUES_Z9,
  CUES_ZA,
  CUES_ZB,
  CUES_ZC,
  RAW_CUES_ZA,
} from "./protected-cues-z6";

export type { ProtectedCategory } from "./protected-topics";

/**
 * The protected-characteristics guard. It judges normalized text (so "How-old", "How\nold", a
 * no-break space or a Cyrillic look-alike letter read as the plain words), after removing the names
 * of the people on the call and ordinary work phrases. It errs on the side of refusing: a line
 * that is refused falls back to the fixed, reviewed wording of the question plan.
 */

const ALLOWED = new RegExp(
  `\\b(${[...WORK_PHRASES]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})\\b`,
  "g",
);

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Masks the names of the candidate, reference and company where they are written as names
 * (capitalised), so "Faith Young" is a person and not a religion and an age. A lower-case "faith"
 * or "young" is still judged.
 */
function maskNames(text: string, allow?: Allow): string {
  let out = text.normalize("NFKC");
  for (const name of allow?.names ?? []) {
    if (!name) continue;
    const whole = name.normalize("NFKC").trim();
    if (whole.length < 2) continue;
    out = out.split(whole).join(" NAME ");
    for (const part of whole.split(/[\s-]+/))
      if (part.length >= 2 && /^\p{Lu}/u.test(part)) out = out.replace(namePattern(part), " NAME ");
  }
  return out;
}

/** A name as a whole word, compiled once per name (replace with a global pattern starts at 0). */
const namePatterns = new Map<string, RegExp>();
function namePattern(part: string): RegExp {
  let re = namePatterns.get(part);
  if (!re) {
    if (namePatterns.size >= 1_000) namePatterns.clear();
    re = new RegExp(`(?<![\\p{L}])${escape(part)}(?![\\p{L}])`, "gu");
    namePatterns.set(part, re);
  }
  return re;
}

/** Normalized text with names and work phrases taken out: what the categories are judged on. */
export function judgedText(text: string, allow?: Allow): string {
  return withoutWorkPhrases(
    ` ${normalizeText(maskNames(text, allow))} `.replace(ALLOWED, " ").replace(/\s+/g, " "),
  );
}

/**
 * What protectedTopics found for a text with these names, most recent last. A turn is judged
 * several times (each sentence for redaction when it is heard and again when it is kept as an
 * answer, the whole turn for an invitation), and the judgement (every pattern in three languages
 * over normalized text) was most of a turn's work: the same text with the same names is judged
 * once. Bounded; a pure function's answers, so nothing here can go stale.
 */
const judged = new Map<string, readonly ProtectedCategory[]>();
const MAX_JUDGED = 2_000;

/** Every protected category the text touches (empty when it is clean). */
export function protectedTopics(text: string, allow?: Allow): ProtectedCategory[] {
  const key = `${(allow?.names ?? []).join("\u0001")}\u0000${text}`;
  let found = judged.get(key);
  if (found) {
    judged.delete(key);
  } else {
    found = judgeTopics(text, allow);
    if (judged.size >= MAX_JUDGED) judged.delete(judged.keys().next().value!);
  }
  judged.set(key, found);
  return [...found];
}

function judgeTopics(text: string, allow?: Allow): ProtectedCategory[] {
  const t = judgedText(text, allow);
  const found: ProtectedCategory[] = [];
  for (const [category, re] of [
    ...PROTECTED_PATTERNS,
    ...PROTECTED_PATTERNS_FR_ES,
    ...PROTECTED_CUES,
    ...MORE_CUES,
    ...F_CUES,
    ...ORIGIN_MORE_CUES,
    ...G_CUES,
    ...H_CUES,
    ...I_CUES,
    ...J_CUES,
    ...K_CUES,
    ...VEILED_CUES,
    ...WALL_CUES,
    ...SLANG_CUES,
    ...SLANG_CUES_U,
    ...SLANG_CUES_V,
    ...SLANG_CUES_W,
    ...CUES_X,
    ...CUES_Z,
    ...CUES_Z2,
    ...CUES_Z3,
    ...CUES_Z4,
    ...CUES_Z5,
    ...CUES_Z6,
    ...CUES_Z7,
    ...CUES_Z8,
    ...CUES_Z9,
    ...CUES_ZA,
    ...CUES_ZB,
    ...CUES_ZC,
    ...CUES_ZD,
    ...CUES_ZE,
    ...CUES_ZF,
    ...CUES_ZG,
  ])
    if (re.test(t) && !found.includes(category)) found.push(category);
  if (!found.includes(WALL_PRIVATE_TROUBLE) && privateTrouble(t)) found.push(WALL_PRIVATE_TROUBLE);
  const raw = maskNames(text, allow);
  for (const [category, re] of [...RAW_CUES, ...RAW_CUES_ZA])
    if (re.test(raw) && !found.includes(category)) found.push(category);
  // The trained reader only adds caution: what no cue caught but reads like a protected remark.
  if (found.length === 0 && readerFlags(t.trim())) found.push(WALL_PRIVATE_TROUBLE);
  return found;
}

/** True when an agent line may be spoken: it touches no protected characteristic. */
export function questionIsSafe(text: string, allow?: Allow): boolean {
  return protectedTopics(text, allow).length === 0;
}

/**
 * True when the reference asks or invites us to discuss a protected characteristic ("you should ask
 * about her age", "do you want to know if he has kids?"). Such a turn gets a polite refusal; a
 * remark that merely mentions one is not followed up (and is redacted from what is kept).
 */
export function invitesProtectedQuestion(utterance: string, allow?: Allow): boolean {
  if (protectedTopics(utterance, allow).length === 0) return false;
  const t = normalizeText(utterance);
  return (
    /\b(ask (me )?(about|whether|if)|want to know|should know|you should|do you need to know|shall i tell you|should i tell you|can i tell you|i can tell you about|let me tell you about|ask about)\b|\?\s*$/.test(
      t,
    ) ||
    /\b(demandez moi|vous devriez (me )?demander|voulez vous savoir|vous voulez savoir|devriez savoir|je peux vous (dire|parler)|dois je vous dire|pregunteme|deberia (preguntar|saber)|quiere saber|le puedo (contar|decir)|puedo contarle|le cuento)\b/.test(
      t,
    )
  );
}

export const REDACTED = "[removed: protected characteristic]";

/**
 * A turn cut off mid-sentence: it ends on a comma or dash, or on a word no sentence ends with
 * ("…un problemita con", "…between us, his", "…il a eu un souci avec la justice,").
 */
export function endsMidSentence(text: string): boolean {
  const t = text.trim();
  // "…he was, you know..." trails off: they have not finished.
  return /([,;:—–-]|\.\.\.|…)$/.test(t) || UNFINISHED_WORD.test(t);
}

const UNFINISHED_WORD =
  /(?<![\p{L}'])(with|his|her|their|the|a|an|of|to|and|but|that|because|about|for|from|de|du|des|la|le|les|un|une|et|mais|que|avec|pour|sur|son|sa|ses|con|el|los|las|una|y|pero|porque|por|para|sobre|su|sus|del)$/iu;

/** Sentences of a turn, keeping their punctuation. */
export function sentencesOf(text: string): string[] {
  const pieces = text.match(/[^.!?\n]+(?:[.!?]+|\n|$)\s*/g)?.filter((s) => s.trim()) ?? [];
  // "Every Sunday he'd be up front at St. Brigid's": a title's full stop ends no sentence.
  const out: string[] = [];
  for (const p of pieces) {
    const last = out.at(-1);
    if (last !== undefined && TITLE_STOP.test(last)) out[out.length - 1] = last + p;
    else out.push(p);
  }
  return out;
}

const TITLE_STOP = /(?<![\p{L}])(St|Ste|Mt|Mr|Mrs|Ms|Dr|Jr|Prof|Sgt|Lt|Rev|Mme|Mlle|Sra|Dra|Mons)\.\s*$/u;

/**
 * Removes every sentence that touches a protected characteristic, replacing it with a marker, so a
 * volunteered remark about pregnancy, age, illness or family never reaches storage, analysis, the
 * report or the score. Returns the kept text and how many sentences were removed.
 */
const FOLLOW_ON =
  /^(but |and |so |though |mais |pero )?(it|that|this|now|nothing|he's|she's|they're|he is|she is|they are|ca|cela|c'etait|maintenant|eso|esto|ahora|ya|todo eso|you should know|just so you know|vous devriez le savoir|deberia saberlo|never|not|no|none|didn't|doesn't|wasn't|isn't|jamais|aucun|aucune|pas|rien|nunca|ningun|ninguna|nada|sin)\b/;

/** A short sentence about "it", right after a removed remark: "The team was great about it." */
const ABOUT_IT = /\b(about it|with it|about that|avec ca|la dessus|con eso|al respecto)\b/;

/** What was arranged for it, right after a removed remark: "We just made sure he sat near the front." */
const ACCOMMODATED =
  /^(so |and |but )?(we|on|nous|nosotros|i|j'ai|yo|le|la|les|lui)( just| always| simply| toujours| siempre)? (made sure|had to|would|let|gave|moved|put|booked|arranged|adapted|adjusted|avait|a|avons|devait|dejabamos|poniamos|dabamos|tuvimos|lui (avait|a|donnait|laissait)|le (dabamos|dejabamos|poniamos))\b/;

export function redactProtected(
  text: string,
  allow?: Allow,
  /** Sentences a caution reading marked protected (they are removed whatever the rules say). */
  extra: readonly string[] = [],
): { text: string; removed: number } {
  let removed = 0;
  const marked = (s: string) => extra.some((e) => e.includes(s.trim()) || s.includes(e.trim()));
  let previousRemoved = false;
  const kept: string[] = [];
  for (const s of sentencesOf(text)) {
    // "…had a heart operation. Now he is perfectly fine." / "…a conviction before he joined us. Never
    // an issue at work though.": a short sentence that only refers back to a removed remark (or
    // plays it down) goes with it.
    const words = s.trim().split(/\s+/).length;
    const followsOn =
      previousRemoved &&
      ((FOLLOW_ON.test(normalizeText(s)) && words <= 8) ||
        (ABOUT_IT.test(normalizeText(s)) && words <= 12) ||
        (ACCOMMODATED.test(normalizeText(s)) && words <= 14));
    previousRemoved = false;
    if (protectedTopics(s, allow).length === 0 && !marked(s) && !followsOn) {
      kept.push(s.trim());
      continue;
    }
    // "Honest to a fault, reformed character, ha. I shouldn't have said that.": a take-back said on its
    // own takes the sentence before it.
    if (words <= 12 && TAKE_BACK.test(judgedText(s, allow)) && kept.length > 0 && kept.at(-1) !== REDACTED) {
      kept[kept.length - 1] = REDACTED;
      removed++;
    }
    previousRemoved = true;
    removed++;
    kept.push(REDACTED);
  }
  if (removed === 0) return { text, removed: 0 };
  return { text: kept.filter((s, i) => !(s === REDACTED && kept[i - 1] === REDACTED)).join(" "), removed };
}
