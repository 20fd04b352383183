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

/** Masks all but the last four digits, for public pages. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= 4) return "••••";
  return `•••-•••-${digits.slice(-4)}`;
}
