import fs from "node:fs";
import tls from "node:tls";
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
