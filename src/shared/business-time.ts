import { PRODUCT_FACTS } from "./product-facts";

const { startHour, endHour } = PRODUCT_FACTS.businessHours;

/**
 * True on Monday-Friday 9:00-18:00 in the device's local time (the landing page's banner).
 * Plain Date on purpose: the landing bundle stays free of time-zone libraries.
 */
export function isLocalBusinessHours(now: Date): boolean {
  const day = now.getDay();
  const hour = now.getHours();
  return day >= 1 && day <= 5 && hour >= startHour && hour < endHour;
}

/** The continental span of the North American coverage: East Coast to West Coast. */
export const SPAN_ZONES = [
  { zone: "America/New_York", city: "New York" },
  { zone: "America/Los_Angeles", city: "Los Angeles" },
] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Weekday (1 = Monday … 7 = Sunday), hour and minute of `now` in `zone`. */
export function zoneClock(now: Date, zone: string): { weekday: number; hour: number; minute: number } {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formatters.set(zone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(now).map((p) => [p.type, p.value]));
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday ?? "") + 1;
  return { weekday, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/**
 * The one calling-hours rule, the dialler's: Monday-Friday 9:00-18:00 in the reference's own zone
 * (holidays are the holiday banner's and the dialler's business). Never the visitor's clock.
 */
export function isBusinessHoursIn(now: Date, zone: string): boolean {
  const { weekday, hour } = zoneClock(now, zone);
  return weekday >= 1 && weekday <= 5 && hour >= startHour && hour < endHour;
}
