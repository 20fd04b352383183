import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "../../db/client";
import { simPayments } from "../../db/schema";
import { simulateCard, type CardInput } from "../../shared/test-cards";
import { WEBHOOK_TOLERANCE_SECONDS } from "./stripe";
import {
  WebhookSignatureError,
  type CheckoutSessionInfo,
  type PaymentEvent,
  type PaymentIntentInfo,
  type PaymentsProvider,
} from "./types";

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

type Obj = Record<string, unknown>;
const newId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString("hex")}`;

/**
 * A stand-in for Stripe that needs no network: it stores its objects in the database, charges
 * test cards by the rules in shared/test-cards, and delivers signed webhook events to our own
 * /api/webhooks/stripe, so a simulated payment drives exactly the server path a real one does.
 */
export function createSimulatedPayments(db: Db, opts: SimulatedPaymentsOptions): SimulatedPayments {
  const secret = opts.webhookSecret;
  const now = opts.now ?? (() => new Date());
  const signer = new Stripe("sk_test_simulated_signer_only", { telemetry: false });
  const inflight = new Set<Promise<void>>();

  async function load(id: string, kind: string): Promise<Obj> {
    const [row] = await db
      .select()
      .from(simPayments)
      .where(and(eq(simPayments.id, id), eq(simPayments.kind, kind)));
    if (!row)
      throw Object.assign(new Error(`No such ${kind}: '${id}'`), {
        statusCode: 404,
        code: "resource_missing",
      });
    return row.data;
  }
  async function save(id: string, data: Obj) {
    await db.update(simPayments).set({ data, updatedAt: now() }).where(eq(simPayments.id, id));
  }
  /** Insert once per idempotency key; a repeat returns the first object, like Stripe. */
  async function create(kind: string, idempotencyKey: string, data: Obj): Promise<Obj> {
    const inserted = await db
      .insert(simPayments)
      .values({ id: data.id as string, kind, idempotencyKey, data })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return inserted[0].data;
    const [existing] = await db
      .select()
      .from(simPayments)
      .where(and(eq(simPayments.kind, kind), eq(simPayments.idempotencyKey, idempotencyKey)));
    return existing!.data;
  }

  function deliver(type: string, object: Obj) {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: "simulated",
      created: Math.floor(now().getTime() / 1000),
      livemode: false,
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const p = (async () => {
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          const header = signer.webhooks.generateTestHeaderString({
            payload,
            secret,
            timestamp: Math.floor(now().getTime() / 1000),
          });
          const res = await fetch(`${opts.baseUrl}/api/webhooks/stripe`, {
            method: "POST",
            headers: { "content-type": "application/json", "stripe-signature": header },
            body: payload,
          });
          if (res.ok) return;
          opts.log?.warn({ status: res.status, type }, "simulated webhook refused");
        } catch (err) {
          opts.log?.warn({ err, type }, "simulated webhook delivery failed");
        }
        await new Promise((r) => setTimeout(r, 300 * attempt));
      }
    })();
    inflight.add(p);
    void p.finally(() => inflight.delete(p));
  }

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
      const refunded = await db
        .select({ total: sql<number>`coalesce(sum((${simPayments.data}->>'amount')::int), 0)::int` })
        .from(simPayments)
        .where(
          and(
            eq(simPayments.kind, "refund"),
            sql`${simPayments.data}->>'payment_intent' = ${input.paymentIntentId}`,
          ),
        );
      const already = refunded[0]?.total ?? 0;
      const [existing] = await db
        .select()
        .from(simPayments)
        .where(and(eq(simPayments.kind, "refund"), eq(simPayments.idempotencyKey, input.idempotencyKey)));
      if (existing) return toRefund(existing.data);
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
    async settled() {
      while (inflight.size) await Promise.allSettled([...inflight]);
    },
  };
}

export function isSimulatedPayments(p: PaymentsProvider): p is SimulatedPayments {
  return p.mode === "simulated" && "payIntent" in p;
}

function toIntent(d: Obj): PaymentIntentInfo {
  return {
    id: d.id as string,
    clientSecret: (d.client_secret as string) ?? null,
    status: d.status as string,
    amount: d.amount as number,
    currency: d.currency as string,
    metadata: (d.metadata as Record<string, string>) ?? {},
    lastError: (d.last_payment_error as { message?: string } | null)?.message ?? null,
  };
}

function toSession(d: Obj): CheckoutSessionInfo {
  return {
    id: d.id as string,
    url: (d.url as string) ?? null,
    paymentStatus: d.payment_status as string,
    status: (d.status as string) ?? null,
    paymentIntentId: (d.payment_intent as string) ?? null,
    amountTotal: (d.amount_total as number) ?? null,
    currency: (d.currency as string) ?? null,
    metadata: (d.metadata as Record<string, string>) ?? {},
  };
}

function toRefund(d: Obj) {
  return { id: d.id as string, status: d.status as string, amount: d.amount as number };
}
