import { spawn, type ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRefLineClient, verifyWebhook, WebhookVerificationError } from "../../clients/typescript/src";
import { generateClientTypes } from "../../clients/typescript/scripts/types";
import { apiCheckOrigins } from "../../src/db/schema";
import { signWebhook } from "../../src/services/webhooks/signing";
import { ROOT } from "../support/cluster";
import { startTestApp, uniqueEmail, uniquePhone, waitFor, type TestApp } from "../support/app";
import { accountWithKey } from "../support/public-api";

/* The official TypeScript client (clients/typescript): its types, its README's examples run for real. */

const CLIENT = join(ROOT, "clients/typescript");
let t: TestApp;
const children: ChildProcess[] = [];
beforeAll(async () => {
  t = await startTestApp({
    worker: true,
    env: { WEBHOOK_ALLOW_PRIVATE_URLS: "true", WEBHOOK_DISPATCH_INTERVAL_MS: "200" },
  });
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill();
  await t?.stop();
});

/** Runs one of the README's examples as its own process (tsx resolves "@refline/client" to the source). */
function runExample(name: string, env: Record<string, string>) {
  const child = spawn(join(ROOT, "node_modules/.bin/tsx"), [join(CLIENT, "examples", name)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  children.push(child);
  let out = "";
  let err = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, out: () => out, err: () => err, exited };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

const codeBlocks = (md: string) => [...md.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);

describe("the official TypeScript client", () => {
  it("is generated from the document the server publishes, and its README shows the examples that run", async () => {
    expect(await readFile(join(CLIENT, "src/schema.ts"), "utf8")).toBe(await generateClientTypes());
    // The same from the live document the server answers.
    expect(await generateClientTypes(`${t.url}/api/v1/openapi.json`)).toContain('"check.created": {');
    const readme = await readFile(join(CLIENT, "README.md"), "utf8");
    expect(codeBlocks(readme)).toEqual([
      await readFile(join(CLIENT, "examples/checks.ts"), "utf8"),
      await readFile(join(CLIENT, "examples/webhooks.ts"), "utf8"),
    ]);
  });

  it("the README's checks example creates, reads and lists a check on the real server", async () => {
    const acct = await accountWithKey(t, uniqueEmail("client-readme"));
    const candidate = String(Date.now());
    const run = runExample("checks.ts", {
      REFLINE_API_KEY: acct.key,
      REFLINE_BASE_URL: t.url,
      CANDIDATE_ID: candidate,
    });
    expect(await run.exited, run.err()).toBe(0);
    const id = /created (\S+) (\w+)/.exec(run.out())?.[1];
    expect(id, run.out()).toMatch(/^\S+$/);
    expect(run.out()).toMatch(new RegExp(`status \\w+ \\w+`));
    expect(run.out()).toContain(`listed ${id} greenhouse-4711`);
    const origins = await t.deps.db
      .select()
      .from(apiCheckOrigins)
      .where(eq(apiCheckOrigins.externalId, "greenhouse-4711"));
    expect(origins.filter((o) => o.userId === origins[0]!.userId).length).toBeGreaterThanOrEqual(1);

    // Run again with the same Idempotency-Key: the same check, not a second one.
    const again = runExample("checks.ts", {
      REFLINE_API_KEY: acct.key,
      REFLINE_BASE_URL: t.url,
      CANDIDATE_ID: candidate,
    });
    expect(await again.exited, again.err()).toBe(0);
    expect(again.out()).toContain(`created ${id} `);
  }, 60_000);

  it("the README's webhook receiver verifies real deliveries with Standard Webhooks", async () => {
    const acct = await accountWithKey(t, uniqueEmail("client-hooks"));
    const client = createRefLineClient({ apiKey: acct.key, baseUrl: t.url });
    const port = await freePort();
    const { data: endpoint, error } = await client.POST("/api/v1/webhooks", {
      body: {
        url: `http://127.0.0.1:${port}/refline`,
        events: ["check.created", "reference.failed", "check.failed"],
      },
    });
    expect(error).toBeUndefined();
    const receiver = runExample("webhooks.ts", {
      REFLINE_WEBHOOK_SECRET: endpoint!.secret,
      PORT: String(port),
    });
    await waitFor(async () => run(receiver).includes("listening"), 30_000, "receiver listening");

    const { data: check } = await client.POST("/api/v1/checks", {
      body: {
        candidateName: "Sam Lee",
        role: "Engineer",
        companyName: "Acme",
        termsAccepted: true,
        consentGiven: true,
        reference1: { name: "Pat Kim", phone: uniquePhone(), relationship: "colleague" },
      },
    });
    expect(
      (await client.POST("/api/v1/checks/{id}/cancel", { params: { path: { id: check!.id } } })).response
        .status,
    ).toBe(200);
    await waitFor(
      async () => run(receiver).includes(`event check.failed ${check!.id}`),
      30_000,
      "check.failed",
    );
    const events = run(receiver)
      .split("\n")
      .filter((l) => l.startsWith("event ") && l.includes(check!.id));
    expect(events[0]).toBe(`event check.created ${check!.id} 1`);
    expect(events.map((l) => Number(l.split(" ")[3]))).toEqual(events.map((_, i) => i + 1));
    expect(run(receiver)).toMatch(/reference 1 /);
    receiver.child.kill();
  }, 60_000);

  it("verifyWebhook refuses a forged body or a wrong secret", () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    const body = JSON.stringify({ type: "check.created", timestamp: new Date().toISOString(), data: {} });
    const ts = Math.floor(Date.now() / 1000);
    const headers = new Headers({
      "webhook-id": "msg_1",
      "webhook-timestamp": String(ts),
      "webhook-signature": signWebhook(secret, "msg_1", ts, body),
    });
    expect(verifyWebhook(secret, body, headers).type).toBe("check.created");
    expect(() => verifyWebhook(secret, body.replace("created", "failed"), headers)).toThrow(
      WebhookVerificationError,
    );
    expect(() => verifyWebhook(`whsec_${Buffer.alloc(32, 8).toString("base64")}`, body, headers)).toThrow(
      WebhookVerificationError,
    );
    expect(() => createRefLineClient({ apiKey: "sk_nope", baseUrl: t.url })).toThrow(/RefLine key/);
  });
});

const run = (r: ReturnType<typeof runExample>) => r.out();
