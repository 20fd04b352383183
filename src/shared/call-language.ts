/**
 * The language a reference is called in. English is the default; French is suggested for numbers
 * in Quebec and New Brunswick (the form pre-selects it, the requester decides).
 */
export const CALL_LANGUAGES = ["en", "fr", "es"] as const;
export type CallLanguage = (typeof CALL_LANGUAGES)[number];
export const CALL_LANGUAGE_LABELS: Record<CallLanguage, string> = {
  en: "English",
  fr: "French (Français)",
  es: "Spanish (Español)",
};

/** Quebec (418, 514, 819… and their overlays) and New Brunswick (506, 428) area codes. */
const FRENCH_AREA_CODES = new Set([
  "263",
  "354",
  "367",
  "418",
  "438",
  "450",
  "468",
  "514",
  "579",
  "581",
  "819",
  "873",
  "428",
  "506",
]);

/** The language to suggest for an E.164 number: French for Quebec and New Brunswick, else English. */
export function suggestedLanguage(e164: string | null | undefined): CallLanguage {
  const m = /^\+1(\d{3})\d{7}$/.exec(e164 ?? "");
  return m && FRENCH_AREA_CODES.has(m[1]!) ? "fr" : "en";
}
