/**
 * The countries the product can call. Coverage is configured (COVERAGE, default US and Canada);
 * the United Kingdom and Australia are the announced next markets and work fully once listed.
 * Shared by the server and the form: the form learns the configured list from the server, and
 * both refuse a number outside it with the same words.
 */
export const COVERABLE_COUNTRIES = ["US", "CA", "GB", "AU"] as const;
export type CoveredCountry = (typeof COVERABLE_COUNTRIES)[number];
export const DEFAULT_COVERAGE: CoveredCountry[] = ["US", "CA"];

export const COUNTRY_NAMES: Record<CoveredCountry, string> = {
  US: "the US",
  CA: "Canada",
  GB: "the UK",
  AU: "Australia",
};

export function isCoverable(code: string): code is CoveredCountry {
  return (COVERABLE_COUNTRIES as readonly string[]).includes(code);
}

/** "the US and Canada", "the US, Canada, the UK and Australia". */
export function coverageText(countries: readonly CoveredCountry[]): string {
  const names = countries.map((c) => COUNTRY_NAMES[c]);
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

let active: CoveredCountry[] = [...DEFAULT_COVERAGE];

/**
 * Sets the coverage the shared phone rule checks against. The server calls it once from its
 * configuration at boot; the form calls it with the list the server reports.
 */
export function setCoverage(countries: readonly string[]): void {
  const valid = countries.filter(isCoverable);
  active = valid.length ? [...new Set(valid)] : [...DEFAULT_COVERAGE];
}

export function activeCoverage(): readonly CoveredCountry[] {
  return active;
}
