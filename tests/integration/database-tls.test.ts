import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generate } from "selfsigned";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createDatabase } from "../../src/db/client";
import { connectDatabase } from "../../src/db/connect";
import { startEmbeddedPostgres, type EmbeddedHandle } from "../../src/db/embedded";
import { databaseTarget } from "../../src/db/tls";
import { JobQueue, startBoss } from "../../src/jobs/queue";
import { jobs } from "../../src/jobs/registry";
import type { DatabaseSslMode } from "../../src/ops-config";
import { ROOT } from "../support/cluster";
import { withDatabase } from "../support/global-setup";

/**
 * DATABASE_SSL against a Postgres server of this test's own that speaks TLS with a certificate
 * from a CA made here in code (selfsigned, no openssl binary needed). The certificate
 * names `localhost` only, so 127.0.0.1 is a host it does not name.
 */
let dir: string;
let pg: EmbeddedHandle;
let caFile: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "refline-tls-"));
  const ec = { keyType: "ec", curve: "P-256", algorithm: "sha256" } as const;
  const notAfterDate = new Date(Date.now() + 2 * 86_400_000);
  const ca = await generate([{ name: "commonName", value: "RefLine test CA" }], {
    ...ec,
    notAfterDate,
    extensions: [
      { name: "basicConstraints", cA: true, critical: true },
      { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const server = await generate([{ name: "commonName", value: "localhost" }], {
    ...ec,
    notAfterDate,
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true },
      { name: "extKeyUsage", serverAuth: true },
      { name: "subjectAltName", altNames: [{ type: 2, value: "localhost" }] },
    ],
  });
  fs.writeFileSync(path.join(dir, "ca.crt"), ca.cert);
  fs.writeFileSync(path.join(dir, "server.crt"), server.cert);
  fs.writeFileSync(path.join(dir, "server.key"), server.private);
  caFile = path.join(dir, "ca.crt");
  // Postgres reads its key only if no one else can; run as root, the server runs as `postgres`.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, "server.key"), 0o600);
  if (process.getuid?.() === 0) {
    // The `postgres` account's ids, from /etc/passwd (no `id` binary needed).
    const entry = fs
      .readFileSync("/etc/passwd", "utf8")
      .split("\n")
      .find((l) => l.startsWith("postgres:"));
    if (!entry) throw new Error("running as root, but no postgres account in /etc/passwd");
    const [, , uid, gid] = entry.split(":");
    fs.chownSync(path.join(dir, "server.key"), Number(uid), Number(gid));
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

/** A process of its own connecting the product's way with `env`, as a deployed one would start. */
function child(env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  const p = spawn(process.execPath, ["--import", "tsx", "tests/support/database-tls-child.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "test",
      AUTO_MIGRATE: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  p.stdout.on("data", (d: Buffer) => (out += d.toString()));
  p.stderr.on("data", (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => p.once("exit", (code) => resolve({ code, out, err })));
}

describe("DATABASE_SSL=verify-full with the CA in NODE_EXTRA_CA_CERTS (a process of its own)", () => {
  it("the query pool and pg-boss connect over verified TLS", async () => {
    const r = await child({
      DATABASE_URL: urlFor("localhost"),
      DATABASE_SSL: "verify-full",
      NODE_EXTRA_CA_CERTS: caFile,
    });
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out.trim().split("\n").pop()!)).toEqual({
      job: true,
      connections: [{ ssl: true, n: expect.any(Number) }],
    });
  }, 90_000);

  it("without the CA the process stops at start with an error naming DATABASE_SSL and the fix", async () => {
    const r = await child({ DATABASE_URL: urlFor("localhost"), DATABASE_SSL: "verify-full" });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /FAILED: DATABASE_SSL=verify-full: the database server's certificate is not trusted \((unable to verify the first certificate|self-signed certificate in certificate chain)\)\./,
    );
    expect(r.err).toContain("NODE_EXTRA_CA_CERTS=/path/ca.pem or ?sslrootcert=/path/ca.pem");
  }, 90_000);

  it("with the CA but a host the certificate does not name, it stops with an error saying so", async () => {
    const r = await child({
      DATABASE_URL: urlFor("127.0.0.1"),
      DATABASE_SSL: "verify-full",
      NODE_EXTRA_CA_CERTS: caFile,
    });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /FAILED: DATABASE_SSL=verify-full: the database server's certificate does not name the host in DATABASE_URL \(.*127\.0\.0\.1/,
    );
  }, 90_000);
});

describe("a server without TLS", () => {
  it("require stops the process at start with an error saying the server may not offer TLS", async (ctx) => {
    // The suite's own server (embedded, or TEST_DATABASE_URL's): only when it has TLS off.
    const url = withDatabase(inject("pgAdminUrl"), inject("pgTemplateDb"));
    const plain = createDatabase(url, { max: 1 });
    const [{ ssl }] = (await plain.sql<{ ssl: string }[]>`show ssl`) as unknown as [{ ssl: string }];
    await plain.close();
    if (ssl === "on") ctx.skip();
    const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: url, DATABASE_SSL: "require" });
    await expect(connectDatabase(config, { max: 1 })).rejects.toThrow(
      /^DATABASE_SSL=require: the database server ended the connection before TLS was set up \(.*\); it may not offer TLS\./,
    );
  });
});

describe("a server that accepts only TLS (hostssl in pg_hba.conf)", () => {
  beforeAll(async () => {
    const hba = path.join(dir, "data", "pg_hba.conf");
    fs.writeFileSync(
      hba,
      "local all all password\nhostssl all all 127.0.0.1/32 password\nhostssl all all ::1/128 password\n",
    );
    const admin = createDatabase(pg.url, { max: 1, ssl: { rejectUnauthorized: false } });
    try {
      await admin.sql`select pg_reload_conf()`;
    } finally {
      await admin.close();
    }
  });

  it("disable is refused by the server, and the product says to turn TLS on", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: urlFor("127.0.0.1"),
      DATABASE_SSL: "disable",
    });
    await expect(connectDatabase(config, { max: 2 })).rejects.toThrow(
      /^DATABASE_SSL=disable: the database server accepts only encrypted connections \(no pg_hba\.conf entry for host "127\.0\.0\.1".*no encryption\)\. Set DATABASE_SSL=require or verify-full\.$/,
    );
  });

  it("require still connects, encrypted, without checking the certificate", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: urlFor("127.0.0.1"),
      DATABASE_SSL: "require",
    });
    const database = await connectDatabase(config, { max: 2 });
    try {
      const [row] = await database.sql<
        { ssl: boolean }[]
      >`select ssl from pg_stat_ssl where pid = pg_backend_pid()`;
      expect(row).toEqual({ ssl: true });
    } finally {
      await database.close();
    }
  });
});
