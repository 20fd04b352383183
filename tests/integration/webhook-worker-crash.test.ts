import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../../src/db/schema";
import { startTestApp, uniqueEmail, waitFor, type TestApp } from "../support/app";
import { accountWithKey, api, apiCheckBody } from "../support/public-api";
import { testWorkers } from "../support/test-worker";
import { startReceiver } from "../support/webhook-receiver";

let t: TestApp;
let rx: Awaited<ReturnType<typeof startReceiver>>;
const workers = testWorkers();
const WORKER_ENV = {
  WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  WEBHOOK_TIMEOUT_MS: "2000",
  WEBHOOK_DISPATCH_INTERVAL_MS: "200",
  WORKER_DEAD_AFTER_SECONDS: "5",
};

beforeAll(async () => {
  rx = await startReceiver();
  t = await startTestApp({ env: WORKER_ENV });
});
afterAll(async () => {
  workers.stopAll();
  await t?.stop();
  await rx?.close();
});

describe("a worker killed mid-delivery", () => {
  it("delivers the event once per endpoint: the retry repeats the webhook-id, the receiver dedupes, the log shows one success", async () => {
    const acct = await accountWithKey(t, uniqueEmail("crash"));
    const created = await api(t, acct.key, "POST", "/api/v1/webhooks", {
      url: rx.url("/crash"),
      events: ["check.created"],
    });
    expect(created.status).toBe(201);
    const first = workers.start(t, WORKER_ENV);
    // The first request arrives: the worker is killed before it can read the answer or record it.
    rx.on("/crash", async (_r, n) => {
      if (n === 1) {
        first.kill("SIGKILL");
        await new Promise((r) => first.once("exit", r));
      }
      return 200;
    });
    const check = await api(t, acct.key, "POST", "/api/v1/checks", apiCheckBody());
    expect(check.status).toBe(201);
    await waitFor(
      async () => first.exitCode !== null || first.signalCode !== null,
      90_000,
      "first worker killed",
    );
    workers.start(t, WORKER_ENV);

    const [endpoint] = await t.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.publicId, created.json.id));
    const delivery = await waitFor(
      async () => {
        const [d] = await t.deps.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpoint!.id));
        return d?.status === "succeeded" ? d : null;
      },
      120_000,
      "delivery succeeded after the restart",
    );
    const sent = rx.at("/crash");
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((r) => r.headers["webhook-id"])).size).toBe(1);
    const verifier = new Webhook(created.json.secret);
    for (const r of sent) expect(verifier.verify(r.body, r.headers)).toMatchObject({ type: "check.created" });
    expect(rx.processed).toEqual([sent[0]!.headers["webhook-id"]]);

    const log = await t.deps.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery.id))
      .orderBy(webhookAttempts.id);
    expect(log.filter((a) => a.outcome === "succeeded")).toHaveLength(1);
    expect(log[0]!.outcome).toBe("sending"); // cut off with its worker
    const api200 = await api(t, acct.key, "GET", `/api/v1/webhooks/${created.json.id}/deliveries`);
    expect(api200.json.data[0].status).toBe("succeeded");
  }, 200_000);
});
