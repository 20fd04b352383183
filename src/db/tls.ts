import fs from "node:fs";
import tls from "node:tls";
import type postgres from "postgres";
import type { DatabaseSslMode } from "../ops-config";

/**
 * One TLS setting for every connection, whichever driver opens it. postgres.js and node-postgres
 * read `sslmode` in a URL differently (node-postgres treats require as verify-full), so the
 * parameter is taken out of the URL and each driver gets the same explicit option instead.
 */
export interface DatabaseTarget {
  /** DATABASE_URL without sslmode (and the libpq TLS parameters that go with it). */
  url: string;
  /** postgres.js's `ssl` option (node's tls.connect options). */
  ssl:
    | false
    | {
        rejectUnauthorized: boolean;
        ca?: string;
        checkServerIdentity?: (host: string, cert: tls.PeerCertificate) => Error | undefined;
      };
}

const TLS_PARAMS = ["sslmode", "ssl", "sslrootcert", "sslcert", "sslkey", "uselibpqcompat"];

export function databaseTarget(url: string, mode: DatabaseSslMode): DatabaseTarget {
  const parsed = new URL(url);
  // libpq's sslrootcert: the CA (file) a verify-full server certificate must chain to, for
  // providers whose CA is their own (e.g. a cloud's regional bundle); "system" or absent = the
  // CAs node trusts (plus NODE_EXTRA_CA_CERTS).
  const rootCert = parsed.searchParams.get("sslrootcert");
  const host = parsed.hostname.replace(/^\[(.*)\]$/, "$1");
  for (const p of TLS_PARAMS) parsed.searchParams.delete(p);
  return {
    url: parsed.toString(),
    // require: encrypted, server identity unchecked (Heroku Postgres presents a self-signed
    // certificate); verify-full: the certificate must chain to a trusted CA and name the host.
    ssl:
      mode === "disable"
        ? false
        : mode === "require"
          ? { rejectUnauthorized: false }
          : {
              rejectUnauthorized: true,
              ...(rootCert && rootCert !== "system" ? { ca: readRootCert(rootCert) } : {}),
              // The certificate must name the host in DATABASE_URL. postgres.js gives TLS no
              // server name when that host is an IP address, and node then checks the name
              // against "localhost": a certificate for localhost would pass for any address.
              checkServerIdentity: (_name, cert) => tls.checkServerIdentity(host, cert),
            },
  };
}

function readRootCert(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (err) {
    throw new Error(
      `DATABASE_URL: sslrootcert ${file} cannot be read (${(err as NodeJS.ErrnoException).code})`,
    );
  }
}

/** node's codes for a server certificate that does not chain to a trusted CA or is not valid. */
const UNTRUSTED_CERT = new Set([
  "SELF_SIGNED_CERT_IN_CHAIN",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "CERT_UNTRUSTED",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
]);

/**
 * What a failed first connection means for DATABASE_SSL, in words an operator can act on, or null
 * when the failure is not about TLS (the original error is then the clearer one).
 */
export function explainTlsFailure(err: unknown, mode: DatabaseSslMode): string | null {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "";
  const message = typeof e?.message === "string" ? e.message : String(err);
  if (UNTRUSTED_CERT.has(code)) {
    // Node 24 appends a hint to its reason ("…; if the root CA is installed locally, try running
    // Node.js with --use-system-ca"): the reason is kept in the parentheses, the hint joins the fixes.
    const [reason, ...hint] = message.split("; ");
    const systemCa = hint.some((h) => h.includes("--use-system-ca"))
      ? ", NODE_OPTIONS=--use-system-ca if the CA is in this machine's trust store,"
      : "";
    return (
      `DATABASE_SSL=${mode}: the database server's certificate is not trusted (${reason}). ` +
      "Give the CA that signed it with NODE_EXTRA_CA_CERTS=/path/ca.pem or ?sslrootcert=/path/ca.pem " +
      `in DATABASE_URL${systemCa} or use DATABASE_SSL=require to encrypt without checking the certificate.`
    );
  }
  if (code === "ERR_TLS_CERT_ALTNAME_INVALID")
    return (
      `DATABASE_SSL=${mode}: the database server's certificate does not name the host in ` +
      `DATABASE_URL (${message}). Connect by a name the certificate lists.`
    );
  if (code === "28000" && /no encryption/.test(message))
    return (
      `DATABASE_SSL=${mode}: the database server accepts only encrypted connections (${message}). ` +
      "Set DATABASE_SSL=require or verify-full."
    );
  if (mode !== "disable" && /before secure TLS connection was established/.test(message))
    return (
      `DATABASE_SSL=${mode}: the database server ended the connection before TLS was set up (${message}); ` +
      "it may not offer TLS. Turn TLS on at the server, or set DATABASE_SSL=disable only on a private network."
    );
  return null;
}

/**
 * The first query a process sends, so that a TLS misconfiguration stops it at start with a message
 * naming DATABASE_SSL and the fix rather than node's or Postgres's bare words from deep inside
 * whatever ran first. Any other failure is thrown as it came.
 */
export async function checkDatabaseTls(sql: postgres.Sql, mode: DatabaseSslMode): Promise<void> {
  try {
    await sql`select 1`;
  } catch (err) {
    const explained = explainTlsFailure(err, mode);
    throw explained ? new Error(explained, { cause: err }) : err;
  }
}
