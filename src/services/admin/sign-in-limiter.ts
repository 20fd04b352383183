/**
 * Failed operator sign-ins per client IP and per address, in a sliding window. Each guess also
 * costs a full scrypt hash (~0.1 s), so this in-process counter is a second brake on password
 * guessing, not the only one; with several web processes each keeps its own window.
 */
export class FailureWindow {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Seconds until another try is allowed, or 0. */
  blockedFor(keys: string[], now: number): number {
    let wait = 0;
    for (const k of keys) {
      const list = this.recent(k, now);
      if (list.length >= this.max) wait = Math.max(wait, Math.ceil((list[0]! + this.windowMs - now) / 1000));
    }
    return wait;
  }

  fail(keys: string[], now: number) {
    for (const k of keys) this.hits.set(k, [...this.recent(k, now), now]);
  }

  clear(keys: string[]) {
    for (const k of keys) this.hits.delete(k);
  }
}
