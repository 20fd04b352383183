import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, refunds, webhookEvents } from "../../src/db/schema";
import { issueRefund } from "../../src/services/payments/refund";
import { startTestApp, waitFor, type TestApp } from "../support/app";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { adminTrpc, createPaidCheck, loadCheckRow, postJson } from "../support/payments";

/**
 * The real stripe SDK against a local fake Stripe API: intents, confirmation, hosted checkout,
 * signed webhooks (replayed, reordered, forged, stale) and refunds.
 */
const ADMIN_TOKEN = "operator-token-for-payments-tests";
let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp({ worker: true, env: { ...stripe.env, ADMIN_API_TOKEN: ADMIN_TOKEN } });
});
afterAll(async () => {
  await t?.stop();
  await stripe?.close();
});

async function webhook(payload: string, header?: string) {
  return fetch(`${t.url}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(header ? { "stripe-signature": header } : {}) },
    body: payload,
  });
}
const purchases = async (checkId: number) =>
  (await t.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "purchase"))).filter(
    (e) => (e.params as { referenceCheckId?: number }).referenceCheckId === checkId,
  );

describe("payment intents", () => {
  it("charges the check's own price, never the request's, and reuses the open intent", async () => {
    const c = await createPaidCheck(t, ["Pat Kim", "Lee Ray"]);
    const res = await postJson(t, "/api/create-payment-intent", {
      email: "someone@example.com",
      referenceCount: 2,
      amount: 1,
      referenceCheckId: c.referenceCheckId,
      checkoutToken: c.checkoutToken,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(body.amount).toBe(58);
    expect(body.simulated).toBe(false);
    expect(body.publishableKey).toBe("pk_test_fake_refline");
    const created = stripe.requests.filter((r) => r.path === "/v1/payment_intents" && r.method === "POST");
    const mine = created.find(
      (r) => (r.body.metadata as Record<string, string>).referenceCheckId === String(c.referenceCheckId),
    )!;
    expect(mine.body.amount).toBe("5800");
    expect(mine.body.currency).toBe("usd");
    expect(mine.body.statement_descriptor_suffix).toBe("REFLINE REF CHECK");
    expect(mine.idempotencyKey).toBe(`payment-intent:${c.referenceCheckId}:first`);

    const again = await (await postJson(t, "/api/create-payment-intent", c.pay)).json();
    expect(again.paymentIntentId).toBe(body.paymentIntentId);
    expect(
      stripe.requests.filter((r) => r.path === "/v1/payment_intents" && r.method === "POST"),
    ).toHaveLength(created.length);
    expect((await c.check()).stripePaymentIntentId).toBe(body.paymentIntentId);
  });

  it("the spec's payload (e-mail, reference count, amount) finds the check only with its token", async () => {
    const c = await createPaidCheck(t);
    const row = await c.check();
    const spec = { email: row.requesterEmail, referenceCount: 1, amount: 14 };
    const alone = await postJson(t, "/api/create-payment-intent", spec);
    expect(alone.status).toBe(400);
    expect(await alone.text()).toMatch(/^checkoutToken: is required/);
    const body = await (
      await postJson(t, "/api/create-payment-intent", { ...spec, checkoutToken: c.checkoutToken })
    ).json();
    expect(body.referenceCheckId).toBe(c.referenceCheckId);
    expect(body.amount).toBe(29);
  });

  it("answers bad input with 400 naming the field and unknown checks with 404", async () => {
    const none = await postJson(t, "/api/create-payment-intent", {});
    expect(none.status).toBe(400);
    expect(await none.text()).toBe("checkoutToken: is required: submit the form again to start a new check");
    const bad = await postJson(t, "/api/create-payment-intent", {
      referenceCheckId: "abc",
      checkoutToken: "x",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("referenceCheckId");
    const unknown = { referenceCheckId: 999999, checkoutToken: "x".repeat(43) };
    expect((await postJson(t, "/api/create-payment-intent", unknown)).status).toBe(404);
    const confirm = await postJson(t, "/api/confirm-payment", { referenceCheckId: 1.5 });
    expect(confirm.status).toBe(400);
    expect(await confirm.text()).toMatch(
      /paymentIntentId: .*referenceCheckId: must be a whole number|referenceCheckId/,
    );
  });

  it("confirm-payment asks Stripe: not paid yet → 402; paid → the check starts", async () => {
    const c = await createPaidCheck(t);
    const { paymentIntentId } = await (await postJson(t, "/api/create-payment-intent", c.pay)).json();
    const early = await postJson(t, "/api/confirm-payment", {
      paymentIntentId,
      referenceCheckId: c.referenceCheckId,
      checkoutToken: c.checkoutToken,
    });
    expect(early.status).toBe(402);
    expect((await c.check()).paymentStatus).toBe("pending");

    stripe.succeedIntent(paymentIntentId);
    const ok = await postJson(t, "/api/confirm-payment", {
      paymentIntentId,
      referenceCheckId: c.referenceCheckId,
      checkoutToken: c.checkoutToken,
    });
    expect(ok.status).toBe(200);
    const answer = await ok.json();
    expect(answer).toMatchObject({
      success: true,
      paymentStatus: "paid",
      checkId: c.id,
      referenceCheckId: c.referenceCheckId,
    });
    await waitFor(async () => (await c.check()).status === "processing", 15_000, "check started");
    // Confirming twice changes nothing more.
    expect((await postJson(t, "/api/confirm-payment", { paymentIntentId, ...c.pay })).status).toBe(200);
    expect(await purchases(c.referenceCheckId)).toHaveLength(1);
    const [purchase] = await purchases(c.referenceCheckId);
    expect(purchase!.value).toBe("29.00");
    expect(purchase!.params).toMatchObject({
      currency: "USD",
      items: [
        {
          item_id: "reference_check",
          item_name: "Reference Check",
          item_category: "Service",
          quantity: 1,
          price: 29,
        },
      ],
    });
  });

  it("refuses a payment made for another check", async () => {
    const a = await createPaidCheck(t);
    const b = await createPaidCheck(t);
    const { paymentIntentId } = await (await postJson(t, "/api/create-payment-intent", a.pay)).json();
    stripe.succeedIntent(paymentIntentId);
    const res = await postJson(t, "/api/confirm-payment", {
      paymentIntentId,
      referenceCheckId: b.referenceCheckId,
      checkoutToken: b.checkoutToken,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("paymentIntentId");
    expect((await b.check()).paymentStatus).toBe("pending");
    const unknown = await postJson(t, "/api/confirm-payment", {
      paymentIntentId: "pi_nope",
      referenceCheckId: b.referenceCheckId,
      checkoutToken: b.checkoutToken,
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe("paymentIntentId: no such payment");
  });
});

describe("webhooks", () => {
  it("processes each event once, whatever the order", async () => {
    const c = await createPaidCheck(t);
    const { paymentIntentId } = await (await postJson(t, "/api/create-payment-intent", c.pay)).json();
    const declined = stripe.signedEvent("payment_intent.payment_failed", {
      ...stripe.declineIntent(paymentIntentId),
    });
    const paid = stripe.signedEvent("payment_intent.succeeded", { ...stripe.succeedIntent(paymentIntentId) });

    // The success arrives first; the earlier decline arrives late and must not undo it.
    const first = await webhook(paid.payload, paid.header);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "processed" });
    expect((await c.check()).paymentStatus).toBe("paid");
    expect(await (await webhook(declined.payload, declined.header)).json()).toEqual({
      received: true,
      outcome: "processed",
    });
    expect((await c.check()).paymentStatus).toBe("paid");
    // Replays change nothing.
    for (let i = 0; i < 3; i++)
      expect(await (await webhook(paid.payload, paid.header)).json()).toEqual({
        received: true,
        outcome: "duplicate",
      });
    expect(await purchases(c.referenceCheckId)).toHaveLength(1);
    await waitFor(async () => (await c.check()).status === "processing", 15_000, "check started");
    const stored = await t.deps.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, paid.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.status).toBe("processed");
  });

  it("a decline then a success: the check ends paid", async () => {
    const c = await createPaidCheck(t);
    const { paymentIntentId } = await (await postJson(t, "/api/create-payment-intent", c.pay)).json();
    const declined = stripe.signedEvent("payment_intent.payment_failed", {
      ...stripe.declineIntent(paymentIntentId),
    });
    expect((await webhook(declined.payload, declined.header)).status).toBe(200);
    expect((await c.check()).paymentStatus).toBe("failed");
    // Paying again after a decline is allowed, with the same intent.
    const retry = await (await postJson(t, "/api/create-payment-intent", c.pay)).json();
    expect(retry.paymentIntentId).toBe(paymentIntentId);
    const paid = stripe.signedEvent("payment_intent.succeeded", { ...stripe.succeedIntent(paymentIntentId) });
    expect((await webhook(paid.payload, paid.header)).status).toBe(200);
    expect((await c.check()).paymentStatus).toBe("paid");
  });

  it("refuses forged, stale, tampered and unsigned events with 400 and changes nothing", async () => {
    const c = await createPaidCheck(t);
    const { paymentIntentId } = await (await postJson(t, "/api/create-payment-intent", c.pay)).json();
    const pi = { ...stripe.succeedIntent(paymentIntentId) };
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents);

    const forged = stripe.signedEvent("payment_intent.succeeded", pi, { secret: "whsec_someone_else" });
    const stale = stripe.signedEvent("payment_intent.succeeded", pi, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    // Issue 34: dated a day ahead (Stripe's library only refuses old timestamps).
    const future = stripe.signedEvent("payment_intent.succeeded", pi, {
      timestamp: Math.floor(Date.now() / 1000) + 24 * 3600,
    });
    const genuine = stripe.signedEvent("payment_intent.succeeded", pi);
    const tampered = genuine.payload.replace('"livemode":false', '"livemode":true');
    for (const [payload, header] of [
      [forged.payload, forged.header],
      [stale.payload, stale.header],
      [future.payload, future.header],
      [tampered, genuine.header],
      [genuine.payload, undefined],
      [genuine.payload, "t=1,v1=deadbeef"],
    ] as const) {
      const res = await webhook(payload, header);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/signature/i);
    }
    const after = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await c.check()).paymentStatus).toBe("pending");
    expect((await c.check()).status).toBe("pending");
    // The genuine one still works afterwards.
    expect((await webhook(genuine.payload, genuine.header)).status).toBe(200);
    expect((await c.check()).paymentStatus).toBe("paid");
  });

  it("keeps JSON parsing for the rest of the app", async () => {
    const res = await postJson(t, "/api/confirm-payment", {
      paymentIntentId: "pi_x",
      referenceCheckId: 999999,
      checkoutToken: "unknown",
    });
    expect(res.status).toBe(404);
  });

  it("ignores events it does not act on, and events for unknown checks", async () => {
    const other = stripe.signedEvent("customer.created", { id: "cus_1", object: "customer" });
    expect(await (await webhook(other.payload, other.header)).json()).toEqual({
      received: true,
      outcome: "ignored",
    });
    const unknown = stripe.signedEvent("payment_intent.succeeded", {
      id: "pi_x",
      amount: 100,
      metadata: { referenceCheckId: "999999" },
    });
    expect(await (await webhook(unknown.payload, unknown.header)).json()).toEqual({
      received: true,
      outcome: "ignored",
    });
  });
});

describe("hosted checkout", () => {
  it("creates a session for the check's price and completes it by webhook", async () => {
    const c = await createPaidCheck(t, ["Pat Kim", "Lee Ray", "Sam Oh"]);
    const res = await postJson(t, "/api/create-checkout-session", {
      email: "x@example.com",
      referenceCount: 3,
      amount: 3,
      referenceCheckId: c.referenceCheckId,
      checkoutToken: c.checkoutToken,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.sessionId).toMatch(/^cs_test_/);
    expect(body.url).toContain(body.sessionId);
    expect(body.amount).toBe(87);
    const session = stripe.sessions.get(body.sessionId)!;
    expect(session.amount_total).toBe(8700);
    expect(session.success_url).toBe(
      `${t.config.publicBaseUrl}/checkout-success?session_id={CHECKOUT_SESSION_ID}&ref_id=${c.referenceCheckId}`,
    );
    expect((session.payment_intent_data as Record<string, string>).statement_descriptor_suffix).toBe(
      "REFLINE REF CHECK",
    );
    // A second click reuses the open session.
    const again = await (await postJson(t, "/api/create-checkout-session", c.pay)).json();
    expect(again.sessionId).toBe(body.sessionId);

    const completed = stripe.signedEvent("checkout.session.completed", {
      ...stripe.completeSession(body.sessionId),
    });
    expect((await webhook(completed.payload, completed.header)).status).toBe(200);
    const row = await c.check();
    expect(row.paymentStatus).toBe("paid");
    expect(row.stripeCheckoutSessionId).toBe(body.sessionId);
    expect(row.stripePaymentIntentId).toBe(session.payment_intent);
  });

  it("the success page's receipt asks Stripe when the webhook is late", async () => {
    const c = await createPaidCheck(t);
    const { sessionId } = await (await postJson(t, "/api/create-checkout-session", c.pay)).json();
    const input = encodeURIComponent(JSON.stringify({ json: { ...c.pay, sessionId } }));
    // Not paid yet: the provider does not report it paid, so no details at all.
    const early = await fetch(`${t.url}/trpc/payments.receipt?input=${input}`);
    expect(early.status).toBe(402);
    expect(JSON.stringify(await early.json())).not.toContain(c.id);
    stripe.completeSession(sessionId);
    const paid = await (await fetch(`${t.url}/trpc/payments.receipt?input=${input}`)).json();
    expect(paid.result.data.json).toMatchObject({ paymentStatus: "paid", checkId: c.id });
    // Someone without the session id learns nothing.
    const wrong = encodeURIComponent(JSON.stringify({ json: { ...c.pay, sessionId: "cs_guess" } }));
    expect((await fetch(`${t.url}/trpc/payments.receipt?input=${wrong}`)).status).toBe(404);
  });
});

describe("refunds", () => {
  async function paidCheck(names: string[]) {
    const c = await createPaidCheck(t, names);
    const { paymentIntentId } = await (await postJson(t, "/api/create-payment-intent", c.pay)).json();
    stripe.succeedIntent(paymentIntentId);
    await postJson(t, "/api/confirm-payment", { paymentIntentId, ...c.pay });
    return { ...c, paymentIntentId: paymentIntentId as string };
  }

  it("an operator refunds part, then the rest; each refund goes out once", async () => {
    const c = await paidCheck(["Pat Kim", "Lee Ray"]);
    const denied = await adminTrpc(
      t,
      "wrong-token-wrong-token",
      "admin.refund",
      { checkId: c.referenceCheckId, reason: "x" },
      "mutation",
    );
    expect(denied.status).toBe(401);
    const part = await adminTrpc(
      t,
      ADMIN_TOKEN,
      "admin.refund",
      { checkId: c.referenceCheckId, reason: "Goodwill", amount: 10 },
      "mutation",
    );
    expect(part.status).toBe(200);
    expect(part.data).toMatchObject({ amount: 10, paymentStatus: "partially_refunded", amountRefunded: 10 });
    const stripeRefunds = () =>
      [...stripe.refunds.values()].filter((r) => r.payment_intent === c.paymentIntentId);
    expect(stripeRefunds().map((r) => r.amount)).toEqual([1000]);

    // The same key twice (a retried job, a double click) → one refund.
    const key = `refund:${c.referenceCheckId}:test-replay`;
    const r1 = await issueRefund(t.deps, {
      checkId: c.referenceCheckId,
      amountCents: 500,
      reason: "replay",
      idempotencyKey: key,
    });
    const r2 = await issueRefund(t.deps, {
      checkId: c.referenceCheckId,
      amountCents: 500,
      reason: "replay",
      idempotencyKey: key,
    });
    expect(r2!.refundId).toBe(r1!.refundId);
    expect(stripeRefunds().map((r) => r.amount)).toEqual([1000, 500]);
    const sent = stripe.requests.filter((r) => r.path === "/v1/refunds");
    expect(sent.every((r) => r.idempotencyKey)).toBe(true);

    const rest = await adminTrpc(
      t,
      ADMIN_TOKEN,
      "admin.refund",
      { checkId: c.referenceCheckId, reason: "Cancelled" },
      "mutation",
    );
    expect(rest.data).toMatchObject({ amount: 43, paymentStatus: "refunded", amountRefunded: 58 });
    const nothing = await adminTrpc(
      t,
      ADMIN_TOKEN,
      "admin.refund",
      { checkId: c.referenceCheckId, reason: "again" },
      "mutation",
    );
    expect(nothing.status).toBe(409);
    const list = await adminTrpc(t, ADMIN_TOKEN, "admin.refunds", { checkId: c.referenceCheckId }, "query");
    expect(list.data).toMatchObject({ paymentStatus: "refunded", amountRefunded: 58, refundable: 0 });
    expect((list.data as { refunds: unknown[] }).refunds).toHaveLength(3);
  });

  it("charge.refunded from Stripe (a dashboard refund) updates the payment status, late or not", async () => {
    const c = await paidCheck(["Pat Kim"]);
    const charge = {
      id: "ch_x",
      object: "charge",
      payment_intent: c.paymentIntentId,
      amount: 2900,
      amount_refunded: 2900,
    };
    const partial = stripe.signedEvent("charge.refunded", { ...charge, amount_refunded: 1000 });
    const full = stripe.signedEvent("charge.refunded", charge);
    // Out of order: the full refund's event first, the partial one late.
    expect((await webhook(full.payload, full.header)).status).toBe(200);
    expect((await webhook(partial.payload, partial.header)).status).toBe(200);
    const row = await loadCheckRow(t, c.referenceCheckId);
    expect(row.paymentStatus).toBe("refunded");
    expect(row.amountRefunded).toBe("29.00");

    // The refund of another payment for a check changes nothing on it.
    const d = await paidCheck(["Pat Kim"]);
    const other = stripe.signedEvent("charge.refunded", {
      ...charge,
      payment_intent: "pi_another_payment",
      metadata: { referenceCheckId: String(d.referenceCheckId) },
    });
    expect(await (await webhook(other.payload, other.header)).json()).toEqual({
      received: true,
      outcome: "ignored",
    });
    expect((await loadCheckRow(t, d.referenceCheckId)).paymentStatus).toBe("paid");
  });

  it("refunds each unreachable reference's share automatically; all failed → refunded in full", async () => {
    const some = await paidCheck(["Pat Kim", "Busy Bea"]);
    const all = await paidCheck(["No Answer Nick", "Busy Bo", "Voicemail Val"]);
    await waitFor(
      async () => (await loadCheckRow(t, all.referenceCheckId)).paymentStatus === "refunded",
      120_000,
      "all-failed check refunded",
    );
    const allRow = await loadCheckRow(t, all.referenceCheckId);
    expect(allRow.status).toBe("failed");
    expect(allRow.amountRefunded).toBe("87.00");
    const allRefunds = await t.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.referenceCheckId, all.referenceCheckId));
    expect(allRefunds.map((r) => r.idempotencyKey).sort()).toEqual(
      [1, 2, 3].map((i) => `refund:${all.referenceCheckId}:reference:${i}`),
    );
    expect(allRefunds.every((r) => r.status === "succeeded" && r.providerRefundId?.startsWith("re_"))).toBe(
      true,
    );

    await waitFor(
      async () => (await loadCheckRow(t, some.referenceCheckId)).paymentStatus === "partially_refunded",
      120_000,
      "one share refunded",
    );
    const someRow = await loadCheckRow(t, some.referenceCheckId);
    expect(someRow.amountRefunded).toBe("29.00");
    const someRefunds = await t.deps.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.referenceCheckId, some.referenceCheckId)));
    expect(someRefunds).toHaveLength(1);
    expect(someRefunds[0]!.reason).toMatch(/^Reference 2 \(Busy Bea\) could not be interviewed/);
    expect(
      [...stripe.refunds.values()]
        .filter((r) => r.payment_intent === some.paymentIntentId)
        .map((r) => r.amount),
    ).toEqual([2900]);
  }, 300_000);
});
