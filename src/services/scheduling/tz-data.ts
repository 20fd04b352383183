import { DateTime } from "luxon";

/**
 * Calling hours are the reference's local time, and local time comes from the runtime's own
 * time-zone data (ICU, bundled with Node). Zone rules change: British Columbia and Alberta left
 * the twice-yearly clock change in November 2026 (tzdata 2026), so a runtime carrying older data
 * puts 9:00 in Vancouver an hour late all winter. These probes are zone rules the product relies
 * on; a runtime whose data disagrees with any of them is flagged at boot and on the health panel.
 */
interface ZoneRuleProbe {
  zone: string;
  /** An instant the rule decides (mid-winter, when the old and new rules differ). */
  at: string;
  /** UTC offset in minutes under the current rule. */
  offsetMinutes: number;
  rule: string;
}

export const ZONE_RULE_PROBES: readonly ZoneRuleProbe[] = [
  {
    zone: "America/Vancouver",
    at: "2027-01-15T12:00:00Z",
    offsetMinutes: -7 * 60,
    rule: "British Columbia stays on UTC−7 all year from November 2026",
  },
  {
    zone: "America/Edmonton",
    at: "2027-01-15T12:00:00Z",
    offsetMinutes: -6 * 60,
    rule: "Alberta stays on UTC−6 all year from November 2026",
  },
];

export interface TimeZoneDataStatus {
  /** The tz data release this runtime carries (e.g. "2026c"), as Node reports it. */
  version: string | null;
  /** Rules this runtime gets wrong; empty when its data is current enough. */
  outdated: { zone: string; rule: string; runtimeOffsetMinutes: number }[];
}

export function timeZoneDataStatus(
  offsetOf: (zone: string, at: Date) => number = (zone, at) => DateTime.fromJSDate(at, { zone }).offset,
  version: string | null = process.versions.tz ?? null,
): TimeZoneDataStatus {
  const outdated = ZONE_RULE_PROBES.flatMap((p) => {
    const runtimeOffsetMinutes = offsetOf(p.zone, new Date(p.at));
    return runtimeOffsetMinutes === p.offsetMinutes
      ? []
      : [{ zone: p.zone, rule: p.rule, runtimeOffsetMinutes }];
  });
  return { version, outdated };
}

/** One sentence for logs and the health panel, or null when the data is current. */
export function timeZoneDataWarning(s: TimeZoneDataStatus = timeZoneDataStatus()): string | null {
  if (!s.outdated.length) return null;
  return (
    `This runtime's time-zone data (${s.version ?? "unknown version"}) predates rules the calling ` +
    `hours depend on: ${s.outdated.map((o) => o.rule).join("; ")}. Calls to those zones would be ` +
    `scheduled an hour off. Run a Node release that carries tzdata 2026c or newer (Node 24 does).`
  );
}
