import { asc, eq, inArray } from "drizzle-orm";
import {
  callLogs,
  checkReferences,
  consentLogs,
  emailReports,
  fraudDetectionLogs,
  refunds,
  referenceChecks,
  reportFiles,
  smsMessages,
} from "../../../db/schema";
import { notFound } from "../../../errors";
import type { Deps } from "../../deps";
import { AUDIT_ACTION_LABELS, type AuditAction } from "../../../shared/audit-actions";
import { authorizationOf, callsMayStart } from "../../checks/authorization-record";
import { listAudit } from "../../insights/audit";
import { availableActions } from "./check-actions";
import { recallBlock } from "./check-actions-run";
import { isStuck } from "./checks-list";
import { callLength } from "../../../shared/call-length";
import { PAID_STATES } from "../../insights/stats";
import { callStateAsShown } from "../../../shared/states";
import { placeOfNumber } from "../../scheduling/zones";
import { loadPhase } from "../../checks/phase-load";
import { markRedactions } from "./transcript-marks";

/** The analysis's headline figures for the operator (the report has the rest). */
function analysisSummary(a: Record<string, unknown>) {
  return {
    summary: typeof a.summary === "string" ? a.summary : null,
    sentiment: typeof a.sentiment === "string" ? a.sentiment : null,
    rating: typeof a.rating === "number" ? a.rating : null,
    analyzer: typeof a.analyzer === "string" ? a.analyzer : null,
  };
}

export interface TimelineEvent {
  at: Date;
  kind: string;
  text: string;
}

/** Everything known about one check, for the operator's detail view, with a timeline of it all. */
export async function checkDetail(deps: Deps, ref: number | string) {
  const byNumber = typeof ref === "number" || /^\d{1,10}$/.test(ref);
  const n = Number(ref);
  if (byNumber && !(n > 0 && n <= 2_147_483_647)) throw notFound("Reference check");
  const [check] = await deps.db
    .select()
    .from(referenceChecks)
    .where(byNumber ? eq(referenceChecks.id, n) : eq(referenceChecks.publicId, String(ref)));
  if (!check) throw notFound("Reference check");
  const checkId = check.id;
  const [refs, calls, sms, emails, money, fraud, files, audit] = await Promise.all([
    deps.db
      .select()
      .from(checkReferences)
      .where(eq(checkReferences.referenceCheckId, checkId))
      .orderBy(asc(checkReferences.referenceIndex)),
    deps.db
      .select()
      .from(callLogs)
      .where(eq(callLogs.referenceCheckId, checkId))
      .orderBy(asc(callLogs.referenceIndex), asc(callLogs.attemptNumber)),
    deps.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.referenceCheckId, checkId))
      .orderBy(asc(smsMessages.createdAt)),
    deps.db
      .select()
      .from(emailReports)
      .where(eq(emailReports.referenceCheckId, checkId))
      .orderBy(asc(emailReports.createdAt)),
    deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.referenceCheckId, checkId))
      .orderBy(asc(refunds.createdAt)),
    deps.db.select().from(fraudDetectionLogs).where(eq(fraudDetectionLogs.referenceCheckId, checkId)),
    deps.db
      .select({
        design: reportFiles.design,
        fileName: reportFiles.fileName,
        sizeBytes: reportFiles.sizeBytes,
        createdAt: reportFiles.createdAt,
      })
      .from(reportFiles)
      .where(eq(reportFiles.referenceCheckId, checkId)),
    listAudit(deps, { checkId, limit: 500 }),
  ]);
  const consents = calls.length
    ? await deps.db
        .select()
        .from(consentLogs)
        .where(
          inArray(
            consentLogs.callLogId,
            calls.map((c) => c.id),
          ),
        )
    : [];
  // The candidate's authorization, when the check asks for one (never its token or nonce).
  const auth = await authorizationOf(deps.db, check.id);
  const stuck = isStuck(
    check,
    deps.now(),
    deps.config.env.STUCK_CHECK_MINUTES,
    auth ? !callsMayStart(auth) : false,
  );
  const amountPaid = (PAID_STATES as readonly string[]).includes(check.paymentStatus)
    ? Math.max(0, Number(check.priceCharged) - Number(check.amountRefunded))
    : 0;
  const references = refs.map((r) => ({
    index: r.referenceIndex,
    name: r.name,
    phone: r.phone,
    relationship: r.relationship,
    status: r.status,
    failureReason: r.failureReason,
    /** Why an operator must look at this reference ("language: German"), or null. */
    operatorAttention: r.operatorAttention,
    language: r.language,
    // Before a call is scheduled the row has no zone yet: the number's own (Pacific is not Eastern).
    timezone: r.timezone ?? placeOfNumber(r.phone).zones[0] ?? "America/New_York",
    attemptsMade: r.attemptsMade,
    canRecall: recallBlock(check.status, r) === null,
    /** The refund this reference's share got, when its failure was refunded. */
    refundedAt: r.refundedAt,
    /** Protected remarks removed from what was kept of its calls, in all. */
    redactions: consents
      .filter((k) => calls.some((c) => c.id === k.callLogId && c.referenceIndex === r.referenceIndex))
      .reduce((sum, k) => sum + k.redactions, 0),
    attempts: calls
      .filter((c) => c.referenceIndex === r.referenceIndex)
      .map((c) => ({
        attempt: c.attemptNumber,
        /** The zone the call was placed in (the reference's), for showing its time. */
        timezone: c.timezone ?? r.timezone ?? "America/New_York",
        at: c.callStartTime ?? c.scheduledAt ?? c.createdAt,
        outcome: c.outcome ?? callStateAsShown(c.status),
        durationSeconds: c.callDuration,
        endReason: c.endReason,
        transcript: c.transcriptTurns ? markRedactions(c.transcriptTurns) : null,
        analysis: c.aiAnalysis ? analysisSummary(c.aiAnalysis) : null,
        consent: consents.find((k) => k.callLogId === c.id) ?? null,
      })),
  }));
  const timeline: TimelineEvent[] = [
    { at: check.createdAt, kind: "created", text: `Check created by ${check.requesterEmail}` },
    ...calls.map((c) => ({
      at: c.callStartTime ?? c.createdAt,
      kind: "call",
      text: `Reference ${c.referenceIndex} (${c.referenceName}), attempt ${c.attemptNumber}: ${c.outcome ?? callStateAsShown(c.status)}${c.callDuration ? `, ${callLength(c.callDuration)}` : ""}`,
    })),
    ...sms.map((m) => ({
      at: m.createdAt,
      kind: "sms",
      text: `SMS ${m.direction === "inbound" ? "from" : "to"} ${m.direction === "inbound" ? m.fromNumber : m.toNumber}: ${m.body}`,
    })),
    ...emails.map((e) => ({
      at: e.sentAt ?? e.createdAt,
      kind: "email",
      text: `E-mail (${e.reportType}) to ${e.recipientEmail}: ${e.status}${e.bouncedAt ? " (bounced)" : ""}${e.error ? ` - ${e.error}` : ""}`,
    })),
    ...money.map((m) => ({
      at: m.createdAt,
      kind: "refund",
      text: `Refund $${Number(m.amount).toFixed(2)} (${m.status}): ${m.reason}`,
    })),
    ...(auth
      ? [
          auth.invitedAt && {
            at: auth.invitedAt,
            kind: "authorization",
            text: `Candidate invited (${auth.candidateEmail})`,
          },
          auth.reminderSentAt && {
            at: auth.reminderSentAt,
            kind: "authorization",
            text: "Reminder sent to the candidate",
          },
          auth.authorizedAt && {
            at: auth.authorizedAt,
            kind: "authorization",
            text: `Candidate authorized as "${auth.typedName}" (disclosure ${auth.disclosureVersion})`,
          },
          auth.referencesEnteredAt && {
            at: auth.referencesEnteredAt,
            kind: "authorization",
            text: "Candidate entered their references",
          },
          auth.declinedAt && { at: auth.declinedAt, kind: "authorization", text: "Candidate declined" },
          auth.expiredAt && {
            at: auth.expiredAt,
            kind: "authorization",
            text: "Authorization expired unanswered",
          },
        ].filter((e): e is { at: Date; kind: string; text: string } => !!e)
      : []),
    ...audit.map((a) => ({
      at: a.at,
      kind: "operator",
      text: `Operator ${a.actorEmail}: ${AUDIT_ACTION_LABELS[a.action as AuditAction] ?? a.action}${auditDetail(a.detail)}`,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    id: check.id,
    publicId: check.publicId,
    requesterEmail: check.requesterEmail,
    candidateName: check.candidateName,
    role: check.role,
    companyName: check.companyName,
    status: check.status,
    phase: (await loadPhase(deps, check.id))!,
    failureReason: check.failureReason,
    paymentStatus: check.paymentStatus,
    priceCharged: Number(check.priceCharged),
    amountRefunded: Number(check.amountRefunded),
    amountPaid,
    testMode: check.testMode,
    createdAt: check.createdAt,
    reportDeliveredAt: check.reportDeliveredAt,
    certification: check.certifiedAt
      ? { by: check.certifiedBy, at: check.certifiedAt, ip: check.certifiedIp }
      : null,
    authorization: auth
      ? {
          state: auth.state,
          candidateEmail: auth.candidateEmail,
          referencesBy: auth.referencesBy,
          invitedAt: auth.invitedAt,
          expiresAt: auth.expiresAt,
          reminderSentAt: auth.reminderSentAt,
          authorizedAt: auth.authorizedAt,
          typedName: auth.typedName,
          disclosureVersion: auth.disclosureVersion,
          ipAddress: auth.ipAddress,
          declinedAt: auth.declinedAt,
          expiredAt: auth.expiredAt,
        }
      : null,
    fraudSuspected: check.fraudSuspected,
    fraudReasons: check.fraudReasons,
    fraudSignals: fraud.map((f) => ({ type: f.fraudType, confidence: f.confidence, details: f.details })),
    actions: availableActions({ ...check, isStuck: stuck, amountPaid, reportAvailable: files.length > 0 }),
    references,
    refunds: money.map((m) => ({
      id: m.id,
      amount: Number(m.amount),
      reason: m.reason,
      status: m.status,
      createdAt: m.createdAt,
    })),
    emails: emails.map((e) => ({
      type: e.reportType,
      to: e.recipientEmail,
      status: e.status,
      sentAt: e.sentAt,
      bouncedAt: e.bouncedAt,
      error: e.error,
    })),
    reportFiles: files,
    audit,
    timeline,
  };
}

/** An audit entry's detail as a short clause ("checkId" is the check itself, left out). */
function auditDetail(detail: Record<string, unknown>): string {
  const parts = Object.entries(detail)
    .filter(([k, v]) => k !== "checkId" && v !== null && v !== undefined && typeof v !== "object")
    .map(([k, v]) => `${k} ${String(v)}`);
  return parts.length ? ` (${parts.join(", ")})` : "";
}
