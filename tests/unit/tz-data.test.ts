import { describe, expect, it } from "vitest";
import {
  timeZoneDataStatus,
  timeZoneDataWarning,
  ZONE_RULE_PROBES,
} from "../../src/services/scheduling/tz-data";

describe("the runtime's time-zone data", () => {
  it("is judged by what it computes, not by its version string", () => {
    // Data from before November 2026: Vancouver at UTC−8 and Edmonton at UTC−7 in January.
    const old = timeZoneDataStatus((zone) => (zone === "America/Vancouver" ? -480 : -420), "2025c");
    expect(old.outdated.map((o) => o.zone)).toEqual(["America/Vancouver", "America/Edmonton"]);
    const warning = timeZoneDataWarning(old)!;
    expect(warning).toContain("2025c");
    expect(warning).toContain("British Columbia stays on UTC−7 all year");
    expect(warning).toContain("an hour off");
    // Current data: no warning at all.
    const current = timeZoneDataStatus(
      (zone) => ZONE_RULE_PROBES.find((p) => p.zone === zone)!.offsetMinutes,
      "2026c",
    );
    expect(current.outdated).toEqual([]);
    expect(timeZoneDataWarning(current)).toBeNull();
  });

  it("agrees with this runtime: flags exactly the probes its own data gets wrong", () => {
    const s = timeZoneDataStatus();
    // An independent reading of the same data: Intl's own offset name ("GMT-07:00"), not Luxon.
    const wrong = ZONE_RULE_PROBES.filter((p) => {
      const name = new Intl.DateTimeFormat("en-US", { timeZone: p.zone, timeZoneName: "longOffset" })
        .formatToParts(new Date(p.at))
        .find((x) => x.type === "timeZoneName")!.value;
      const m = /GMT([+-])(\d\d):(\d\d)/.exec(name)!;
      const offset = (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
      return offset !== p.offsetMinutes;
    });
    expect(s.outdated.map((o) => o.zone)).toEqual(wrong.map((p) => p.zone));
    console.log(
      `tz data ${s.version}: ${s.outdated.length ? "outdated for " + s.outdated.map((o) => o.zone).join(", ") : "current"}`,
    );
  });
});
