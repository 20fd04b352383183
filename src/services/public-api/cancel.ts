import { and, eq, inArray } from "drizzle-orm";
import { checkReferences, referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import { closeCheck } from "../lifecycle/operator/force-complete";
import type { Deps } from "../deps";
import { findApiCheck, getApiCheck, type ApiCheck } from "./check-views";
import type { ApiPrincipal } from "./keys";

export const CANCELLED_CALL = "Cancelled by the requester before the call was made.";
export const CANCELLED_NOBODY = "Cancelled by the requester: no reference was interviewed.";
export const CANCELLED_UNPAID = "Cancelled by the requester before payment.";

/**
 * POST /api/v1/checks/{id}/cancel: calls not yet made are cancelled; a call under way finishes.
 * Each reference not interviewed gets its share of a paid price back (the refund rules of a
 * failed reference); a check nobody was interviewed for fails and is refunded in full; one with
 * interviews gets its report. An unpaid check is simply closed. Cancelling twice changes nothing.
 */
export async function cancelApiCheck(deps: Deps, p: ApiPrincipal, id: string): Promise<ApiCheck> {
  const check = await findApiCheck(deps, p, id);
  if (check.status === "completed" || check.status === "failed") return getApiCheck(deps, p, id);
  if (check.status === "pending" && ["pending", "failed"].includes(check.paymentStatus)) {
    const now = deps.now();
    await transaction(deps, async ({ db: tx }) => {
      await tx
        .update(checkReferences)
        .set({ status: "failed", failureReason: CANCELLED_CALL, nextAttemptAt: null, updatedAt: now })
        .where(
          and(
            eq(checkReferences.referenceCheckId, check.id),
            inArray(checkReferences.status, ["pending", "scheduled"]),
          ),
        );
      await tx
        .update(referenceChecks)
        .set({ status: "failed", failureReason: CANCELLED_UNPAID, checkoutTokenHash: null, updatedAt: now })
        .where(and(eq(referenceChecks.id, check.id), eq(referenceChecks.status, "pending")));
    });
    return getApiCheck(deps, p, id);
  }
  if (check.status === "pending") {
    // Paid but not started yet: closed like a running check (full refund, nobody interviewed).
    await deps.db
      .update(referenceChecks)
      .set({ status: "processing", updatedAt: deps.now() })
      .where(and(eq(referenceChecks.id, check.id), eq(referenceChecks.status, "pending")));
  }
  await closeCheck(deps, check.id, {
    closedReason: CANCELLED_CALL,
    nobodyReason: CANCELLED_NOBODY,
    leaveCallsInProgress: true,
  });
  return getApiCheck(deps, p, id);
}
