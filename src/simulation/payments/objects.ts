import { randomBytes } from "node:crypto";
import type { CheckoutSessionInfo, PaymentIntentInfo } from "../../providers/payments/types";

/** A simulated Stripe object as Stripe would return it (snake_case fields). */
export type Obj = Record<string, unknown>;
export const newId = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString("hex")}`;

export function toIntent(d: Obj): PaymentIntentInfo {
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

export function toSession(d: Obj): CheckoutSessionInfo {
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

export function toRefund(d: Obj) {
  return { id: d.id as string, status: d.status as string, amount: d.amount as number };
}
