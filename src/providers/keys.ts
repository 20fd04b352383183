import type { Config } from "../config";
import type { Db } from "../db/client";
import { providerSettings } from "../db/schema";
import { open } from "./secret-box";

/** Provider credentials an operator may set from /api-keys (they override the environment). */
export const PROVIDER_KEY_NAMES = [
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "TWILIO_PHONE_NUMBER_US",
  "TWILIO_PHONE_NUMBER_CA",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "POSTMARK_SERVER_TOKEN",
  "ANTHROPIC_API_KEY",
] as const;
export type ProviderKeyName = (typeof PROVIDER_KEY_NAMES)[number];

/**
 * How providers read their credentials: a key saved from /api-keys (decrypted) wins over the
 * environment. Live providers call get() when they need a key, not once at boot, so a saved
 * key applies without a restart: in this process at once (invalidate), in others within the
 * cache's lifetime.
 */
export interface ProviderKeys {
  get(name: ProviderKeyName): Promise<string | undefined>;
  /** Where each key currently comes from; never the value. */
  sources(): Promise<
    Record<ProviderKeyName, { source: "saved" | "environment" | "unset"; updatedAt: Date | null }>
  >;
  invalidate(): void;
}

export const KEY_CACHE_MS = 5000;

export function createProviderKeys(db: Db, config: Config, cacheMs = KEY_CACHE_MS): ProviderKeys {
  let cache: { at: number; rows: Map<string, { value: string; updatedAt: Date }> } | null = null;
  async function load() {
    if (cache && Date.now() - cache.at < cacheMs) return cache.rows;
    const rows = await db.select().from(providerSettings);
    const map = new Map<string, { value: string; updatedAt: Date }>();
    for (const r of rows) {
      try {
        map.set(r.keyName, {
          value: open(r.encryptedValue, config.encryptionKey, r.keyName),
          updatedAt: r.updatedAt,
        });
      } catch {
        // Sealed with another ENCRYPTION_KEY (or tampered with): ignored, the environment applies.
      }
    }
    cache = { at: Date.now(), rows: map };
    return map;
  }
  const fromEnv = (name: ProviderKeyName) => config.env[name] as string | undefined;
  return {
    async get(name) {
      return (await load()).get(name)?.value ?? fromEnv(name);
    },
    async sources() {
      const rows = await load();
      return Object.fromEntries(
        PROVIDER_KEY_NAMES.map((n) => {
          const saved = rows.get(n);
          return [
            n,
            saved
              ? { source: "saved" as const, updatedAt: saved.updatedAt }
              : { source: fromEnv(n) ? ("environment" as const) : ("unset" as const), updatedAt: null },
          ];
        }),
      ) as Awaited<ReturnType<ProviderKeys["sources"]>>;
    },
    invalidate() {
      cache = null;
    },
  };
}
