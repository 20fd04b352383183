import Holidays from "date-holidays";
import { DateTime } from "luxon";

export type Country = "US" | "CA";
const COUNTRY_NAMES: Record<Country, string> = { US: "US", CA: "Canada" };
const calendars = new Map<string, Holidays | null>();
/** country:year → civil date → holiday name (public, day-off holidays only). */
const years = new Map<string, Map<string, string>>();

function calendarFor(country: string): Holidays | null {
  if (!calendars.has(country)) {
    const supported = Object.hasOwn(new Holidays().getCountries(), country);
    calendars.set(country, supported ? new Holidays(country) : null);
  }
  return calendars.get(country)!;
}

function holidaysOfYear(country: string, year: number): Map<string, string> {
  const key = `${country}:${year}`;
  let map = years.get(key);
  if (!map) {
    map = new Map();
    for (const h of calendarFor(country)?.getHolidays(year) ?? [])
      if (h.type === "public" && !map.has(h.date.slice(0, 10))) map.set(h.date.slice(0, 10), h.name);
    years.set(key, map);
  }
  return map;
}

/**
 * The public (nationwide, day-off) holiday for `country` (ISO 3166 alpha-2) on the civil date
 * `isoDate`, if any. Countries the calendar does not know have no holidays. Each year is computed
 * once: the calling window asks about the same dates constantly.
 */
export function publicHoliday(country: Country | string, isoDate: string): string | null {
  return holidaysOfYear(country, Number(isoDate.slice(0, 4))).get(isoDate) ?? null;
}

export interface HolidayStatus {
  isHoliday: boolean;
  affectedCountries: string[];
  resumeDate: string | null;
  message: string | null;
  holidays: { country: string; name: string }[];
}

/**
 * GET /api/holiday-status. "Today" is the civil date on the US east coast, where the earliest
 * calling day of the service begins; a holiday in either country pauses calls to that country.
 */
export function holidayStatus(now: Date, zone = "America/New_York"): HolidayStatus {
  const today = DateTime.fromJSDate(now, { zone });
  const iso = today.toISODate()!;
  const hits = (["US", "CA"] as Country[])
    .map((c) => ({ country: c, name: publicHoliday(c, iso) }))
    .filter((h): h is { country: Country; name: string } => !!h.name);
  if (hits.length === 0)
    return { isHoliday: false, affectedCountries: [], resumeDate: null, message: null, holidays: [] };
  let resume = today.plus({ days: 1 });
  for (let i = 0; i < 10; i++) {
    const d = resume.toISODate()!;
    const blocked = resume.weekday > 5 || hits.some((h) => publicHoliday(h.country, d));
    if (!blocked) break;
    resume = resume.plus({ days: 1 });
  }
  const names = hits.map((h) => COUNTRY_NAMES[h.country]);
  const label = [...new Set(hits.map((h) => h.name))].join(" / ");
  return {
    isHoliday: true,
    affectedCountries: names,
    resumeDate: resume.toISODate(),
    message: `${label}: calls to references in ${names.join(" and ")} are paused today and resume on ${resume.toFormat("cccc, LLLL d")}.`,
    holidays: hits.map((h) => ({ country: COUNTRY_NAMES[h.country], name: h.name })),
  };
}
