import { and, eq, sql } from "drizzle-orm";
import { callLogs, checkReferences, referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import type { Deps } from "../deps";
import { attemptKey, MAX_ATTEMPTS } from "./attempts";
import { recordCallOutcome } from "./outcome";

export type PlaceCallResult = "dialled" | "already-dialled" | "skipped" | "recovered";

/**
 * Dials one attempt. The call_logs row for the attempt is committed *before* the provider is
 * asked to dial, with a unique attemptKey, so a handler that runs twice (a worker killed and
 * retried) finds the row and never rings the person again for the same attempt.
 */
export async function placeCall(
  deps: Deps,
  job: { checkId: number; referenceIndex: number; attempt: number },
): Promise<PlaceCallResult> {
  const key = attemptKey(job.checkId, job.referenceIndex, job.attempt);
  const now = deps.now();

  const claim = await transaction(deps.database, async (tx) => {
    const [ref] = await tx
      .select()
      .from(checkReferences)
      .where(
        and(
          eq(checkReferences.referenceCheckId, job.checkId),
          eq(checkReferences.referenceIndex, job.referenceIndex),
        ),
      )
      .for("update");
    const [check] = await tx.select().from(referenceChecks).where(eq(referenceChecks.id, job.checkId));
    if (!ref || !check) return { kind: "skip" as const };
    const [existing] = await tx.select().from(callLogs).where(eq(callLogs.attemptKey, key));
    if (existing) return { kind: "existing" as const, log: existing, ref };
    if (ref.status !== "scheduled" || ref.optedOut || ref.attemptsMade >= job.attempt)
      return { kind: "skip" as const };
    const [log] = await tx
      .insert(callLogs)
      .values({
        referenceCheckId: job.checkId,
        referenceIndex: job.referenceIndex,
        attemptKey: key,
        phoneNumber: ref.phone,
        referenceName: ref.name,
        candidateName: check.candidateName,
        status: "dialing",
        attemptNumber: job.attempt,
        maxAttempts: MAX_ATTEMPTS,
        timezone: ref.timezone,
        scheduledAt: ref.nextAttemptAt ?? now,
        provider: deps.providers.telephony.name,
      })
      .returning();
    await tx
      .update(checkReferences)
      .set({ status: "in_progress", attemptsMade: job.attempt, updatedAt: now })
      .where(eq(checkReferences.id, ref.id));
    await tx
      .update(referenceChecks)
      .set({ lastProgressAt: now, updatedAt: now })
      .where(eq(referenceChecks.id, job.checkId));
    return { kind: "new" as const, log: log!, ref };
  });

  if (claim.kind === "skip") return "skipped";
  if (claim.kind === "existing") {
    if (claim.log.callRequestId || claim.log.status !== "dialing") return "already-dialled";
    // We recorded the attempt but crashed before learning the call id: ask the provider, never redial.
    const sid = await deps.providers.telephony.findCallForAttempt(
      key,
      claim.log.phoneNumber,
      claim.log.createdAt,
    );
    if (sid) {
      await deps.db
        .update(callLogs)
        .set({ callRequestId: sid, status: "initiated", updatedAt: deps.now() })
        .where(and(eq(callLogs.id, claim.log.id), eq(callLogs.status, "dialing")));
      return "recovered";
    }
    await recordCallOutcome(deps, {
      callLogId: claim.log.id,
      outcome: "failed",
      endReason: "dial not confirmed",
    });
    return "recovered";
  }

  const telephony = deps.providers.telephony;
  const placed = await telephony.placeCall({
    to: claim.log.phoneNumber,
    from: telephony.callerNumberFor(claim.log.phoneNumber),
    attemptKey: key,
    callLogId: claim.log.id,
    persona: claim.ref.name,
  });
  // The call may already have ended (the carrier is fast); never overwrite a later status.
  await deps.db
    .update(callLogs)
    .set({
      callRequestId: sql`coalesce(${callLogs.callRequestId}, ${placed.callSid})`,
      status: sql`case when ${callLogs.status} = 'dialing' then 'initiated' else ${callLogs.status} end`,
      callStartTime: sql`coalesce(${callLogs.callStartTime}, ${deps.now()})`,
      updatedAt: deps.now(),
    })
    .where(eq(callLogs.id, claim.log.id));
  return "dialled";
}
