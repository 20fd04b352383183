import { DateTime } from "luxon";
import { PRODUCT_FACTS } from "../../shared/product-facts";
import { publicHoliday, type Country } from "../scheduling/holidays";

const { startHour, endHour } = PRODUCT_FACTS.businessHours;

/** Is this civil date (yyyy-mm-dd) a day off? Injected so the arithmetic below stays pure. */
export type HolidayTest = (isoDate: string) => boolean;

/**
 * Adds `minutes` of business time (Monday-Friday 9:00-18:00 in `zone`, holidays skipped) to
 * `start`. Starting outside business hours, counting begins at the next business day's 9 AM.
 */
export function addBusinessMinutes(start: Date, minutes: number, zone: string, isHoliday: HolidayTest): Date {
  let t = DateTime.fromJSDate(start, { zone });
  let remaining = minutes;
  for (let guard = 0; guard < 400; guard++) {
    const open = t.set({ hour: startHour, minute: 0, second: 0, millisecond: 0 });
    const close = t.set({ hour: endHour, minute: 0, second: 0, millisecond: 0 });
    const workday = t.weekday <= 5 && !isHoliday(t.toISODate()!);
    if (!workday || t >= close) {
      t = t.plus({ days: 1 }).set({ hour: startHour, minute: 0, second: 0, millisecond: 0 });
      continue;
    }
    if (t < open) t = open;
    const available = close.diff(t, "minutes").minutes;
    if (remaining <= available) return t.plus({ minutes: remaining }).toJSDate();
    remaining -= available;
    t = t.plus({ days: 1 }).set({ hour: startHour, minute: 0, second: 0, millisecond: 0 });
  }
  return t.toJSDate();
}

/** Is `at` inside business hours in `zone` (holidays count as closed)? */
export function isBusinessTime(at: Date, zone: string, isHoliday: HolidayTest): boolean {
  const t = DateTime.fromJSDate(at, { zone });
  return t.weekday <= 5 && !isHoliday(t.toISODate()!) && t.hour >= startHour && t.hour < endHour;
}

const CANADIAN_ZONES =
  /^America\/(Toronto|Vancouver|Montreal|Halifax|Winnipeg|Edmonton|Regina|St_Johns|Moncton|Whitehorse|Yellowknife|Iqaluit)$/;

/** Public holidays of the country a zone belongs to (US unless the zone is Canadian). */
export function holidaysFor(zone: string): HolidayTest {
  const country: Country = CANADIAN_ZONES.test(zone) ? "CA" : "US";
  return (iso) => publicHoliday(country, iso) !== null;
}

export const DEFAULT_ESTIMATE_ZONE = "America/New_York";

/** The status page's estimate: 120 business minutes from creation (spec customer-side §4). */
export function estimateCompletion(createdAt: Date, zone = DEFAULT_ESTIMATE_ZONE): Date {
  return addBusinessMinutes(createdAt, PRODUCT_FACTS.turnaroundBusinessMinutes, zone, holidaysFor(zone));
}
