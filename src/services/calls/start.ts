import { and, eq } from "drizzle-orm";
import { checkReferences, referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { failIfOptedOut } from "./opt-outs";
import { nextDialSlot } from "../scheduling/schedule";
import { authorizationOf, callsMayStart } from "../checks/authorization-record";
import { lockCheck } from "../checks/queries";

/**
 * Schedules attempt 1 for every pending reference of a check that may start (free or paid), at the
 * first instant the reference's calling window allows. The pre-call SMS notice goes out with it.
 */
export async function startCheck(deps: Deps, checkId: number): Promise<void> {
  await transaction(deps, async ({ db: tx, enqueue }) => {
    const check = await lockCheck(tx, checkId);
    if (!check) return;
    if (!["free", "paid", "partially_refunded"].includes(check.paymentStatus)) return;
    if (check.status === "completed" || check.status === "failed") return;
    // Nothing is texted or dialled before the candidate's authorization (and references) are in.
    if (!callsMayStart(await authorizationOf(tx, checkId))) return;
    const now = deps.now();
    if (check.status !== "processing")
      await tx
        .update(referenceChecks)
        .set({ status: "processing", lastProgressAt: now, updatedAt: now })
        .where(eq(referenceChecks.id, checkId));
    const pending = await tx
      .select()
      .from(checkReferences)
      .where(and(eq(checkReferences.referenceCheckId, checkId), eq(checkReferences.status, "pending")));
    for (const ref of pending) {
      // A number on the suppression list is never called, nor texted, again.
      if (await failIfOptedOut(deps, tx, enqueue, ref)) continue;
      const slot = await nextDialSlot(deps, ref.phone, check.preferredCallWindow, now);
      if (!slot) {
        await tx
          .update(checkReferences)
          .set({
            status: "failed",
            failureReason: "No calling hours could be found for this number.",
            updatedAt: now,
          })
          .where(eq(checkReferences.id, ref.id));
        await enqueue(jobs.checkProgress, { checkId });
        continue;
      }
      await tx
        .update(checkReferences)
        .set({ status: "scheduled", nextAttemptAt: slot.at, timezone: slot.timezone, updatedAt: now })
        .where(eq(checkReferences.id, ref.id));
      await enqueue(
        jobs.placeCall,
        { checkId, referenceIndex: ref.referenceIndex, attempt: 1 },
        { startAfter: slot.at, singletonKey: `${checkId}:${ref.referenceIndex}:1` },
      );
    }
  });
}
