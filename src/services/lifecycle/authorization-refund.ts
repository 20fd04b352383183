import { eq, sql } from "drizzle-orm";
import { checkReferences } from "../../db/schema";
import type { Deps } from "../deps";
import { loadCheck, REFUNDABLE_PAYMENT_STATES } from "../payments/load";
import { toCents } from "../payments/money";
import { issueRefund } from "../payments/refund";
import { referencesBought } from "../payments/emails";
import { sendRefundNotice } from "../payments/refund-notice";
import { quote, type PricingTier } from "../pricing/rules";

/**
 * The authorization-refund job. `ended`: the candidate declined or never answered, nothing was
 * called, the whole price goes back. `unused-references`: a candidate-led check (priced for the
 * most references) gets back the share of the references the candidate did not enter. One
 * idempotency key each, so a rerun never refunds twice.
 */
export async function refundForAuthorization(
  deps: Deps,
  p: { checkId: number; reason: "ended" | "unused-references" },
): Promise<"refunded" | "nothing"> {
  const check = await loadCheck(deps.db, p.checkId);
  if (!REFUNDABLE_PAYMENT_STATES.includes(check.paymentStatus)) return "nothing";
  if (p.reason === "ended") {
    const r = await issueRefund(deps, {
      checkId: p.checkId,
      reason: "The candidate did not authorize the reference check: nothing was called.",
      idempotencyKey: `refund:${p.checkId}:authorization`,
    });
    return r ? "refunded" : "nothing";
  }
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkReferences)
    .where(eq(checkReferences.referenceCheckId, p.checkId));
  const entered = row?.n ?? 0;
  const due =
    toCents(check.priceCharged) -
    Math.round(quote(entered, check.pricingTier as PricingTier).totalPrice * 100);
  if (entered === 0 || due <= 0) return "nothing";
  const bought = referencesBought(check, entered);
  const unused = `${bought - entered === 1 ? "reference is" : "references are"} refunded`;
  const r = await issueRefund(deps, {
    checkId: p.checkId,
    amountCents: due,
    reason: `The candidate entered ${entered} of the ${bought} references paid for: the unused ${unused}.`,
    idempotencyKey: `refund:${p.checkId}:unused-references`,
  });
  if (!r) return "nothing";
  // The requester hears of money coming back, with how much and why (once per refund).
  await sendRefundNotice(deps, {
    checkId: p.checkId,
    amount: r.amount,
    reason: `the candidate entered ${entered} of the ${bought} references you paid for, so the unused ${unused}.`,
    key: `refund-notice:${p.checkId}:unused-references`,
  });
  return "refunded";
}
