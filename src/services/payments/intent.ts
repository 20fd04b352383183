import { eq } from "drizzle-orm";
import { referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import type { Deps } from "../deps";
import { ownedCheckId } from "./checkout-token";
import { assertPayable, loadCheck, referenceCount } from "./load";
import { markCheckPaid } from "./mark-paid";
import { CURRENCY, descriptorSuffix, toCents } from "./money";

/** The spec's payload (email, referenceCount, amount) is accepted; only the token unlocks a check. */
export interface PaymentTarget {
  checkoutToken: string;
  referenceCheckId?: number;
}

export interface PaymentIntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  referenceCheckId: number;
  amount: number;
  currency: string;
  referenceCount: number;
  statementDescriptor: string;
  simulated: boolean;
  publishableKey: string | null;
}

const REUSABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];

export function resolveCheckId(deps: Deps, t: PaymentTarget): Promise<number> {
  return ownedCheckId(deps.db, t);
}

/**
 * POST /api/create-payment-intent. The amount is the check's own server-computed price, never the
 * request's. One intent per check: a reload reuses the open intent instead of creating another.
 */
export async function createPaymentIntentForCheck(
  deps: Deps,
  t: PaymentTarget,
): Promise<PaymentIntentAnswer> {
  const checkId = await resolveCheckId(deps, t);
  const payments = deps.providers.payments;
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const check = await loadCheck(tx, checkId, true);
    const count = await referenceCount(tx, checkId);
    const amount = toCents(check.priceCharged);
    if (check.stripePaymentIntentId && check.stripePaymentIntentId.startsWith("pi_")) {
      const open = await payments.retrievePaymentIntent(check.stripePaymentIntentId);
      if (open.status === "succeeded" && open.amount >= amount) {
        await markCheckPaid(deps, tx, enqueue, {
          checkId,
          amountCents: open.amount,
          paymentIntentId: open.id,
          source: "create-payment-intent",
        });
        throw new AppError("CONFLICT", "This reference check is already paid");
      }
      assertPayable(check);
      if (REUSABLE.includes(open.status) && open.amount === amount && open.clientSecret)
        return answer(open.id, open.clientSecret);
    }
    assertPayable(check);
    const descriptor = descriptorSuffix(check.statementDescriptor ?? deps.config.env.STATEMENT_DESCRIPTOR);
    const pi = await payments.createPaymentIntent({
      amount,
      currency: CURRENCY,
      description: `${deps.config.env.PRODUCT_NAME} reference check #${checkId} (${count} reference${count === 1 ? "" : "s"})`,
      receiptEmail: check.requesterEmail,
      statementDescriptorSuffix: descriptor,
      metadata: {
        referenceCheckId: String(checkId),
        referenceCount: String(count),
        product: "reference_check",
      },
      // A double click or a retried request gets the same intent back.
      idempotencyKey: `payment-intent:${checkId}:${check.stripePaymentIntentId ?? "first"}`,
    });
    await tx
      .update(referenceChecks)
      .set({ stripePaymentIntentId: pi.id, updatedAt: deps.now() })
      .where(eq(referenceChecks.id, checkId));
    if (!pi.clientSecret) throw new AppError("UNAVAILABLE", "The payment provider returned no client secret");
    return answer(pi.id, pi.clientSecret);

    function answer(id: string, clientSecret: string): PaymentIntentAnswer {
      return {
        clientSecret,
        paymentIntentId: id,
        referenceCheckId: checkId,
        amount: amount / 100,
        currency: CURRENCY,
        referenceCount: count,
        statementDescriptor: check!.statementDescriptor ?? deps.config.env.STATEMENT_DESCRIPTOR,
        simulated: payments.mode === "simulated",
        publishableKey: payments.publishableKey,
      };
    }
  });
}
