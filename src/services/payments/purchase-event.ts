import { analyticsEvents } from "../../db/schema";
import type { Db } from "../../db/client";

/**
 * spec §7's purchase event, recorded on the server when the provider confirms the money (the one
 * moment we know it is true, whatever the browser does). The SPA's first-party analytics records
 * its own events only after cookie consent; this is a business record, not tracking.
 */
export async function recordPurchase(
  tx: Db,
  p: { checkId: number; amountCents: number; transactionId: string; source: string; at: Date },
) {
  const value = p.amountCents / 100;
  await tx.insert(analyticsEvents).values({
    name: "purchase",
    category: "ecommerce",
    label: "reference_check",
    value: value.toFixed(2),
    params: {
      currency: "USD",
      value,
      transaction_id: p.transactionId,
      referenceCheckId: p.checkId,
      source: p.source,
      items: [
        {
          item_id: "reference_check",
          item_name: "Reference Check",
          item_category: "Service",
          quantity: 1,
          price: value,
        },
      ],
    },
    createdAt: p.at,
  });
}
