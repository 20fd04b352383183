import fc from "fast-check";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { closingHoliday } from "../../src/services/scheduling/holidays";
import { noticeDecision } from "../../src/services/scheduling/notice-window";
import {
  CLOSE_HOUR,
  isCallable,
  nextCallableInstant,
  OPEN_HOUR,
  windowClosesAt,
  type CallingWindow,
} from "../../src/services/scheduling/windows";
import { callingWindowFor } from "../../src/services/scheduling/zones";
import { MAX_CALL_MS } from "../../src/services/interview/machine";

/**
 * Safe hours, as properties over covered numbers (certain and uncertain places, every covered
 * country) and instants across 2026–2027: no call starts, and no text goes out, outside the window
 * of every zone the number may be in; no call can end after the window closes.
 */
const NUMBERS = [
  "+12125550100", // New York
  "+14155550100", // San Francisco
  "+18085550100", // Honolulu
  "+19072345678", // Alaska
  "+18124211234", // Evansville (Central)
  "+18125550100", // 812, exchange not in the data: Eastern or Central
  "+12192345678", // 219, same
  "+16025550100", // Arizona (no DST)
  "+14165550100", // Toronto
  "+15145550100", // Montreal
  "+17095550100", // Newfoundland (UTC−3:30)
  "+13065550100", // Saskatchewan
  "+18672345678", // 867, territory unknown
  "+18676675555", // Whitehorse
  "+19024255555", // Halifax
  "+442071234567", // London
  "+447400123456", // UK mobile
  "+61292345678", // Sydney
  "+61412345678", // Australian mobile: any state
  "+61892345678", // Perth / Adelaide
];

const windows = await Promise.all(NUMBERS.map((n) => callingWindowFor(n, null)));
const withPreferred = windows.map((w): CallingWindow => ({
  ...w,
  preferred: { start: "10:00", end: "16:30", timezone: w.zones[0]! },
}));

/** Independent statement of the rule for one zone. */
function openIn(at: Date, zone: string, w: CallingWindow): boolean {
  const l = DateTime.fromJSDate(at, { zone });
  if (l.weekday > 5 || closingHoliday(w.country, w.regions ?? [], l.toISODate()!)) return false;
  const minutes = l.hour * 60 + l.minute + l.second / 60;
  return minutes >= OPEN_HOUR * 60 && minutes < CLOSE_HOUR * 60;
}

/** The latest an interview may end: 18:00 local in every zone (and never after 21:00, TCPA). */
function endsInside(start: Date, end: Date, w: CallingWindow): boolean {
  return w.zones.every((z) => {
    const s = DateTime.fromJSDate(start, { zone: z });
    const close = s.set({ hour: CLOSE_HOUR, minute: 0, second: 0, millisecond: 0 });
    return end.getTime() <= close.toMillis() && DateTime.fromJSDate(end, { zone: z }).hour < 21;
  });
}

const instant = fc.date({
  min: new Date("2026-01-01T00:00:00Z"),
  max: new Date("2027-12-31T00:00:00Z"),
  noInvalidDate: true,
});
const anyWindow = fc.constantFrom(...windows, ...withPreferred);

describe("safe hours (properties)", () => {
  it("a call is placed only inside every candidate zone's window, and cannot outlast it", () => {
    fc.assert(
      fc.property(instant, anyWindow, (t, w) => {
        const at = nextCallableInstant(t, w);
        if (!at) return;
        for (const z of w.zones) expect(openIn(at, z, w), `${z} ${at.toISOString()}`).toBe(true);
        // The longest interview still ends inside; the carrier's limit is the time left.
        expect(at.getTime() + MAX_CALL_MS).toBeLessThanOrEqual(windowClosesAt(at, w).getTime());
        expect(endsInside(at, windowClosesAt(at, w), w)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("isCallable never says yes where any candidate zone is closed", () => {
    fc.assert(
      fc.property(instant, anyWindow, (t, w) => {
        if (isCallable(t, w)) {
          for (const z of w.zones) expect(openIn(t, z, w)).toBe(true);
          expect(endsInside(t, new Date(t.getTime() + MAX_CALL_MS), w)).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it("the pre-call text goes out only inside the window, with its call still inside after the lead", () => {
    const lead = fc.integer({ min: 0, max: 3600 }).map((s) => s * 1000);
    fc.assert(
      fc.property(instant, anyWindow, lead, (t, w, leadMs) => {
        const d = noticeDecision(t, leadMs, w);
        if (d.send) {
          for (const z of w.zones) {
            expect(openIn(t, z, w)).toBe(true);
            expect(openIn(d.callAt, z, w)).toBe(true);
          }
          expect(d.callAt.getTime() - t.getTime()).toBe(leadMs);
          expect(isCallable(d.callAt, w)).toBe(true);
        } else if (d.retryAt) expect(d.retryAt.getTime()).toBeGreaterThan(t.getTime());
      }),
      { numRuns: 1500 },
    );
  });

  it("examples: 17:49 is too late to start, 17:52 is the last minute, 9:00 the first", () => {
    const ny = windows[0]!;
    const at = (hhmm: string) =>
      DateTime.fromISO(`2026-11-23T${hhmm}`, { zone: "America/New_York" }).toJSDate();
    expect(isCallable(at("17:51"), ny)).toBe(true);
    expect(isCallable(at("17:52"), ny)).toBe(false);
    expect(windowClosesAt(at("17:51"), ny).toISOString()).toBe(at("18:00").toISOString());
    expect(isCallable(at("08:59"), ny)).toBe(false);
    // A text at 17:49 for a call three minutes later would announce a call that cannot come.
    expect(noticeDecision(at("17:49"), 180_000, ny).send).toBe(false);
    expect(noticeDecision(at("17:48"), 180_000, ny).send).toBe(true);
    // An 812 number whose exchange may be Central: 9:30 Eastern is 8:30 Central, closed.
    const maybeCentral = windows[5]!;
    expect(isCallable(at("09:30"), maybeCentral)).toBe(false);
    expect(isCallable(at("10:00"), maybeCentral)).toBe(true);
  });
});
