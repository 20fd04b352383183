import { and, eq, inArray } from "drizzle-orm";
import { checkReferences, referenceChecks } from "../../../db/schema";
import { transaction } from "../../../db/tx";
import { AppError } from "../../../errors";
import { jobs } from "../../../jobs/registry";
import type { Deps } from "../../deps";
import { queueReferenceRefunds } from "../../payments/reference-refunds";
import { analysedReferenceIndexes } from "../../checks/queries";
import { lockCheckOrNotFound } from "./lock-check";
import type { ReferenceState } from "../../../shared/states";

export const CLOSED_BY_OPERATOR = "Closed by an operator before the call finished.";
export const NOBODY_INTERVIEWED = "Closed by an operator: no reference could be interviewed.";

/**
 * What force-complete did:
 * - report: a report is being built from the references interviewed (the check completes when
 *   it is delivered);
 * - awaiting-analysis: an interviewed reference is still being analysed; its report follows;
 * - failed: nobody was interviewed, so the check failed, the requester is told, and a paid
 *   check is refunded in full;
 * - already-completed: nothing to do.
 */
export type ForceCompleteOutcome = "report" | "awaiting-analysis" | "failed" | "already-completed";
/** A close that lets calls under way finish may also wait for them. */
export type CloseOutcome = ForceCompleteOutcome | "awaiting-calls";

/** The requester's cancel (public API) closes a check the same way, in its own words. */
export interface CloseOptions {
  closedReason?: string;
  nobodyReason?: string;
  /** Let a call already under way finish (awaiting-calls); the check then ends on its own. */
  leaveCallsInProgress?: boolean;
}

export interface ForceCompleteResult {
  success: true;
  checkId: number;
  outcome: ForceCompleteOutcome;
  status: string;
  /** References closed now (their remaining calls cancelled). */
  referencesClosed: number;
  /** References whose share of the price is being refunded. */
  refundsQueued: boolean;
  reportQueued: boolean;
  alreadyCompleted: boolean;
}

/** Why force-complete makes no sense for a check in this state, or null when it does. */
export function forceCompleteRefusal(check: { status: string; paymentStatus: string }): string | null {
  if (check.status === "failed") return "This check has already failed; there is nothing left to complete";
  if (check.status === "pending")
    return check.paymentStatus === "pending" || check.paymentStatus === "failed"
      ? "This check is waiting for payment; it cannot be completed before it is paid"
      : "This check has not started its calls yet; there is nothing to complete";
  return null;
}

/**
 * An operator closes a check that is running: its remaining calls are cancelled (references not
 * finished fail as "closed by an operator") and the check ends exactly as it would have on its
 * own: each reference not interviewed gets its share of a paid price back, a report goes out when
 * at least one reference was interviewed, and otherwise the check fails and the requester gets
 * the failure notice. A check with no interviewed reference is never marked completed.
 */
export async function forceCompleteCheck(deps: Deps, checkId: number): Promise<ForceCompleteResult> {
  // Every reference not finished is closed, so "awaiting-calls" cannot happen here.
  return (await closeCheck(deps, checkId)) as ForceCompleteResult;
}

export async function closeCheck(
  deps: Deps,
  checkId: number,
  opts: CloseOptions = {},
): Promise<Omit<ForceCompleteResult, "outcome"> & { outcome: CloseOutcome }> {
  const closing: ReferenceState[] = opts.leaveCallsInProgress
    ? ["pending", "scheduled"]
    : ["pending", "scheduled", "in_progress"];
  const now = deps.now();
  const result = await transaction(
    deps,
    async ({
      db: tx,
      enqueue,
    }): Promise<Omit<ForceCompleteResult, "outcome"> & { outcome: CloseOutcome }> => {
      const check = await lockCheckOrNotFound(tx, checkId);
      const base = { success: true as const, checkId, referencesClosed: 0, refundsQueued: false };
      if (check.status === "completed")
        return {
          ...base,
          outcome: "already-completed",
          status: "completed",
          reportQueued: false,
          alreadyCompleted: true,
        };
      const refusal = forceCompleteRefusal(check);
      if (refusal) throw new AppError("CONFLICT", refusal);

      const closed = await tx
        .update(checkReferences)
        .set({
          status: "failed",
          failureReason: opts.closedReason ?? CLOSED_BY_OPERATOR,
          nextAttemptAt: null,
          updatedAt: now,
        })
        .where(and(eq(checkReferences.referenceCheckId, checkId), inArray(checkReferences.status, closing)))
        .returning({ id: checkReferences.id });
      const refs = await tx
        .select()
        .from(checkReferences)
        .where(eq(checkReferences.referenceCheckId, checkId));
      const refundsQueued =
        ["paid", "partially_refunded"].includes(check.paymentStatus) &&
        refs.some((r) => r.status === "failed" && !r.refundedAt);
      await queueReferenceRefunds(deps, enqueue, check, refs);
      const done = { ...base, referencesClosed: closed.length, refundsQueued, alreadyCompleted: false };

      if (refs.some((r) => r.status === "in_progress"))
        return { ...done, outcome: "awaiting-calls", status: check.status, reportQueued: false };
      const interviewed = refs.filter((r) => r.status === "completed");
      if (!interviewed.length) {
        await tx
          .update(referenceChecks)
          .set({
            status: "failed",
            failureReason: opts.nobodyReason ?? NOBODY_INTERVIEWED,
            lastProgressAt: now,
            updatedAt: now,
          })
          .where(eq(referenceChecks.id, checkId));
        await enqueue(jobs.notifyCheckFailed, { checkId }, { singletonKey: `check-failed:${checkId}` });
        return { ...done, outcome: "failed", status: "failed", reportQueued: false };
      }
      await tx
        .update(referenceChecks)
        .set({ lastProgressAt: now, updatedAt: now })
        .where(eq(referenceChecks.id, checkId));
      const analysedIdx = await analysedReferenceIndexes(tx, checkId);
      const ready = interviewed.every((r) => analysedIdx.has(r.referenceIndex) || r.erasedAt !== null);
      // Not ready: the analysis job re-evaluates the check when it finishes and queues the report.
      if (!ready) return { ...done, outcome: "awaiting-analysis", status: check.status, reportQueued: false };
      if (check.reportGenerated)
        await enqueue(jobs.deliverReport, { checkId }, { singletonKey: `deliver:${checkId}` });
      else await enqueue(jobs.generateReport, { checkId }, { singletonKey: `report:${checkId}` });
      return { ...done, outcome: "report", status: check.status, reportQueued: true };
    },
  );
  deps.log.info({ checkId, outcome: result.outcome }, "operator force-completed a check");
  return result;
}
