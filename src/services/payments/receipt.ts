import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import type { Deps } from "../deps";
import { loadCheck, PAYABLE_PAYMENT_STATES, referenceCount } from "./load";
import { markCheckPaid } from "./mark-paid";

export interface PaymentReceipt {
  referenceCheckId: number;
  checkId: string;
  candidateName: string;
  status: string;
  paymentStatus: string;
  amount: number;
  referenceCount: number;
  statusUrl: string;
}

/**
 * What the success and thank-you pages show. Holding the payment's id (the session or intent the
 * provider sent back) is what entitles the visitor to see the check. If the provider's webhook
 * has not arrived yet, the provider is asked, so the page never waits on a lost event.
 */
export async function paymentReceipt(
  deps: Deps,
  input: { referenceCheckId: number; sessionId: string },
): Promise<PaymentReceipt> {
  let check = await loadCheck(deps.db, input.referenceCheckId).catch(() => null);
  const known =
    check && [check.stripeCheckoutSessionId, check.stripePaymentIntentId].includes(input.sessionId);
  if (!check || !known) throw new AppError("NOT_FOUND", "Payment not found for this reference check");

  if (PAYABLE_PAYMENT_STATES.includes(check.paymentStatus)) {
    const paid = await askProvider(deps, input.sessionId, check.id);
    if (paid)
      await transaction(deps.database, (tx, raw) =>
        markCheckPaid(deps, tx, raw, { checkId: check!.id, ...paid, source: "receipt" }),
      );
    check = await loadCheck(deps.db, check.id);
  }
  return {
    referenceCheckId: check.id,
    checkId: check.publicId,
    candidateName: check.candidateName,
    status: check.status,
    paymentStatus: check.paymentStatus,
    amount: Number(check.priceCharged),
    referenceCount: await referenceCount(deps.db, check.id),
    statusUrl: `${deps.config.publicBaseUrl}/check-status/${check.publicId}`,
  };
}

async function askProvider(deps: Deps, id: string, checkId: number) {
  const payments = deps.providers.payments;
  try {
    if (id.startsWith("cs_")) {
      const s = await payments.retrieveCheckoutSession(id);
      if (s.paymentStatus !== "paid" || s.metadata.referenceCheckId !== String(checkId)) return null;
      return { amountCents: s.amountTotal ?? 0, paymentIntentId: s.paymentIntentId, checkoutSessionId: s.id };
    }
    const pi = await payments.retrievePaymentIntent(id);
    if (pi.status !== "succeeded" || pi.metadata.referenceCheckId !== String(checkId)) return null;
    return { amountCents: pi.amount, paymentIntentId: pi.id };
  } catch (err) {
    deps.log.warn({ err, id }, "could not ask the payment provider about a payment");
    return null;
  }
}
