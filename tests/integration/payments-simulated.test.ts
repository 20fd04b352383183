import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refunds, webhookEvents } from "../../src/db/schema";
import { isSimulatedPayments } from "../../src/simulation/payments/provider";
import { startTestApp, waitFor, type TestApp } from "../support/app";
import { createPaidCheck, postJson } from "../support/payments";

/**
 * Simulated payments (the default without keys) drive the same server path as Stripe: the test
 * card form's charge produces a signed webhook delivered to our own /api/webhooks/stripe.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ worker: true });
});
afterAll(async () => t?.stop());

const card = (number: string) => ({ number, expiry: "12 / 40", cvc: "123" });
const eventsOfType = async (type: string) =>
  (await t.deps.db.select().from(webhookEvents).where(eq(webhookEvents.eventType, type))).filter(
    (e) => e.status === "processed",
  );

describe("simulated payments", () => {
  it("a test card pays: the signed webhook arrives, confirm-payment agrees, the check starts", async () => {
    const c = await createPaidCheck(t, ["Pat Kim", "Lee Ray"]);
    const intent = await (await postJson(t, "/api/create-payment-intent", c.pay)).json();
    expect(intent).toMatchObject({ simulated: true, amount: 58, publishableKey: null });
    expect(intent.clientSecret).toMatch(/^pi_sim_[0-9a-f]+_secret_/);

    const declined = await (
      await postJson(t, "/sim/payments/confirm", {
        clientSecret: intent.clientSecret,
        card: card("4000 0000 0000 9995"),
      })
    ).json();
    expect(declined.error.message).toBe("Your card has insufficient funds.");
    await waitFor(async () => (await c.check()).paymentStatus === "failed", 10_000, "decline webhook");

    const paid = await (
      await postJson(t, "/sim/payments/confirm", {
        clientSecret: intent.clientSecret,
        card: card("4242 4242 4242 4242"),
      })
    ).json();
    expect(paid.paymentIntent).toMatchObject({ id: intent.paymentIntentId, status: "succeeded" });
    const confirmed = await postJson(t, "/api/confirm-payment", {
      paymentIntentId: intent.paymentIntentId,
      referenceCheckId: c.referenceCheckId,
      checkoutToken: c.checkoutToken,
    });
    expect(confirmed.status).toBe(200);
    await waitFor(async () => (await c.check()).status === "processing", 15_000, "check started");
    await waitFor(
      async () =>
        (await eventsOfType("payment_intent.succeeded")).some(
          (e) =>
            (e.payload as { data: { object: { id: string } } }).data.object.id === intent.paymentIntentId,
        ),
      10_000,
      "simulated webhook processed",
    );
    const payments = t.deps.providers.payments;
    if (isSimulatedPayments(payments)) await payments.settled();
  });

  it("refuses a wrong client secret and incomplete cards", async () => {
    const bad = await postJson(t, "/sim/payments/confirm", {
      clientSecret: "pi_sim_x_secret_y",
      card: card("4242424242424242"),
    });
    expect(bad.status).toBe(404);
    const c = await createPaidCheck(t);
    const intent = await (await postJson(t, "/api/create-payment-intent", c.pay)).json();
    const expired = await (
      await postJson(t, "/sim/payments/confirm", {
        clientSecret: intent.clientSecret,
        card: { number: "4242424242424242", expiry: "01/20", cvc: "123" },
      })
    ).json();
    expect(expired.error.message).toBe("Your card's expiration date is in the past.");
    expect((await c.check()).paymentStatus).not.toBe("paid");
  });

  it("the simulated hosted checkout completes a session and returns to the success page", async () => {
    const c = await createPaidCheck(t);
    const session = await (await postJson(t, "/api/create-checkout-session", c.pay)).json();
    expect(session.url).toBe(`${t.config.publicBaseUrl}/checkout/simulated/${session.sessionId}`);
    const view = await (await fetch(`${t.url}/sim/payments/checkout/${session.sessionId}`)).json();
    expect(view).toMatchObject({ status: "open", amount: 29 });
    const done = await (
      await postJson(t, `/sim/payments/checkout/${session.sessionId}/pay`, { card: card("4242424242424242") })
    ).json();
    expect(done.redirectUrl).toBe(
      `${t.config.publicBaseUrl}/checkout-success?session_id=${session.sessionId}&ref_id=${c.referenceCheckId}`,
    );
    await waitFor(
      async () => (await c.check()).paymentStatus === "paid",
      10_000,
      "checkout.session.completed webhook",
    );
    expect((await c.check()).stripeCheckoutSessionId).toBe(session.sessionId);
  });

  it("a check paid twice (card form and hosted checkout) returns the second payment in full, once", async () => {
    const c = await createPaidCheck(t);
    const intent = await (await postJson(t, "/api/create-payment-intent", c.pay)).json();
    const session = await (await postJson(t, "/api/create-checkout-session", c.pay)).json();
    await postJson(t, "/sim/payments/confirm", {
      clientSecret: intent.clientSecret,
      card: card("4242424242424242"),
    });
    await waitFor(async () => (await c.check()).paymentStatus === "paid", 10_000, "first payment");
    await postJson(t, `/sim/payments/checkout/${session.sessionId}/pay`, { card: card("4242424242424242") });

    const duplicate = await waitFor(
      async () => {
        const rows = await t.deps.db
          .select()
          .from(refunds)
          .where(eq(refunds.referenceCheckId, c.referenceCheckId));
        return rows.find((r) => r.kind === "duplicate_payment" && r.status === "succeeded");
      },
      20_000,
      "the duplicate payment's refund",
    );
    expect(duplicate.amount).toBe("29.00");
    expect(duplicate.paymentIntentId).not.toBe(intent.paymentIntentId);
    expect(duplicate.providerRefundId).toMatch(/^re_/);
    // The check keeps its own payment: still paid, nothing refunded on it, still refundable in full.
    const check = await c.check();
    expect([check.paymentStatus, check.amountRefunded, check.stripePaymentIntentId]).toEqual([
      "paid",
      "0.00",
      intent.paymentIntentId,
    ]);
    const { refundCheck } = await import("../../src/services/payments/refund");
    const own = await refundCheck(t.deps, c.referenceCheckId, "Operator test", 5);
    expect([own.amount, own.amountRefunded]).toEqual([5, 5]);
    // Events replayed (a second succeeded webhook for the duplicate) refund nothing more.
    await new Promise((r) => setTimeout(r, 1500));
    const all = await t.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.referenceCheckId, c.referenceCheckId));
    expect(all.filter((r) => r.kind === "duplicate_payment")).toHaveLength(1);
  });
});
