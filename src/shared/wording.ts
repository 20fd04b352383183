/** Small rules of English the product's sentences need, kept in one place. */

/** Letters whose spoken name starts with a vowel sound ("an SRE", "an HR lead", "a UX designer"). */
const VOWEL_SOUND_LETTERS = new Set("AEFHILMNORSX");
/** Words spelled with a vowel but spoken with a consonant sound, and the reverse. */
const CONSONANT_SOUND = /^(uni|use|usu|ura|uro|eu|ewe|one|once|ubiq)/i;
const SILENT_H = /^(hour|honest|honor|honour|heir)/i;

/** "a" or "an" for the word that follows: "an Account Executive", "a UX designer", "an SRE". */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const word = phrase.trim().split(/[\s-]/)[0] ?? "";
  if (!word) return "a";
  // An acronym is read letter by letter.
  if (/^[A-Z]{2,}s?$/.test(word) || /^[A-Z]$/.test(word))
    return VOWEL_SOUND_LETTERS.has(word[0]!) ? "an" : "a";
  if (/^\d/.test(word)) return /^(8|11|18)(\D|$)|^8\d/.test(word) ? "an" : "a";
  if (SILENT_H.test(word)) return "an";
  if (CONSONANT_SOUND.test(word)) return "a";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** The phrase with its article: withArticle("Account Executive") = "an Account Executive". */
export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase.trim()}`;
}
