import { eq } from "drizzle-orm";
import { organizations } from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import type { Deps } from "../deps";
import { notYours, ownedCheckId } from "./checkout-token";
import { loadCheck, PAYABLE_PAYMENT_STATES, referenceCount } from "./load";
import { markCheckPaid } from "./mark-paid";
import type { CheckState, PaymentState } from "../../shared/states";
import type { Phase } from "../checks/phase";
import { loadPhase } from "../checks/phase-load";

export interface PaymentReceipt {
  referenceCheckId: number;
  checkId: string;
  candidateName: string;
  status: CheckState;
  paymentStatus: PaymentState;
  amount: number;
  referenceCount: number;
  statusUrl: string;
  /** The check's phase and its words: the page says what happens next from these, nothing else. */
  phase: Phase;
  /** The organization the check is billed to, or null for personal use. */
  organization: string | null;
}

/**
 * What the success and thank-you pages show, including the check's private status id. Three
 * things must hold: the caller holds the check's checkout token, the session or intent id is one
 * this check was given, and the provider itself reports that payment as paid for this check.
 * Anything short of the first two gets the same answer as an unknown id; a payment the provider
 * does not (yet) report as paid gets 402 and no details. If the provider's webhook has not
 * arrived yet, the provider's answer marks the check paid, so the page never waits on a lost event.
 */
export async function paymentReceipt(
  deps: Deps,
  input: { referenceCheckId: number; sessionId: string; checkoutToken: string },
): Promise<PaymentReceipt> {
  let check = await loadCheck(deps.db, await ownedCheckId(deps.db, input));
  if (![check.stripeCheckoutSessionId, check.stripePaymentIntentId].includes(input.sessionId))
    throw notYours();

  const paid = await askProvider(deps, input.sessionId, check.id);
  if (!paid) throw new AppError("PAYMENT_REQUIRED", "Payment not confirmed yet");
  if (PAYABLE_PAYMENT_STATES.includes(check.paymentStatus)) {
    await transaction(deps, ({ db: tx, enqueue }) =>
      markCheckPaid(deps, tx, enqueue, { checkId: check.id, ...paid, source: "receipt" }),
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
    phase: (await loadPhase(deps, check.id))!,
    organization: check.organizationId ? await organizationName(deps, check.organizationId) : null,
  };
}

async function organizationName(deps: Deps, id: number): Promise<string | null> {
  const [row] = await deps.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row?.name ?? null;
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
    throw new AppError("UNAVAILABLE", "The payment provider could not be reached; try again in a moment");
  }
}
