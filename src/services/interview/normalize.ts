import unhomoglyph from "unhomoglyph";

/**
 * One canonical form of text for every judgement the interviewer makes (what the reference meant,
 * whether a line touches a protected topic). Speech-to-text and a model can both produce text
 * that looks the same to a person but differs to a regular expression: full-width or styled
 * letters, a Cyrillic "о" inside an English word, a no-break space, "How-old" or "How\nold".
 *
 * Steps, each for a reason:
 * 1. Unicode NFKC folds compatibility forms (full-width, ligatures, superscripts) to plain ones.
 * 2. Every non-ASCII letter (letters only: a dash stays punctuation) that is a look-alike of a Latin one becomes that letter (the Unicode
 *    confusables table); ASCII is left alone so digits stay digits ("over 40").
 * 3. Accents are dropped ("sí" → "si") so Spanish and loan words match without listing both forms.
 * 4. Lower case; every run of punctuation, symbols and whitespace between words becomes one space,
 *    except the apostrophe inside a word ("don't") and the question mark, which carries meaning.
 */
export function normalizeText(text: string): string {
  let normalized = normalizedTexts.get(text);
  if (normalized === undefined) {
    normalized = fold(text);
    if (normalizedTexts.size >= MAX_NORMALIZED) normalizedTexts.clear();
    normalizedTexts.set(text, normalized);
  }
  return normalized;
}

/**
 * A turn's text is normalized by every reading of it (language, intents, skip, end, evidence,
 * the guard's), a letter at a time: each text is folded once. Bounded (emptied when full);
 * a pure function's answers, so nothing here can go stale.
 */
const normalizedTexts = new Map<string, string>();
const MAX_NORMALIZED = 4_000;

function fold(text: string): string {
  const nfkc = text.normalize("NFKC");
  let folded = "";
  for (const ch of nfkc) folded += ch.charCodeAt(0) < 128 || !/\p{L}/u.test(ch) ? ch : unhomoglyph(ch);
  return folded
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/(\w)'(\w)/g, "$1\uE000$2")
    .replace(/[^\p{L}\p{N}\uE000?]+/gu, " ")
    .replace(/\?+/g, " ? ")
    .replace(/\uE000/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of normalized text (question marks dropped). */
export function wordsOf(normalized: string): string[] {
  return normalized.split(" ").filter((w) => w && w !== "?");
}

/**
 * Tests a phrase pattern against normalized text on word boundaries. Patterns are written with
 * single spaces between words; the text is normalized, so any punctuation or whitespace the
 * speaker (or a model) put between the words matches.
 */
export function hasPhrase(normalized: string, pattern: RegExp): boolean {
  return pattern.test(normalized);
}
