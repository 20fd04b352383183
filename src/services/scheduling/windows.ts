import { DateTime } from "luxon";

/**
 * Earliest instant at or after `now` inside Monday–Friday 09:00–18:00 in `timezone`.
 * (The full rule, with area-code zones, holidays and the check's preferred window, lives in the
 * calling-windows module of the AI-caller capability; this is the skeleton's version.)
 */
export function nextBusinessInstant(now: Date, timezone: string): Date {
  let t = DateTime.fromJSDate(now, { zone: timezone });
  for (let i = 0; i < 14; i++) {
    const open = t.set({ hour: 9, minute: 0, second: 0, millisecond: 0 });
    const close = t.set({ hour: 18, minute: 0, second: 0, millisecond: 0 });
    if (t.weekday <= 5) {
      if (t < open) return open.toJSDate();
      if (t < close) return t.toJSDate();
    }
    t = t.plus({ days: 1 }).startOf("day");
  }
  return t.toJSDate();
}
