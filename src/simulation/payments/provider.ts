import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import type { Db } from "../../db/client";
import { simulateCard, type CardInput } from "../../shared/test-cards";
import { WEBHOOK_TOLERANCE_SECONDS } from "../../providers/payments/stripe";
import {
  assertNotFutureDated,
  WebhookSignatureError,
  type CheckoutSessionInfo,
  type PaymentEvent,
  type PaymentIntentInfo,
  type PaymentsProvider,
} from "../../providers/payments/types";
import { simulatedAccount } from "./account";
import { newId, toIntent, toRefund, toSession, type Obj } from "./objects";
import { webhookSender } from "./webhooks";

export interface SimulatedPaymentsOptions {
  /** Where our own webhook endpoint is reachable: simulated events are delivered there. */
  baseUrl: string;
  /** Signs and verifies simulated events: STRIPE_WEBHOOK_SECRET, else one derived per installation. */
  webhookSecret: string;
  now?: () => Date;
  log?: { warn: (obj: object, msg: string) => void };
}

export interface SimulatedPayments extends PaymentsProvider {
  readonly mode: "simulated";
  /** What Stripe.js's confirmPayment does in the browser: charge a card against an intent. */
  payIntent(clientSecret: string, card: CardInput): Promise<PaymentIntentInfo>;
  /** What Stripe's hosted page does: charge a card for a checkout session. */
  payCheckoutSession(
    sessionId: string,
    card: CardInput,
  ): Promise<{ session: CheckoutSessionInfo; error: string | null }>;
  /** Public view of an open session, for the simulated hosted page. */
  describeCheckoutSession(
    sessionId: string,
  ): Promise<{ session: CheckoutSessionInfo; description: string; cancelUrl: string; successUrl: string }>;
  /** Resolves when every webhook delivery started so far has finished (tests). */
  settled(): Promise<void>;
}

/**
 * A stand-in for Stripe that needs no network: it stores its objects in the database, charges
 * test cards by the rules in shared/test-cards, and delivers signed webhook events to our own
 * /api/webhooks/stripe, so a simulated payment drives exactly the server path a real one does.
 */
export function createSimulatedPayments(db: Db, opts: SimulatedPaymentsOptions): SimulatedPayments {
  const secret = opts.webhookSecret;
  const now = opts.now ?? (() => new Date());
  const signer = new Stripe("sk_test_simulated_signer_only", { telemetry: false });
  const { load, save, create, refundedTotal, findRefund } = simulatedAccount(db, now);
  const { deliver, settled } = webhookSender({ baseUrl: opts.baseUrl, secret, signer, now, log: opts.log });

  async function chargeIntent(pi: Obj, card: CardInput): Promise<Obj> {
    const result = simulateCard(card, now());
    if (result.outcome === "succeeded") {
      pi.status = "succeeded";
      pi.last_payment_error = null;
      pi.latest_charge = newId("ch");
      pi.amount_received = pi.amount;
    } else if (result.outcome === "requires_action") {
      pi.status = "requires_action";
    } else {
      pi.status = "requires_payment_method";
      pi.last_payment_error = { code: result.code, message: result.message, type: "card_error" };
    }
    await save(pi.id as string, pi);
    if (pi.status === "succeeded") deliver("payment_intent.succeeded", pi);
    else if (pi.status === "requires_payment_method") deliver("payment_intent.payment_failed", pi);
    return pi;
  }

  return {
    name: "simulated",
    mode: "simulated",
    publishableKey: null,
    healthy: async () => true,

    async createPaymentIntent(input) {
      const id = newId("pi");
      const data = await create("payment_intent", input.idempotencyKey, {
        id,
        object: "payment_intent",
        client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
        status: "requires_payment_method",
        amount: input.amount,
        amount_received: 0,
        currency: input.currency,
        description: input.description,
        receipt_email: input.receiptEmail,
        statement_descriptor_suffix: input.statementDescriptorSuffix,
        metadata: input.metadata,
        last_payment_error: null,
        latest_charge: null,
        created: Math.floor(now().getTime() / 1000),
      });
      return toIntent(data);
    },
    async retrievePaymentIntent(id) {
      return toIntent(await load(id, "payment_intent"));
    },
    async createCheckoutSession(input) {
      const id = newId("cs");
      const data = await create("checkout_session", input.idempotencyKey, {
        id,
        object: "checkout.session",
        url: `${opts.baseUrl}/checkout/simulated/${id}`,
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        amount_total: input.amount,
        currency: input.currency,
        customer_email: input.customerEmail,
        metadata: input.metadata,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        description: `${input.productName}: ${input.productDescription}`,
        statement_descriptor_suffix: input.statementDescriptorSuffix,
      });
      return toSession(data);
    },
    async retrieveCheckoutSession(id) {
      return toSession(await load(id, "checkout_session"));
    },
    async createRefund(input) {
      const pi = await load(input.paymentIntentId, "payment_intent");
      if (pi.status !== "succeeded")
        throw Object.assign(
          new Error(`PaymentIntent ${input.paymentIntentId} has no successful charge to refund`),
          {
            statusCode: 400,
          },
        );
      const already = await refundedTotal(input.paymentIntentId);
      const existing = await findRefund(input.idempotencyKey);
      if (existing) return toRefund(existing);
      if (already + input.amount > (pi.amount as number))
        throw Object.assign(
          new Error(`Refund amount exceeds the charge (${already} of ${String(pi.amount)} already refunded)`),
          {
            statusCode: 400,
          },
        );
      const data = await create("refund", input.idempotencyKey, {
        id: newId("re"),
        object: "refund",
        amount: input.amount,
        payment_intent: input.paymentIntentId,
        charge: pi.latest_charge,
        reason: input.reason,
        metadata: input.metadata,
        status: "succeeded",
      });
      const total = already + input.amount;
      deliver("charge.refunded", {
        id: pi.latest_charge,
        object: "charge",
        payment_intent: pi.id,
        amount: pi.amount,
        amount_refunded: total,
        refunded: total >= (pi.amount as number),
        currency: pi.currency,
        metadata: pi.metadata,
      });
      return toRefund(data);
    },
    verifyWebhook(rawBody, signature, receivedAt) {
      if (!signature) throw new WebhookSignatureError("stripe-signature: header is missing");
      assertNotFutureDated(signature, receivedAt, WEBHOOK_TOLERANCE_SECONDS);
      try {
        return signer.webhooks.constructEvent(
          rawBody,
          signature,
          secret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          receivedAt.getTime(),
        ) as unknown as PaymentEvent;
      } catch (err) {
        throw new WebhookSignatureError(`Webhook signature verification failed: ${(err as Error).message}`);
      }
    },

    async payIntent(clientSecret, card) {
      const id = clientSecret.split("_secret_")[0] ?? "";
      const pi = await load(id, "payment_intent").catch(() => null);
      if (!pi || pi.client_secret !== clientSecret)
        throw Object.assign(new Error("No such payment: the client secret does not match"), {
          statusCode: 404,
        });
      if (pi.status === "succeeded" || pi.status === "canceled") return toIntent(pi);
      return toIntent(await chargeIntent(pi, card));
    },
    async payCheckoutSession(sessionId, card) {
      const session = await load(sessionId, "checkout_session");
      if (session.status !== "open") return { session: toSession(session), error: null };
      let piId = session.payment_intent as string | null;
      let pi: Obj;
      if (!piId) {
        const created = await this.createPaymentIntent({
          amount: session.amount_total as number,
          currency: session.currency as string,
          description: session.description as string,
          receiptEmail: session.customer_email as string,
          statementDescriptorSuffix: session.statement_descriptor_suffix as string,
          metadata: session.metadata as Record<string, string>,
          idempotencyKey: `checkout:${sessionId}`,
        });
        piId = created.id;
        session.payment_intent = piId;
        await save(sessionId, session);
      }
      pi = await load(piId, "payment_intent");
      pi = await chargeIntent(pi, card);
      if (pi.status !== "succeeded") {
        const err = (pi.last_payment_error as { message?: string } | null)?.message;
        return {
          session: toSession(session),
          error: err ?? "Your payment needs extra authentication that this simulation does not perform.",
        };
      }
      session.status = "complete";
      session.payment_status = "paid";
      await save(sessionId, session);
      deliver("checkout.session.completed", session);
      return { session: toSession(session), error: null };
    },
    async describeCheckoutSession(sessionId) {
      const s = await load(sessionId, "checkout_session");
      return {
        session: toSession(s),
        description: s.description as string,
        cancelUrl: s.cancel_url as string,
        successUrl: (s.success_url as string).replace("{CHECKOUT_SESSION_ID}", sessionId),
      };
    },
    settled,
  };
}

export function isSimulatedPayments(p: PaymentsProvider): p is SimulatedPayments {
  return p.mode === "simulated" && "payIntent" in p;
}
