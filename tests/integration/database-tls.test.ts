import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createDatabase } from "../../src/db/client";
import { connectDatabase } from "../../src/db/connect";
import { startEmbeddedPostgres, type EmbeddedHandle } from "../../src/db/embedded";
import { databaseTarget } from "../../src/db/tls";
import { JobQueue, startBoss } from "../../src/jobs/queue";
import { jobs } from "../../src/jobs/registry";
import type { DatabaseSslMode } from "../../src/ops-config";

/**
 * DATABASE_SSL against a Postgres server of this test's own that speaks TLS with a certificate
 * from a CA made here (openssl, which every Debian/Ubuntu image and macOS has). The certificate
 * names `localhost` only, so 127.0.0.1 is a host it does not name.
 */
let dir: string;
let pg: EmbeddedHandle;
let caFile: string;

function openssl(args: string[]) {
  execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "refline-tls-"));
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl([
    "req",
    "-x509",
    ...ec,
    "-keyout",
    "ca.key",
    "-out",
    "ca.crt",
    "-days",
    "2",
    "-subj",
    "/CN=RefLine test CA",
  ]);
  openssl(["req", ...ec, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost"]);
  fs.writeFileSync(path.join(dir, "ext.cnf"), "subjectAltName=DNS:localhost\n");
  openssl([
    "x509", "-req", "-in", "server.csr", "-CA", "ca.crt", "-CAkey", "ca.key", "-CAcreateserial",
    "-out", "server.crt", "-days", "2", "-extfile", "ext.cnf",
  ]); // prettier-ignore
  caFile = path.join(dir, "ca.crt");
  // Postgres reads its key only if no one else can; run as root, the server runs as `postgres`.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, "server.key"), 0o600);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    fs.chownSync(path.join(dir, "server.key"), uid, gid);
  }
  pg = await startEmbeddedPostgres(path.join(dir, "data"), "refline", {
    postgresFlags: [
      "-c", "ssl=on",
      "-c", `ssl_cert_file=${path.join(dir, "server.crt")}`,
      "-c", `ssl_key_file=${path.join(dir, "server.key")}`,
    ], // prettier-ignore
  });
}, 180_000);

afterAll(async () => {
  await pg?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The URL as DATABASE_URL would give it, with `host` instead of 127.0.0.1 and extra parameters. */
function urlFor(host: string, params: Record<string, string> = {}): string {
  const u = new URL(pg.url);
  u.hostname = host;
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/** Connects the way the product does (one pool, DATABASE_SSL applied) and asks if TLS is on. */
async function probe(url: string, mode: DatabaseSslMode): Promise<{ ssl: boolean } | { error: string }> {
  const target = databaseTarget(url, mode);
  const db = createDatabase(target.url, { max: 1, ssl: target.ssl });
  try {
    const [row] = await db.sql<{ ssl: boolean }[]>`select ssl from pg_stat_ssl where pid = pg_backend_pid()`;
    return { ssl: row!.ssl };
  } catch (err) {
    return { error: String((err as Error).message ?? err) };
  } finally {
    await db.sql.end({ timeout: 1 }).catch(() => {});
  }
}

describe("DATABASE_SSL", () => {
  it("verify-full connects over TLS when the certificate chains to the given CA and names the host", async () => {
    expect(await probe(urlFor("localhost", { sslrootcert: caFile }), "verify-full")).toEqual({ ssl: true });
  });

  it("verify-full refuses a certificate from a CA it does not trust", async () => {
    const r = await probe(urlFor("localhost"), "verify-full");
    expect(r).toHaveProperty("error");
    expect((r as { error: string }).error).toMatch(/self[- ]signed|unable to (get|verify)|certificate/i);
  });

  it("verify-full refuses a trusted certificate that does not name the host", async () => {
    const r = await probe(urlFor("127.0.0.1", { sslrootcert: caFile }), "verify-full");
    expect(r).toHaveProperty("error");
    expect((r as { error: string }).error).toMatch(/127\.0\.0\.1|altnames|hostname|not in the cert/i);
  });

  it("require encrypts without checking the certificate; disable does not encrypt", async () => {
    expect(await probe(urlFor("127.0.0.1"), "require")).toEqual({ ssl: true });
    expect(await probe(urlFor("localhost"), "require")).toEqual({ ssl: true });
    expect(await probe(urlFor("127.0.0.1"), "disable")).toEqual({ ssl: false });
  });

  it("names DATABASE_URL when its sslrootcert cannot be read", () => {
    expect(() =>
      databaseTarget(urlFor("localhost", { sslrootcert: path.join(dir, "missing.crt") }), "verify-full"),
    ).toThrow(/DATABASE_URL: sslrootcert .*missing\.crt cannot be read \(ENOENT\)/);
  });

  it("the product's one pool, pg-boss included, runs over verified TLS from DATABASE_URL and DATABASE_SSL", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: urlFor("localhost", { sslrootcert: caFile }),
      DATABASE_SSL: "verify-full",
      AUTO_MIGRATE: "true",
    });
    expect(config.databaseSsl).toBe("verify-full");
    const database = await connectDatabase(config, { max: 3 });
    try {
      const boss = await startBoss(database.sql, { role: "web" });
      try {
        const id = await new JobQueue(boss).send(jobs.sweep, {}, { singletonKey: "tls" });
        expect(id).toBeTruthy();
        const conns = await database.sql<{ ssl: boolean; n: number }[]>`
          select s.ssl, count(*)::int as n from pg_stat_activity a join pg_stat_ssl s using (pid)
          where a.datname = current_database() and a.backend_type = 'client backend' group by 1`;
        expect(conns).toEqual([{ ssl: true, n: expect.any(Number) }]);
      } finally {
        await boss.stop({ graceful: false, wait: true });
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});
