export const MAX_ATTEMPTS = 3;

export function attemptKey(checkId: number, referenceIndex: number, attempt: number): string {
  return `${checkId}:${referenceIndex}:${attempt}`;
}

/** Outcomes a dial can end with. Only `completed` (an interview happened) finishes a reference. */
export type CallOutcome =
  | "completed"
  | "consent_refused"
  | "wrong_person"
  | "opted_out"
  | "voicemail"
  | "no-answer"
  | "busy"
  | "failed"
  | "dropped";

/** Outcomes after which we try again (if attempts remain). */
export const RETRYABLE: ReadonlySet<CallOutcome> = new Set([
  "voicemail",
  "no-answer",
  "busy",
  "failed",
  "dropped",
]);

/** Minutes to wait before the next attempt after `attempt` (spread over ~2 business days). */
export function retryDelayMinutes(attempt: number, simulated: boolean): number {
  if (simulated) return 0.05 * attempt;
  return attempt === 1 ? 120 : 24 * 60;
}
