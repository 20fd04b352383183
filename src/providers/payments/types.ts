/**
 * Payments provider port. Amounts are in the currency's smallest unit (cents), as Stripe counts
 * them. Every call that creates something takes an idempotency key, so a retried request or job
 * gets the same object back instead of a second charge or refund.
 */
export type PaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded"
  // Stripe may add states; unknown ones are treated as "not paid yet".
  | (string & {});

export interface PaymentIntentInfo {
  id: string;
  clientSecret: string | null;
  status: PaymentIntentStatus;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  lastError: string | null;
}

export interface CheckoutSessionInfo {
  id: string;
  url: string | null;
  /** "paid" once money is captured; "unpaid" while an async method settles. */
  paymentStatus: "paid" | "unpaid" | "no_payment_required" | (string & {});
  status: "open" | "complete" | "expired" | (string & {}) | null;
  paymentIntentId: string | null;
  amountTotal: number | null;
  currency: string | null;
  metadata: Record<string, string>;
}

export interface RefundInfo {
  id: string;
  status: string;
  amount: number;
}

export interface CreatePaymentIntentInput {
  amount: number;
  currency: string;
  description: string;
  receiptEmail: string;
  statementDescriptorSuffix: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface CreateCheckoutSessionInput {
  amount: number;
  currency: string;
  productName: string;
  productDescription: string;
  customerEmail: string;
  statementDescriptorSuffix: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface CreateRefundInput {
  paymentIntentId: string;
  amount: number;
  reason: "requested_by_customer" | "duplicate" | "fraudulent";
  metadata: Record<string, string>;
  idempotencyKey: string;
}

/** The part of a provider event we act on (the shape of a Stripe snapshot event). */
export interface PaymentEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> & { id?: string } };
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/**
 * Stripe's library refuses a signature older than its tolerance but not one dated in the future,
 * which would stretch a captured event's replay window by as much as it is ahead. The header's
 * timestamp may be ahead of our clock by the tolerance at most.
 */
export function assertNotFutureDated(signature: string, receivedAt: Date, toleranceSeconds: number): void {
  const t = /(?:^|,)t=(\d{1,12})(?:,|$)/.exec(signature)?.[1];
  if (t && Number(t) > receivedAt.getTime() / 1000 + toleranceSeconds)
    throw new WebhookSignatureError("Webhook signature verification failed: timestamp is in the future");
}

export interface PaymentsProvider {
  readonly name: "stripe" | "simulated";
  readonly mode: "live" | "simulated";
  /** What the browser needs to render the card form (null when simulated). */
  readonly publishableKey: string | null;
  healthy(): Promise<boolean>;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentInfo>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentInfo>;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSessionInfo>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo>;
  createRefund(input: CreateRefundInput): Promise<RefundInfo>;
  /**
   * Verifies a webhook's signature on the raw body and parses it. Throws WebhookSignatureError
   * when the signature is missing, forged, or older than the tolerance at `receivedAt`.
   */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined, receivedAt: Date): PaymentEvent;
}
