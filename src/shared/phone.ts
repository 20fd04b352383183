import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { activeCoverage, coverageText, isCoverable, type CoveredCountry } from "./coverage";

/**
 * The form's phone rule (spec customer-side §5): strip non-digits; 10 digits become +1 and the
 * digits; 11 or 12 digits starting with 1 get a plus; the result must have 10 to 15 digits.
 * Other 10–15 digit numbers are taken as already international and also get a plus (E.164).
 * Returns null when the number cannot be valid.
 */
export function normalizePhone(input: string): string | null {
  const digits = String(input ?? "").replace(/\D/g, "");
  if (digits.length < 10 || digits.length > 15) return null;
  if (digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}

export const PHONE_MESSAGE = "Please enter a valid phone number (10+ digits)";
export const DIRECT_LINE_MESSAGE =
  "Toll-free and non-geographic numbers can't be called: please give the reference's direct line";
export const outsideCoverageMessage = (countries: readonly CoveredCountry[]) =>
  `We can only call references in ${coverageText(countries)} for now`;

/**
 * Number types a person answers directly. Toll-free, premium, shared-cost, personal (500),
 * VoIP/non-geographic (600, 056), pagers and UANs name no place and usually no person.
 */
const DIRECT_TYPES = new Set(["FIXED_LINE", "MOBILE", "FIXED_LINE_OR_MOBILE"]);

export type PhoneCheck = { ok: true; e164: string; country: CoveredCountry } | { ok: false; message: string };

/**
 * Whether a normalized number may be called: valid for its country by the numbering plan
 * (libphonenumber's full metadata, not only a digit count), a direct line, and inside coverage.
 * A +1 number of another NANP country (Jamaica's 876, say) belongs to that country.
 */
export function checkPhone(e164: string, coverage: readonly CoveredCountry[] = activeCoverage()): PhoneCheck {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed || !parsed.isValid()) return { ok: false, message: PHONE_MESSAGE };
  const country = parsed.country;
  if (!country || !isCoverable(country) || !coverage.includes(country))
    return { ok: false, message: outsideCoverageMessage(coverage) };
  const type = parsed.getType();
  if (!type || !DIRECT_TYPES.has(type)) return { ok: false, message: DIRECT_LINE_MESSAGE };
  return { ok: true, e164: parsed.number, country };
}

/** Masks all but the last four digits, for public pages. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= 4) return "••••";
  return `•••-•••-${digits.slice(-4)}`;
}
