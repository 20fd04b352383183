import type { DatabaseSslMode } from "../ops-config";

/**
 * One TLS setting for every connection, whichever driver opens it. postgres.js and node-postgres
 * read `sslmode` in a URL differently (node-postgres treats require as verify-full), so the
 * parameter is taken out of the URL and each driver gets the same explicit option instead.
 */
export interface DatabaseTarget {
  /** DATABASE_URL without sslmode (and the libpq TLS parameters that go with it). */
  url: string;
  /** For postgres.js's and node-postgres's `ssl` option alike. */
  ssl: false | { rejectUnauthorized: boolean };
}

const TLS_PARAMS = ["sslmode", "ssl", "sslrootcert", "sslcert", "sslkey", "uselibpqcompat"];

export function databaseTarget(url: string, mode: DatabaseSslMode): DatabaseTarget {
  const parsed = new URL(url);
  for (const p of TLS_PARAMS) parsed.searchParams.delete(p);
  return {
    url: parsed.toString(),
    // require: encrypted, server identity unchecked (Heroku Postgres presents a self-signed
    // certificate); verify-full: the certificate must chain to a trusted CA and name the host.
    ssl: mode === "disable" ? false : { rejectUnauthorized: mode === "verify-full" },
  };
}
