import Holidays from "date-holidays";
import { DateTime } from "luxon";

export type Country = "US" | "CA";
const COUNTRY_NAMES: Record<Country, string> = { US: "US", CA: "Canada" };
const calendars: Record<Country, Holidays> = { US: new Holidays("US"), CA: new Holidays("CA") };

/** The public (nationwide, day-off) holiday for `country` on the civil date `isoDate`, if any. */
export function publicHoliday(country: Country, isoDate: string): string | null {
  const found = calendars[country].isHoliday(new Date(`${isoDate}T12:00:00Z`));
  if (!found) return null;
  const pub = found.find((h) => h.type === "public");
  return pub ? pub.name : null;
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
