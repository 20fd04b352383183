import type { Config } from "../config";
import type { Db } from "../db/client";
import { createPostmarkEmail } from "./email/postmark";
import { createSimulatedEmail } from "./email/simulated";
import type { EmailProvider } from "./email/types";
import { createProviderKeys, type ProviderKeys } from "./keys";
import { createAnthropicLlm } from "./llm/anthropic";
import { createSimulatedLlm } from "./llm/simulated";
import type { LlmProvider } from "./llm/types";
import { createSimulatedPayments } from "./payments/simulated";
import { createStripePayments } from "./payments/stripe";
import type { PaymentsProvider } from "./payments/types";
import { redirectingTwilioHttpClient } from "./telephony/http-client";
import { createSimulatedTelephony } from "./telephony/simulated";
import { createTwilioTelephony } from "./telephony/twilio";
import type { TelephonyProvider } from "./telephony/types";

export interface Providers {
  email: EmailProvider;
  telephony: TelephonyProvider;
  llm: LlmProvider;
  payments: PaymentsProvider;
  /** Credentials saved from /api-keys (else the environment); live providers read keys here. */
  keys: ProviderKeys;
}

/** Built once at boot from config and passed down; tests build their own. */
export function createProviders(config: Config, db: Db, overrides: Partial<Providers> = {}): Providers {
  const env = config.env;
  const keys = overrides.keys ?? createProviderKeys(db, config);
  const email =
    overrides.email ??
    (config.providers.email === "live"
      ? createPostmarkEmail(db, {
          serverToken: env.POSTMARK_SERVER_TOKEN!,
          from: env.EMAIL_FROM,
          requestHost: env.POSTMARK_API_HOST,
        })
      : createSimulatedEmail(db, env.EMAIL_FROM));
  const telephony =
    overrides.telephony ??
    (config.providers.telephony === "live"
      ? createTwilioTelephony({
          accountSid: env.TWILIO_ACCOUNT_SID!,
          authToken: env.TWILIO_AUTH_TOKEN!,
          numberUS: env.TWILIO_PHONE_NUMBER_US,
          numberCA: env.TWILIO_PHONE_NUMBER_CA,
          publicBaseUrl: config.publicBaseUrl,
          httpClient: env.TWILIO_API_BASE_URL
            ? redirectingTwilioHttpClient(env.TWILIO_API_BASE_URL)
            : undefined,
        })
      : createSimulatedTelephony({ baseUrl: config.publicBaseUrl }));
  const llm =
    overrides.llm ??
    (config.providers.llm === "live"
      ? createAnthropicLlm({
          apiKey: () => keys.get("ANTHROPIC_API_KEY"),
          baseURL: env.ANTHROPIC_BASE_URL,
          modelTurns: env.ANTHROPIC_MODEL_TURNS,
          modelAnalysis: env.ANTHROPIC_MODEL_ANALYSIS,
        })
      : createSimulatedLlm());
  const payments =
    overrides.payments ??
    (config.providers.payments === "live"
      ? createStripePayments({
          secretKey: env.STRIPE_SECRET_KEY!,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          host: env.STRIPE_API_HOST,
          port: env.STRIPE_API_PORT,
          protocol: env.STRIPE_API_PROTOCOL,
        })
      : createSimulatedPayments(db, {
          baseUrl: config.publicBaseUrl,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        }));
  return { email, telephony, llm, payments, keys };
}
