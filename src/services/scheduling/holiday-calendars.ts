import Holidays from "date-holidays";
import { DateTime } from "luxon";

/**
 * Which civil dates close calls in a country or one of its regions. date-holidays knows the
 * regional days; three rules of the statutes it does not follow are added here:
 *
 * - Canada: the general holidays of the Canada Labour Code (s. 166) close every province. The
 *   library files Victoria Day, Thanksgiving, Remembrance Day, Boxing Day and the National Day for
 *   Truth and Reconciliation as regional or as observances only.
 * - Canada: a general holiday on a Saturday or Sunday moves to the next working day (Canada Labour
 *   Code s. 195 and the provincial employment standards acts): Boxing Day 2026 is Monday 28 Dec.
 * - Quebec: employers give Good Friday or Easter Monday (Act respecting labour standards, s. 60);
 *   not knowing which, both are closed.
 * - United States: a federal holiday on a Saturday is observed the Friday before, on a Sunday the
 *   Monday after (5 U.S.C. 6103(b)), including New Year's Day observed on 31 December.
 * Only "public" (day-off) days count; bank-only, optional and observance days do not.
 */
const CANADA_FEDERAL: [rule: string, name: string][] = [
  ["01-01", "New Year's Day"],
  ["easter -2", "Good Friday"],
  ["monday before 05-25", "Victoria Day"],
  ["07-01", "Canada Day"],
  ["1st monday in September", "Labour Day"],
  ["09-30", "National Day for Truth and Reconciliation"],
  ["2nd monday in October", "Thanksgiving"],
  ["11-11", "Remembrance Day"],
  ["12-25", "Christmas Day"],
  ["12-26", "Boxing Day"],
];
/** Regional days the library files below "public": Quebec's Easter Monday (see above), Nunavut Day. */
const REGIONAL_EXTRA: Record<string, [string, string][]> = {
  QC: [["easter 1", "Easter Monday"]],
  // Labour Standards Act (Nunavut): 9 July is a general holiday; the library calls it a bank day.
  NU: [["07-09", "Nunavut Day"]],
};

const calendars = new Map<string, Holidays>();
let countries: Record<string, string> | null = null;
const knownCountries = () => (countries ??= new Holidays().getCountries());
const years = new Map<string, Map<string, string>>();

function calendar(country: string, region: string | null): Holidays {
  const key = `${country}-${region ?? ""}`;
  let hd = calendars.get(key);
  if (!hd) {
    hd = region ? new Holidays(country, region) : new Holidays(country);
    const regional = (region && REGIONAL_EXTRA[region]) || [];
    const extra: [string, string][] = country === "CA" ? [...CANADA_FEDERAL, ...regional] : [];
    for (const [rule, name] of extra) hd.setHoliday(rule, { name: { en: name }, type: "public" });
    calendars.set(key, hd);
  }
  return hd;
}

function rawDays(country: string, region: string | null, year: number): Map<string, string> {
  const out = new Map<string, string>();
  for (const h of calendar(country, region).getHolidays(year)) {
    if (h.type !== "public") continue;
    // US substitute days are recomputed below from the statute's rule.
    if (country === "US" && h.substitute) continue;
    const date = h.date.slice(0, 10);
    if (!out.has(date)) out.set(date, h.name);
  }
  return out;
}

/** Civil date → holiday name for one country (region null: national days only) and year. */
export function closedDaysOf(country: string, region: string | null, year: number): Map<string, string> {
  const key = `${country}-${region ?? ""}:${year}`;
  const cached = years.get(key);
  if (cached) return cached;
  if (!Object.hasOwn(knownCountries(), country)) {
    years.set(key, new Map());
    return years.get(key)!;
  }
  const days = rawDays(country, region, year);
  const result = new Map(days);
  if (country === "CA") {
    // In date order, a weekend holiday closes the next weekday that is not already closed.
    for (const [date, name] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
      let d = DateTime.fromISO(date);
      if (d.weekday < 6) continue;
      while (d.weekday > 5 || result.has(d.toISODate()!)) d = d.plus({ days: 1 });
      if (d.year === year) result.set(d.toISODate()!, `${name} (observed)`);
    }
  }
  if (country === "US") {
    const following = rawDays(country, region, year + 1);
    for (const [date, name] of [...days, ...following]) {
      const d = DateTime.fromISO(date);
      const observed = d.weekday === 6 ? d.minus({ days: 1 }) : d.weekday === 7 ? d.plus({ days: 1 }) : null;
      if (observed && observed.year === year && !result.has(observed.toISODate()!))
        result.set(observed.toISODate()!, `${name} (observed)`);
    }
  }
  years.set(key, result);
  return result;
}
