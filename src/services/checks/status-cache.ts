import type { Deps } from "../deps";
import { ChangeFedCache } from "./change-fed-cache";
import { getCheckStatus, type StatusResponse } from "./status";

/**
 * The status page is polled by every open tab (and by customers' scripts): each web process keeps
 * the rendered status of the checks being watched and drops one when Postgres announces a change
 * to its rows (migration 0022's triggers on the check, its references and its authorization, on
 * the `check_status_changed` channel, whoever wrote them: web, worker, an operator, another web
 * process). What depends on the clock alone (calling hours, holidays, an estimate counted from
 * now) is at most STATUS_TTL_MS old: a minute, the grain those figures are computed at (calling
 * windows and holidays are minute-granular), and longer than the page's 30 s poll, so an open tab
 * is answered from the cache between changes.
 */
export const STATUS_CHANNEL = "check_status_changed";
export const STATUS_TTL_MS = 60_000;
/** Entries are a rendered status (a few KB with its JSON): bounded, oldest dropped first. */
const MAX_ENTRIES = 10_000;
const RETRY_LISTEN_MS = 5_000;

interface Held {
  cache: ChangeFedCache<StatusResponse>;
  unlisten?: () => Promise<void>;
  retryAt: number;
  stopped: boolean;
}
const held = new WeakMap<Deps, Held>();

function cacheFor(deps: Deps): Held {
  let h = held.get(deps);
  if (!h) {
    h = {
      cache: new ChangeFedCache({ ttlMs: STATUS_TTL_MS, maxEntries: MAX_ENTRIES, now: deps.now }),
      retryAt: 0,
      stopped: false,
    };
    held.set(deps, h);
  }
  if (!h.cache.listening && !h.unlisten && !h.stopped && Date.now() >= h.retryAt) subscribe(deps, h);
  return h;
}

function subscribe(deps: Deps, h: Held) {
  h.retryAt = Date.now() + RETRY_LISTEN_MS;
  let subscribed = false;
  deps.database.sql
    .listen(
      STATUS_CHANNEL,
      (publicId) => h.cache.invalidate(publicId),
      // Called on every (re)subscription: after a reconnect, what was announced meanwhile is lost.
      () => {
        if (subscribed) h.cache.clear();
        subscribed = true;
        h.cache.listening = !h.stopped;
      },
    )
    .then(
      (l) => {
        h.unlisten = async () => void (await l.unlisten());
        if (h.stopped) void h.unlisten().catch(() => {});
      },
      (err: unknown) => deps.log.warn({ err }, "status cache: could not listen; answering uncached"),
    );
}

/** GET /api/status/{id} and checks.status: the check's status, from this process's cache when fresh. */
export function cachedCheckStatus(deps: Deps, publicId: string): Promise<StatusResponse> {
  return cacheFor(deps).cache.get(publicId, () => getCheckStatus(deps, publicId));
}

/** The cached status of a check when this process holds a fresh one (else undefined: ask the procedure). */
export function freshCheckStatus(deps: Deps, publicId: string): StatusResponse | undefined {
  return held.get(deps)?.cache.peek(publicId);
}

/** Stops listening (the web app closes); later calls answer uncached. */
export async function stopStatusCache(deps: Deps): Promise<void> {
  const h = held.get(deps);
  if (!h) return;
  h.stopped = true;
  h.cache.listening = false;
  h.cache.clear();
  await h.unlisten?.().catch(() => {});
}
