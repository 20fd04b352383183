import { and, eq, isNull } from "drizzle-orm";
import { callLogs, consentLogs } from "../../db/schema";
import { callStateOfCarrierProgress } from "../../providers/telephony/call-status";
import { sayTwiml } from "../../providers/telephony/twiml";
import type { Deps } from "../deps";
import type { CallOutcome } from "../checks/attempts";
import { firstDelivery } from "./once";
import { recordCallOutcome } from "./outcome";
import { voicemailMessageFor } from "./voicemail";
import { languageOfCall } from "../checks/call-language";

const FINAL: Record<string, CallOutcome> = {
  busy: "busy",
  "no-answer": "no-answer",
  failed: "failed",
  canceled: "failed",
};

/**
 * Twilio's call status callback. Final statuses that never reached a person end the attempt here;
 * a completed call was ended by the voice relay (or, for a machine, becomes a voicemail).
 */
export async function handleCallStatus(deps: Deps, callLogId: number, p: Record<string, string>) {
  const sid = p.CallSid ?? "";
  const status = p.CallStatus ?? "";
  if (!(await firstDelivery(deps, "twilio", `${sid}:status:${status}`, "call.status", p))) return "duplicate";
  const [log] = await deps.db.select().from(callLogs).where(eq(callLogs.id, callLogId));
  if (!log || (log.callRequestId && log.callRequestId !== sid)) return "ignored";
  const now = deps.now();
  const progress = callStateOfCarrierProgress(status);
  if (!log.outcome && progress)
    await deps.db
      .update(callLogs)
      .set({ status: progress, callRequestId: log.callRequestId ?? sid, updatedAt: now })
      .where(eq(callLogs.id, log.id));
  const duration = p.CallDuration ? Number(p.CallDuration) : undefined;
  if (FINAL[status])
    return recordCallOutcome(deps, {
      callLogId: log.id,
      outcome: FINAL[status],
      endReason: `twilio: ${status}`,
    });
  if (status === "completed") {
    if (log.voicemailDetected)
      return recordCallOutcome(deps, {
        callLogId: log.id,
        outcome: "voicemail",
        endReason: "voicemail left",
        durationSeconds: duration,
      });
    if (duration !== undefined && log.outcome)
      await deps.db
        .update(callLogs)
        .set({ callDuration: duration, updatedAt: now })
        .where(eq(callLogs.id, log.id));
  }
  return "recorded";
}

/**
 * Asynchronous answering-machine detection. A machine gets our short message with the callback
 * number, then the call hangs up; a person is already talking to the interview engine.
 */
export async function handleAmd(deps: Deps, callLogId: number, p: Record<string, string>) {
  const sid = p.CallSid ?? "";
  if (!(await firstDelivery(deps, "twilio", `${sid}:amd`, "call.amd", p))) return "duplicate";
  const answeredBy = p.AnsweredBy ?? "unknown";
  const machine = /^machine_end|^fax$/.test(answeredBy);
  await deps.db
    .update(callLogs)
    .set({ answeredBy, ...(machine ? { voicemailDetected: true } : {}), updatedAt: deps.now() })
    .where(eq(callLogs.id, callLogId));
  if (!machine) return "human";
  const message = answeredBy === "fax" ? null : await voicemailMessageFor(deps, callLogId);
  await deps.providers.telephony.updateCallTwiml?.(
    sid,
    message
      ? sayTwiml(message, {
          voice: deps.config.env.VOICE,
          speed: deps.config.env.VOICE_SPEED,
          hangup: true,
          language: await languageOfCall(deps, callLogId),
        })
      : "<Response><Hangup/></Response>",
  );
  return "machine";
}

/**
 * A recording is ready. Kept only when the reference consented on that call; otherwise deleted at
 * the provider at once (a refusal keeps nothing).
 */
export async function handleRecording(deps: Deps, callLogId: number, p: Record<string, string>) {
  const recordingSid = p.RecordingSid ?? "";
  if (!(await firstDelivery(deps, "twilio", `${recordingSid}:recording`, "recording.completed", p)))
    return "duplicate";
  return storeRecording(deps, callLogId, {
    recordingSid,
    recordingUrl: p.RecordingUrl ?? null,
    callSid: p.CallSid ?? null,
  });
}

/**
 * The recording of a call is complete at the provider (Twilio's callback, or the simulated
 * carrier at the end of its call): kept when the reference consented and their data is still
 * ours to keep; otherwise deleted at the provider straight away.
 */
export async function storeRecording(
  deps: Deps,
  callLogId: number,
  r: { recordingSid: string; recordingUrl: string | null; callSid: string | null },
): Promise<"ignored" | "deleted" | "kept"> {
  const [log] = await deps.db.select().from(callLogs).where(eq(callLogs.id, callLogId));
  if (!log) return "ignored";
  const consents = await deps.db.select().from(consentLogs).where(eq(consentLogs.callLogId, log.id));
  const refused = log.outcome === "consent_refused" || consents.some((c) => !c.consentGiven);
  // A recording that arrives after the reference's data was erased (or purged) is not kept either.
  if (refused || log.purgedAt) {
    await deps.providers.telephony.deleteRecordings?.(r.callSid ?? log.callRequestId ?? "");
    return "deleted";
  }
  const kept = await deps.db
    .update(callLogs)
    .set({ recordingSid: r.recordingSid, recordingUrl: r.recordingUrl, updatedAt: deps.now() })
    .where(and(eq(callLogs.id, log.id), isNull(callLogs.purgedAt)))
    .returning({ id: callLogs.id });
  if (kept.length) return "kept";
  // Erased between the read and the write: the recording goes too.
  await deps.providers.telephony.deleteRecordings?.(r.callSid ?? log.callRequestId ?? "");
  return "deleted";
}
