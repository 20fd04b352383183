import Stripe from "stripe";
import {
  assertNotFutureDated,
  WebhookSignatureError,
  type CheckoutSessionInfo,
  type PaymentEvent,
  type PaymentIntentInfo,
  type PaymentsProvider,
} from "./types";

export interface StripeOptions {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string;
  /** A local fake Stripe API in tests; Stripe's own endpoint when unset. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

/** Seconds a webhook signature stays valid (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The real provider on the official SDK. */
export function createStripePayments(opts: StripeOptions): PaymentsProvider {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "RefLine" },
    ...(opts.host ? { host: opts.host } : {}),
    ...(opts.port ? { port: opts.port } : {}),
    ...(opts.protocol ? { protocol: opts.protocol } : {}),
  });

  return {
    name: "stripe",
    mode: "live",
    publishableKey: opts.publishableKey,
    async healthy() {
      try {
        await stripe.balance.retrieve();
        return true;
      } catch {
        return false;
      }
    },
    async createPaymentIntent(input) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          receipt_email: input.receiptEmail,
          statement_descriptor_suffix: input.statementDescriptorSuffix,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntent(pi);
    },
    async retrievePaymentIntent(id) {
      return toIntent(await stripe.paymentIntents.retrieve(id));
    },
    async createCheckoutSession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          customer_email: input.customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amount,
                product_data: { name: input.productName, description: input.productDescription },
              },
            },
          ],
          payment_intent_data: {
            // Stripe e-mails its receipt to this address, as it does for the card form's payments.
            receipt_email: input.customerEmail,
            statement_descriptor_suffix: input.statementDescriptorSuffix,
            metadata: input.metadata,
          },
          metadata: input.metadata,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toSession(session);
    },
    async retrieveCheckoutSession(id) {
      return toSession(await stripe.checkout.sessions.retrieve(id));
    },
    async createRefund(input) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amount,
          reason: input.reason,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, status: refund.status ?? "pending", amount: refund.amount };
    },
    verifyWebhook(rawBody, signature, receivedAt) {
      if (!signature) throw new WebhookSignatureError("stripe-signature: header is missing");
      assertNotFutureDated(signature, receivedAt, WEBHOOK_TOLERANCE_SECONDS);
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          opts.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          receivedAt.getTime(),
        );
        return event as unknown as PaymentEvent;
      } catch (err) {
        throw new WebhookSignatureError(`Webhook signature verification failed: ${(err as Error).message}`);
      }
    },
  };
}

function toIntent(pi: Stripe.PaymentIntent): PaymentIntentInfo {
  return {
    id: pi.id,
    clientSecret: pi.client_secret,
    status: pi.status,
    amount: pi.amount,
    currency: pi.currency,
    metadata: { ...(pi.metadata ?? {}) },
    lastError: pi.last_payment_error?.message ?? null,
  };
}

function toSession(s: Stripe.Checkout.Session): CheckoutSessionInfo {
  return {
    id: s.id,
    url: s.url,
    paymentStatus: s.payment_status,
    status: s.status,
    paymentIntentId: typeof s.payment_intent === "string" ? s.payment_intent : (s.payment_intent?.id ?? null),
    amountTotal: s.amount_total,
    currency: s.currency,
    metadata: { ...(s.metadata ?? {}) },
  };
}
