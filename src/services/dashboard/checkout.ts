import { and, eq, inArray } from "drizzle-orm";
import { referenceChecks } from "../../db/schema";
import { newCheckoutToken, notYours } from "../payments/checkout-token";
import { PAYABLE_PAYMENT_STATES } from "../payments/load";
import type { Deps } from "../deps";
import { checksOf, type Owner } from "../checks/owner";

/**
 * "Complete payment" from the dashboard: the signed-in requester of a check that still waits for
 * its payment gets a fresh checkout token for it (the session proves ownership, as the creating
 * browser's token did). The old token stops working: one browser at a time completes a payment.
 * Any other check (someone else's, paid, free, unknown) gets the payment step's generic answer.
 */
export async function issueCheckoutToken(
  deps: Deps,
  owner: Owner,
  checkId: number,
): Promise<{ checkoutToken: string }> {
  const { token, hash } = newCheckoutToken();
  const updated = await deps.db
    .update(referenceChecks)
    .set({ checkoutTokenHash: hash })
    .where(
      and(
        eq(referenceChecks.id, checkId),
        checksOf(owner),
        inArray(referenceChecks.paymentStatus, PAYABLE_PAYMENT_STATES),
      ),
    )
    .returning({ id: referenceChecks.id });
  if (!updated.length) throw notYours();
  return { checkoutToken: token };
}
