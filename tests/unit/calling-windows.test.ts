import fc from "fast-check";
import { DateTime, IANAZone } from "luxon";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { closingHoliday } from "../../src/services/scheduling/holidays";
import {
  CLOSE_HOUR,
  DIAL_CUTOFF_MINUTES,
  isCallable,
  nextCallableInstant,
  OPEN_HOUR,
  type CallingWindow,
  usablePreferred,
} from "../../src/services/scheduling/windows";
import { callingWindowFor, zonesForNumber } from "../../src/services/scheduling/zones";

/** Independent statement of the rule, checked against every zone separately. */
function insideRule(at: Date, w: CallingWindow): boolean {
  for (const z of w.zones) {
    const l = DateTime.fromJSDate(at, { zone: z });
    if (l.weekday > 5) return false;
    if (closingHoliday(w.country, w.regions ?? [], l.toISODate()!)) return false;
    const m = l.hour * 60 + l.minute + l.second / 60 + l.millisecond / 60000;
    if (m < OPEN_HOUR * 60 || m >= CLOSE_HOUR * 60 - DIAL_CUTOFF_MINUTES) return false;
  }
  // An unusable preference (ends before it starts) is ignored by the scheduler, and here.
  if (usablePreferred(w.preferred) && w.preferred) {
    const l = DateTime.fromJSDate(at, { zone: w.preferred.timezone });
    const [sh, sm] = w.preferred.start.split(":").map(Number);
    const [eh, em] = w.preferred.end.split(":").map(Number);
    const m = l.hour * 60 + l.minute + l.second / 60 + l.millisecond / 60000;
    if (m < sh! * 60 + sm! || m >= eh! * 60 + em! - DIAL_CUTOFF_MINUTES) return false;
  }
  return true;
}

const at = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toJSDate();

describe("calling windows", () => {
  const ny: CallingWindow = { zones: ["America/New_York"], country: "US" };

  it("opens at 9:00 local on the next weekday", () => {
    // Saturday 21 Nov 2026, 10:00 in New York → Monday 23 Nov 09:00.
    const next = nextCallableInstant(at("2026-11-21T10:00", "America/New_York"), ny)!;
    expect(DateTime.fromJSDate(next, { zone: "America/New_York" }).toISO()).toBe(
      "2026-11-23T09:00:00.000-05:00",
    );
  });

  it("is open now inside hours and never in the last minutes before 18:00", () => {
    expect(isCallable(at("2026-11-23T13:37", "America/New_York"), ny)).toBe(true);
    expect(isCallable(at("2026-11-23T17:55", "America/New_York"), ny)).toBe(false);
    expect(isCallable(at("2026-11-23T08:59", "America/New_York"), ny)).toBe(false);
  });

  it("skips the country's public holidays", () => {
    // Thanksgiving, Thursday 26 Nov 2026 → Friday 27 Nov 09:00.
    const next = nextCallableInstant(at("2026-11-26T10:00", "America/New_York"), ny)!;
    expect(DateTime.fromJSDate(next, { zone: "America/New_York" }).toISODate()).toBe("2026-11-27");
    // Canada Day (Wednesday 1 July 2026) closes Toronto but not New York.
    const toronto: CallingWindow = { zones: ["America/Toronto"], country: "CA" };
    expect(isCallable(at("2026-07-01T11:00", "America/Toronto"), toronto)).toBe(false);
    expect(isCallable(at("2026-07-01T11:00", "America/New_York"), ny)).toBe(true);
  });

  it("counts only hours open in every zone of a number", () => {
    const both: CallingWindow = { zones: ["America/New_York", "America/Los_Angeles"], country: "US" };
    // 9:30 in New York is 6:30 in Los Angeles: closed until 12:00 New York time.
    const next = nextCallableInstant(at("2026-11-23T09:30", "America/New_York"), both)!;
    expect(DateTime.fromJSDate(next, { zone: "America/New_York" }).toFormat("HH:mm")).toBe("12:00");
  });

  it("intersects the check's preferred window, and reports none when they never overlap", () => {
    const w: CallingWindow = {
      ...ny,
      preferred: { start: "14:00", end: "16:00", timezone: "America/New_York" },
    };
    const next = nextCallableInstant(at("2026-11-23T09:30", "America/New_York"), w)!;
    expect(DateTime.fromJSDate(next, { zone: "America/New_York" }).toFormat("HH:mm")).toBe("14:00");
    const never: CallingWindow = {
      ...ny,
      preferred: { start: "20:00", end: "23:00", timezone: "America/New_York" },
    };
    expect(nextCallableInstant(at("2026-11-23T09:30", "America/New_York"), never)).toBeNull();
  });

  it("property: the instant chosen is always inside the window, and nothing earlier is", async () => {
    const areaCodes = ["212", "415", "808", "907", "306", "709", "867", "604", "416", "512", "812", "219"];
    const windows = new Map<string, CallingWindow>();
    for (const ac of areaCodes) {
      const z = await zonesForNumber(`+1${ac}2345678`);
      windows.set(ac, { ...(await callingWindowFor(`+1${ac}2345678`, null)), zones: z.zones });
    }
    const zonesArb = fc.constantFrom(...IANA_SAMPLE);
    const windowArb = fc.oneof(
      fc.constantFrom(...windows.values()),
      fc.record({
        zones: fc.uniqueArray(zonesArb, { minLength: 1, maxLength: 3 }),
        country: fc.constantFrom("US", "CA", null),
        preferred: fc.option(
          fc.record({
            start: fc.constantFrom("08:00", "09:00", "10:30", "13:00"),
            end: fc.constantFrom("12:00", "15:45", "17:00", "19:00"),
            timezone: zonesArb,
          }),
          { nil: undefined },
        ),
      }),
    );
    const instant = fc.date({
      min: new Date("2025-01-01T00:00:00Z"),
      max: new Date("2028-12-31T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, windowArb, (from, w) => {
        const next = nextCallableInstant(from, w);
        if (next === null) return true;
        expect(next.getTime()).toBeGreaterThanOrEqual(from.getTime());
        expect(insideRule(next, w)).toBe(true);
        // The rule agrees with the dialler's own check at the moment it would dial.
        expect(isCallable(next, w)).toBe(true);
        // And nothing between `from` and `next` was callable (sampled every 13 minutes).
        for (
          let t = from.getTime();
          t < next.getTime() && t < from.getTime() + 3 * 86_400_000;
          t += 13 * 60_000
        )
          expect(insideRule(new Date(t), w)).toBe(false);
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it("property: isCallable never says yes outside the rule", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2025-01-01T00:00:00Z"),
          max: new Date("2028-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.uniqueArray(fc.constantFrom(...IANA_SAMPLE), { minLength: 1, maxLength: 2 }),
        fc.constantFrom("US", "CA"),
        (t, zones, country) => {
          const w = { zones, country };
          expect(isCallable(t, w)).toBe(insideRule(t, w));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

const IANA_SAMPLE = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Halifax",
  "America/St_Johns",
  "America/Regina",
  "America/Toronto",
  "America/Vancouver",
];

describe("area code → time zone", () => {
  it("maps every US and Canadian area code to real zones with a calling window", async () => {
    let us = 0;
    let ca = 0;
    for (let ac = 200; ac <= 999; ac++) {
      const phone = `+1${ac}2345678`;
      const parsed = parsePhoneNumberFromString(phone);
      if (!parsed?.isValid() || (parsed.country !== "US" && parsed.country !== "CA")) continue;
      // Toll-free and non-geographic codes are refused at intake (tests/unit/phone-coverage.test.ts).
      if (!["FIXED_LINE", "MOBILE", "FIXED_LINE_OR_MOBILE"].includes(parsed.getType() ?? "")) continue;
      if (parsed.country === "US") us++;
      else ca++;
      const z = await zonesForNumber(phone);
      expect(z.zones.length, phone).toBeGreaterThan(0);
      for (const zone of z.zones) expect(IANAZone.isValidZone(zone), `${phone} ${zone}`).toBe(true);
      expect(z.country).toBe(parsed.country);
      // Every area code can actually be called: a window opens within a week of any Monday.
      const next = nextCallableInstant(new Date("2026-11-23T00:00:00Z"), {
        zones: z.zones,
        country: z.country,
      });
      expect(next, phone).not.toBeNull();
      expect(next!.getTime() - Date.parse("2026-11-23T00:00:00Z")).toBeLessThan(7 * 86_400_000);
    }
    // Sanity: the plan has hundreds of US codes and dozens of Canadian ones.
    expect(us).toBeGreaterThan(300);
    expect(ca).toBeGreaterThan(30);
  });

  it("knows the well-known ones", async () => {
    const cases: [string, string[]][] = [
      ["212", ["America/New_York"]],
      ["415", ["America/Los_Angeles"]],
      ["312", ["America/Chicago"]],
      ["303", ["America/Denver"]],
      ["602", ["America/Phoenix"]],
      ["808", ["Pacific/Honolulu"]],
      ["416", ["America/Toronto"]],
      ["604", ["America/Vancouver"]],
      ["306", ["America/Regina"]],
      ["902", ["America/Halifax"]],
    ];
    for (const [ac, zones] of cases)
      expect((await zonesForNumber(`+1${ac}2345678`)).zones, ac).toEqual(zones);
    expect((await zonesForNumber("+19072345678")).zones).toContain("America/Anchorage");
    // Toll-free numbers name no place: no zone, so never a window (intake refuses them anyway).
    const tollFree = await zonesForNumber("+18002345678");
    expect(tollFree.fallback).toBe(true);
    expect(tollFree.zones).toEqual([]);
    expect(nextCallableInstant(new Date("2026-11-23T15:00:00Z"), { zones: [], country: "US" })).toBeNull();
  });
});
