import { z } from "zod";
import { COVERABLE_COUNTRIES } from "./shared/coverage";
import { MODELS } from "./models";
import { operationsEnv } from "./ops-config";

/**
 * Every environment variable the product reads, parsed once when a process starts.
 * An invalid value stops the process with a message that names the variable.
 */
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));
const providerChoice = z.enum(["auto", "simulated", "live"]).default("auto");
/** `NAME=` in a .env file (as .env.example has it) means unset, not an invalid empty value. */
const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the web process listens: loopback outside production, every interface in production. */
  HOST: optionalText,
  PUBLIC_BASE_URL: optionalText.pipe(z.string().url().optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

  DATABASE_URL: optionalText.pipe(z.string().url().optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  EMBEDDED_PG_DIR: z.string().default(".data/postgres"),
  AUTO_MIGRATE: bool.optional(),

  PRODUCT_NAME: z.string().min(1).default("RefLine"),
  SUPPORT_EMAIL: z.string().email().default("support@refline.example"),
  /**
   * Where a candidate may write to dispute a report (printed in the pre-adverse-action packet with
   * the support address). One line, e.g. "RefLine Disputes, 100 Main St, Springfield, IL 62701".
   */
  POSTAL_ADDRESS: optionalText,
  OPERATOR_EMAILS: z.string().default("ops@refline.example"),
  ENCRYPTION_KEY: optionalText.pipe(z.string().min(32).optional()),

  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: emptyAsUnset(z.coerce.number().int().min(1).max(65535).optional()),
  STRIPE_API_PROTOCOL: emptyAsUnset(z.enum(["http", "https"]).optional()),
  STATEMENT_DESCRIPTOR: z.string().max(22).default("REFLINE REF CHECK"),
  PAYMENTS_PROVIDER: providerChoice,

  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_PHONE_NUMBER_US: optionalText,
  TWILIO_PHONE_NUMBER_CA: optionalText,
  /** Caller ids for the UK and Australia: required with live telephony when COVERAGE lists them. */
  TWILIO_PHONE_NUMBER_GB: optionalText,
  TWILIO_PHONE_NUMBER_AU: optionalText,
  TELEPHONY_PROVIDER: providerChoice,
  CALLS_PER_SECOND: z.coerce.number().positive().max(100).default(1),
  /**
   * Countries whose numbers we call, as ISO codes (US, CA, GB, AU). The UK and Australia are
   * the announced next markets: listing them switches on their numbers, zones and holidays.
   */
  COVERAGE: z
    .string()
    .default("US,CA")
    .transform((v) =>
      v
        .split(",")
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(COVERABLE_COUNTRIES, { error: "must list ISO codes among US, CA, GB, AU" }))
        .min(1, "must list at least one country"),
    ),
  /** Seconds between the pre-call SMS notice and the first call (live telephony). */
  SMS_NOTICE_LEAD_SECONDS: z.coerce.number().int().min(0).max(3600).default(180),
  /** Twilio's REST API address; set only to point the SDK at a local fake (tests). */
  TWILIO_API_BASE_URL: optionalText.pipe(z.string().url().optional()),
  /** The interviewer's voice (spec operator-side §9): Google.en-US-Neural2-F/H/A/D or Polly.<Name>-Neural. */
  VOICE: z
    .enum([
      "Google.en-US-Neural2-F",
      "Google.en-US-Neural2-H",
      "Google.en-US-Neural2-A",
      "Google.en-US-Neural2-D",
      "Polly.Matthew-Neural",
      "Polly.Joanna-Neural",
      "Polly.Kendra-Neural",
      "Polly.Joey-Neural",
    ])
    .default("Google.en-US-Neural2-F"),
  /** The interviewer's speaking rate in percent (spec operator-side §9): 80–100 in steps of 5. */
  VOICE_SPEED: z.coerce
    .number()
    .int()
    .min(80, "must be between 80 and 100")
    .max(100, "must be between 80 and 100")
    .refine((n) => n % 5 === 0, "must be a multiple of 5")
    .default(95),

  POSTMARK_SERVER_TOKEN: optionalText,
  POSTMARK_API_HOST: optionalText,
  POSTMARK_WEBHOOK_USER: optionalText,
  POSTMARK_WEBHOOK_PASSWORD: optionalText,
  EMAIL_PROVIDER: providerChoice,

  ANTHROPIC_API_KEY: optionalText,
  ANTHROPIC_BASE_URL: optionalText,
  ANTHROPIC_MODEL_TURNS: optionalText.pipe(z.string().default(MODELS.turns)),
  ANTHROPIC_MODEL_ANALYSIS: optionalText.pipe(z.string().default(MODELS.analysis)),
  LLM_PROVIDER: providerChoice,

  ADMIN_EMAIL: optionalText.pipe(z.string().email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8).optional()),
  ADMIN_API_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  /**
   * Named operator API tokens, "name=token" pairs separated by commas (e.g.
   * "ops-bot@refline.example=…,billing-script=…"): the audit log records each token's name, where
   * ADMIN_API_TOKEN shows as "api-token@operators". Each token 16+ characters.
   */
  ADMIN_API_TOKENS: optionalText.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean)
          .map((p) => {
            const at = p.indexOf("=");
            return { name: p.slice(0, at).trim(), token: p.slice(at + 1).trim() };
          }),
      )
      .pipe(
        z
          .array(
            z.object({
              name: z.string().min(1, "each pair needs a name before =").max(100),
              token: z.string().min(16, "each token must be 16+ characters"),
            }),
          )
          .refine((a) => new Set(a.map((x) => x.token)).size === a.length, "tokens must differ"),
      )
      .optional(),
  ),
  /**
   * Days after a call that its recording, transcript and analysis are kept (the daily
   * retention-purge job removes them); accounting and the check's status stay.
   */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** A processing check with no progress for this long is shown as stuck on /admin. */
  STUCK_CHECK_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** An attention item on a paid check that waits this long e-mails the operators (once). */
  ATTENTION_ALERT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
  /** The same for every other item (free and test checks, data requests, webhook endpoints). */
  ATTENTION_ALERT_OTHER_MINUTES: z.coerce.number().int().min(1).max(43_200).default(1440),

  /**
   * The candidate's authorization before any reference is called: `required` refuses a check
   * without the candidate's e-mail; `when-email` (default) asks for it whenever the check carries
   * `candidateEmail` (the spec's payload without it works as before); `off` never asks.
   */
  CANDIDATE_AUTHORIZATION: z.enum(["required", "when-email", "off"]).default("when-email"),

  EARLY_ADOPTER_LIMIT: z.coerce.number().int().min(0).default(100),
  EARLY_ADOPTER_CUTOFF: z.iso.date().default("2025-09-30"),
  /** Google Analytics 4 measurement id; loaded in the browser only after cookie consent. */
  ANALYTICS_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,16}$/, "must be a Google Analytics 4 measurement id like G-ABC123XYZ")
      .optional(),
  ),
  /** Free first check: claims per IP address in 24 hours, and per e-mail identity in its lifetime. */
  FREE_CHECK_IP_DAILY_LIMIT: z.coerce.number().int().min(0).default(10),
  FREE_CHECK_EMAIL_LIMIT: z.coerce.number().int().min(0).default(2),

  /**
   * Production refuses to start while any provider would be simulated, unless this is true (a
   * staging smoke test, say). The simulated carrier and card form are never served in production.
   */
  ALLOW_SIMULATED_PROVIDERS: bool.default(false),
  /** Simulated calls pause between turns; 0 makes them instant (tests), 1 is real time. */
  SIM_TIME_SCALE: z.coerce.number().min(0).max(1).default(0.02),
  /** Outside production, simulated calls ignore calling windows so a demo works at any hour. */
  SIM_IGNORE_CALLING_WINDOWS: bool.optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  /**
   * A worker process that has not beaten for this long is dead: the jobs it held go back to the
   * queue (it beats every fifth of this). Jobs of a crashed worker otherwise wait for their expiry.
   */
  WORKER_DEAD_AFTER_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  /** Requests per client address per minute across the web process (load tests raise it). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Operator password hashes in flight at once per web process, more get 429 (libuv has 4 threads). */
  OPERATOR_SIGN_IN_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Every operator must enrol a TOTP second factor before using the console (default: in production). */
  OPERATOR_TOTP_REQUIRED: emptyAsUnset(bool.optional()),

  /** Public API (/api/v1): requests per API key per minute. */
  API_RATE_LIMIT_PER_MINUTE: emptyAsUnset(z.coerce.number().int().min(1).max(100_000).default(120)),
  /**
   * Webhook retries: seconds after each failed attempt before the next (Standard Webhooks'
   * schedule, about 27 hours in all). The endpoint is disabled when the last one fails.
   */
  WEBHOOK_RETRY_SCHEDULE_SECONDS: emptyAsUnset(
    z.string().default("5,300,1800,7200,18000,36000,36000"),
  ).transform((v, ctx) => {
    const parts = v.split(",").map((p) => Number(p.trim()));
    if (!parts.length || parts.some((n) => !Number.isFinite(n) || n < 0)) {
      ctx.addIssue({ code: "custom", message: "must be comma-separated seconds, e.g. 5,300,1800" });
      return z.NEVER;
    }
    return parts;
  }),
  /** How long one webhook request may take before it counts as failed. */
  WEBHOOK_TIMEOUT_MS: emptyAsUnset(z.coerce.number().int().min(100).max(60_000).default(10_000)),
  /**
   * Webhook endpoints on private, loopback or link-local addresses are refused (SSRF) unless this
   * is true; it is never honoured in production.
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: bool.default(false),
  /** How often a worker looks for webhook deliveries that are due. */
  WEBHOOK_DISPATCH_INTERVAL_MS: emptyAsUnset(z.coerce.number().int().min(50).max(60_000).default(1000)),

  ...operationsEnv,
});

export type Env = z.infer<typeof envSchema>;
