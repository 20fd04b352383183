/**
 * An in-process cache of rendered answers, each under the key whose changes Postgres announces
 * (LISTEN/NOTIFY): an announced key is dropped at once, in every process that listens, and no
 * entry outlives `ttlMs` (the floor for what a missed notification or the clock changes). It
 * serves only while its listener is known to be listening; until then every get loads.
 *
 * Generic over the value: it neither reads nor shapes what it keeps.
 */
export interface ChangeFedCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The clock the answers are computed with (a test's clock moves the expiry too). */
  now: () => Date;
}

interface Entry<T> {
  value: T;
  at: number;
}

export class ChangeFedCache<T> {
  /** Set once the listener is subscribed; cleared when it is lost. */
  listening = false;
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inflight = new Map<string, Promise<T>>();
  /** Invalidation sequence number of each key recently announced, so a load that raced it is not kept. */
  private readonly announced = new Map<string, number>();
  private seq = 0;

  constructor(private readonly opts: ChangeFedCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached value for `key` when it is fresh, else undefined (nothing is loaded). */
  peek(key: string): T | undefined {
    if (!this.listening) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const age = this.opts.now().getTime() - hit.at;
    return age >= 0 && age < this.opts.ttlMs ? hit.value : undefined;
  }

  /** The cached value for `key`, else `load()`'s (concurrent misses share one load). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.listening) return load();
    const now = this.opts.now().getTime();
    const hit = this.entries.get(key);
    if (hit) {
      const age = now - hit.at;
      if (age >= 0 && age < this.opts.ttlMs) return Promise.resolve(hit.value);
      this.entries.delete(key);
    }
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const startedSeq = this.seq;
    const loading = load().then(
      (value) => {
        this.inflight.delete(key);
        const announcedAt = this.announced.get(key);
        // A change announced while it loaded may not be in what it read: do not keep it.
        if (this.listening && (announcedAt === undefined || announcedAt <= startedSeq))
          this.store(key, value, now);
        return value;
      },
      (err: unknown) => {
        this.inflight.delete(key);
        throw err;
      },
    );
    this.inflight.set(key, loading);
    return loading;
  }

  /** A change to `key` was announced. */
  invalidate(key: string): void {
    this.entries.delete(key);
    this.announced.delete(key);
    this.announced.set(key, ++this.seq);
    if (this.announced.size > this.opts.maxEntries)
      this.announced.delete(this.announced.keys().next().value!);
  }

  /** Forget everything (the listener reconnected: notifications may have been missed). */
  clear(): void {
    this.entries.clear();
    this.seq++;
    this.announced.clear();
    // Loads started before now must not be kept either.
    for (const key of this.inflight.keys()) this.announced.set(key, this.seq);
  }

  private store(key: string, value: T, at: number) {
    this.entries.delete(key);
    this.entries.set(key, { value, at });
    if (this.entries.size > this.opts.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
