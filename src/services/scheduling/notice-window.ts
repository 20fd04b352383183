import { insideLegalHours, isCallable, nextCallableInstant, type CallingWindow } from "./windows";

export type NoticeDecision = { send: true; callAt: Date } | { send: false; retryAt: Date | null };

/**
 * Whether the pre-call text may go out at `now`, for a call `leadMs` later. Both instants must be
 * inside the calling window (and the legal hours) of every zone the number may be in: a text that
 * announces a call which could not follow is not sent. When it may not, `retryAt` is the next
 * instant worth asking again (null: no opening within the horizon).
 */
export function noticeDecision(now: Date, leadMs: number, w: CallingWindow): NoticeDecision {
  if (!isCallable(now, w) || !insideLegalHours(now, w.zones))
    return { send: false, retryAt: nextCallableInstant(now, w) };
  const callAt = new Date(now.getTime() + leadMs);
  if (!isCallable(callAt, w) || !insideLegalHours(callAt, w.zones))
    return { send: false, retryAt: nextCallableInstant(callAt, w) };
  return { send: true, callAt };
}
