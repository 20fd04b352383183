import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boot } from "../../src/boot";
import { loadConfig } from "../../src/config";
import { connectDatabase } from "../../src/db/connect";
import { createLogger } from "../../src/logger";
import { createProviders } from "../../src/providers";
import { startTestApp, type TestApp } from "../support/app";
import { createTestDatabase, type TestDatabase } from "../support/db";
import { startFakePostmark } from "../support/fake-postmark";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe("TRUST_PROXY=1 behind one router", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db, env: { TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: "50" } });
  });
  afterAll(async () => {
    await t.app.close();
  });

  // The rate limit counts per client address, so its remaining budget shows whom we took it for.
  const remaining = async (forwardedFor: string) =>
    Number(
      (await fetch(`${t.url}/healthz`, { headers: { "x-forwarded-for": forwardedFor } })).headers.get(
        "x-ratelimit-remaining",
      ),
    );

  it("takes the address the router appended, whatever the client wrote before it", async () => {
    const a1 = await remaining("203.0.113.9, 198.51.100.1");
    const a2 = await remaining("1.2.3.4, 198.51.100.1"); // spoofed first entry: same client
    const a3 = await remaining("198.51.100.1");
    expect([a1 - a2, a2 - a3]).toEqual([1, 1]);
    // Another visitor behind the same router has a budget of their own.
    expect(await remaining("203.0.113.9, 198.51.100.2")).toBe(49);
  });
});

describe("DATABASE_SSL", () => {
  const config = (ssl: string) =>
    loadConfig({ NODE_ENV: "test", DATABASE_URL: db.url, AUTO_MIGRATE: "false", DATABASE_SSL: ssl });

  it("require: the one pool (queries and the job queue alike) insists on TLS (this server has none)", async () => {
    // Connecting checks the server first, so the process stops at start (src/db/tls.ts).
    await expect(connectDatabase(config("require"))).rejects.toThrow(/ssl|tls/i);
    // Booting on it fails before anything runs: pg-boss has no pool of its own to fall back on.
    await expect(boot(config("require"), createLogger(config("require"), "t"), "web")).rejects.toThrow(
      /ssl|tls/i,
    );
  });

  it("disable: both connect", async () => {
    const c = config("disable");
    const booted = await boot(c, createLogger(c, "t"), "web");
    try {
      expect((await booted.database.sql`select 1 as one`)[0]).toEqual({ one: 1 });
      expect(await booted.boss.getQueues()).not.toHaveLength(0);
    } finally {
      await booted.shutdown();
    }
  });
});

describe("e-mail identity", () => {
  it("sends From with its display name and Reply-To on every message", async () => {
    const fake = await startFakePostmark();
    try {
      const config = loadConfig({
        NODE_ENV: "test",
        POSTMARK_SERVER_TOKEN: "test-server-token",
        POSTMARK_API_HOST: fake.host,
        EMAIL_FROM: "RefLine Reports <reports@refline.example>",
        SUPPORT_EMAIL: "help@refline.example",
      });
      const { email } = createProviders(config, db.db, "ops-config-test-installation-secret");
      await email.send({ to: "someone@example.com", subject: "Hello", text: "Hi" });
      const body = fake.messages[0]!.body as (typeof fake.messages)[0]["body"] & { ReplyTo?: string };
      expect(body.From).toBe('"RefLine Reports" <reports@refline.example>');
      expect(body.ReplyTo).toBe("help@refline.example");
    } finally {
      await fake.close();
    }
  });
});
