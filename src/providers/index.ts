import type { Config } from "../config";
import type { Db } from "../db/client";
import { createPostmarkEmail } from "./email/postmark";
import { createSimulatedEmail } from "../simulation/email/provider";
import type { EmailProvider } from "./email/types";
import { deriveSecret } from "./installation-secret";
import { createProviderKeys, type ProviderKeys } from "./keys";
import { rebuildOnKeyChange } from "./rebuilding";
import { createAnthropicLlm } from "./llm/anthropic";
import { createSimulatedLlm } from "../simulation/llm/provider";
import type { LlmProvider } from "./llm/types";
import { createSimulatedPayments } from "../simulation/payments/provider";
import { createStripePayments } from "./payments/stripe";
import type { PaymentsProvider } from "./payments/types";
import { redirectingTwilioHttpClient } from "./telephony/http-client";
import { createSimulatedTelephony } from "../simulation/carrier/telephony";
import { createTwilioTelephony } from "./telephony/twilio";
import type { TelephonyProvider } from "./telephony/types";

export interface Providers {
  email: EmailProvider;
  telephony: TelephonyProvider;
  llm: LlmProvider;
  payments: PaymentsProvider;
  /** Credentials saved from /api-keys (else the environment); live providers read keys here. */
  keys: ProviderKeys;
  /**
   * The simulated carrier's equivalent of Twilio's auth token, derived from the installation
   * secret: the product's own processes present it to /sim/carrier and sign the voice handshake
   * with it. Unused when telephony is live.
   */
  simulatedCarrierToken: string;
}

const TWILIO_KEYS = [
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "TWILIO_PHONE_NUMBER_US",
  "TWILIO_PHONE_NUMBER_CA",
] as const;

/**
 * Built once at boot from config and passed down; tests build their own. `installationSecret`
 * (loadInstallationSecret) seeds the simulated providers' credentials, never a constant.
 */
export function createProviders(
  config: Config,
  db: Db,
  installationSecret: string,
  overrides: Partial<Providers> = {},
): Providers {
  const env = config.env;
  const simulatedCarrierToken =
    overrides.simulatedCarrierToken ?? deriveSecret(installationSecret, "simulated-carrier");
  const keys = overrides.keys ?? createProviderKeys(db, config);
  const email =
    overrides.email ??
    (config.providers.email === "live"
      ? rebuildOnKeyChange<EmailProvider, "POSTMARK_SERVER_TOKEN">({
          keys,
          names: ["POSTMARK_SERVER_TOKEN"],
          initial: { POSTMARK_SERVER_TOKEN: env.POSTMARK_SERVER_TOKEN },
          build: (k) =>
            createPostmarkEmail(db, {
              serverToken: k.POSTMARK_SERVER_TOKEN ?? "",
              from: env.EMAIL_FROM.header,
              replyTo: config.replyTo.header,
              requestHost: env.POSTMARK_API_HOST,
            }),
          syncMembers: [],
        })
      : createSimulatedEmail(db, env.EMAIL_FROM.header));
  const telephony =
    overrides.telephony ??
    (config.providers.telephony === "live"
      ? rebuildOnKeyChange<TelephonyProvider, (typeof TWILIO_KEYS)[number]>({
          keys,
          names: TWILIO_KEYS,
          initial: {
            TWILIO_ACCOUNT_SID: env.TWILIO_ACCOUNT_SID,
            TWILIO_AUTH_TOKEN: env.TWILIO_AUTH_TOKEN,
            TWILIO_PHONE_NUMBER_US: env.TWILIO_PHONE_NUMBER_US,
            TWILIO_PHONE_NUMBER_CA: env.TWILIO_PHONE_NUMBER_CA,
          },
          build: (k) =>
            createTwilioTelephony({
              accountSid: k.TWILIO_ACCOUNT_SID ?? "",
              authToken: k.TWILIO_AUTH_TOKEN ?? "",
              numberUS: k.TWILIO_PHONE_NUMBER_US,
              numberCA: k.TWILIO_PHONE_NUMBER_CA,
              // The UK and Australian caller ids come from the environment (not saved from /api-keys).
              numberGB: env.TWILIO_PHONE_NUMBER_GB,
              numberAU: env.TWILIO_PHONE_NUMBER_AU,
              publicBaseUrl: config.publicBaseUrl,
              httpClient: env.TWILIO_API_BASE_URL
                ? redirectingTwilioHttpClient(env.TWILIO_API_BASE_URL)
                : undefined,
            }),
          syncMembers: ["callerNumberFor"],
        })
      : createSimulatedTelephony({ baseUrl: config.publicBaseUrl, carrierToken: simulatedCarrierToken }));
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
      ? rebuildOnKeyChange<PaymentsProvider, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">({
          keys,
          names: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
          initial: {
            STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
            STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
          },
          build: (k) =>
            createStripePayments({
              secretKey: k.STRIPE_SECRET_KEY ?? "",
              publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
              webhookSecret: k.STRIPE_WEBHOOK_SECRET ?? "",
              host: env.STRIPE_API_HOST,
              port: env.STRIPE_API_PORT,
              protocol: env.STRIPE_API_PROTOCOL,
            }),
          syncMembers: ["verifyWebhook"],
        })
      : createSimulatedPayments(db, {
          baseUrl: config.publicBaseUrl,
          webhookSecret:
            env.STRIPE_WEBHOOK_SECRET ??
            `whsec_${deriveSecret(installationSecret, "simulated-stripe-webhook")}`,
        }));
  return { email, telephony, llm, payments, keys, simulatedCarrierToken };
}
