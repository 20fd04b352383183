/** Money helpers. Prices are stored as numeric dollars ("58.00"); providers count cents. */
export const CURRENCY = "usd";

export function toCents(dollars: string | number): number {
  return Math.round(Number(dollars) * 100);
}

export function toDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Splits `total` cents into `parts` shares that add up exactly, the odd cents going to the first
 * shares: a check of $29 with 3 references refunds 967 + 967 + 966 cents.
 */
export function splitCents(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const rest = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < rest ? 1 : 0));
}

/** Stripe allows letters, digits, spaces and a few marks; never < > \ ' " *. At most 22 characters. */
export function descriptorSuffix(descriptor: string): string {
  return descriptor
    .replace(/[<>\\'"*]/g, "")
    .trim()
    .slice(0, 22);
}
