import { and, eq, isNull, sql } from "drizzle-orm";
import { callLogs, checkReferences, referenceChecks } from "../../db/schema";
import { transaction } from "../../db/tx";
import type { Deps } from "../deps";
import { jobs } from "../../jobs/registry";
import { attemptKey, MAX_ATTEMPTS } from "../checks/attempts";
import { failIfOptedOut } from "./opt-outs";
import { recordCallOutcome } from "./outcome";
import { reserveDialSlot } from "./rate-limit";
import { noticeStep } from "./notice-timing";
import { legalToContact, nextDialSlot } from "../scheduling/schedule";
import { checkById, lockReferenceAt } from "../checks/queries";

export type PlaceCallResult = "dialled" | "already-dialled" | "skipped" | "recovered" | "deferred";

/** Longest a job holds its place in the dial queue before handing the wait back to the queue. */
const MAX_SLOT_WAIT_MS = 60_000;
/** How late past its reserved slot a dial may still go out. */
const LATE_WAKE_TOLERANCE_MS = 20;

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

  // Before taking a place in the dial queue: is this attempt still to be dialled, and may it be now?
  if ((await dialGate(deps, job, key)) === "deferred") return "deferred";
  const now = deps.now();

  const claim = await transaction(deps, async ({ db: tx, enqueue }) => {
    const ref = await lockReferenceAt(tx, job.checkId, job.referenceIndex);
    const check = await checkById(tx, job.checkId);
    if (!ref || !check) return { kind: "skip" as const };
    const [existing] = await tx.select().from(callLogs).where(eq(callLogs.attemptKey, key));
    if (existing)
      return { kind: "existing" as const, log: existing, ref, preferred: check.preferredCallWindow };
    if (ref.status !== "scheduled" || ref.optedOut || ref.attemptsMade >= job.attempt)
      return { kind: "skip" as const };
    // Opted out since it was scheduled (on another check, say): never dialled.
    if (await failIfOptedOut(deps, tx, enqueue, ref)) return { kind: "skip" as const };
    const [log] = await tx
      .insert(callLogs)
      .values({
        referenceCheckId: job.checkId,
        referenceIndex: job.referenceIndex,
        attemptKey: key,
        phoneNumber: ref.phone,
        referenceName: ref.name,
        candidateName: check.candidateName,
        // Claimed, waiting for its dial slot: nothing has been sent to the provider yet.
        status: "awaiting_slot",
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
    return { kind: "new" as const, log: log!, ref, preferred: check.preferredCallWindow };
  });

  if (claim.kind === "skip") return "skipped";
  // A run that died while waiting for its slot never asked the provider: carry on with its claim.
  const resumable =
    claim.kind === "existing" && claim.log.status === "awaiting_slot" && !claim.log.callRequestId;
  if (claim.kind === "existing" && !resumable) {
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

  let timeLimitSeconds: number | undefined;
  let slotAt: Date | undefined;
  // Take our place in the global dial queue. The calling window is asked about the reserved
  // instant before waiting, so nothing but the dial itself happens after the wake-up.
  for (let tries = 0; ; tries++) {
    const slot = await reserveDialSlot(deps);
    slotAt = slot.at;
    // Wait until the slot's wall-clock instant (process and database clocks agree through NTP);
    // counting from when the answer arrived would add the query's latency, which differs per worker.
    const waitMs = Math.max(0, slot.at.getTime() - Date.now());
    if (waitMs > MAX_SLOT_WAIT_MS) return unclaimAndDefer(deps, job, claim.log.id, slot.at);
    const dialAt = new Date(deps.now().getTime() + waitMs);
    const open = await nextDialSlot(deps, claim.ref.phone, claim.preferred, dialAt);
    if (!open || open.at.getTime() !== dialAt.getTime() || !legalToContact(deps, open.zones, dialAt))
      return unclaimAndDefer(deps, job, claim.log.id, open?.at ?? new Date(dialAt.getTime() + 86_400_000));
    // The carrier ends the call when the window closes (and never later than its own cap).
    timeLimitSeconds = Math.floor((open.closesAt.getTime() - dialAt.getTime()) / 1000);
    if (waitMs > 0) await new Promise((r) => setTimeout(r, waitMs));
    // The one step that moves an attempt from "claimed" to "sent to the provider", exactly once.
    const moved = await deps.db
      .update(callLogs)
      .set({ status: "dialing", updatedAt: deps.now() })
      .where(and(eq(callLogs.id, claim.log.id), eq(callLogs.status, "awaiting_slot")))
      .returning({ id: callLogs.id });
    if (!moved.length) return "already-dialled";
    // A blocked event loop or a slow database can make us late, crowding the next dial's slot:
    // then hand the claim back and take a new slot.
    if (Date.now() - slot.at.getTime() <= LATE_WAKE_TOLERANCE_MS || tries >= 5) break;
    await deps.db
      .update(callLogs)
      .set({ status: "awaiting_slot" })
      .where(
        and(eq(callLogs.id, claim.log.id), eq(callLogs.status, "dialing"), isNull(callLogs.callRequestId)),
      );
  }

  const telephony = deps.providers.telephony;
  const placed = await telephony.placeCall({
    to: claim.log.phoneNumber,
    from: telephony.callerNumberFor(claim.log.phoneNumber),
    attemptKey: key,
    callLogId: claim.log.id,
    persona: claim.ref.name,
    timeLimitSeconds,
    slotAt: slotAt?.toISOString(),
  });
  // The call may already have ended (the carrier is fast); never overwrite a later status.
  await deps.db
    .update(callLogs)
    .set({
      callRequestId: sql`coalesce(${callLogs.callRequestId}, ${placed.callSid})`,
      status: sql`case when ${callLogs.status} = 'dialing' then 'initiated' else ${callLogs.status} end`,
      // A Date inside raw sql is not encoded by the column (postgres.js refuses it): pass text.
      callStartTime: sql`coalesce(${callLogs.callStartTime}, ${deps.now().toISOString()}::timestamptz)`,
      updatedAt: deps.now(),
    })
    .where(eq(callLogs.id, claim.log.id));
  return "dialled";
}

type Job = { checkId: number; referenceIndex: number; attempt: number };

/**
 * "recover": the attempt already has a call log (a retried job) — go straight to recovery, no dial.
 * "deferred": outside the reference's calling window now — rescheduled to the next opening.
 * "proceed": dial (subject to the rate limit). Anything not dialable falls through to the claim,
 * which skips it.
 */
async function dialGate(deps: Deps, job: Job, key: string): Promise<"proceed" | "recover" | "deferred"> {
  const [existing] = await deps.db
    .select({ id: callLogs.id })
    .from(callLogs)
    .where(eq(callLogs.attemptKey, key));
  if (existing) return "recover";
  const [row] = await deps.db
    .select({ ref: checkReferences, preferred: referenceChecks.preferredCallWindow })
    .from(checkReferences)
    .innerJoin(referenceChecks, eq(referenceChecks.id, checkReferences.referenceCheckId))
    .where(
      and(
        eq(checkReferences.referenceCheckId, job.checkId),
        eq(checkReferences.referenceIndex, job.referenceIndex),
      ),
    );
  if (!row || row.ref.status !== "scheduled" || row.ref.optedOut) return "proceed";
  const now = deps.now();
  // Rescheduled since this job was queued (a LATER reply): the job for the new time will dial.
  if (row.ref.nextAttemptAt && row.ref.nextAttemptAt.getTime() > now.getTime() + 1000) return "deferred";
  // The window first, asked at this very instant with the scheduler's own rule: a late job
  // neither texts nor dials out of hours.
  const slot = await nextDialSlot(deps, row.ref.phone, row.preferred, now);
  if (!slot || slot.at.getTime() !== now.getTime()) {
    await defer(deps, job, slot?.at ?? new Date(now.getTime() + 86_400_000));
    return "deferred";
  }
  // Before the first call, the SMS notice, sent only when the call it announces still fits in
  // this window after the lead; the dial follows no sooner than the lead after the text.
  if (job.attempt === 1) {
    const notice = await noticeStep(deps, job, row.ref, row.preferred, now);
    if (notice.kind === "wait") {
      await defer(deps, job, notice.until);
      return "deferred";
    }
  }
  return "proceed";
}

/** Puts the attempt back in the queue for `at` (a new job: the running one holds its singleton key). */
async function defer(deps: Deps, job: Job, at: Date): Promise<"deferred"> {
  await deps.db
    .update(checkReferences)
    .set({ nextAttemptAt: at, updatedAt: deps.now() })
    .where(
      and(
        eq(checkReferences.referenceCheckId, job.checkId),
        eq(checkReferences.referenceIndex, job.referenceIndex),
      ),
    );
  await deps.queue.send(jobs.placeCall, job, {
    startAfter: at,
    singletonKey: `${attemptKey(job.checkId, job.referenceIndex, job.attempt)}@${at.getTime()}`,
  });
  return "deferred";
}

/** Gives back a claimed but undialled attempt (nothing rang) and queues it for `at`. */
async function unclaimAndDefer(deps: Deps, job: Job, callLogId: number, at: Date): Promise<"deferred"> {
  await transaction(deps, async ({ db: tx }) => {
    const gone = await tx
      .delete(callLogs)
      .where(
        and(eq(callLogs.id, callLogId), eq(callLogs.status, "awaiting_slot"), isNull(callLogs.callRequestId)),
      )
      .returning({ id: callLogs.id });
    if (gone.length)
      await tx
        .update(checkReferences)
        .set({ status: "scheduled", attemptsMade: job.attempt - 1, updatedAt: deps.now() })
        .where(
          and(
            eq(checkReferences.referenceCheckId, job.checkId),
            eq(checkReferences.referenceIndex, job.referenceIndex),
          ),
        );
  });
  return defer(deps, job, at);
}
