import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { referenceChecks } from "../../db/schema";
import type { Enqueue } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { loadCheck, PAYABLE_PAYMENT_STATES, REFUNDABLE_PAYMENT_STATES } from "./load";
import { toCents, toDollars } from "./money";
import { recordPurchase } from "./purchase-event";
import { inviteCandidate } from "../checks/authorization-record";

export type MarkPaidResult = "paid" | "already" | "underpaid";

/**
 * The one place a check becomes paid, inside the caller's transaction: the payment status and the
 * start-check job commit together. Whoever learns of the payment first (the browser's confirm
 * call asking Stripe, or a webhook) does it; the others find it done.
 */
export async function markCheckPaid(
  deps: Deps,
  tx: Db,
  enqueue: Enqueue,
  p: {
    checkId: number;
    amountCents: number;
    paymentIntentId: string | null;
    checkoutSessionId?: string | null;
    source: string;
  },
): Promise<MarkPaidResult> {
  const check = await loadCheck(tx, p.checkId, true);
  if (!PAYABLE_PAYMENT_STATES.includes(check.paymentStatus)) {
    // Paid already, through another payment (two tabs, a card form and a hosted checkout):
    // that second payment goes back in full.
    if (
      p.paymentIntentId &&
      check.stripePaymentIntentId &&
      p.paymentIntentId !== check.stripePaymentIntentId &&
      p.amountCents > 0
    ) {
      deps.log.warn(
        { checkId: p.checkId, paymentIntentId: p.paymentIntentId },
        "duplicate payment: refunding it",
      );
      await enqueue(
        jobs.refundDuplicatePayment,
        { checkId: p.checkId, paymentIntentId: p.paymentIntentId, amountCents: p.amountCents },
        { singletonKey: `duplicate:${p.paymentIntentId}` },
      );
    }
    return "already";
  }
  const price = toCents(check.priceCharged);
  if (p.amountCents < price) {
    deps.log.error({ checkId: p.checkId, paid: p.amountCents, price }, "payment smaller than the price");
    return "underpaid";
  }
  const now = deps.now();
  await tx
    .update(referenceChecks)
    .set({
      paymentStatus: "paid",
      stripePaymentIntentId: p.paymentIntentId ?? check.stripePaymentIntentId,
      stripeCheckoutSessionId: p.checkoutSessionId ?? check.stripeCheckoutSessionId,
      updatedAt: now,
      lastProgressAt: now,
    })
    .where(eq(referenceChecks.id, p.checkId));
  await enqueue(jobs.startCheck, { checkId: p.checkId });
  // A check that waits for the candidate's authorization invites them now (start-check waits).
  await inviteCandidate(deps, tx, enqueue, p.checkId);
  // The receipt the success pages promise (sent by the product unless Stripe sends its own).
  await enqueue(jobs.sendReceipt, { checkId: p.checkId }, { singletonKey: `receipt:${p.checkId}` });
  await recordPurchase(tx, {
    checkId: p.checkId,
    amountCents: price,
    transactionId: p.paymentIntentId ?? p.checkoutSessionId ?? `check-${p.checkId}`,
    source: p.source,
    at: now,
  });
  return "paid";
}

/** A declined attempt: the check stays payable (a retry may succeed); a later success wins. */
export async function markPaymentFailed(deps: Deps, tx: Db, checkId: number): Promise<"failed" | "ignored"> {
  const check = await loadCheck(tx, checkId, true);
  if (check.paymentStatus !== "pending") return "ignored";
  await tx
    .update(referenceChecks)
    .set({ paymentStatus: "failed", updatedAt: deps.now() })
    .where(eq(referenceChecks.id, checkId));
  return "failed";
}

/**
 * Brings the check's refunded total up to what the provider reports (never down: events may
 * arrive late or out of order) and derives refunded / partially_refunded from it.
 */
export async function syncRefundedTotal(
  deps: Deps,
  tx: Db,
  checkId: number,
  refundedCents: number,
): Promise<"synced" | "ignored"> {
  const check = await loadCheck(tx, checkId, true);
  if (![...REFUNDABLE_PAYMENT_STATES, "refunded"].includes(check.paymentStatus)) return "ignored";
  const total = Math.max(toCents(check.amountRefunded), refundedCents);
  const price = toCents(check.priceCharged);
  const status = total >= price ? "refunded" : total > 0 ? "partially_refunded" : check.paymentStatus;
  await tx
    .update(referenceChecks)
    .set({ amountRefunded: toDollars(total), paymentStatus: status, updatedAt: deps.now() })
    .where(eq(referenceChecks.id, checkId));
  return "synced";
}
