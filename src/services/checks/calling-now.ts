import type { PreferredCallWindow } from "../../db/schema";
import { isCallable } from "../scheduling/windows";
import { callingWindowFor } from "../scheduling/zones";

export interface CallingNow {
  /** The reference's main zone (the first of their number's zones). */
  zone: string;
  /** True when a call to this reference may go out at this minute (their hours, holidays, the check's window). */
  callableNow: boolean;
}

/**
 * The one rule of calling hours, as the dialler applies it: the reference's local time (their
 * number's zones and country). Cached per number, window and minute: the status page is polled by
 * every open tab and the answer only changes at a minute's edge.
 */
const cache = new Map<string, { minute: number; value: CallingNow }>();
const CACHE_MAX = 10_000;

export async function callingNowFor(
  phone: string,
  preferred: PreferredCallWindow | null,
  now: Date,
): Promise<CallingNow> {
  const minute = Math.floor(now.getTime() / 60_000);
  const key = `${phone}|${preferred ? JSON.stringify(preferred) : ""}`;
  const hit = cache.get(key);
  if (hit && hit.minute === minute) return hit.value;
  const window = await callingWindowFor(phone, preferred);
  const value = {
    zone: window.zones[0] ?? "America/New_York",
    callableNow: isCallable(new Date(minute * 60_000), window),
  };
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, { minute, value });
  return value;
}
