import fs from "node:fs";
import path from "node:path";
import { DATABASE_SSL_MODES, type DatabaseSslMode } from "./ops-config";

/** libpq's sslmode values, each mapped to the nearest mode we apply (never a weaker one). */
const SSLMODE_FROM_URL: Record<string, DatabaseSslMode> = {
  disable: "disable",
  allow: "require",
  prefer: "require",
  require: "require",
  "verify-ca": "verify-full",
  "verify-full": "verify-full",
};

/**
 * The one TLS mode for every connection. DATABASE_SSL wins; else the URL's sslmode (hosted
 * Postgres URLs often carry one); else require in production and disable elsewhere. A URL whose
 * sslmode disagrees with DATABASE_SSL is refused rather than silently overridden.
 */
export function databaseSslFor(
  setting: DatabaseSslMode | undefined,
  url: string | undefined,
  isProduction: boolean,
): DatabaseSslMode | { variable: string; message: string } {
  const raw = url ? new URL(url).searchParams.get("sslmode") : null;
  const fromUrl = raw === null ? undefined : SSLMODE_FROM_URL[raw];
  if (raw !== null && !fromUrl)
    return { variable: "DATABASE_URL", message: `sslmode=${raw} is not a Postgres sslmode` };
  if (setting && fromUrl && setting !== fromUrl)
    return {
      variable: "DATABASE_SSL",
      message: `${setting} contradicts sslmode=${raw} in DATABASE_URL: remove one of them`,
    };
  return setting ?? fromUrl ?? (isProduction ? "require" : "disable");
}

export const isDatabaseSslMode = (v: string): v is DatabaseSslMode =>
  (DATABASE_SSL_MODES as readonly string[]).includes(v);

/**
 * Development reads `.env` from the working directory (variables already set win: Node's
 * loader never overrides them). Production and tests take their environment as given.
 */
export function loadDotEnv(file = path.resolve(".env")): boolean {
  const mode = process.env.NODE_ENV ?? "development";
  if (mode !== "development" || !fs.existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
