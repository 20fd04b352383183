import { eq, inArray } from "drizzle-orm";
import {
  callLogs,
  checkReferences,
  callAnalytics,
  consentLogs,
  referenceChecks,
  type TranscriptTurn,
} from "../../db/schema";
import { transaction } from "../../db/tx";
import { jobs } from "../../jobs/registry";
import type { Deps } from "../deps";
import { MAX_ATTEMPTS, RETRYABLE, retryDelayMinutes, type CallOutcome } from "../checks/attempts";
import { analyticsRows } from "./analytics";
import { recordOptOut } from "./opt-outs";
import { failureReasonFor } from "../checks/failure-reasons";
import { nextDialSlot } from "../scheduling/schedule";
import { simulatedTimes } from "./simulated-times";
import { lockReferenceAt } from "../checks/queries";

export interface CallOutcomeInput {
  callLogId: number;
  outcome: CallOutcome;
  endReason?: string;
  transcript?: TranscriptTurn[];
  responses?: Record<string, string>;
  durationSeconds?: number;
  /** The relationship the requester named, copied onto call_analytics rows. */
  relationship?: string;
  /** When the reference asked to be called back at a particular time. */
  callbackAt?: Date;
  /** The language the reference asked for that the interview does not offer ("unknown" if unnamed). */
  unsupportedLanguage?: string | null;
  consent?: {
    requestedAt: Date;
    respondedAt: Date | null;
    given: boolean;
    rawResponse: string | null;
    recordingStartedAt: Date | null;
    /** Tri-state reading of the reply: an unclear answer is not recorded as a refusal. */
    response?: "given" | "refused" | "unclear" | "none";
    /** Protected remarks removed from what is kept of the call. */
    redactions?: number;
  };
}

/** Outcomes that are also the call's final state; any other outcome leaves the call `failed`. */
const FINAL_CALL_STATUSES = ["completed", "failed", "no-answer", "busy", "voicemail"] as const;
const isFinalCallStatus = (outcome: CallOutcome): outcome is (typeof FINAL_CALL_STATUSES)[number] =>
  (FINAL_CALL_STATUSES as readonly string[]).includes(outcome);

/**
 * Records how a dial ended, once: the first report wins, later ones (a duplicate callback, a
 * retried job) change nothing. Moves the reference on: completed → analysis; a retryable outcome
 * → the next attempt; anything else or the last attempt → the reference fails.
 */
export async function recordCallOutcome(
  deps: Deps,
  input: CallOutcomeInput,
): Promise<"recorded" | "duplicate"> {
  const now = deps.now();
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const [log] = await tx.select().from(callLogs).where(eq(callLogs.id, input.callLogId)).for("update");
    if (!log) return "duplicate";
    if (log.outcome) return "duplicate";
    // A machine answered and the relay saw the line drop when our message replaced it.
    if (input.outcome === "dropped" && log.voicemailDetected) input = { ...input, outcome: "voicemail" };
    // Without consent nothing said on the call is kept: no transcript, no answers, no recording.
    const consentRefused =
      input.outcome === "consent_refused" || (input.consent !== undefined && !input.consent.given);
    // Nor is anything kept for a reference whose data was erased while the call was under way.
    const keepNothing = consentRefused || log.purgedAt !== null;
    // A simulated call keeps the times the real scheduler and conversation would have produced.
    const sim = await simulatedTimes(deps, tx, log, input, now);
    if (sim)
      input = {
        ...input,
        durationSeconds: sim.durationSeconds,
        transcript: input.transcript && sim.transcript,
        consent: input.consent && {
          ...input.consent,
          requestedAt: sim.map(input.consent.requestedAt),
          respondedAt: input.consent.respondedAt && sim.map(input.consent.respondedAt),
          recordingStartedAt: input.consent.recordingStartedAt && sim.map(input.consent.recordingStartedAt),
        },
      };
    const endedAt = sim?.endedAt ?? now;
    const transcriptText = keepNothing
      ? null
      : (input.transcript ?? [])
          .map((t) => `${t.speaker === "agent" ? "AI" : "Reference"}: ${t.text}`)
          .join("\n") || null;
    await tx
      .update(callLogs)
      .set({
        outcome: input.outcome,
        status:
          input.outcome === "completed"
            ? "completed"
            : isFinalCallStatus(input.outcome)
              ? input.outcome
              : "failed",
        endReason: input.endReason ?? input.outcome,
        ...(sim ? { callStartTime: sim.startedAt } : {}),
        callEndTime: endedAt,
        callDuration: input.durationSeconds ?? null,
        voicemailDetected: input.outcome === "voicemail",
        // A refusal keeps no transcript and no recording.
        transcript: transcriptText,
        transcriptTurns: keepNothing ? null : (input.transcript ?? null),
        responses: keepNothing ? null : (input.responses ?? null),
        recordingUrl: keepNothing ? null : log.recordingUrl,
        updatedAt: now,
      })
      .where(eq(callLogs.id, log.id));
    if (input.consent) {
      await tx.insert(consentLogs).values({
        callLogId: log.id,
        referencePhone: log.phoneNumber,
        providerCallId: log.callRequestId,
        consentRequestedAt: input.consent.requestedAt,
        consentResponseAt: input.consent.respondedAt,
        consentResponse: input.consent.given
          ? "granted"
          : input.consent.response === "unclear" || input.consent.response === "none"
            ? "unclear"
            : "refused",
        rawResponse: input.consent.rawResponse,
        consentGiven: input.consent.given,
        recordingStartedAt: input.consent.recordingStartedAt,
        redactions: input.consent.redactions ?? 0,
        callEndedAt: endedAt,
        callEndReason: input.endReason ?? input.outcome,
      });
    }

    if (!keepNothing && input.transcript?.length) {
      const rows = analyticsRows(input.transcript, {
        referenceCheckId: log.referenceCheckId,
        callLogId: log.id,
        durationSeconds: input.durationSeconds ?? null,
        relationship: input.relationship ?? null,
      });
      // One statement for the call's questions (eight round trips per call before, in the burst
      // of calls ending together).
      if (rows.length) await tx.insert(callAnalytics).values(rows);
    }

    const ref = await lockReferenceAt(tx, log.referenceCheckId, log.referenceIndex);
    if (!ref || ["completed", "failed"].includes(ref.status)) return "recorded";

    await tx
      .update(referenceChecks)
      .set({ lastProgressAt: now, lastCallEndedAt: now, updatedAt: now })
      .where(eq(referenceChecks.id, log.referenceCheckId));

    if (input.outcome === "completed") {
      await tx
        .update(checkReferences)
        .set({ status: "completed", completedAt: now, failureReason: null, updatedAt: now })
        .where(eq(checkReferences.id, ref.id));
      await enqueue(jobs.analyzeReference, { checkId: log.referenceCheckId, callLogId: log.id });
      return "recorded";
    }
    if (input.outcome === "opted_out") {
      await tx
        .update(checkReferences)
        .set({ optedOut: true, updatedAt: now })
        .where(eq(checkReferences.id, ref.id));
      await recordOptOut(tx, ref.phone, "call", now);
    }
    const [check] = await tx
      .select({ preferred: referenceChecks.preferredCallWindow })
      .from(referenceChecks)
      .where(eq(referenceChecks.id, log.referenceCheckId));
    const slot =
      RETRYABLE.has(input.outcome) && log.attemptNumber < MAX_ATTEMPTS && !ref.optedOut
        ? await nextDialSlot(
            deps,
            ref.phone,
            check?.preferred,
            input.callbackAt && input.callbackAt > now
              ? input.callbackAt
              : new Date(
                  now.getTime() +
                    retryDelayMinutes(
                      log.attemptNumber,
                      deps.providers.telephony.mode === "simulated",
                      input.outcome,
                    ) *
                      60_000,
                ),
          )
        : null;
    if (slot) {
      const at = slot.at;
      const next = log.attemptNumber + 1;
      await tx
        .update(checkReferences)
        .set({ status: "scheduled", nextAttemptAt: at, failureReason: input.outcome, updatedAt: now })
        .where(eq(checkReferences.id, ref.id));
      await enqueue(
        jobs.placeCall,
        { checkId: log.referenceCheckId, referenceIndex: log.referenceIndex, attempt: next },
        { startAfter: at, singletonKey: `${log.referenceCheckId}:${log.referenceIndex}:${next}` },
      );
      return "recorded";
    }
    await tx
      .update(checkReferences)
      .set({
        status: "failed",
        failureReason: failureReasonFor(input.outcome, log.attemptNumber, input.unsupportedLanguage),
        // Not a refusal: someone speaks to this reference another way.
        ...(input.outcome === "language_unsupported"
          ? { operatorAttention: `language: ${input.unsupportedLanguage ?? "unknown"}` }
          : {}),
        updatedAt: now,
      })
      .where(eq(checkReferences.id, ref.id));
    await enqueue(jobs.checkProgress, { checkId: log.referenceCheckId });
    return "recorded";
  });
}

/** Calls still "ringing" long after they started never reported back: treat them as dropped. */
export async function sweepStaleCalls(deps: Deps, olderThanMinutes: number): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - olderThanMinutes * 60_000);
  const stale = await deps.db
    .select({ id: callLogs.id, createdAt: callLogs.createdAt })
    .from(callLogs)
    .where(inArray(callLogs.status, ["dialing", "initiated", "ringing", "in_progress"]));
  let n = 0;
  for (const s of stale) {
    if (s.createdAt > cutoff) continue;
    if (
      (await recordCallOutcome(deps, {
        callLogId: s.id,
        outcome: "dropped",
        endReason: "no final status",
      })) === "recorded"
    )
      n++;
  }
  return n;
}
