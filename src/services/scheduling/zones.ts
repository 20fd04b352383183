import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { timezones } from "libphonenumber-geo-carrier";
import type { CallingWindow, PreferredWindow } from "./windows";

/**
 * Numbers that do not name a place (toll-free, non-geographic) map to every zone of the North
 * American plan, whose intersection is empty. For those we take the continental span, New York to
 * Los Angeles: the hours open on both coasts.
 */
const CONTINENTAL = ["America/New_York", "America/Los_Angeles"];
const MAX_PLAUSIBLE_ZONES = 4;

export interface NumberZones {
  zones: string[];
  country: string | null;
  /** True when the number named no place and the continental fallback applies. */
  fallback: boolean;
}

const cache = new Map<string, NumberZones>();

/**
 * The IANA zones a phone number may be in (area code → zone, from libphonenumber's geocoding data)
 * and the country whose holidays apply.
 */
export async function zonesForNumber(e164: string): Promise<NumberZones> {
  const hit = cache.get(e164);
  if (hit) return hit;
  const parsed = parsePhoneNumberFromString(e164);
  let result: NumberZones;
  if (!parsed) result = { zones: CONTINENTAL, country: null, fallback: true };
  else {
    const found = (await timezones(parsed)) ?? [];
    const country = parsed.country ?? (parsed.countryCallingCode === "1" ? "US" : null);
    result =
      found.length === 0 || found.length > MAX_PLAUSIBLE_ZONES
        ? {
            zones: parsed.countryCallingCode === "1" ? CONTINENTAL : found.slice(0, 1),
            country,
            fallback: true,
          }
        : { zones: found, country, fallback: false };
    if (result.zones.length === 0) result = { zones: CONTINENTAL, country, fallback: true };
  }
  if (cache.size > 10_000) cache.clear();
  cache.set(e164, result);
  return result;
}

/** The calling window of one reference: the zones of their number plus the check's wish. */
export async function callingWindowFor(
  phone: string,
  preferred: PreferredWindow | null | undefined,
): Promise<CallingWindow> {
  const { zones, country } = await zonesForNumber(phone);
  return { zones, country, preferred: preferred ?? null };
}
