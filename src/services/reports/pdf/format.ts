import { DateTime } from "luxon";
import { callLength } from "../../../shared/call-length";

/** Section headings, shared by both designs (tests look for them in the extracted text). */
export const SECTION = {
  executiveSummary: "Executive Summary",
  recommendation: "Hiring Recommendation",
  flags: "Red, Yellow and Green Flags",
  assessments: "Reference Assessments",
  insights: "AI Insights",
  consent: "Consent Record",
  notReached: "References Not Reached",
  transcripts: "Full Transcripts",
  disclaimer: "Disclaimer",
} as const;

/** Sections a report has only when there is something to say in them. */
export const OCCASIONAL_SECTION = {
  dataRights: "Corrections and Removed Data",
} as const;

export function fmtDateTime(d: Date | null | undefined, zone: string): string {
  if (!d) return "not recorded";
  return DateTime.fromJSDate(d).setZone(zone).toFormat("MMM d, yyyy h:mm a ZZZZ");
}

export function fmtDate(d: Date, zone: string): string {
  return DateTime.fromJSDate(d).setZone(zone).toFormat("MMMM d, yyyy");
}

export function fmtDuration(seconds: number | null): string {
  if (seconds === null || seconds === undefined) return "unknown length";
  return callLength(seconds);
}

// Characters no embedded face can draw: pictographs (emoji), private-use, unassigned and lone
// surrogate code points. Joiners and variation selectors only make sense beside them.
const UNDRAWABLE = /[\p{Extended_Pictographic}\p{Co}\p{Cn}\p{Cs}]/u;
const JOINERS = /\u200d|\ufe0e|\ufe0f/gu;

/**
 * Precomposed letters that Noto Sans (regular and bold) draws as a base letter plus a combining
 * mark: its `ccmp` feature splits them. The layout engine then hands the PDF a plain "i" glyph
 * standing for "ị" and a mark standing for nothing, and, as it keeps one glyph object per glyph
 * id for the whole process, every later "i" of any report extracts as "ị" (or every later "ị" as
 * "i"). Given as letter + mark, each glyph stands for its own character, the mark is placed by
 * the font's mark positioning, and text extraction reads back the same (canonically equal) text.
 * `tests/unit/report-pdf.test.ts` checks this list against the font files.
 */
export const LETTERS_THE_FONT_SPLITS = "ǹḿṃṅṣẹịọụ";
const SPLIT_LETTERS = new RegExp(`[${LETTERS_THE_FONT_SPLITS}]`, "gu");

/**
 * Text as the report prints it: NFC-normalised, control characters as spaces, and anything the
 * embedded fonts cannot draw as a visible placeholder instead of an empty box.
 */
export function pdfText(s: string): string {
  let out = "";
  const text = s
    .normalize("NFC")
    .replace(JOINERS, "")
    .replace(SPLIT_LETTERS, (c) => c.normalize("NFD"));
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code === 9 || code === 10) out += ch;
    else if (code < 32 || (code >= 127 && code < 160)) out += " ";
    else if (UNDRAWABLE.test(ch)) out += "?";
    else out += ch;
  }
  return out;
}

/**
 * Every string of a report's facts as the report prints it (pdfText), so that no text reaches the
 * layout engine in a form the fonts would split: names also appear inside summaries, flags and
 * quotes, not only where a design prints them on their own.
 */
export function printable<T>(value: T): T {
  if (typeof value === "string") return pdfText(value) as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printable(v)])) as T;
  return value;
}

const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * A right-to-left name set apart (Unicode first-strong isolate) from the words around it: "محمد:
 * قال..." would otherwise join the colon and the reference's own right-to-left words into one run
 * with the name, and print the words before the name. Other names are left as they are.
 */
export function isolated(name: string): string {
  return RIGHT_TO_LEFT.test(name) ? `\u2068${name}\u2069` : name;
}

export const FLAG_COLOR = { red: "#b91c1c", yellow: "#b45309", green: "#15803d" } as const;
export const FLAG_BG = { red: "#fef2f2", yellow: "#fffbeb", green: "#f0fdf4" } as const;
export const FLAG_LABEL = { red: "RED", yellow: "YELLOW", green: "GREEN" } as const;

export const DISCLAIMER = [
  "This report records what the references said in recorded phone interviews and an automated analysis of those interviews. It is one input to a hiring decision, not a decision, and it is not a background, criminal or credit check.",
  "References give personal opinions that may be incomplete, mistaken or biased. Scores, flags and summaries were produced automatically from the transcripts and can be wrong; read the quoted evidence and the full transcripts before relying on any of them.",
  "No question touched protected characteristics such as age, race, religion, national origin, sex, pregnancy, disability, health, marital or family status, and none of these may be used in a hiring decision. Laws on using reference information differ by state and province; follow those that apply to you.",
  "Only the employer who commissioned this check receives this report. Keep it confidential. Recordings and data are deleted after 90 days; a reference may ask for corrections within 24 hours and for deletion at any time.",
];

/** The disclaimer of the candidate's copy (the packet): who else holds it and what the candidate may do. */
export const DISCLAIMER_FOR_CANDIDATE = [
  ...DISCLAIMER.slice(0, 3),
  "This is your copy of the report the employer who commissioned the check received. You may dispute anything in it that is incomplete or inaccurate, as the first page explains. Recordings and data are deleted after 90 days.",
];

export const LABEL_STRENGTH: Record<string, string> = {
  strong: "Strong",
  moderate: "Moderate",
  weak: "Weak",
  none: "None",
};

export const QUESTION_LABEL: Record<string, string> = {
  relationship: "Working relationship",
  strengths: "Strengths",
  growth: "Areas for growth",
  performance: "Performance",
  teamwork: "Teamwork",
  reliability: "Reliability",
  rehire: "Would rehire",
  anything_else: "Anything else",
};

export function questionLabel(type: string): string {
  return QUESTION_LABEL[type] ?? type.replace(/[_-]+/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}

export function consentLine(given: boolean): string {
  return given ? "Consent to record: given" : "Consent to record: refused (nothing recorded)";
}
