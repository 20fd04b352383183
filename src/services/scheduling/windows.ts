import { DateTime } from "luxon";
import { publicHoliday } from "./holidays";

/**
 * Calling windows, as pure functions of an instant (no clock, no I/O).
 *
 * A reference may be called Monday–Friday 09:00–18:00 in their local time, never on a public
 * holiday of their country. When their number maps to several zones, only the hours open in all of
 * them count. When the check has a preferred window, the call must also fall inside it. A dial
 * never starts in the last DIAL_CUTOFF_MINUTES before closing, so even a capped 8-minute interview
 * ends inside the window.
 */
export const OPEN_HOUR = 9;
export const CLOSE_HOUR = 18;
export const DIAL_CUTOFF_MINUTES = 10;
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
  /** ISO country whose public holidays apply (US, CA, PR…); null = none known. */
  country: string | null;
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
function nextOpenInZone(t: DateTime, zone: string, country: string | null): DateTime {
  let local = t.setZone(zone);
  for (let i = 0; i <= HORIZON_DAYS + 7; i++) {
    const businessDay = local.weekday <= 5 && !(country && publicHoliday(country, local.toISODate()!));
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
  const zones = w.zones.length ? w.zones : ["America/New_York"];
  const preferred = usablePreferred(w.preferred);
  const limit = from.getTime() + HORIZON_DAYS * 86_400_000;
  let t: DateTime = DateTime.fromJSDate(from);
  for (let i = 0; i < 500; i++) {
    let latest: DateTime = t;
    for (const z of zones) {
      const o = nextOpenInZone(t, z, w.country);
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
 * The skeleton's simple rule (Monday–Friday 09:00–18:00 in one zone, no holidays), kept for callers
 * that only know a zone.
 */
export function nextBusinessInstant(now: Date, timezone: string): Date {
  return nextCallableInstant(now, { zones: [timezone], country: null }) ?? now;
}
