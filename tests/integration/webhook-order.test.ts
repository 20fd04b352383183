import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  outboundEvents,
  referenceChecks,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "../../src/db/schema";
import { deliverWebhook } from "../../src/services/webhooks/deliver";
import { ORDER_WAIT_MINUTES } from "../../src/services/webhooks/order";
import { uniqueEmail, waitFor, type TestApp } from "../support/app";
import { accountWithKey, api, apiCheckBody } from "../support/public-api";
import { createEndpoint, startWebhookApp, stopWebhookApp, type Receiver } from "../support/webhook-app";

/* Webhook order: per-check sequence numbers, in-order delivery per endpoint, nothing after disabling. */

let t: TestApp;
let rx: Receiver;
beforeAll(async () => {
  ({ t, rx } = await startWebhookApp({
    WEBHOOK_RETRY_SCHEDULE_SECONDS: "1,1,1,1",
    // Room for a slow receiver (1.5 s) on a busy machine: no test here is about time-outs.
    WEBHOOK_TIMEOUT_MS: "10000",
  }));
});
afterAll(() => stopWebhookApp(t, rx));

type Acct = Awaited<ReturnType<typeof accountWithKey>>;
interface Envelope {
  type: string;
  timestamp: string;
  data: { checkId: string; sequence: number; occurredAt: string };
}

async function endpoint(acct: Acct, path: string, events?: string[]) {
  const ep = await createEndpoint(t, rx, acct.key, path, events);
  const [row] = await t.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.publicId, ep.id));
  return { ...ep, row: row! };
}

/** An event and its delivery to `endpointId`, written as the trigger would (the worker sends it when due). */
async function event(
  endpointRow: typeof webhookEndpoints.$inferSelect,
  checkId: number,
  sequence: number,
  due: Date,
) {
  const [e] = await t.deps.db
    .insert(outboundEvents)
    .values({
      publicId: `msg_${crypto.randomUUID().replace(/-/g, "")}`,
      userId: endpointRow.userId,
      referenceCheckId: checkId,
      type: "reference.failed",
      sequence,
      payload: { type: "reference.failed", data: { sequence } },
    })
    .returning();
  const [d] = await t.deps.db
    .insert(webhookDeliveries)
    .values({ eventId: e!.id, endpointId: endpointRow.id, nextAttemptAt: due })
    .returning();
  return { event: e!, delivery: d! };
}

/** A check nobody listens to (its own events go nowhere), to hang hand-made events on. */
async function quietCheck() {
  const other = await accountWithKey(t, uniqueEmail("quiet"));
  const made = await api(t, other.key, "POST", "/api/v1/checks", apiCheckBody());
  const [row] = await t.deps.db
    .select()
    .from(referenceChecks)
    .where(eq(referenceChecks.publicId, made.json.id as string));
  return row!;
}

describe("webhook order", () => {
  it("numbers a check's events 1, 2, 3 … and holds later ones back while an earlier one is retried", async () => {
    const acct = await accountWithKey(t, uniqueEmail("order"));
    const ep = await endpoint(acct, "/ordered");
    const verifier = new Webhook(ep.secret);
    let createdTries = 0;
    rx.on("/ordered", (r) => {
      const e = verifier.verify(r.body, r.headers) as Envelope;
      // check.created fails twice: everything after it must wait for it.
      if (e.type === "check.created" && ++createdTries <= 2) return 500;
      return 200;
    });
    const created = await api(t, acct.key, "POST", "/api/v1/checks", apiCheckBody());
    expect(created.status).toBe(201);
    const cancelled = await api(t, acct.key, "POST", `/api/v1/checks/${created.json.id}/cancel`);
    expect(cancelled.status).toBe(200);

    const events = async () =>
      t.deps.db
        .select()
        .from(outboundEvents)
        .where(eq(outboundEvents.userId, ep.row.userId))
        .orderBy(outboundEvents.sequence);
    await waitFor(
      async () => {
        const all = await events();
        return all.some((e) => e.type === "check.failed") && rx.processed.length >= all.length && all;
      },
      45_000,
      "every event delivered",
    );
    const all = await events();
    expect(all.map((e) => e.sequence)).toEqual(all.map((_, i) => i + 1));
    expect(all[0]!.type).toBe("check.created");
    expect(all.at(-1)!.type).toBe("check.failed");
    expect(all.length).toBeGreaterThanOrEqual(3);

    // Every request arrived only after every earlier event had been accepted (the receiver
    // refused check.created's first two tries).
    const accepted = new Set<number>();
    let createdSeen = 0;
    for (const r of rx.at("/ordered")) {
      const e = verifier.verify(r.body, r.headers) as Envelope;
      expect(e.data.checkId).toBe(created.json.id);
      for (let s = 1; s < e.data.sequence; s++)
        expect(
          accepted.has(s),
          `event ${e.data.sequence} (${e.type}) was sent before ${s} was accepted`,
        ).toBe(true);
      if (e.type !== "check.created" || ++createdSeen > 2) accepted.add(e.data.sequence);
    }
    expect(createdTries).toBe(3);
    // occurredAt is the envelope's timestamp and never goes backwards along the sequence.
    const seen = rx
      .at("/ordered")
      .map((r) => verifier.verify(r.body, r.headers) as Envelope)
      .sort((a, b) => a.data.sequence - b.data.sequence);
    for (const e of seen) expect(e.data.occurredAt).toBe(e.timestamp);
    for (let i = 1; i < seen.length; i++)
      expect(Date.parse(seen[i]!.data.occurredAt)).toBeGreaterThanOrEqual(
        Date.parse(seen[i - 1]!.data.occurredAt),
      );
  }, 60_000);

  it(`waits for an earlier event at most ${ORDER_WAIT_MINUTES} minutes, then sends the later one anyway`, async () => {
    const acct = await accountWithKey(t, uniqueEmail("bounded"));
    const ep = await endpoint(acct, "/bounded", ["reference.failed"]);
    const check = await quietCheck();
    // The earlier event is between retries (next try in an hour); the later one is due now.
    const earlier = await event(ep.row, check.id, 1, new Date(Date.now() + 3_600_000));
    const later = await event(ep.row, check.id, 2, new Date());
    expect((await deliverWebhook(t.deps, later.delivery.id)).outcome).toBe("waiting for an earlier event");
    await new Promise((r) => setTimeout(r, 1_500)); // several dispatcher rounds
    expect(rx.at("/bounded")).toHaveLength(0);

    // Once the later one has waited longer than the bound, it goes.
    await t.deps.db.execute(sql`update webhook_deliveries
      set created_at = now() - make_interval(mins => ${ORDER_WAIT_MINUTES + 1}) where id = ${later.delivery.id}`);
    await waitFor(async () => rx.at("/bounded").length === 1, 15_000, "the later event");
    expect(rx.at("/bounded")[0]!.headers["webhook-id"]).toBe(later.event.publicId);
    const [first] = await t.deps.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, earlier.delivery.id));
    expect(first!.status).toBe("pending");
  }, 30_000);

  it("never starts a request once the endpoint is disabled; disabling waits for the one in flight", async () => {
    const acct = await accountWithKey(t, uniqueEmail("disabling"));
    const ep = await endpoint(acct, "/slow-off", ["reference.failed"]);
    rx.on("/slow-off", () => new Promise((r) => setTimeout(() => r(200), 1_500)));
    const check = await quietCheck();
    const later = new Date(Date.now() + 3_600_000); // the worker leaves both alone
    const a = await event(ep.row, check.id, 1, later);
    const b = await event(ep.row, check.id, 2, later);

    const inFlight = deliverWebhook(t.deps, a.delivery.id);
    await waitFor(async () => rx.at("/slow-off").length === 1, 10_000, "request in flight");
    // Disabled as the worker disables it: the row is taken, then stamped.
    const off = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`update webhook_endpoints set consecutive_failures = consecutive_failures + 1
        where id = ${ep.row.id}`);
      const [row] = await tx.execute<{ disabled_at: Date }>(sql`update webhook_endpoints
        set disabled_at = clock_timestamp() where id = ${ep.row.id} returning disabled_at`);
      return row;
    });
    expect((await inFlight).outcome).toBe("succeeded");
    // The disabling update waited for the request to end (the receiver held it 1.5 s).
    expect(new Date(off!.disabled_at).getTime()).toBeGreaterThanOrEqual(rx.at("/slow-off")[0]!.at + 1_000);

    // b's turn (a succeeded), but the endpoint is off: no request, no attempt logged.
    expect((await deliverWebhook(t.deps, b.delivery.id)).outcome).toBe("endpoint disabled");
    expect(rx.at("/slow-off")).toHaveLength(1);
    const attempts = await t.deps.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, b.delivery.id));
    expect(attempts).toEqual([]);
    for (const r of rx.at("/slow-off")) expect(r.at).toBeLessThan(new Date(off!.disabled_at).getTime());
  }, 30_000);
});
