/**
 * Requester-typed names, roles and company names are read aloud and texted to references, who are
 * strangers to the requester, from the product's own number. Text that could turn such a message
 * into a phishing lure (a web address, an e-mail address) or break its framing (line breaks and
 * other control characters, which also reach e-mail subjects) is refused at the form, and the
 * outbound paths repeat the same check (outboundText) so nothing stored earlier slips through.
 */
export const SAFE_TEXT_MESSAGES = {
  control: "Must not contain line breaks or control characters",
  url: "Must not contain a web address",
  email: "Must not contain an e-mail address",
} as const;

/** C0 and C1 controls (CR, LF, TAB…), DEL, line/paragraph separators and bidirectional overrides. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Widely used generic top-level domains, and country domains common in links and lures. */
const TLDS = [
  "com|net|org|info|biz|io|app|dev|xyz|online|site|top|club|shop|store|link|click|live|tech|cloud|page",
  "website|email|support|help|pro|bank|pay|money|finance|sbs|icu|cfd|vip|work|world|today|gov|edu|mil|int",
  "co|me|ly|to|tv|cc|ws|us|uk|ca|de|fr|ru|cn|in|au|nl|br|it|es|pl|se|ch|be|at|dk|no|fi|ie|nz|za|mx|jp|kr",
  "tk|ml|ga|cf|gq|su|ai|gg|im|sh|gl|la|mn|nu|pw|st|vc|fm|am|ac|li|is|sg|hk|tw|vn|id|ph|my|th|ar|cl|pe|ve",
  "ua|by|kz|ro|hu|cz|sk|gr|pt|tr|il|ae|sa|eg|ng|ke|eu|asia|mobi|name|tel|xxx|zip|mov|lol|fun|space|host",
].join("|");
const URL_PATTERNS = [
  // A scheme (https://, ftp://) or a bare www. host.
  /\b[a-z][a-z0-9+.-]*:\/\//i,
  /\bwww\d?\./i,
  // A host name: labels joined by dots (no spaces) ending in a listed top-level domain, optionally
  // followed by a path. "J.R. Smith", "Node.js" and "Acme. Urgent" are not hosts.
  new RegExp(
    String.raw`(?:^|[^\w.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TLDS})(?=$|[/:?#\s,;)!'"])`,
    "i",
  ),
];

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** Why `text` may not be sent to a stranger, or null when it may. */
export function unsafeTextReason(text: string): string | null {
  if (CONTROL.test(text)) return SAFE_TEXT_MESSAGES.control;
  if (EMAIL.test(text)) return SAFE_TEXT_MESSAGES.email;
  if (URL_PATTERNS.some((re) => re.test(text))) return SAFE_TEXT_MESSAGES.url;
  return null;
}

/** `text` when it passes the form's check, else a neutral stand-in (never the text itself). */
export function outboundText(text: string | null | undefined, fallback: string): string {
  const t = (text ?? "").trim();
  return t && unsafeTextReason(t) === null ? t : fallback;
}
