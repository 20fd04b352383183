import { eq } from "drizzle-orm";
import { organizations } from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import type { Deps } from "../deps";
import { notYours, ownedCheckId } from "./checkout-token";
import { loadCheck, PAYABLE_PAYMENT_STATES, referenceCount } from "./load";
import { markCheckPaid } from "./mark-paid";
import { referencesBought } from "./emails";
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
  /**
   * What was bought: the references the price paid for (a candidate-led check is priced for the
   * references the candidate may enter, before any is), at a price each.
   */
  bought: { references: number; each: number; total: number };
  /** What came back, each refund with its amount and why (the phase's money lines). */
  refunds: { amount: number; reason: string; pending: boolean }[];
  /** What the requester paid in the end: the price less what came back. */
  net: number;
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
  const onFile = await referenceCount(deps.db, check.id);
  const phase = (await loadPhase(deps, check.id))!;
  const total = Number(check.priceCharged);
  const references = referencesBought(check, onFile);
  const back = phase.money.lines.reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
  return {
    referenceCheckId: check.id,
    checkId: check.publicId,
    candidateName: check.candidateName,
    status: check.status,
    paymentStatus: check.paymentStatus,
    amount: total,
    referenceCount: onFile,
    statusUrl: `${deps.config.publicBaseUrl}/check-status/${check.publicId}`,
    phase,
    bought: { references, each: references ? Math.round((total / references) * 100) / 100 : 0, total },
    refunds: phase.money.lines,
    net: (Math.round(total * 100) - back) / 100,
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
