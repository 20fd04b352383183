import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { AU_STATES, GB_NATIONS, REGION_ZONES, regionsOfPlace } from "./region-names";
import { placeOfPrefix, zonesOfPrefix, zonesUnder } from "./number-data";
import type { CallingWindow, PreferredWindow } from "./windows";

/**
 * Where a number rings: its country, the regions (ISO 3166-2, "CA-QC") whose holidays apply, and
 * the IANA zones it may be in. When the data cannot settle one region or one zone, every candidate
 * is kept, and the calling window opens only when all of them are open: an uncertain number is
 * called in fewer hours, never at a bad one.
 */
export interface NumberPlace {
  country: string | null;
  regions: string[];
  /** False when several regions remain possible (all of their holidays apply). */
  regionCertain: boolean;
  zones: string[];
  /** False when the number's own exchange is not in the data and its area code spans zones. */
  zoneCertain: boolean;
}

/** Kept for callers that only need zones: the country and zones of a number. */
export interface NumberZones {
  zones: string[];
  country: string | null;
  /** True when the zone is not certain (several candidates, or no place at all). */
  fallback: boolean;
}

const cache = new Map<string, NumberPlace>();
const NOWHERE: NumberPlace = {
  country: null,
  regions: [],
  regionCertain: false,
  zones: [],
  zoneCertain: false,
};

function nanpPlace(country: "US" | "CA", national: string): Pick<NumberPlace, "regions" | "regionCertain"> {
  const areaCode = national.slice(0, 3);
  const area = placeOfPrefix("1", areaCode, 3);
  const candidates = area ? regionsOfPlace(area.place, country) : [];
  if (candidates.length === 1) return { regions: [`${country}-${candidates[0]}`], regionCertain: true };
  // An area code shared by provinces (867, 902/782): the exchange's town may name one.
  const exchange = placeOfPrefix("1", national, 4);
  const named = exchange ? regionsOfPlace(exchange.place, country).filter((r) => candidates.includes(r)) : [];
  if (named.length === 1) return { regions: [`${country}-${named[0]}`], regionCertain: true };
  return { regions: candidates.map((r) => `${country}-${r}`), regionCertain: false };
}

/**
 * Exchanges whose clock is not their area code's, where the numbering data says otherwise:
 * Lloydminster straddles Saskatchewan and Alberta and keeps Alberta time all year by its charter,
 * so its Saskatchewan-side numbers (306-825) ring on Mountain time, not Saskatchewan's.
 */
const EXCHANGE_ZONES: Record<string, string[]> = {
  "306825": ["America/Edmonton"],
};

function nanpZones(national: string): Pick<NumberPlace, "zones" | "zoneCertain"> {
  const fixed = EXCHANGE_ZONES[national.slice(0, 6)];
  if (fixed) return { zones: fixed, zoneCertain: true };
  const areaCode = national.slice(0, 3);
  // An exchange listed on its own is certain; otherwise every zone seen under the area code.
  const own = zonesOfPrefix("1", national, 4);
  if (own) return { zones: own.zones, zoneCertain: true };
  const all = zonesUnder("1", areaCode);
  return { zones: all, zoneCertain: all.length === 1 };
}

/** The UK: one zone; a nation only where the area code settles it (mobiles could be anywhere). */
function gbRegions(national: string): string[] {
  if (national.startsWith("28")) return ["GB-NIR"];
  if (national.startsWith("29")) return ["GB-WLS"];
  if (national.startsWith("20")) return ["GB-ENG"];
  if (national.startsWith("131") || national.startsWith("141")) return ["GB-SCT"];
  return GB_NATIONS.map((n) => `GB-${n}`);
}

/** Australia: the leading digit of a geographic number narrows the states; mobiles do not. */
function auRegions(national: string): string[] {
  const byDigit: Record<string, string[]> = {
    "2": ["NSW", "ACT"],
    "3": ["VIC", "TAS"],
    "7": ["QLD"],
    // 08 also serves Broken Hill, in New South Wales.
    "8": ["SA", "WA", "NT", "NSW"],
  };
  return (byDigit[national[0] ?? ""] ?? [...AU_STATES]).map((s) => `AU-${s}`);
}

/** Where `e164` rings. Pure apart from reading the numbering tables once. */
export function placeOfNumber(e164: string): NumberPlace {
  const hit = cache.get(e164);
  if (hit) return hit;
  const parsed = parsePhoneNumberFromString(e164);
  let result: NumberPlace = NOWHERE;
  if (parsed?.country) {
    const country = parsed.country;
    const national = String(parsed.nationalNumber);
    if (country === "US" || country === "CA")
      result = { country, ...nanpPlace(country, national), ...nanpZones(national) };
    else {
      const regions = country === "GB" ? gbRegions(national) : country === "AU" ? auRegions(national) : [];
      const zones = new Set(zonesOfPrefix(parsed.countryCallingCode, national)?.zones ?? []);
      for (const r of regions) for (const z of REGION_ZONES[r] ?? []) zones.add(z);
      result = {
        country,
        regions,
        regionCertain: regions.length === 1,
        zones: [...zones],
        zoneCertain: zones.size === 1,
      };
    }
    if (result.country === "CA" && result.regions.includes("CA-YT"))
      result = { ...result, zones: [...new Set([...result.zones, ...REGION_ZONES["CA-YT"]!])] };
  }
  if (cache.size > 10_000) cache.clear();
  cache.set(e164, result);
  return result;
}

/** The country and zones of a number (the scheduler's older entry point). */
export async function zonesForNumber(e164: string): Promise<NumberZones> {
  const p = placeOfNumber(e164);
  return { zones: p.zones, country: p.country, fallback: !p.zoneCertain };
}

/** The calling window of one reference: where their number rings plus the check's wish. */
export async function callingWindowFor(
  phone: string,
  preferred: PreferredWindow | null | undefined,
): Promise<CallingWindow> {
  const { zones, country, regions } = placeOfNumber(phone);
  return { zones, country, regions, preferred: preferred ?? null };
}
