import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { closingHoliday } from "../../src/services/scheduling/holidays";

/**
 * The days calls are closed, written out by hand from the statutes (not from the library), for
 * 2026 and 2027. Only weekdays matter to the dialler, so only weekdays are listed.
 *
 * Canada, everywhere: the general holidays of the Canada Labour Code (s. 166): New Year's Day,
 * Good Friday, Victoria Day (the Monday before 25 May), Canada Day, Labour Day, the National Day for
 * Truth and Reconciliation (30 Sep), Thanksgiving (2nd Monday of October), Remembrance Day,
 * Christmas Day and Boxing Day; a holiday on a weekend moves to the next working day (s. 195).
 */
const CANADA: Record<number, string[]> = {
  2026: ["01-01", "04-03", "05-18", "07-01", "09-07", "09-30", "10-12", "11-11", "12-25", "12-28"],
  2027: ["01-01", "03-26", "05-24", "07-01", "09-06", "09-30", "10-11", "11-11", "12-27", "12-28"],
};
const FAMILY_DAY = { 2026: "02-16", 2027: "02-15" }; // third Monday of February
const AUGUST_CIVIC = { 2026: "08-03", 2027: "08-02" }; // first Monday of August
const DISCOVERY_DAY = { 2026: "08-17", 2027: "08-16" }; // third Monday of August (Yukon)
const EASTER_MONDAY = { 2026: "04-06", 2027: "03-29" };
// 21 June: a Sunday in 2026, so the next working day (Monday 22 June) is the holiday.
const INDIGENOUS_PEOPLES_DAY = { 2026: "06-22", 2027: "06-21" };

/** Province and territory days added to the federal list, from their employment standards acts. */
const PROVINCIAL: Record<string, (y: 2026 | 2027) => string[]> = {
  // Employment Standards Code (Alberta): Family Day.
  AB: (y) => [FAMILY_DAY[y]],
  // Employment Standards Act (B.C.): Family Day, British Columbia Day.
  BC: (y) => [FAMILY_DAY[y], AUGUST_CIVIC[y]],
  // The Employment Standards Code (Manitoba): Louis Riel Day.
  MB: (y) => [FAMILY_DAY[y]],
  // Employment Standards Act (N.B.): Family Day, New Brunswick Day.
  NB: (y) => [FAMILY_DAY[y], AUGUST_CIVIC[y]],
  // Labour Standards Act (N.L.): Memorial Day is 1 July; nothing beyond the federal list.
  NL: () => [],
  // Labour Standards Code (N.S.): Heritage Day (third Monday of February).
  NS: (y) => [FAMILY_DAY[y]],
  // Employment Standards Act (N.W.T.): National Indigenous Peoples Day, the first Monday of August.
  NT: (y) => [INDIGENOUS_PEOPLES_DAY[y], AUGUST_CIVIC[y]],
  // Labour Standards Act (Nunavut): Nunavut Day (9 July), the first Monday of August.
  NU: (y) => ["07-09", AUGUST_CIVIC[y]],
  // Employment Standards Act, 2000 (Ontario): Family Day.
  ON: (y) => [FAMILY_DAY[y]],
  // Employment Standards Act (P.E.I.): Islander Day (third Monday of February).
  PE: (y) => [FAMILY_DAY[y]],
  // Act respecting labour standards (Québec) s. 60: Good Friday or Easter Monday, at the employer's
  // choice (both closed); National Holiday Act: 24 June.
  QC: (y) => [EASTER_MONDAY[y], "06-24"],
  // The Saskatchewan Employment Act: Family Day, Saskatchewan Day.
  SK: (y) => [FAMILY_DAY[y], AUGUST_CIVIC[y]],
  // Employment Standards Act (Yukon): National Indigenous Peoples Day, Discovery Day.
  YT: (y) => [INDIGENOUS_PEOPLES_DAY[y], DISCOVERY_DAY[y]],
};

/**
 * Days the library also closes that the statutes above do not: Easter Monday (a holiday of the
 * federal public service and of these governments) and one civic holiday. Not calling on them
 * errs on the side of caution; any other difference fails the test.
 */
const CAUTIOUS_EXTRAS: Record<string, (y: 2026 | 2027) => string[]> = {
  ON: (y) => [EASTER_MONDAY[y]],
  NT: (y) => [EASTER_MONDAY[y]],
  YT: (y) => [EASTER_MONDAY[y]],
  // Gold Cup Parade Day (third Friday of August), a civic holiday around Charlottetown.
  PE: (y) => [{ 2026: "08-21", 2027: "08-20" }[y]],
};

/**
 * United States federal holidays (5 U.S.C. 6103(a)), observed on the Friday before a Saturday and
 * the Monday after a Sunday (6103(b)); New Year's Day 2028 falls on a Saturday, so Friday
 * 31 December 2027 is closed.
 */
const US_FEDERAL: Record<number, string[]> = {
  2026: ["01-01", "01-19", "02-16", "05-25", "06-19", "07-03", "09-07", "10-12", "11-11", "11-26", "12-25"],
  2027: [
    "01-01",
    "01-18",
    "02-15",
    "05-31",
    "06-18",
    "07-05",
    "09-06",
    "10-11",
    "11-11",
    "11-25",
    "12-24",
    "12-31",
  ],
};

function closedWeekdays(country: string, regions: string[], year: number): string[] {
  const out: string[] = [];
  for (let d = DateTime.fromISO(`${year}-01-01`); d.year === year; d = d.plus({ days: 1 }))
    if (d.weekday <= 5 && closingHoliday(country, regions, d.toISODate()!)) out.push(d.toFormat("MM-dd"));
  return out;
}

const sorted = (xs: string[]) => [...new Set(xs)].sort();

describe("holiday calendars, checked against the statutes", () => {
  for (const year of [2026, 2027] as const) {
    it(`Canada ${year}: the federal general holidays close every number`, () => {
      expect(closedWeekdays("CA", [], year)).toEqual(CANADA[year]);
    });

    for (const [province, extra] of Object.entries(PROVINCIAL))
      it(`Canada ${year}: ${province}`, () => {
        const expected = sorted([
          ...CANADA[year]!,
          ...extra(year),
          ...(CAUTIOUS_EXTRAS[province]?.(year) ?? []),
        ]);
        expect(closedWeekdays("CA", [`CA-${province}`], year)).toEqual(expected);
      });

    it(`United States ${year}: the federal list with observed days`, () => {
      expect(closedWeekdays("US", [], year)).toEqual(US_FEDERAL[year]);
    });
  }

  it("closes the issue's 2026 examples, by province", () => {
    const closed = (region: string, date: string) => !!closingHoliday("CA", [region], date);
    expect(closed("CA-BC", "2026-05-18")).toBe(true); // Victoria Day
    expect(closed("CA-NS", "2026-09-30")).toBe(true); // Truth and Reconciliation
    expect(closed("CA-MB", "2026-10-12")).toBe(true); // Thanksgiving
    expect(closed("CA-SK", "2026-11-11")).toBe(true); // Remembrance Day
    expect(closed("CA-ON", "2026-12-28")).toBe(true); // Boxing Day holiday
    expect(closed("CA-ON", "2026-02-16")).toBe(true); // Family Day
    expect(closed("CA-AB", "2026-02-16")).toBe(true);
    expect(closed("CA-QC", "2026-06-24")).toBe(true); // Fête nationale
    expect(closed("CA-ON", "2026-06-24")).toBe(false);
    expect(closed("CA-QC", "2026-02-16")).toBe(false);
  });

  it("an uncertain number gets every candidate region's holidays", () => {
    // 867 could be Yukon, the Northwest Territories or Nunavut.
    const all = ["CA-YT", "CA-NT", "CA-NU"];
    expect(closingHoliday("CA", all, "2026-07-09")).toBeTruthy(); // Nunavut Day
    expect(closingHoliday("CA", all, "2026-08-17")).toBeTruthy(); // Discovery Day
    expect(closingHoliday("CA", ["CA-YT"], "2026-07-09")).toBeNull();
  });
});
