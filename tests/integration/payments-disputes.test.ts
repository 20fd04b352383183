import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, webhookEvents } from "../../src/db/schema";
import { startTestApp, waitFor, type TestApp } from "../support/app";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { adminTrpc, createPaidCheck, postJson } from "../support/payments";

/** Stripe chargebacks: the check is flagged, operators are e-mailed once, /admin's data shows it. */
const ADMIN_TOKEN = "operator-token-dispute-0123456789";
const OPERATORS = ["ops@refline.example", "owner@refline.example"];
let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp({
    worker: true,
    env: { ...stripe.env, ADMIN_API_TOKEN: ADMIN_TOKEN, OPERATOR_EMAILS: OPERATORS.join(",") },
  });
});
afterAll(async () => {
  await t?.stop();
  await stripe?.close();
});

const webhook = (payload: string, header: string) =>
  fetch(`${t.url}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: payload,
  });

/** A dispute object as Stripe sends it in charge.dispute.created (only the fields read here and a few more). */
const disputeOf = (paymentIntent: string, id: string) => ({
  id,
  object: "dispute",
  amount: 5800,
  currency: "usd",
  charge: "ch_test_disputed",
  payment_intent: paymentIntent,
  reason: "fraudulent",
  status: "needs_response",
  evidence_details: { due_by: 1893456000 },
  metadata: {},
});

describe("charge.dispute.created", () => {
  it("flags the check, e-mails every operator once, and /admin's checks list shows it", async () => {
    const c = await createPaidCheck(t);
    const res = await postJson(t, "/api/create-payment-intent", c.pay);
    const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
    const paid = stripe.signedEvent("payment_intent.succeeded", { ...stripe.succeedIntent(paymentIntentId) });
    expect((await webhook(paid.payload, paid.header)).status).toBe(200);

    const dispute = stripe.signedEvent("charge.dispute.created", disputeOf(paymentIntentId, "dp_test_1"));
    expect((await webhook(dispute.payload, dispute.header)).status).toBe(200);
    // Stripe retries: the same event again changes nothing and sends nothing more.
    expect((await webhook(dispute.payload, dispute.header)).status).toBe(200);

    const row = await c.check();
    expect(row.disputedAt).toBeInstanceOf(Date);
    expect(row.disputeReason).toBe("fraudulent, 58.00 USD");
    // The payment itself stays as it was: a dispute is not a refund.
    expect(row.paymentStatus).toBe("paid");

    const mails = await waitFor(async () => {
      const rows = await t.deps.db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.idempotencyKey, "dispute:dp_test_1:%"));
      return rows.length === OPERATORS.length ? rows : null;
    }, 30_000);
    expect(mails.map((m) => m.toAddress).sort()).toEqual([...OPERATORS].sort());
    expect(mails[0]!.subject).toBe(`Chargeback opened on check #${c.referenceCheckId}`);
    expect(mails[0]!.textBody).toContain("fraudulent, 58.00 USD");
    expect(mails[0]!.textBody).toContain(paymentIntentId);

    const listed = await adminTrpc(t, ADMIN_TOKEN, "admin.checks", { search: row.requesterEmail }, "query");
    expect(listed.status).toBe(200);
    const page = listed.data as { checks: { id: number; dispute: string | null }[] };
    const mine = page.checks.find((x) => x.id === c.referenceCheckId);
    expect(mine?.dispute).toBe("fraudulent, 58.00 USD");
  });

  it("a dispute on a payment no check knows is recorded and ignored", async () => {
    const dispute = stripe.signedEvent("charge.dispute.created", disputeOf("pi_unknown_123", "dp_test_2"));
    expect((await webhook(dispute.payload, dispute.header)).status).toBe(200);
    const [ev] = await t.deps.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, "stripe"), eq(webhookEvents.eventId, dispute.id)));
    expect(ev?.status).toBe("ignored");
  });
});
