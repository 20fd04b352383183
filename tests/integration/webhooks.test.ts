import { and, desc, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, outboundEvents, webhookDeliveries, webhookEndpoints } from "../../src/db/schema";
import { deliverWebhook } from "../../src/services/webhooks/deliver";
import {
  assertReachableUrl,
  isPrivateAddress,
  parseEndpointUrl,
} from "../../src/services/webhooks/url-guard";
import { uniqueEmail, waitFor, type TestApp } from "../support/app";
import { accountWithKey, api, apiCheckBody } from "../support/public-api";
import { createEndpoint, startWebhookApp, stopWebhookApp, type Receiver } from "../support/webhook-app";

let t: TestApp;
let rx: Receiver;
beforeAll(async () => {
  ({ t, rx } = await startWebhookApp({
    WEBHOOK_RETRY_SCHEDULE_SECONDS: "1,1,1",
    WEBHOOK_TIMEOUT_MS: "1000",
  }));
});
afterAll(() => stopWebhookApp(t, rx));

type Acct = Awaited<ReturnType<typeof accountWithKey>>;

async function endpoint(acct: Acct, path: string, events?: string[]) {
  const ep = await createEndpoint(t, rx, acct.key, path, events);
  expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
  return ep;
}

async function deliveries(acct: Acct, endpointId: string) {
  const r = await api(t, acct.key, "GET", `/api/v1/webhooks/${endpointId}/deliveries`);
  expect(r.status).toBe(200);
  return r.json.data as {
    id: string;
    eventId: string;
    eventType: string;
    status: string;
    attempts: number;
    log: { attempt: number; outcome: string; statusCode: number | null; error: string | null }[];
  }[];
}

describe("webhooks", () => {
  it("signs every event per Standard Webhooks and follows a check from creation to its report", async () => {
    const acct = await accountWithKey(t, uniqueEmail("hooks"), { name: "Ashby" });
    const ep = await endpoint(acct, "/all");
    const listed = await api(t, acct.key, "GET", "/api/v1/webhooks");
    expect(listed.json.data).toHaveLength(1);
    expect(JSON.stringify(listed.json)).not.toContain(ep.secret);

    const created = await api(
      t,
      acct.key,
      "POST",
      "/api/v1/checks",
      apiCheckBody({ externalId: "ashby-42" }),
    );
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const verifier = new Webhook(ep.secret);
    const types = () =>
      rx.at("/all").map((r) => (verifier.verify(r.body, r.headers) as { type: string }).type);
    await waitFor(async () => types().includes("check.completed"), 90_000, "check.completed webhook");
    expect(types()).toEqual(expect.arrayContaining(["check.created", "report.ready", "check.completed"]));
    expect(types().some((x) => x === "reference.completed" || x === "reference.failed")).toBe(true);
    for (const r of rx.at("/all")) {
      const event = verifier.verify(r.body, r.headers) as {
        type: string;
        timestamp: string;
        data: Record<string, unknown>;
      };
      expect(event.data.checkId).toBe(id);
      expect(event.data.externalId).toBe("ashby-42");
      expect(event.data.testMode).toBe(true);
      expect(r.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    }
    // A forged or re-signed body does not verify.
    const one = rx.at("/all")[0]!;
    expect(() => verifier.verify(one.body.replace(id, "someone-else"), one.headers)).toThrow();
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(one.body, one.headers),
    ).toThrow();

    // The delivery log shows each event once, succeeded with the receiver's status code.
    const log = await deliveries(acct, ep.id);
    expect(log.length).toBe(rx.at("/all").length);
    expect(log.every((d) => d.status === "succeeded" && d.log.at(-1)!.statusCode === 200)).toBe(true);

    // The report the webhook announced: the PDF and its structured analysis.
    const check = await api(t, acct.key, "GET", `/api/v1/checks/${id}`);
    expect(check.json.status).toBe("completed");
    const pdf = await fetch(`${t.url}/api/v1/checks/${id}/report?design=standard`, {
      headers: { authorization: `Bearer ${acct.key}` },
    });
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain("Sam Lee");
    const json = await api(t, acct.key, "GET", `/api/v1/checks/${id}/report.json`);
    expect(json.status).toBe(200);
    expect(
      json.json.summary.interviewed +
        json.json.references.filter((r: { status: string }) => r.status === "failed").length,
    ).toBe(json.json.references.length);
    if (json.json.summary.interviewed > 0) {
      expect(typeof json.json.summary.score).toBe("number");
      expect(
        json.json.references.find((r: { assessment: unknown }) => r.assessment).assessment.summary.length,
      ).toBeGreaterThan(0);
    }
  }, 120_000);

  it("retries after 500s and timeouts with the same webhook-id until a 2xx, logging each attempt", async () => {
    const acct = await accountWithKey(t, uniqueEmail("retry"));
    rx.on("/flaky", (_r, n) => (n <= 2 ? 500 : 200));
    rx.on("/slow", (_r, n) => (n === 1 ? "hang" : 204));
    const flaky = await endpoint(acct, "/flaky", ["check.created"]);
    const slow = await endpoint(acct, "/slow", ["check.created"]);
    const created = await api(t, acct.key, "POST", "/api/v1/checks", apiCheckBody());
    const answeredAt = Date.now();
    expect(created.status).toBe(201);

    await waitFor(
      async () => (await deliveries(acct, flaky.id))[0]?.status === "succeeded",
      30_000,
      "flaky delivery",
    );
    await waitFor(
      async () => (await deliveries(acct, slow.id))[0]?.status === "succeeded",
      30_000,
      "slow delivery",
    );
    const [f] = await deliveries(acct, flaky.id);
    expect(f!.log.map((a) => [a.outcome, a.statusCode])).toEqual([
      ["failed", 500],
      ["failed", 500],
      ["succeeded", 200],
    ]);
    const [s] = await deliveries(acct, slow.id);
    expect(s!.log.map((a) => a.outcome)).toEqual(["failed", "succeeded"]);
    // Delivery never holds up the check: it was answered before the hanging endpoint's first attempt
    // was given up (WEBHOOK_TIMEOUT_MS after it arrived), however slow the machine.
    expect(answeredAt).toBeLessThan(rx.at("/slow")[0]!.at + Number(t.config.env.WEBHOOK_TIMEOUT_MS));
    expect(s!.log[0]!.error).toMatch(/timed out/);
    expect(new Set(rx.at("/flaky").map((r) => r.headers["webhook-id"])).size).toBe(1);
    expect(rx.at("/flaky").map((r) => r.headers["webhook-id"])[0]).toBe(f!.eventId);
    // Retries wait: the second attempt came at least a second after the first.
    const at = rx.at("/flaky").map((r) => r.at);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(900);
  }, 60_000);

  it("disables an endpoint whose every retry failed, e-mails the account, and replays once enabled", async () => {
    const email = uniqueEmail("disable");
    const acct = await accountWithKey(t, email);
    let healthy = false;
    rx.on("/down", () => (healthy ? 200 : 503));
    const ep = await endpoint(acct, "/down", ["check.created"]);
    await api(t, acct.key, "POST", "/api/v1/checks", apiCheckBody());
    await waitFor(
      async () =>
        (await t.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.publicId, ep.id)))[0]
          ?.disabledAt,
      30_000,
      "endpoint disabled",
    );
    const [d] = await deliveries(acct, ep.id);
    expect(d!.status).toBe("failed");
    expect(d!.log.map((a) => a.statusCode)).toEqual([503, 503, 503, 503]);
    const got = await api(t, acct.key, "GET", `/api/v1/webhooks/${ep.id}`);
    expect(got.json.enabled).toBe(false);
    expect(got.json.disabledReason).toMatch(/HTTP 503/);
    const mail = await waitFor(
      async () => {
        const [m] = await t.deps.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, email.toLowerCase()), eq(emailOutbox.tag, "webhook-disabled")))
          .orderBy(desc(emailOutbox.id));
        return m;
      },
      10_000,
      "disabled e-mail",
    );
    expect(mail.textBody).toContain(rx.url("/down"));
    expect(mail.textBody).toContain(`/api/v1/webhooks/${ep.id}/enable`);

    // While disabled, new events are not queued for it.
    await api(t, acct.key, "POST", "/api/v1/checks", apiCheckBody());
    expect(await deliveries(acct, ep.id)).toHaveLength(1);
    const refused = await api(t, acct.key, "POST", `/api/v1/webhooks/${ep.id}/deliveries/${d!.id}/replay`);
    expect(refused.status).toBe(409);

    healthy = true;
    expect((await api(t, acct.key, "POST", `/api/v1/webhooks/${ep.id}/enable`)).json.enabled).toBe(true);
    const replay = await api(t, acct.key, "POST", `/api/v1/webhooks/${ep.id}/deliveries/${d!.id}/replay`);
    expect(replay.status).toBe(200);
    await waitFor(async () => (await deliveries(acct, ep.id))[0]?.status === "succeeded", 20_000, "replayed");
    const ids = rx.at("/down").map((r) => r.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(1);
    expect(rx.processed.filter((x) => x === ids[0])).toHaveLength(1);
  }, 60_000);

  it("keeps accounts apart and validates endpoints", async () => {
    const a = await accountWithKey(t, uniqueEmail("wa"));
    const b = await accountWithKey(t, uniqueEmail("wb"));
    const ep = await endpoint(a, "/a-only", ["check.completed"]);
    for (const [m, p] of [
      ["GET", `/api/v1/webhooks/${ep.id}`],
      ["GET", `/api/v1/webhooks/${ep.id}/deliveries`],
      ["POST", `/api/v1/webhooks/${ep.id}/enable`],
      ["DELETE", `/api/v1/webhooks/${ep.id}`],
    ] as const)
      expect((await api(t, b.key, m, p)).status).toBe(404);
    expect((await api(t, b.key, "GET", "/api/v1/webhooks")).json.data).toEqual([]);
    const bad = await api(t, a.key, "POST", "/api/v1/webhooks", {
      url: "ftp://x",
      events: ["check.exploded"],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(["events.0"]),
    );
    const badUrl = await api(t, a.key, "POST", "/api/v1/webhooks", {
      url: "ftp://x",
      events: ["check.created"],
    });
    expect(badUrl.json.errors).toEqual([{ field: "url", message: "must start with https://" }]);
    expect((await api(t, a.key, "DELETE", `/api/v1/webhooks/${ep.id}`)).status).toBe(200);
    expect((await api(t, a.key, "GET", `/api/v1/webhooks/${ep.id}`)).status).toBe(404);
  });
});

describe("SSRF guard", () => {
  const strict = () => ({ ...t.config, env: { ...t.config.env, WEBHOOK_ALLOW_PRIVATE_URLS: false } });

  it("knows private, loopback, link-local and mapped addresses", () => {
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      // Issue 34: IPv4-compatible, IPv4-translated and hex-mapped forms, 6to4 and Teredo.
      "::7f00:1",
      "::ffff:0:7f00:1",
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
      "2002:7f00:1::1",
      "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "::ffff:808:808"])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it("refuses endpoints on private addresses unless allowed, and never in production", async () => {
    const config = strict();
    for (const url of [
      "http://127.0.0.1:9/x",
      "http://169.254.169.254/latest",
      "http://[::1]/x",
      "http://[::7f00:1]/x",
      "http://[::ffff:0:7f00:1]/x",
      "http://[::ffff:127.0.0.1]/x",
      "http://localhost:8080/x",
      "http://10.0.0.5/x",
    ])
      await expect(assertReachableUrl(config, parseEndpointUrl(config, url)), url).rejects.toMatchObject({
        fieldErrors: { url: ["must not point to a private or loopback address"] },
      });
    const production = {
      ...config,
      isProduction: true,
      env: { ...config.env, WEBHOOK_ALLOW_PRIVATE_URLS: true },
    };
    expect(() => parseEndpointUrl(production, "http://example.com/hook")).toThrow(/https/);
    await expect(assertReachableUrl(production, new URL("https://127.0.0.1/x"))).rejects.toThrow(/private/);
    // Allowed here (the test config), so the suite's receiver on 127.0.0.1 works.
    await expect(assertReachableUrl(t.config, new URL("http://127.0.0.1/x"))).resolves.toBeUndefined();
  });

  it("refuses at delivery time too: a name that resolves inward is not connected to", async () => {
    const acct = await accountWithKey(t, uniqueEmail("rebind"));
    const ep = await endpoint(acct, "/rebind", ["check.created"]);
    const url = rx.url("/rebind").replace("127.0.0.1", "localhost");
    const [row] = await t.deps.db
      .update(webhookEndpoints)
      .set({ url })
      .where(eq(webhookEndpoints.publicId, ep.id))
      .returning();
    // A delivery the worker leaves alone (due in an hour), sent here with production's rule.
    const [event] = await t.deps.db
      .insert(outboundEvents)
      .values({
        publicId: `msg_${"0".repeat(31)}1`,
        userId: row!.userId,
        type: "check.created",
        sequence: 1,
        payload: { type: "check.created" },
      })
      .returning();
    const [delivery] = await t.deps.db
      .insert(webhookDeliveries)
      .values({ eventId: event!.id, endpointId: row!.id, nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const result = await deliverWebhook({ ...t.deps, config: strict() }, delivery!.id);
    expect(result.outcome).toBe("retrying");
    expect(rx.at("/rebind")).toHaveLength(0);
    const [logged] = await deliveries(acct, ep.id);
    expect(logged!.log[0]!.error).toMatch(/private address/);
  });
});
