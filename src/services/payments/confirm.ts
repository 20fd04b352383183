import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import type { Deps } from "../deps";
import type { PaymentIntentInfo } from "../../providers/payments/types";
import { ownedCheckId } from "./checkout-token";
import { loadCheck } from "./load";
import { markCheckPaid } from "./mark-paid";
import { CURRENCY } from "./money";
import type { CheckState, PaymentState } from "../../shared/states";
import type { Phase } from "../checks/phase";
import { loadPhase } from "../checks/phase-load";

export interface ConfirmAnswer {
  success: true;
  status: CheckState;
  paymentStatus: PaymentState;
  referenceCheckId: number;
  checkId: string;
  statusUrl: string;
  /** The check's phase once paid: the payment toast says what happens next from it. */
  phase: Phase;
}

/**
 * POST /api/confirm-payment. The browser says a payment succeeded; we do not take its word but ask
 * the provider, check that the intent is for this check and covers its price, then start the calls.
 * Only the browser holding the check's checkout token may ask.
 */
export async function confirmPayment(
  deps: Deps,
  input: { paymentIntentId: string; referenceCheckId: number; checkoutToken: string },
): Promise<ConfirmAnswer> {
  const check = await loadCheck(deps.db, await ownedCheckId(deps.db, input));
  const pi = await retrieve(deps, input.paymentIntentId);
  if (pi.metadata.referenceCheckId !== String(check.id))
    throw new AppError("BAD_REQUEST", "paymentIntentId: this payment is not for this reference check");
  if (pi.status !== "succeeded")
    throw new AppError(
      "PAYMENT_REQUIRED",
      pi.lastError
        ? `Payment has not succeeded: ${pi.lastError}`
        : `Payment has not succeeded (status ${pi.status})`,
    );
  if (pi.currency !== CURRENCY)
    throw new AppError("BAD_REQUEST", "paymentIntentId: the payment is in another currency");
  const result = await transaction(deps, ({ db: tx, enqueue }) =>
    markCheckPaid(deps, tx, enqueue, {
      checkId: check.id,
      amountCents: pi.amount,
      paymentIntentId: pi.id,
      source: "confirm-payment",
    }),
  );
  if (result === "underpaid")
    throw new AppError("BAD_REQUEST", "paymentIntentId: the payment does not cover this reference check");
  const after = await loadCheck(deps.db, check.id);
  return {
    success: true,
    status: after.status,
    paymentStatus: after.paymentStatus,
    referenceCheckId: check.id,
    checkId: check.publicId,
    statusUrl: `${deps.config.publicBaseUrl}/check-status/${check.publicId}`,
    phase: (await loadPhase(deps, check.id))!,
  };
}

async function retrieve(deps: Deps, id: string): Promise<PaymentIntentInfo> {
  try {
    return await deps.providers.payments.retrievePaymentIntent(id);
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 404 || status === 400)
      throw new AppError("BAD_REQUEST", "paymentIntentId: no such payment");
    throw new AppError("UNAVAILABLE", "The payment provider could not be reached; try again in a moment");
  }
}
