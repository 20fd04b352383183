import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";

/** As many clients as @fastify/rate-limit's own in-memory store remembers. */
const MAX_CLIENTS = 5000;

interface Count {
  current: number;
  ttl: number;
  startedAt: number;
}

/**
 * Requests per client in the current window: @fastify/rate-limit's in-memory store, the same
 * arithmetic (fixed window from the first request, no extension when exceeded, least recently
 * seen client forgotten first), kept where the app can reach it, so the status fast path
 * (./status-fast-path) counts a poll in the very counter the plugin checks for every other request.
 */
export class ClientCounts implements FastifyRateLimitStore {
  private readonly counts = new Map<string, Count>();

  /** Counts one request by `key`; the callback gets the count so far and the window's time left. */
  incr(
    key: string,
    callback: (err: Error | null, res: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    callback(null, this.count(key, timeWindow, Date.now()));
  }

  /** The same without counting (the plugin's `increment: false`). */
  read(
    key: string,
    callback: (err: Error | null, res: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    const now = Date.now();
    const c = this.counts.get(key);
    if (!c || c.startedAt + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: c.current, ttl: timeWindow - (now - c.startedAt) });
  }

  /** Synchronous incr for the fast path. */
  count(key: string, timeWindow: number, now: number): { current: number; ttl: number } {
    let c = this.counts.get(key);
    if (!c) c = { current: 1, ttl: timeWindow, startedAt: now };
    else if (c.startedAt + timeWindow <= now) {
      c.current = 1;
      c.ttl = timeWindow;
      c.startedAt = now;
    } else {
      c.current++;
      c.ttl = timeWindow - (now - c.startedAt);
    }
    // Most recently seen last: the first key is the one to forget.
    this.counts.delete(key);
    this.counts.set(key, c);
    if (this.counts.size > MAX_CLIENTS) this.counts.delete(this.counts.keys().next().value!);
    return c;
  }

  /** A route with its own limit counts apart (as the plugin's store does). */
  child(): ClientCounts {
    return new ClientCounts();
  }
}

/** The plugin's `store` option: it constructs the store itself, so hand it this instance. */
export function storeOf(counts: ClientCounts): FastifyRateLimitStoreCtor {
  return function Store() {
    return counts;
  } as unknown as FastifyRateLimitStoreCtor;
}
