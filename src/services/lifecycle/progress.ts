import { eq } from "drizzle-orm";
import { referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { queueReferenceRefunds } from "../payments/reference-refunds";
import { analysedReferenceIndexes, lockCheck, referencesOf } from "../checks/queries";

/**
 * After any reference changes: when every reference is final (completed and analysed, or erased at
 * the reference's request, or failed),
 * the report is built. No report goes out while a reference is still being called.
 */
export async function evaluateProgress(
  deps: Deps,
  checkId: number,
): Promise<"waiting" | "report" | "failed" | "done"> {
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const check = await lockCheck(tx, checkId);
    if (!check || check.status === "completed" || check.status === "failed") return "done";
    if (check.status !== "processing") return "waiting";
    const refs = await referencesOf(tx, checkId);
    // A paid check gets each failed reference's share back (payments/reference-refunds).
    await queueReferenceRefunds(deps, enqueue, check, refs);
    const analysedIdx = await analysedReferenceIndexes(tx, checkId);
    const final = refs.every(
      (r) =>
        r.status === "failed" ||
        (r.status === "completed" && (analysedIdx.has(r.referenceIndex) || r.erasedAt !== null)),
    );
    if (!final) return "waiting";
    const now = deps.now();
    if (!refs.some((r) => r.status === "completed")) {
      await tx
        .update(referenceChecks)
        .set({
          status: "failed",
          failureReason: "No reference could be interviewed.",
          updatedAt: now,
          lastProgressAt: now,
        })
        .where(eq(referenceChecks.id, checkId));
      // The requester hears of it by e-mail, with each reference's outcome and the refund.
      await enqueue(jobs.notifyCheckFailed, { checkId }, { singletonKey: `check-failed:${checkId}` });
      return "failed";
    }
    await enqueue(jobs.generateReport, { checkId }, { singletonKey: `report:${checkId}` });
    return "report";
  });
}
