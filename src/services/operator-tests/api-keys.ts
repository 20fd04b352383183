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

type KeyedProvider = "telephony" | "payments" | "email" | "llm";
/** Which provider each key authenticates. */
const KEY_PROVIDER: Record<ProviderKeyName, KeyedProvider> = {
  TWILIO_ACCOUNT_SID: "telephony",
  TWILIO_AUTH_TOKEN: "telephony",
  TWILIO_PHONE_NUMBER_US: "telephony",
  TWILIO_PHONE_NUMBER_CA: "telephony",
  STRIPE_SECRET_KEY: "payments",
  STRIPE_WEBHOOK_SECRET: "payments",
  POSTMARK_SERVER_TOKEN: "email",
  ANTHROPIC_API_KEY: "llm",
};
const KEY_PROVIDER_LABEL: Record<KeyedProvider, string> = {
  telephony: "Telephony",
  payments: "Payments",
  email: "E-mail",
  llm: "The language model",
};
const KEY_PROVIDER_SETTING: Record<KeyedProvider, string> = {
  telephony: "TELEPHONY_PROVIDER",
  payments: "PAYMENTS_PROVIDER",
  email: "EMAIL_PROVIDER",
  llm: "LLM_PROVIDER",
};

/** Stores the key sealed with AES-256-GCM; the value is never returned by any call. */
export async function saveApiKey(
  deps: Deps,
  input: z.output<typeof saveApiKeySchema>,
): Promise<{ success: true; keyName: ProviderKeyName; appliedWithoutRestart: boolean; message: string }> {
  const name = KEY_ALIASES[input.keyName] ?? (input.keyName as ProviderKeyName);
  const now = deps.now();
  // The key name is bound as associated data: a value copied onto another key's row fails to open.
  const encryptedValue = seal(input.keyValue, deps.config.encryptionKey, name);
  await deps.db
    .insert(providerSettings)
    .values({ keyName: name, encryptedValue, updatedAt: now })
    .onConflictDoUpdate({ target: providerSettings.keyName, set: { encryptedValue, updatedAt: now } });
  deps.providers.keys.invalidate();
  // Live providers rebuild their SDK client when one of their keys changes: do it now in this
  // process (other processes follow within the key cache's few seconds).
  const provider = deps.providers[KEY_PROVIDER[name]] as { mode: string; refresh?: () => Promise<void> };
  await provider.refresh?.();
  deps.log.info({ keyName: name }, "provider key saved");
  const live = provider.mode === "live";
  return {
    success: true,
    keyName: name,
    appliedWithoutRestart: live,
    message: live
      ? "Applied within seconds. No restart needed."
      : `Saved. ${KEY_PROVIDER_LABEL[KEY_PROVIDER[name]]} is simulated on this server, so the key is not used until ${KEY_PROVIDER_SETTING[KEY_PROVIDER[name]]} is set to live (or auto with its credentials in the environment) and the server restarts.`,
  };
}

/** Which keys are set and where from — names and dates only. */
export async function listApiKeys(deps: Deps) {
  const sources = await deps.providers.keys.sources();
  return PROVIDER_KEY_NAMES.map((name) => ({ name, ...sources[name] }));
}
