import { z } from "zod";
import { providerSettings } from "../../db/schema";
import { PROVIDER_KEY_NAMES, type ProviderKeyName } from "../../providers/keys";
import { seal } from "../../providers/secret-box";
import type { Deps } from "../deps";

/**
 * spec §5: the call-provider key is sent as BLAND_API_KEY. This product's call provider is
 * Twilio, whose secret is its auth token, so that legacy name is stored as TWILIO_AUTH_TOKEN.
 */
export const KEY_ALIASES: Record<string, ProviderKeyName> = { BLAND_API_KEY: "TWILIO_AUTH_TOKEN" };

export const KEY_REQUIRED_MESSAGE = "Please enter your Bland.ai API key";

export const saveApiKeySchema = z.object({
  keyName: z
    .string({ error: "keyName is required" })
    .trim()
    .refine((k) => k in KEY_ALIASES || (PROVIDER_KEY_NAMES as readonly string[]).includes(k), {
      message: `keyName must be one of ${["BLAND_API_KEY", ...PROVIDER_KEY_NAMES].join(", ")}`,
    }),
  keyValue: z
    .string({ error: KEY_REQUIRED_MESSAGE })
    .trim()
    .min(1, KEY_REQUIRED_MESSAGE)
    .max(4096, "must be at most 4096 characters"),
});

/** Stores the key sealed with AES-256-GCM; the value is never returned by any call. */
export async function saveApiKey(
  deps: Deps,
  input: z.output<typeof saveApiKeySchema>,
): Promise<{ success: true; keyName: ProviderKeyName; appliedWithoutRestart: true }> {
  const name = KEY_ALIASES[input.keyName] ?? (input.keyName as ProviderKeyName);
  const now = deps.now();
  // The key name is bound as associated data: a value copied onto another key's row fails to open.
  const encryptedValue = seal(input.keyValue, deps.config.encryptionKey, name);
  await deps.db
    .insert(providerSettings)
    .values({ keyName: name, encryptedValue, updatedAt: now })
    .onConflictDoUpdate({ target: providerSettings.keyName, set: { encryptedValue, updatedAt: now } });
  deps.providers.keys.invalidate();
  deps.log.info({ keyName: name }, "provider key saved");
  return { success: true, keyName: name, appliedWithoutRestart: true };
}

/** Which keys are set and where from — names and dates only. */
export async function listApiKeys(deps: Deps) {
  const sources = await deps.providers.keys.sources();
  return PROVIDER_KEY_NAMES.map((name) => ({ name, ...sources[name] }));
}
