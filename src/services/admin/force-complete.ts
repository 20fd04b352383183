import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { callLogs, checkReferences, referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { lockCheckOrNotFound } from "./lock-check";

export interface ForceCompleteResult {
  success: true;
  checkId: number;
  status: "completed";
  /** True when a report is being built from the references already interviewed. */
  reportQueued: boolean;
  alreadyCompleted: boolean;
}

/**
 * An operator closes a check: references not yet finished are failed ("closed by an operator")
 * so no further call is placed, and the check is completed. When at least one reference was
 * interviewed and analysed and no report exists yet, the report is built and sent from what
 * there is.
 */
export async function forceCompleteCheck(deps: Deps, checkId: number): Promise<ForceCompleteResult> {
  const now = deps.now();
  const result = await transaction(deps.database, async (tx, raw) => {
    const check = await lockCheckOrNotFound(tx, checkId);
    if (check.status === "completed")
      return {
        success: true as const,
        checkId,
        status: "completed" as const,
        reportQueued: false,
        alreadyCompleted: true,
      };
    await tx
      .update(checkReferences)
      .set({
        status: "failed",
        failureReason: "Closed by an operator before the call finished.",
        updatedAt: now,
      })
      .where(
        and(
          eq(checkReferences.referenceCheckId, checkId),
          inArray(checkReferences.status, ["pending", "scheduled", "in_progress"]),
        ),
      );
    const analysed = await tx
      .select({ id: callLogs.id })
      .from(callLogs)
      .where(
        and(
          eq(callLogs.referenceCheckId, checkId),
          eq(callLogs.outcome, "completed"),
          isNotNull(callLogs.aiAnalysis),
        ),
      )
      .limit(1);
    await tx
      .update(referenceChecks)
      .set({ status: "completed", lastProgressAt: now, updatedAt: now })
      .where(eq(referenceChecks.id, checkId));
    const reportQueued = analysed.length > 0 && !check.reportGenerated;
    if (reportQueued)
      await deps.queue.send(jobs.generateReport, { checkId }, { tx: raw, singletonKey: `report:${checkId}` });
    return {
      success: true as const,
      checkId,
      status: "completed" as const,
      reportQueued,
      alreadyCompleted: false,
    };
  });
  deps.log.info({ checkId, reportQueued: result.reportQueued }, "operator force-completed a check");
  return result;
}
