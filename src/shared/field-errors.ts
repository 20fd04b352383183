import type { ZodError } from "zod";

/** Zod issues as { "reference1.phone": ["Please enter a valid phone number (10+ digits)"] }. */
export function flattenZodError(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** "reference1.phone: Please enter a valid phone number (10+ digits)" — names the field. */
export function describeFieldErrors(fields: Record<string, string[]>): string {
  return Object.entries(fields)
    .map(([k, msgs]) => (k === "_form" ? msgs.join("; ") : `${k}: ${msgs.join("; ")}`))
    .join("; ");
}
