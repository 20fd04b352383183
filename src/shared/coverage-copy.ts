/**
 * How the configured coverage (COVERAGE, ISO country codes) is written in the copy. Names come from
 * the runtime's own country names (Intl), with the short forms people write in headlines.
 */
const SHORT: Record<string, string> = { US: "US", GB: "UK", AE: "UAE" };
const WITH_ARTICLE = new Set(["US", "GB", "NL", "PH", "AE", "CZ"]);

function join(parts: string[], word: string): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} ${word} ${parts.at(-1)}`;
}

export interface CoverageText {
  codes: string[];
  /** "the United States and Canada" */
  long: string;
  /** "US & Canada" */
  short: string;
}

export function coverageCopy(codes: readonly string[]): CoverageText {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(["en"], { type: "region" });
  } catch {
    names = null;
  }
  const name = (c: string) => names?.of(c) ?? c;
  return {
    codes: [...codes],
    long: join(
      codes.map((c) => (WITH_ARTICLE.has(c) ? `the ${name(c)}` : name(c))),
      "and",
    ),
    short: join(
      codes.map((c) => SHORT[c] ?? name(c)),
      "&",
    ),
  };
}
