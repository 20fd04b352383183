import { describe, expect, it } from "vitest";
import { addBusinessMinutes, estimateCompletion, isBusinessTime } from "../../src/services/checks/estimate";
import { isLocalBusinessHours } from "../../src/shared/business-time";

const NY = "America/New_York";
const none = () => false;
/** An instant given as New York wall time (EST/EDT handled by the offset in the string). */
const ny = (iso: string) => new Date(iso);

describe("addBusinessMinutes", () => {
  it("adds inside one business day", () => {
    // Tuesday 2026-03-10 10:00 EDT (UTC-4)
    expect(addBusinessMinutes(ny("2026-03-10T10:00:00-04:00"), 120, NY, none).toISOString()).toBe(
      "2026-03-10T16:00:00.000Z",
    );
  });
  it("carries the rest into the next business morning", () => {
    // Tuesday 17:30 → 30 minutes today, 90 tomorrow from 9:00 → Wednesday 10:30 EDT
    expect(addBusinessMinutes(ny("2026-03-10T17:30:00-04:00"), 120, NY, none).toISOString()).toBe(
      "2026-03-11T14:30:00.000Z",
    );
  });
  it("starts at the next 9 AM when created in the evening, at night or before opening", () => {
    expect(addBusinessMinutes(ny("2026-03-10T21:00:00-04:00"), 120, NY, none).toISOString()).toBe(
      "2026-03-11T15:00:00.000Z",
    );
    expect(addBusinessMinutes(ny("2026-03-10T06:15:00-04:00"), 120, NY, none).toISOString()).toBe(
      "2026-03-10T15:00:00.000Z",
    );
  });
  it("skips the weekend: Friday 17:00 finishes Monday 10:00", () => {
    expect(addBusinessMinutes(ny("2026-03-13T17:00:00-04:00"), 120, NY, none).toISOString()).toBe(
      "2026-03-16T14:00:00.000Z",
    );
    // Saturday afternoon → Monday 11:00
    expect(addBusinessMinutes(ny("2026-03-14T15:00:00-04:00"), 120, NY, none).toISOString()).toBe(
      "2026-03-16T15:00:00.000Z",
    );
  });
  it("skips injected holidays", () => {
    const holiday = (iso: string) => iso === "2026-03-11";
    expect(addBusinessMinutes(ny("2026-03-10T17:30:00-04:00"), 120, NY, holiday).toISOString()).toBe(
      "2026-03-12T14:30:00.000Z",
    );
  });
  it("counts in the given zone, whatever the process zone", () => {
    // 10:00 in Los Angeles (UTC-7 in March after DST) is 13:00 in New York.
    expect(
      addBusinessMinutes(new Date("2026-03-10T17:00:00Z"), 60, "America/Los_Angeles", none).toISOString(),
    ).toBe("2026-03-10T18:00:00.000Z");
  });
});

describe("estimateCompletion (real US holidays)", () => {
  it("skips Thanksgiving: Wednesday evening → Friday 11:00", () => {
    // 2026-11-25 is the Wednesday before Thanksgiving (Thursday 26th). EST = UTC-5.
    expect(estimateCompletion(new Date("2026-11-25T23:00:00-05:00")).toISOString()).toBe(
      "2026-11-27T16:00:00.000Z",
    );
  });
  it("skips Christmas and the weekend after it", () => {
    // Thursday 2026-12-24 17:00 → 60 min that day, Friday 25th holiday, weekend, Monday 28th 10:00.
    expect(estimateCompletion(new Date("2026-12-24T17:00:00-05:00")).toISOString()).toBe(
      "2026-12-28T15:00:00.000Z",
    );
  });
  it("knows Canadian holidays in Canadian zones (Canada Day)", () => {
    // Tuesday 2026-06-30 17:00 Toronto (EDT) → Wednesday 1 July is Canada Day → Thursday 10:00.
    expect(estimateCompletion(new Date("2026-06-30T17:00:00-04:00"), "America/Toronto").toISOString()).toBe(
      "2026-07-02T14:00:00.000Z",
    );
    // The same instant in New York is an ordinary Wednesday.
    expect(estimateCompletion(new Date("2026-06-30T17:00:00-04:00")).toISOString()).toBe(
      "2026-07-01T14:00:00.000Z",
    );
  });
});

describe("business hours", () => {
  it("isBusinessTime in a zone", () => {
    expect(isBusinessTime(ny("2026-03-10T09:00:00-04:00"), NY, none)).toBe(true);
    expect(isBusinessTime(ny("2026-03-10T17:59:00-04:00"), NY, none)).toBe(true);
    expect(isBusinessTime(ny("2026-03-10T18:00:00-04:00"), NY, none)).toBe(false);
    expect(isBusinessTime(ny("2026-03-14T12:00:00-04:00"), NY, none)).toBe(false);
  });
  it("isLocalBusinessHours uses the device's local clock", () => {
    // Local-time constructors: the result holds in any TZ the tests run in.
    expect(isLocalBusinessHours(new Date(2026, 2, 10, 9, 0))).toBe(true);
    expect(isLocalBusinessHours(new Date(2026, 2, 10, 8, 59))).toBe(false);
    expect(isLocalBusinessHours(new Date(2026, 2, 10, 18, 0))).toBe(false);
    expect(isLocalBusinessHours(new Date(2026, 2, 14, 12, 0))).toBe(false); // Saturday
    expect(isLocalBusinessHours(new Date(2026, 2, 16, 17, 59))).toBe(true); // Monday
  });
});
