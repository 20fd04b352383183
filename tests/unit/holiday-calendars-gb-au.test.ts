import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { closingHoliday } from "../../src/services/scheduling/holidays";

/**
 * The UK and Australia (COVERAGE=US,CA,GB,AU). UK bank holidays per nation, from the Banking and
 * Financial Dealings Act 1971 schedule and the royal proclamations published on gov.uk (a holiday
 * on a weekend moves to the next weekday); weekdays only.
 */
const GB: Record<string, Record<number, string[]>> = {
  ENG: {
    2026: ["01-01", "04-03", "04-06", "05-04", "05-25", "08-31", "12-25", "12-28"],
    2027: ["01-01", "03-26", "03-29", "05-03", "05-31", "08-30", "12-27", "12-28"],
  },
  WLS: {
    2026: ["01-01", "04-03", "04-06", "05-04", "05-25", "08-31", "12-25", "12-28"],
    2027: ["01-01", "03-26", "03-29", "05-03", "05-31", "08-30", "12-27", "12-28"],
  },
  // Scotland: 2 January and St Andrew's Day; the summer holiday is the first Monday of August.
  SCT: {
    2026: ["01-01", "01-02", "04-03", "05-04", "05-25", "08-03", "11-30", "12-25", "12-28"],
    2027: ["01-01", "01-04", "03-26", "05-03", "05-31", "08-02", "11-30", "12-27", "12-28"],
  },
  // Northern Ireland: St Patrick's Day and the Battle of the Boyne (12 July; Monday 13th in 2026).
  NIR: {
    2026: ["01-01", "03-17", "04-03", "04-06", "05-04", "05-25", "07-13", "08-31", "12-25", "12-28"],
    2027: ["01-01", "03-17", "03-26", "03-29", "05-03", "05-31", "07-12", "08-30", "12-27", "12-28"],
  },
};

/**
 * Australia: the national days (Australia Day, Good Friday, Easter Monday, Anzac Day, Christmas,
 * Boxing Day) and each state's Labour Day and King's Birthday from the state holidays acts, 2026.
 * The library also closes some days these lists leave out (Easter Saturday, show days): that is
 * the cautious side, so here the statute's days must all be closed.
 */
const AU_NATIONAL_2026 = ["01-01", "01-26", "04-03", "04-06", "12-25", "12-28"];
const AU_STATE_2026: Record<string, string[]> = {
  NSW: ["06-08", "10-05"],
  ACT: ["06-08", "10-05", "03-09"], // Canberra Day, second Monday of March
  VIC: ["03-09", "06-08", "11-03"], // Labour Day, King's Birthday, Melbourne Cup
  QLD: ["05-04"], // Labour Day, first Monday of May (Holidays Act 1983)
  SA: ["06-08", "10-05"],
  WA: ["03-02", "06-01", "04-27"], // Labour Day, WA Day; Anzac Day's Monday
  TAS: ["06-08"],
  NT: ["05-04", "06-08", "08-03"], // May Day, King's Birthday, Picnic Day
};

function closedWeekdays(country: string, regions: string[], year: number): string[] {
  const out: string[] = [];
  for (let d = DateTime.fromISO(`${year}-01-01`); d.year === year; d = d.plus({ days: 1 }))
    if (d.weekday <= 5 && closingHoliday(country, regions, d.toISODate()!)) out.push(d.toFormat("MM-dd"));
  return out;
}

describe("UK and Australian calendars", () => {
  for (const [nation, years] of Object.entries(GB))
    for (const [year, days] of Object.entries(years))
      it(`UK ${nation} ${year}: exactly the bank holidays`, () => {
        expect(closedWeekdays("GB", [`GB-${nation}`], Number(year))).toEqual(days);
      });

  it("a UK mobile (nation unknown) is closed on every nation's bank holidays", () => {
    const all = ["GB-ENG", "GB-WLS", "GB-SCT", "GB-NIR"];
    for (const d of ["2026-01-02", "2026-03-17", "2026-07-13", "2026-08-03", "2026-08-31", "2026-11-30"])
      expect(closingHoliday("GB", all, d), d).toBeTruthy();
  });

  for (const [state, days] of Object.entries(AU_STATE_2026))
    it(`Australia ${state} 2026: the national and state days are closed`, () => {
      const closed = closedWeekdays("AU", [`AU-${state}`], 2026);
      for (const d of [...AU_NATIONAL_2026, ...days]) expect(closed, `${state} ${d}`).toContain(d);
      // And an ordinary weekday is open.
      expect(closed).not.toContain("09-15");
    });
});
