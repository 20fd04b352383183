import type { CallOutcome } from "../../shared/states";

export const MAX_ATTEMPTS = 3;

export function attemptKey(checkId: number, referenceIndex: number, attempt: number): string {
  return `${checkId}:${referenceIndex}:${attempt}`;
}

/** Outcomes a dial can end with (written once in src/shared/states.ts). */
export type { CallOutcome };

/** Outcomes after which we try again (if attempts remain). */
export const RETRYABLE: ReadonlySet<CallOutcome> = new Set([
  "voicemail",
  "no-answer",
  "busy",
  "failed",
  "dropped",
  "callback_requested",
  "no_consent",
]);

/**
 * Minutes to wait before the next attempt after `attempt` ended with `outcome`. Three attempts fit
 * in two business days: a busy line is retried within the hour, otherwise two hours later (same
 * day, another moment), then the next business day at a different time of day. The calling window
 * then moves each to the next instant the reference may be called.
 */
export function retryDelayMinutes(attempt: number, simulated: boolean, outcome?: CallOutcome): number {
  if (simulated) return 0.05 * attempt;
  if (outcome === "busy") return 30;
  return attempt === 1 ? 120 : 20 * 60;
}
