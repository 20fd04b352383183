/**
 * Region codes (ISO 3166-2 subdivisions, as date-holidays names them) for the places the numbering
 * data speaks of. The North American data names a state or province in full ("Indiana",
 * "Nova Scotia/Prince Edward Island") or a city with its postal abbreviation ("Evansville, IN").
 */
export const US_STATES: Record<string, string> = {
  Alabama: "AL",
  Alaska: "AK",
  Arizona: "AZ",
  Arkansas: "AR",
  California: "CA",
  Colorado: "CO",
  Connecticut: "CT",
  Delaware: "DE",
  "Washington D.C.": "DC",
  Florida: "FL",
  Georgia: "GA",
  Hawaii: "HI",
  Idaho: "ID",
  Illinois: "IL",
  Indiana: "IN",
  Iowa: "IA",
  Kansas: "KS",
  Kentucky: "KY",
  Louisiana: "LA",
  Maine: "ME",
  Maryland: "MD",
  Massachusetts: "MA",
  Michigan: "MI",
  Minnesota: "MN",
  Mississippi: "MS",
  Missouri: "MO",
  Montana: "MT",
  Nebraska: "NE",
  Nevada: "NV",
  "New Hampshire": "NH",
  "New Jersey": "NJ",
  "New Mexico": "NM",
  "New York": "NY",
  "North Carolina": "NC",
  "North Dakota": "ND",
  Ohio: "OH",
  Oklahoma: "OK",
  Oregon: "OR",
  Pennsylvania: "PA",
  "Rhode Island": "RI",
  "South Carolina": "SC",
  "South Dakota": "SD",
  Tennessee: "TN",
  Texas: "TX",
  Utah: "UT",
  Vermont: "VT",
  Virginia: "VA",
  "Washington State": "WA",
  Washington: "WA",
  "West Virginia": "WV",
  Wisconsin: "WI",
  Wyoming: "WY",
};

export const CA_PROVINCES: Record<string, string> = {
  Alberta: "AB",
  "British Columbia": "BC",
  "British Colombia": "BC",
  Manitoba: "MB",
  "New Brunswick": "NB",
  "Newfoundland and Labrador": "NL",
  "Nova Scotia": "NS",
  "Northwest Territories": "NT",
  Nunavut: "NU",
  Ontario: "ON",
  "Prince Edward Island": "PE",
  Quebec: "QC",
  Saskatchewan: "SK",
  Yukon: "YT",
};

export const GB_NATIONS = ["ENG", "NIR", "SCT", "WLS"] as const;
export const AU_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;

/**
 * The zone of each Australian state (the numbering data names only Sydney for most numbers), and
 * of Yukon, on permanent UTC−7 since 2020 where the data still says Vancouver.
 */
export const REGION_ZONES: Record<string, string[]> = {
  "AU-ACT": ["Australia/Sydney"],
  "AU-NSW": ["Australia/Sydney"],
  "AU-VIC": ["Australia/Melbourne"],
  "AU-TAS": ["Australia/Hobart"],
  "AU-QLD": ["Australia/Brisbane"],
  "AU-SA": ["Australia/Adelaide"],
  "AU-WA": ["Australia/Perth"],
  "AU-NT": ["Australia/Darwin"],
  "CA-YT": ["America/Whitehorse"],
};

/** Region codes named by a NANP place description, within `country` (US or CA). */
export function regionsOfPlace(place: string, country: "US" | "CA"): string[] {
  const names = country === "US" ? US_STATES : CA_PROVINCES;
  const codes = new Set(Object.values(names));
  const out: string[] = [];
  for (const part of place.split("/").map((p) => p.trim())) {
    const abbreviation = /,\s*([A-Z]{2})$/.exec(part)?.[1];
    if (abbreviation && codes.has(abbreviation)) out.push(abbreviation);
    else if (names[part]) out.push(names[part]);
  }
  return [...new Set(out)];
}
