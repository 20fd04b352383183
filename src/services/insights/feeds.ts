import { desc, eq } from "drizzle-orm";
import { fraudDetectionLogs, referenceChecks, smsMessages } from "../../db/schema";
import type { Deps } from "../deps";

/** Checks flagged as suspected fraud, with the detection log entries behind them. */
export async function fraudFlags(deps: Deps, limit = 20) {
  const [flagged, logs] = await Promise.all([
    deps.db
      .select({
        id: referenceChecks.id,
        requesterEmail: referenceChecks.requesterEmail,
        candidateName: referenceChecks.candidateName,
        fraudReasons: referenceChecks.fraudReasons,
        status: referenceChecks.status,
        createdAt: referenceChecks.createdAt,
      })
      .from(referenceChecks)
      .where(eq(referenceChecks.fraudSuspected, true))
      .orderBy(desc(referenceChecks.createdAt))
      .limit(limit),
    deps.db
      .select()
      .from(fraudDetectionLogs)
      .orderBy(desc(fraudDetectionLogs.createdAt), desc(fraudDetectionLogs.id))
      .limit(limit),
  ]);
  return {
    checks: flagged,
    detections: logs.map((l) => ({
      id: l.id,
      referenceCheckId: l.referenceCheckId,
      fraudType: l.fraudType,
      confidence: Number(l.confidence),
      details: l.details,
      createdAt: l.createdAt,
    })),
  };
}

/** Text messages references sent us (LATER, STOP, anything else), newest first. */
export async function smsReplies(deps: Deps, limit = 20) {
  const rows = await deps.db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.direction, "inbound"))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(limit);
  return rows.map((m) => ({
    id: m.id,
    referenceCheckId: m.referenceCheckId,
    referenceIndex: m.referenceIndex,
    from: m.fromNumber,
    body: m.body,
    intent: m.intent,
    handledAt: m.handledAt,
    createdAt: m.createdAt,
  }));
}
