import { and, desc, eq } from "drizzle-orm";
import { callLogs, checkReferences, referenceChecks } from "../../../db/schema";
import { transaction } from "../../../db/tx";
import { AppError } from "../../../errors";
import { jobs } from "../../../jobs/registry";
import { MAX_ATTEMPTS } from "../../checks/attempts";
import { recordCallOutcome } from "../../calls/outcome";
import type { Deps } from "../../deps";
import { lockCheckOrNotFound } from "./lock-check";
import { nextBusinessInstant } from "../../scheduling/windows";

/** What a stuck check needs to move again, per reference and for the check as a whole. */
export type RetryAction =
  | { kind: "start-check" }
  | { kind: "place-call"; referenceIndex: number; attempt: number }
  | { kind: "close-dropped-call"; referenceIndex: number; callLogId: number }
  | { kind: "analyze"; referenceIndex: number; callLogId: number }
  | { kind: "check-progress" }
  | { kind: "deliver-report" };

export interface StuckSnapshot {
  check: { status: string; reportGenerated: boolean; reportDeliveredAt: Date | null };
  references: { referenceIndex: number; status: string; attemptsMade: number; optedOut: boolean }[];
  /** The latest call log per reference. */
  lastCalls: {
    id: number;
    referenceIndex: number;
    attemptNumber: number;
    outcome: string | null;
    hasAnalysis: boolean;
  }[];
}

/**
 * Pure: which stage each part of a stuck check is stuck in, and the job that moves it on.
 * A report that was rendered but never sent is re-delivered; a reference never scheduled
 * restarts the check; a scheduled one gets its dial job again (dials are idempotent per
 * attempt); a call that never reported back is closed as dropped (which schedules the next
 * attempt or fails the reference); a completed call without analysis is analysed; when every
 * reference is final the progress evaluation builds the report.
 */
export function planRetry(s: StuckSnapshot): RetryAction[] {
  if (s.check.reportGenerated && !s.check.reportDeliveredAt) return [{ kind: "deliver-report" }];
  const actions: RetryAction[] = [];
  let started = false;
  for (const ref of s.references) {
    const last = s.lastCalls.find((c) => c.referenceIndex === ref.referenceIndex);
    if (ref.status === "pending") {
      if (!started) actions.push({ kind: "start-check" });
      started = true;
    } else if (ref.status === "scheduled" && !ref.optedOut && ref.attemptsMade < MAX_ATTEMPTS) {
      actions.push({ kind: "place-call", referenceIndex: ref.referenceIndex, attempt: ref.attemptsMade + 1 });
    } else if (ref.status === "in_progress" && last && !last.outcome) {
      actions.push({ kind: "close-dropped-call", referenceIndex: ref.referenceIndex, callLogId: last.id });
    } else if (ref.status === "completed" && last?.outcome === "completed" && !last.hasAnalysis) {
      actions.push({ kind: "analyze", referenceIndex: ref.referenceIndex, callLogId: last.id });
    }
  }
  if (!actions.length) actions.push({ kind: "check-progress" });
  return actions;
}

export interface RetryResult {
  success: true;
  checkId: number;
  actions: RetryAction[];
}

const HELD = ["paid", "partially_refunded"];

/** Re-enqueues the right job for every stuck stage of a processing check (or starts a paid one that never started). */
export async function retryStuckCheck(deps: Deps, checkId: number): Promise<RetryResult> {
  const now = deps.now();
  const actions = await transaction(deps, async ({ db: tx, enqueue }) => {
    const check = await lockCheckOrNotFound(tx, checkId);
    // A paid check that never started (its start job was lost) is started again.
    const neverStarted = check.status === "pending" && HELD.includes(check.paymentStatus);
    if (check.status !== "processing" && !neverStarted)
      throw new AppError(
        "CONFLICT",
        `Only a processing check, or a paid one that never started, can be retried; this one is ${check.status}`,
      );
    const refs = await tx
      .select()
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, checkId))
      .orderBy(checkReferences.referenceIndex);
    const logs = await tx
      .select()
      .from(callLogs)
      .where(eq(callLogs.referenceCheckId, checkId))
      .orderBy(desc(callLogs.attemptNumber), desc(callLogs.id));
    const lastCalls = refs.flatMap((r) => {
      const l = logs.find((x) => x.referenceIndex === r.referenceIndex);
      return l
        ? [
            {
              id: l.id,
              referenceIndex: l.referenceIndex,
              attemptNumber: l.attemptNumber,
              outcome: l.outcome,
              hasAnalysis: !!l.aiAnalysis,
            },
          ]
        : [];
    });
    const plan = planRetry({ check, references: refs, lastCalls });
    for (const a of plan) {
      if (a.kind === "start-check") await enqueue(jobs.startCheck, { checkId });
      else if (a.kind === "deliver-report") await enqueue(jobs.deliverReport, { checkId });
      else if (a.kind === "check-progress") await enqueue(jobs.checkProgress, { checkId });
      else if (a.kind === "analyze")
        await enqueue(jobs.analyzeReference, { checkId, callLogId: a.callLogId });
      else if (a.kind === "place-call") {
        const ref = refs.find((r) => r.referenceIndex === a.referenceIndex)!;
        // Still inside the reference's calling window: a retry never rings someone at night.
        const at = deps.config.ignoreCallingWindows
          ? now
          : nextBusinessInstant(now, ref.timezone ?? "America/New_York");
        await enqueue(
          jobs.placeCall,
          { checkId, referenceIndex: a.referenceIndex, attempt: a.attempt },
          { startAfter: at },
        );
      }
    }
    await tx
      .update(referenceChecks)
      .set({ lastProgressAt: now, updatedAt: now })
      .where(and(eq(referenceChecks.id, checkId)));
    return plan;
  });
  // Closing a call that never reported back goes through the one outcome path (its own transaction).
  for (const a of actions)
    if (a.kind === "close-dropped-call")
      await recordCallOutcome(deps, {
        callLogId: a.callLogId,
        outcome: "dropped",
        endReason: "closed by operator retry",
      });
  deps.log.info({ checkId, actions }, "operator retried a stuck check");
  return { success: true, checkId, actions };
}
