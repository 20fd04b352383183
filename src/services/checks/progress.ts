import { and, eq, isNotNull } from "drizzle-orm";
import { callLogs, checkReferences, referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { queueReferenceRefunds } from "../payments/reference-refunds";

/**
 * After any reference changes: when every reference is final (completed and analysed, or erased at
 * the reference's request, or failed),
 * the report is built. No report goes out while a reference is still being called.
 */
export async function evaluateProgress(
  deps: Deps,
  checkId: number,
): Promise<"waiting" | "report" | "failed" | "done"> {
  return transaction(deps.database, async (tx, raw) => {
    const [check] = await tx
      .select()
      .from(referenceChecks)
      .where(eq(referenceChecks.id, checkId))
      .for("update");
    if (!check || check.status === "completed" || check.status === "failed") return "done";
    if (check.status !== "processing") return "waiting";
    const refs = await tx.select().from(checkReferences).where(eq(checkReferences.referenceCheckId, checkId));
    // A paid check gets each failed reference's share back (payments/reference-refunds).
    await queueReferenceRefunds(deps, raw, check, refs);
    const analysed = await tx
      .select({ idx: callLogs.referenceIndex })
      .from(callLogs)
      .where(
        and(
          eq(callLogs.referenceCheckId, checkId),
          eq(callLogs.outcome, "completed"),
          isNotNull(callLogs.aiAnalysis),
        ),
      );
    const analysedIdx = new Set(analysed.map((a) => a.idx));
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
      await deps.queue.send(
        jobs.notifyCheckFailed,
        { checkId },
        { tx: raw, singletonKey: `check-failed:${checkId}` },
      );
      return "failed";
    }
    await deps.queue.send(jobs.generateReport, { checkId }, { tx: raw, singletonKey: `report:${checkId}` });
    return "report";
  });
}
