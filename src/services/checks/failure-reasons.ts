import type { CallOutcome } from "./attempts";

/** The failure reason of a reference who asked for their data to be erased (data requests write it). */
export const ERASED_FAILURE_REASON = "The reference asked for their data to be deleted.";

/** The sentence a failed reference carries (status page, dashboard, report, operator console). */
export function failureReasonFor(outcome: CallOutcome, attempts: number, language?: string | null): string {
  switch (outcome) {
    case "language_unsupported":
      return !language || language === "unknown"
        ? "The reference does not speak English, French or Spanish; an operator will follow up."
        : `The reference asked for ${language}, which our calls do not offer yet; an operator will follow up.`;
    case "consent_refused":
      return "The reference declined to be recorded.";
    case "wrong_person":
      return "The number did not reach the named reference.";
    case "opted_out":
      return "The reference opted out of the call.";
    case "no_consent":
      return `The reference gave no clear answer to the recording question after ${attempts} attempt${attempts === 1 ? "" : "s"}.`;
    case "callback_requested":
      return `The reference asked to be called later; no time worked after ${attempts} attempts.`;
    default:
      return `Unreachable after ${attempts} attempt${attempts === 1 ? "" : "s"} (last: ${outcome}).`;
  }
}
