import { DateTime } from "luxon";
import { closedDaysOf } from "./holiday-calendars";

export type Country = "US" | "CA";
const COUNTRY_NAMES: Record<Country, string> = { US: "US", CA: "Canada" };

/**
 * The nationwide day-off holiday for `country` (ISO 3166 alpha-2) on the civil date `isoDate`, if
 * any (with Canada's federal general holidays and observed days, see holiday-calendars.ts).
 * Countries the calendar does not know have no holidays.
 */
export function publicHoliday(country: string, isoDate: string): string | null {
  return closedDaysOf(country, null, Number(isoDate.slice(0, 4))).get(isoDate) ?? null;
}

/**
 * The holiday that closes calls to a number on `isoDate`: a national one, or one of any region the
 * number may be in (ISO 3166-2 codes such as "CA-QC"; an uncertain number lists several, and the
 * holidays of every one of them apply).
 */
export function closingHoliday(
  country: string | null,
  regions: readonly string[],
  isoDate: string,
): string | null {
  if (!country) return null;
  const year = Number(isoDate.slice(0, 4));
  // The library's UK "national" calendar is England's; each nation's own calendar is complete.
  const nationsOnly = country === "GB" && regions.some((r) => r.startsWith("GB-"));
  const national = nationsOnly ? null : closedDaysOf(country, null, year).get(isoDate);
  if (national) return national;
  for (const r of regions) {
    const [c, sub] = r.split("-");
    if (c !== country || !sub) continue;
    const regional = closedDaysOf(country, sub, year).get(isoDate);
    if (regional) return regional;
  }
  return null;
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
