import { setCoverage } from "./shared/coverage";
import { envSchema, type Env } from "./config-env";
import { databaseSslFor, loadDotEnv } from "./ops-config-resolve";
import { type DatabaseSslMode, type MailboxAddress, parseMailbox } from "./ops-config";

/**
 * The configuration a process runs with, built once at boot from the environment (its variables
 * and their parsing are in config-env.ts), with the rules that join several variables.
 */

export type ProviderMode = "simulated" | "live";

export interface Config {
  env: Env;
  /** The listening address: HOST, else 127.0.0.1 outside production and 0.0.0.0 in production. */
  host: string;
  isProduction: boolean;
  isTest: boolean;
  publicBaseUrl: string;
  autoMigrate: boolean;
  ignoreCallingWindows: boolean;
  operatorEmails: string[];
  /** OPERATOR_TOTP_REQUIRED, else on in production: operators must enrol a second factor. */
  operatorTotpRequired: boolean;
  encryptionKey: string;
  /** TLS for every Postgres connection (see src/db/tls.ts). */
  databaseSsl: DatabaseSslMode;
  /** Reply-To of every e-mail: REPLY_TO, else SUPPORT_EMAIL. */
  replyTo: MailboxAddress;
  providers: {
    payments: ProviderMode;
    telephony: ProviderMode;
    email: ProviderMode;
    llm: ProviderMode;
  };
}

export class ConfigError extends Error {
  constructor(public readonly issues: { variable: string; message: string }[]) {
    super("Invalid configuration:\n" + issues.map((i) => `  ${i.variable}: ${i.message}`).join("\n"));
    this.name = "ConfigError";
  }
}

function pickMode(choice: "auto" | "simulated" | "live", hasCredentials: boolean): ProviderMode {
  if (choice === "auto") return hasCredentials ? "live" : "simulated";
  return choice;
}

/** Parses an environment (process.env by default). Throws ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? "(environment)"),
        message: issue.message,
      })),
    );
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  const problems: { variable: string; message: string }[] = [];

  const providers = {
    payments: pickMode(env.PAYMENTS_PROVIDER, !!env.STRIPE_SECRET_KEY),
    telephony: pickMode(env.TELEPHONY_PROVIDER, !!(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN)),
    email: pickMode(env.EMAIL_PROVIDER, !!env.POSTMARK_SERVER_TOKEN),
    llm: pickMode(env.LLM_PROVIDER, !!env.ANTHROPIC_API_KEY),
  };
  if (providers.payments === "live" && !env.STRIPE_SECRET_KEY)
    problems.push({ variable: "STRIPE_SECRET_KEY", message: "required when PAYMENTS_PROVIDER=live" });
  if (providers.payments === "live" && !env.STRIPE_WEBHOOK_SECRET)
    problems.push({ variable: "STRIPE_WEBHOOK_SECRET", message: "required when payments are live" });
  if (providers.telephony === "live" && !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN))
    problems.push({
      variable: "TWILIO_ACCOUNT_SID",
      message: "TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are required when TELEPHONY_PROVIDER=live",
    });
  if (providers.email === "live" && !env.POSTMARK_SERVER_TOKEN)
    problems.push({ variable: "POSTMARK_SERVER_TOKEN", message: "required when EMAIL_PROVIDER=live" });
  if (providers.llm === "live" && !env.ANTHROPIC_API_KEY)
    problems.push({ variable: "ANTHROPIC_API_KEY", message: "required when LLM_PROVIDER=live" });
  if (isProduction && !env.ALLOW_SIMULATED_PROVIDERS) problems.push(...simulatedInProduction(env, providers));
  if (isProduction && !env.ENCRYPTION_KEY)
    problems.push({ variable: "ENCRYPTION_KEY", message: "required in production (32+ characters)" });
  if (isProduction && !env.PUBLIC_BASE_URL)
    problems.push({ variable: "PUBLIC_BASE_URL", message: "required in production" });
  for (const country of ["GB", "AU"] as const)
    if (
      providers.telephony === "live" &&
      env.COVERAGE.includes(country) &&
      !env[`TWILIO_PHONE_NUMBER_${country}`]
    )
      problems.push({
        variable: `TWILIO_PHONE_NUMBER_${country}`,
        message: `required when COVERAGE lists ${country} and telephony is live (references see a local caller id)`,
      });
  // Twilio refuses a ws:// relay and browsers drop secure cookies over http.
  if (isProduction && env.PUBLIC_BASE_URL && new URL(env.PUBLIC_BASE_URL).protocol !== "https:")
    problems.push({ variable: "PUBLIC_BASE_URL", message: "must be an https:// address in production" });
  const databaseSsl = databaseSslFor(env.DATABASE_SSL, env.DATABASE_URL, isProduction);
  if (typeof databaseSsl === "object") problems.push(databaseSsl);
  if (problems.length) throw new ConfigError(problems);
  // The shared phone rule (form schema, REST input) checks numbers against this list.
  setCoverage(env.COVERAGE);

  return {
    env,
    host: env.HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1"),
    isProduction,
    isTest: env.NODE_ENV === "test",
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    autoMigrate: env.AUTO_MIGRATE ?? !isProduction,
    ignoreCallingWindows:
      env.SIM_IGNORE_CALLING_WINDOWS ?? (!isProduction && providers.telephony === "simulated"),
    operatorTotpRequired: env.OPERATOR_TOTP_REQUIRED ?? isProduction,
    operatorEmails: env.OPERATOR_EMAILS.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    // Development key: fine for simulated local data, refused in production above.
    encryptionKey: env.ENCRYPTION_KEY ?? "refline-development-key-not-for-production-use",
    databaseSsl: databaseSsl as DatabaseSslMode,
    replyTo: env.REPLY_TO ?? parseMailbox(env.SUPPORT_EMAIL)!,
    providers,
  };
}

/** What each provider needs to be live: the variables a simulated one is missing. */
const LIVE_CREDENTIALS: Record<keyof Config["providers"], { choice: keyof Env; vars: (keyof Env)[] }> = {
  payments: { choice: "PAYMENTS_PROVIDER", vars: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] },
  telephony: { choice: "TELEPHONY_PROVIDER", vars: ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"] },
  email: { choice: "EMAIL_PROVIDER", vars: ["POSTMARK_SERVER_TOKEN"] },
  llm: { choice: "LLM_PROVIDER", vars: ["ANTHROPIC_API_KEY"] },
};

/**
 * In production a simulated provider would take payments that are not payments and place calls
 * that are not calls: one problem per missing variable (or per forced *_PROVIDER=simulated).
 */
function simulatedInProduction(env: Env, providers: Config["providers"]) {
  const problems: { variable: string; message: string }[] = [];
  const hint = "or set ALLOW_SIMULATED_PROVIDERS=true to run simulated";
  for (const [kind, need] of Object.entries(LIVE_CREDENTIALS) as [
    keyof Config["providers"],
    (typeof LIVE_CREDENTIALS)[keyof Config["providers"]],
  ][]) {
    if (providers[kind] !== "simulated") continue;
    if (env[need.choice] === "simulated") {
      problems.push({ variable: need.choice, message: `is "simulated" in production (${hint})` });
      continue;
    }
    for (const v of need.vars)
      if (!env[v])
        problems.push({
          variable: v,
          message: `required in production: ${kind} would be simulated (${hint})`,
        });
  }
  return problems;
}

/** For process entry points: parse or print the problem and exit. */
export function loadConfigOrExit(source: Record<string, string | undefined> = process.env): Config {
  if (source === process.env) loadDotEnv();
  try {
    return loadConfig(source);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
