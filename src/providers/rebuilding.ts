import type { ProviderKeyName, ProviderKeys } from "./keys";

export type KeyValues<N extends ProviderKeyName> = Record<N, string | undefined>;

/**
 * A live provider whose SDK client is rebuilt when one of its keys changes on /api-keys (a saved
 * key wins over the environment). Asynchronous methods look at the keys first (the key store
 * caches for a few seconds), so a saved key applies from the next call. Synchronous methods
 * (webhook signature checks, caller numbers) answer from the latest build and start a look in
 * the background, so they follow within the same few seconds.
 */
export function rebuildOnKeyChange<P extends object, N extends ProviderKeyName>(opts: {
  keys: ProviderKeys;
  names: readonly N[];
  initial: KeyValues<N>;
  build: (values: KeyValues<N>) => P;
  syncMembers: readonly NoInfer<keyof P>[];
  onError?: (err: unknown) => void;
}): P & { refresh(): Promise<void> } {
  const signature = (v: KeyValues<N>) => JSON.stringify(opts.names.map((n) => v[n] ?? null));
  let current = opts.build(opts.initial);
  let built = signature(opts.initial);
  let inFlight: Promise<void> | null = null;

  function refresh(): Promise<void> {
    inFlight ??= (async () => {
      try {
        const values = Object.fromEntries(
          await Promise.all(opts.names.map(async (n) => [n, await opts.keys.get(n)] as const)),
        ) as KeyValues<N>;
        const sig = signature(values);
        if (sig !== built) {
          current = opts.build(values);
          built = sig;
        }
      } catch (err) {
        // The key store is unreachable: keep answering with the keys of the last build.
        opts.onError?.(err);
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  const sync = new Set<PropertyKey>(opts.syncMembers);
  return new Proxy({} as P & { refresh(): Promise<void> }, {
    get(_target, prop) {
      if (prop === "refresh") return refresh;
      const value = (current as Record<PropertyKey, unknown>)[prop];
      if (typeof value !== "function") return value;
      if (sync.has(prop))
        return (...args: unknown[]) => {
          void refresh();
          return (current as Record<PropertyKey, (...a: unknown[]) => unknown>)[prop]!(...args);
        };
      return async (...args: unknown[]) => {
        await refresh();
        return (current as Record<PropertyKey, (...a: unknown[]) => unknown>)[prop]!(...args);
      };
    },
    has(_target, prop) {
      return prop === "refresh" || prop in current;
    },
  });
}
