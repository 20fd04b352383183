import { and, asc, eq, isNull } from "drizzle-orm";
import { checkReferences } from "../../db/schema";
import type { Enqueue } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { loadCheck, REFUNDABLE_PAYMENT_STATES, type CheckRow } from "./load";
import { splitCents, toCents } from "./money";
import { issueRefund } from "./refund";
import type { ReferenceState } from "../../shared/states";

/**
 * Called where a check is re-evaluated after a reference changed (lifecycle/progress): when a paid
 * check has a reference that failed and was not refunded yet, its refund is queued in the same
 * transaction.
 */
export async function queueReferenceRefunds(
  deps: Deps,
  enqueue: Enqueue,
  check: Pick<CheckRow, "id" | "paymentStatus">,
  refs: { status: ReferenceState; refundedAt: Date | null }[],
): Promise<void> {
  if (!REFUNDABLE_PAYMENT_STATES.includes(check.paymentStatus)) return;
  if (!refs.some((r) => r.status === "failed" && !r.refundedAt)) return;
  await enqueue(jobs.refundReferences, { checkId: check.id });
}

/**
 * The refund-references job: each reference that could not be interviewed gets its share of the
 * price back (shares add up to the price, so a check whose references all failed is refunded in
 * full). One idempotency key per reference: a rerun never refunds a reference twice.
 */
export async function refundFailedReferences(deps: Deps, checkId: number): Promise<number> {
  const check = await loadCheck(deps.db, checkId);
  if (!REFUNDABLE_PAYMENT_STATES.includes(check.paymentStatus)) return 0;
  const refs = await deps.db
    .select()
    .from(checkReferences)
    .where(eq(checkReferences.referenceCheckId, checkId))
    .orderBy(asc(checkReferences.referenceIndex));
  const shares = splitCents(toCents(check.priceCharged), refs.length);
  let issued = 0;
  for (const [i, ref] of refs.entries()) {
    if (ref.status !== "failed" || ref.refundedAt) continue;
    const result = await issueRefund(deps, {
      checkId,
      amountCents: shares[i]!,
      reason: `Reference ${ref.referenceIndex} (${ref.name}) could not be interviewed: ${ref.failureReason ?? "failed"}`,
      idempotencyKey: `refund:${checkId}:reference:${ref.referenceIndex}`,
    });
    if (result) issued++;
    await deps.db
      .update(checkReferences)
      .set({ refundedAt: deps.now(), updatedAt: deps.now() })
      .where(and(eq(checkReferences.id, ref.id), isNull(checkReferences.refundedAt)));
  }
  return issued;
}
