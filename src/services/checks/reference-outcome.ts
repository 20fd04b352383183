import { failureReasonFor } from "./failure-reasons";
import { ERASED_FAILURE_REASON } from "./failure-reasons";

/**
 * Why a reference ended without an interview, in words a requester reads. "Unreachable" is only
 * for a number that never answered: a reference who declined, opted out or was not the person
 * named is reached, and saying otherwise would send the requester chasing a phone number.
 */
export type ReferenceOutcome =
  "declined" | "opted_out" | "wrong_number" | "withdrawn" | "unreachable" | "not_called";

const BY_REASON = new Map<string, ReferenceOutcome>([
  [failureReasonFor("consent_refused", 0), "declined"],
  [failureReasonFor("opted_out", 0), "opted_out"],
  [failureReasonFor("wrong_person", 0), "wrong_number"],
  [ERASED_FAILURE_REASON, "withdrawn"],
]);

/**
 * The outcome of a failed reference from its stored failure reason; null for any other state. A
 * reference never dialled (the candidate declined, the invitation expired) was not "unreachable":
 * it was not called.
 */
export function referenceOutcome(
  status: string,
  failureReason: string | null,
  attempts?: number,
): ReferenceOutcome | null {
  if (status !== "failed") return null;
  const known = BY_REASON.get(failureReason ?? "");
  if (known) return known;
  return attempts === 0 ? "not_called" : "unreachable";
}

/** One sentence per outcome for the failure e-mail. */
export function outcomeSentence(outcome: ReferenceOutcome, attempts: number, reason: string | null): string {
  switch (outcome) {
    case "declined":
      return "answered but declined to be recorded, so the call ended at once and nothing was kept.";
    case "opted_out":
      return "asked not to be called; we will not call this number again.";
    case "wrong_number":
      return "the number did not reach this person (someone else answered).";
    case "withdrawn":
      return "asked for their data to be erased, so their interview cannot be used.";
    case "not_called":
      return "was not called: the check ended before any call.";
    case "unreachable":
      // Unreachable reasons name the last outcome in the scheduler's words; say it plainly.
      return reason && !reason.startsWith("Unreachable")
        ? `could not be interviewed: ${reason}`
        : `could not be reached after ${attempts} attempt${attempts === 1 ? "" : "s"}.`;
  }
}
