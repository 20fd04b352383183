/**
 * Operator figures are reported per UTC calendar day, so that "today" means the same thing to
 * every operator and to the nightly rollup whatever time zone a server or browser runs in.
 */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export function startOfUtcMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** [start, end) of the UTC day named "YYYY-MM-DD". */
export function utcDayRange(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00.000Z`);
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

export function round(n: number, places: number): number {
  const f = 10 ** places;
  return Math.round(n * f) / f;
}
