import { DateTime } from "luxon";
import { closingHoliday } from "./holidays";

/**
 * Calling windows, as pure functions of an instant (no clock, no I/O).
 *
 * A reference may be called Monday–Friday 09:00–18:00 in their local time, never on a public
 * holiday of their country or of any region their number may be in. When their number maps to
 * several zones, only the hours open in all of them count; a number that maps to none is never
 * called. When the check has a preferred window, the call must also fall inside it. A dial never
 * starts in the last DIAL_CUTOFF_MINUTES before closing (the interview is capped at 8 minutes), and
 * the carrier is told to end the call at the close (`windowClosesAt`).
 */
export const OPEN_HOUR = 9;
export const CLOSE_HOUR = 18;
export const DIAL_CUTOFF_MINUTES = 8;
/** The legal quiet hours (TCPA, 47 CFR 64.1200(c)(1)): no call or text before 8:00 or after 21:00 local. */
export const LEGAL_EARLIEST_HOUR = 8;
export const LEGAL_LATEST_HOUR = 21;
/** How far ahead we look for an opening before concluding there is none. */
export const HORIZON_DAYS = 30;

export interface PreferredWindow {
  start: string;
  end: string;
  timezone: string;
}

export interface CallingWindow {
  /** IANA zones the reference may be in; all must be open. */
  zones: string[];
  /** ISO country whose public holidays apply (US, CA, GB, AU); null = none known. */
  country: string | null;
  /** ISO 3166-2 regions the number may be in ("CA-QC"); each one's holidays apply. */
  regions?: readonly string[];
  preferred?: PreferredWindow | null;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** A preferred window we can honour: valid zone, start before end, room for a call. */
export function usablePreferred(p: PreferredWindow | null | undefined): PreferredWindow | null {
  if (!p) return null;
  if (!DateTime.now().setZone(p.timezone).isValid) return null;
  if (!/^\d{2}:\d{2}$/.test(p.start) || !/^\d{2}:\d{2}$/.test(p.end)) return null;
  if (minutesOf(p.end) - DIAL_CUTOFF_MINUTES <= minutesOf(p.start)) return null;
  return p;
}

/** Earliest instant ≥ t at which the business hours of `zone` are open. */
function nextOpenInZone(t: DateTime, zone: string, w: CallingWindow): DateTime {
  let local = t.setZone(zone);
  for (let i = 0; i <= HORIZON_DAYS + 7; i++) {
    const businessDay = local.weekday <= 5 && !closingHoliday(w.country, w.regions ?? [], local.toISODate()!);
    if (businessDay) {
      const open = local.set({ hour: OPEN_HOUR, minute: 0, second: 0, millisecond: 0 });
      const lastDial = local.set({ hour: CLOSE_HOUR, minute: 0, second: 0, millisecond: 0 }).minus({
        minutes: DIAL_CUTOFF_MINUTES,
      });
      if (local < open) return open;
      if (local < lastDial) return local;
    }
    local = local.plus({ days: 1 }).startOf("day");
  }
  return local;
}

/** Earliest instant ≥ t inside the daily preferred window. */
function nextOpenPreferred(t: DateTime, p: PreferredWindow): DateTime {
  let local = t.setZone(p.timezone);
  const s = minutesOf(p.start);
  const e = minutesOf(p.end) - DIAL_CUTOFF_MINUTES;
  for (let i = 0; i < 3; i++) {
    const day = local.startOf("day");
    const open = day.plus({ minutes: s });
    const last = day.plus({ minutes: e });
    if (local < open) return open;
    if (local < last) return local;
    local = day.plus({ days: 1 });
  }
  return local;
}

/**
 * The earliest instant at or after `from` when a call may be placed, or null when none exists
 * within the horizon (for example a preferred window that never overlaps business hours there).
 * Every constraint gives its own next opening; moving to the latest of them and repeating reaches
 * the first instant all agree on.
 */
export function nextCallableInstant(from: Date, w: CallingWindow): Date | null {
  // A number we cannot place is never called (intake refuses them; this guards older rows).
  if (w.zones.length === 0) return null;
  const zones = w.zones;
  const preferred = usablePreferred(w.preferred);
  const limit = from.getTime() + HORIZON_DAYS * 86_400_000;
  let t: DateTime = DateTime.fromJSDate(from);
  for (let i = 0; i < 500; i++) {
    let latest: DateTime = t;
    for (const z of zones) {
      const o = nextOpenInZone(t, z, w);
      if (o > latest) latest = o;
    }
    if (preferred) {
      const o = nextOpenPreferred(t, preferred);
      if (o > latest) latest = o;
    }
    if (latest.toMillis() > limit) return null;
    if (latest.toMillis() === t.toMillis()) return t.toJSDate();
    t = latest;
  }
  return null;
}

/** Whether a call may be placed at `at`. The dialler asks this immediately before every dial. */
export function isCallable(at: Date, w: CallingWindow): boolean {
  const next = nextCallableInstant(at, w);
  return next !== null && next.getTime() === at.getTime();
}

/**
 * When the window that is open at `at` closes: the earliest 18:00 among the number's zones and the
 * end of the preferred window, never later than 21:00 local anywhere. The dialler gives the carrier
 * the time left as the call's hard limit, so no call runs past it.
 */
export function windowClosesAt(at: Date, w: CallingWindow): Date {
  let close = Infinity;
  for (const z of w.zones) {
    const local = DateTime.fromJSDate(at, { zone: z });
    close = Math.min(close, local.set({ hour: CLOSE_HOUR, minute: 0, second: 0, millisecond: 0 }).toMillis());
  }
  const p = usablePreferred(w.preferred);
  if (p) {
    const local = DateTime.fromJSDate(at, { zone: p.timezone });
    close = Math.min(
      close,
      local
        .startOf("day")
        .plus({ minutes: minutesOf(p.end) })
        .toMillis(),
    );
  }
  return new Date(close === Infinity ? at.getTime() : close);
}

/**
 * The legal floor under every configuration: true when `at` is between 8:00 and 21:00 local in
 * every zone the number may be in. Checked immediately before any call or text to a real person,
 * even when calling windows are set aside for a demo.
 */
export function insideLegalHours(at: Date, zones: readonly string[]): boolean {
  if (zones.length === 0) return false;
  return zones.every((z) => {
    const l = DateTime.fromJSDate(at, { zone: z });
    return l.hour >= LEGAL_EARLIEST_HOUR && l.hour < LEGAL_LATEST_HOUR;
  });
}

/**
 * The skeleton's simple rule (Monday–Friday 09:00–18:00 in one zone, no holidays), kept for callers
 * that only know a zone.
 */
export function nextBusinessInstant(now: Date, timezone: string): Date {
  return nextCallableInstant(now, { zones: [timezone], country: null }) ?? now;
}
