import { eq } from "drizzle-orm";
import { referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import type { Deps } from "../deps";
import { resolveCheckId, type PaymentTarget } from "./intent";
import { assertPayable, loadCheck, referenceCount } from "./load";
import { CURRENCY, descriptorSuffix, toCents } from "./money";

export interface CheckoutSessionAnswer {
  sessionId: string;
  url: string;
  referenceCheckId: number;
  amount: number;
  statementDescriptor: string;
}

/**
 * POST /api/create-checkout-session: the hosted-checkout alternative. The return address carries
 * the session id so the success page can ask the provider about it.
 */
export async function createCheckoutSessionForCheck(
  deps: Deps,
  t: PaymentTarget,
): Promise<CheckoutSessionAnswer> {
  const checkId = await resolveCheckId(deps, t);
  return transaction(deps, async ({ db: tx }) => {
    const check = await loadCheck(tx, checkId, true);
    assertPayable(check);
    const count = await referenceCount(tx, checkId);
    const amount = toCents(check.priceCharged);
    const descriptor = check.statementDescriptor ?? deps.config.env.STATEMENT_DESCRIPTOR;
    const base = deps.config.publicBaseUrl;
    const answer = (sessionId: string, url: string): CheckoutSessionAnswer => ({
      sessionId,
      url,
      referenceCheckId: checkId,
      amount: amount / 100,
      statementDescriptor: descriptor,
    });
    if (check.stripeCheckoutSessionId) {
      // A second click (or a return from the hosted page) reuses the session still open.
      const open = await deps.providers.payments.retrieveCheckoutSession(check.stripeCheckoutSessionId);
      if (open.status === "open" && open.url && open.amountTotal === amount) return answer(open.id, open.url);
    }
    const session = await deps.providers.payments.createCheckoutSession({
      amount,
      currency: CURRENCY,
      productName: `${deps.config.env.PRODUCT_NAME} reference check`,
      productDescription: `${count} reference${count === 1 ? "" : "s"} called and reported on`,
      customerEmail: check.requesterEmail,
      statementDescriptorSuffix: descriptorSuffix(descriptor),
      metadata: {
        referenceCheckId: String(checkId),
        referenceCount: String(count),
        product: "reference_check",
      },
      successUrl: `${base}/checkout-success?session_id={CHECKOUT_SESSION_ID}&ref_id=${checkId}`,
      cancelUrl: `${base}/checkout?referenceCheckId=${checkId}`,
      // A retried request gets the same session back.
      idempotencyKey: `checkout-session:${checkId}:${check.stripeCheckoutSessionId ?? "first"}`,
    });
    if (session.id !== check.stripeCheckoutSessionId)
      await tx
        .update(referenceChecks)
        .set({ stripeCheckoutSessionId: session.id, updatedAt: deps.now() })
        .where(eq(referenceChecks.id, checkId));
    return answer(session.id, session.url ?? "");
  });
}
