import { and, asc, eq, sql } from "drizzle-orm";
import {
  callLogs,
  candidateAuthorizations,
  checkReferences,
  consentLogs,
  dataRequests,
} from "../../db/schema";
import { authorizationSentence } from "../checks/authorization-record";
import type { Db } from "../../db/client";
import { referenceAnalysisSchema, type ReferenceAnalysis } from "../analysis/schema";
import { summarizeCheck, type CheckSummary } from "./summary";
import type { ReportTurn } from "./transcript-places";
import { checkById } from "../checks/queries";

export interface ConsentRecord {
  given: boolean;
  requestedAt: Date | null;
  respondedAt: Date | null;
  /** What the reference said when asked. */
  response: string | null;
  recordingStartedAt: Date | null;
  callEndedAt: Date | null;
  endReason: string | null;
}

export interface AttemptRecord {
  attemptNumber: number;
  at: Date | null;
  outcome: string | null;
}

export interface ReportReference {
  index: number;
  name: string;
  relationship: string;
  status: string;
  failureReason: string | null;
  attempts: number;
  attemptLog: AttemptRecord[];
  callDate: Date | null;
  /**
   * The interview was a simulated call (a demo): its times are the simulated clock's (when the
   * scheduler would have called, how long the conversation takes to say), not a real call to a
   * real person, and the report says so.
   */
  simulatedCall?: boolean;
  durationSeconds: number | null;
  analysis: ReferenceAnalysis | null;
  transcript: ReportTurn[];
  /** When the call recording began, when a recording exists (quotes point into it). */
  recordingStart?: Date | null;
  /** The consent record of every call that reached a person (the interview's, or a refusal). */
  consent: ConsentRecord[];
  /**
   * When the interview's content is gone: erased at the reference's request, or removed after the
   * retention period. The report then shows neither their words nor their analysis.
   */
  erased?: { at: Date; why: "request" | "retention" } | null;
  /** Corrections the reference asked for (within 24 hours of the call), as an operator recorded them. */
  corrections?: { at: Date; text: string }[];
}

export interface ReportData {
  checkId: number;
  publicId: string;
  productName: string;
  supportEmail: string;
  candidateName: string;
  role: string;
  companyName: string;
  requesterEmail: string;
  createdAt: Date;
  generatedAt: Date;
  /** Times in the report are shown in the requester's calling-window zone. */
  timeZone: string;
  references: ReportReference[];
  summary: CheckSummary;
  /** The candidate's authorization (typed name, time, disclosure version), or that none is on file. */
  candidateAuthorization?: string;
}

/** Everything a report shows, read in one place so both designs render the same facts. */
export async function loadReportData(
  db: Db,
  checkId: number,
  now: Date,
  productName: string,
  supportEmail = "support@refline.example",
): Promise<ReportData> {
  const check = await checkById(db, checkId);
  if (!check) throw new Error(`check ${checkId} not found`);
  const refs = await db
    .select()
    .from(checkReferences)
    .where(eq(checkReferences.referenceCheckId, checkId))
    .orderBy(asc(checkReferences.referenceIndex));
  const logs = await db
    .select()
    .from(callLogs)
    .where(eq(callLogs.referenceCheckId, checkId))
    .orderBy(asc(callLogs.id));
  const consents = await db
    .select({ consent: consentLogs })
    .from(consentLogs)
    .innerJoin(callLogs, eq(callLogs.id, consentLogs.callLogId))
    .where(eq(callLogs.referenceCheckId, checkId))
    .orderBy(asc(consentLogs.id));
  const corrections = await db
    .select()
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.kind, "correction"),
        eq(dataRequests.status, "completed"),
        sql`${dataRequests.affected} @> ${JSON.stringify([{ checkId }])}::jsonb`,
      ),
    )
    .orderBy(asc(dataRequests.completedAt));
  const references: ReportReference[] = refs.map((r) => {
    const mine = logs.filter((l) => l.referenceIndex === r.referenceIndex);
    const done = mine.find((l) => l.outcome === "completed");
    const erased = r.erasedAt
      ? { at: r.erasedAt, why: "request" as const }
      : done?.purgedAt
        ? { at: done.purgedAt, why: "retention" as const }
        : null;
    const parsed = done?.aiAnalysis ? referenceAnalysisSchema.safeParse(done.aiAnalysis) : null;
    return {
      index: r.referenceIndex,
      name: r.name,
      relationship: r.relationship,
      status: r.status,
      failureReason: r.failureReason,
      attempts: r.attemptsMade || mine.length,
      attemptLog: mine.map((l) => ({
        attemptNumber: l.attemptNumber,
        at: l.callStartTime ?? l.scheduledAt ?? l.createdAt,
        outcome: l.outcome,
      })),
      callDate: done?.callStartTime ?? done?.callEndTime ?? null,
      simulatedCall: done?.provider === "simulated",
      durationSeconds: done?.callDuration ?? null,
      analysis: !erased && parsed?.success ? parsed.data : null,
      transcript: erased
        ? []
        : (done?.transcriptTurns ?? []).map((t) => ({
            speaker: t.speaker,
            text: t.text,
            at: t.at,
            ...(t.questionType ? { questionType: t.questionType } : {}),
            ...(t.lang ? { lang: t.lang } : {}),
            ...(t.translation !== undefined ? { translation: t.translation } : {}),
            ...(t.translatedBy ? { translatedBy: t.translatedBy } : {}),
          })),
      recordingStart:
        !erased && (done?.recordingUrl || done?.recordingSid)
          ? (consents.find((c) => c.consent.callLogId === done.id)?.consent.recordingStartedAt ?? null)
          : null,
      consent: consents
        .filter((c) => mine.some((l) => l.id === c.consent.callLogId))
        .map(({ consent: c }) => ({
          given: c.consentGiven,
          requestedAt: c.consentRequestedAt,
          respondedAt: c.consentResponseAt,
          response: c.rawResponse,
          recordingStartedAt: c.recordingStartedAt,
          callEndedAt: c.callEndedAt,
          endReason: c.callEndReason,
        })),
      erased,
      corrections: corrections
        .filter((c) =>
          (c.affected ?? []).some((a) => a.checkId === checkId && a.referenceIndex === r.referenceIndex),
        )
        .map((c) => ({ at: c.completedAt ?? c.updatedAt, text: c.resolution ?? "" })),
    };
  });
  const base = {
    checkId,
    publicId: check.publicId,
    productName,
    supportEmail,
    candidateName: check.candidateName,
    role: check.role,
    companyName: check.companyName,
    requesterEmail: check.requesterEmail,
    createdAt: check.createdAt,
    // The report is dated when it is made and delivered. A demo's calls run on the simulated clock
    // (possibly days ahead, past a weekend or a holiday); the report marks those times as the
    // simulated clock's instead of dating itself after them.
    generatedAt: now,
    timeZone: check.preferredCallWindow?.timezone ?? "America/New_York",
    references,
  };
  const [auth] = await db
    .select()
    .from(candidateAuthorizations)
    .where(eq(candidateAuthorizations.referenceCheckId, checkId));
  return {
    ...base,
    summary: summarizeCheck(base),
    candidateAuthorization: authorizationSentence(auth ?? null),
  };
}

/** Reference_Report_{candidate name with underscores}_{id}.pdf (spec customer-side §7). */
export function reportFileName(design: "standard" | "enhanced", candidateName: string, id: number): string {
  const name = candidateName
    .trim()
    .replace(/\s+/g, "_")
    .replace(/[^\p{L}\p{N}_-]/gu, "");
  return design === "standard" ? `Reference_Report_${name}_${id}.pdf` : `Beautiful_Report_${name}_${id}.pdf`;
}
