/**
 * Requester-typed names, roles and company names are read aloud and texted to references, who are
 * strangers to the requester, from the product's own number. Such text is allow-listed, not
 * block-listed: letters and marks of any script, digits, spaces and a little punctuation, and no
 * dotted host (in any script, with any dot look-alike), IP address, web or e-mail address, or
 * phone-like run of digits. The form refuses anything else with the reason, and the outbound paths
 * repeat the same check (outboundText) so nothing stored earlier reaches a phone: a neutral
 * stand-in is said instead.
 *
 * Every check here is one pass over the text (a character class or a hand scanner, nothing that can
 * backtrack), and callers check lengths before calling it.
 */
export const SAFE_TEXT_MESSAGES = {
  control: "Must not contain line breaks or control characters",
  url: "Must not contain a web address",
  email: "Must not contain an e-mail address",
  phone: "Must not contain a phone number",
  characters: "Use only letters, digits, spaces and simple punctuation ( . , ' - & / + ! # )",
} as const;

/** C0 and C1 controls (CR, LF, TAB…), DEL, line/paragraph separators and bidirectional overrides. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

/**
 * Characters that read as a dot between two words (ideographic, full- and half-width, leaders,
 * middle dots, script full stops): "acme。bond" is a host name to a reader and to some phones.
 * After NFKC the full-width and small forms are already "." or one of these.
 */
const LOOKALIKE_DOTS = new Set([
  ..."\u00b7\u0387\u0589\u05c3\u06d4\u0701\u0702\u0830\u0964\u0965\u1362\u166e\u1427\u16eb\u1803\u1809",
  ..."\u2022\u2024\u2027\u2218\u2219\u22c5\u2e31\u2e33\u2e3c\u3002\u30fb\ua4f8\ua60e\ua6f3\ufe52\uff0e\uff61\uff65",
  ..."\u{10101}\u{1d16d}",
]);
/** Punctuation a name, role or company may carry (the space included). */
const PUNCTUATION = new Set([..." .,'\u2018\u2019\"\u201c\u201d-\u2013\u2014&()/+!#:"]);
/** Separators that may sit inside a spoken or written phone number. */
const NUMBER_SEPARATORS = new Set([..." -.()/+"]);
/** Five digits in one run (separators allowed) read as a phone number, a code or an address. */
const MAX_DIGIT_RUN = 4;

const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;
const DIGIT = /^\p{Nd}$/u;
/** ASCII is answered from the code (most text is ASCII); other characters by their Unicode class. */
function isLetterOrMark(c: string): boolean {
  const k = c.charCodeAt(0) | 32;
  return c.charCodeAt(0) < 128 ? k >= 97 && k <= 122 : LETTER_OR_MARK.test(c);
}
function isDigit(c: string): boolean {
  const k = c.charCodeAt(0);
  return k < 128 ? k >= 48 && k <= 57 : DIGIT.test(c);
}
const isAlnum = (c: string | undefined) => c !== undefined && (isLetterOrMark(c) || isDigit(c));

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * A dot between two letters or digits is a host or an address ("evil.bond", "10.0.0.1", "пример.рф")
 * unless what follows it is a single letter: initials and abbreviations ("J.R. Smith", "Ph.D.",
 * "U.S. Steel"). Every top-level domain has at least two characters.
 */
function dottedAt(chars: readonly string[], i: number): boolean {
  if (!isAlnum(chars[i - 1]) || !isAlnum(chars[i + 1])) return false;
  if (isDigit(chars[i + 1]!) || isDigit(chars[i - 1]!)) return true;
  return isAlnum(chars[i + 2]) || chars[i + 2] === "-";
}

/** Why `text` may not be sent to a stranger, or null when it may. One pass; no backtracking. */
export function unsafeTextReason(text: string): string | null {
  if (CONTROL.test(text)) return SAFE_TEXT_MESSAGES.control;
  const normal = text.normalize("NFKC");
  if (normal.includes("@")) return SAFE_TEXT_MESSAGES.email;
  const chars = Array.from(normal);
  let digits = 0;
  let reason: string | null = null;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (LOOKALIKE_DOTS.has(c)) return SAFE_TEXT_MESSAGES.url;
    if (c === "." && dottedAt(chars, i)) return SAFE_TEXT_MESSAGES.url;
    if (c === ":" && chars[i + 1] === "/") return SAFE_TEXT_MESSAGES.url;
    const digit = isDigit(c);
    if (digit) {
      if (++digits > MAX_DIGIT_RUN) reason ??= SAFE_TEXT_MESSAGES.phone;
    } else if (!NUMBER_SEPARATORS.has(c)) digits = 0;
    if (!digit && !isLetterOrMark(c) && !PUNCTUATION.has(c)) reason ??= SAFE_TEXT_MESSAGES.characters;
  }
  return reason;
}

/** `text` when it passes the form's check, else a neutral stand-in (never the text itself). */
export function outboundText(text: string | null | undefined, fallback: string): string {
  const t = (text ?? "").trim();
  return t && t.length <= 200 && unsafeTextReason(t) === null ? t : fallback;
}
