import { asc, eq } from "drizzle-orm";
import { callLogs, checkReferences, consentLogs, referenceChecks } from "../../db/schema";
import type { Db } from "../../db/client";
import type { ReferenceAnalysis } from "../analysis/offline";

export interface ReportReference {
  index: number;
  name: string;
  relationship: string;
  status: string;
  failureReason: string | null;
  attempts: number;
  callDate: Date | null;
  durationSeconds: number | null;
  analysis: ReferenceAnalysis | null;
  transcript: { speaker: string; text: string }[];
  consent: { given: boolean; at: Date | null } | null;
}

export interface ReportData {
  checkId: number;
  publicId: string;
  productName: string;
  candidateName: string;
  role: string;
  companyName: string;
  requesterEmail: string;
  createdAt: Date;
  generatedAt: Date;
  references: ReportReference[];
}

/** Everything a report shows, read in one place so both designs render the same facts. */
export async function loadReportData(
  db: Db,
  checkId: number,
  now: Date,
  productName: string,
): Promise<ReportData> {
  const [check] = await db.select().from(referenceChecks).where(eq(referenceChecks.id, checkId));
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
    .select({
      callLogId: consentLogs.callLogId,
      given: consentLogs.consentGiven,
      at: consentLogs.consentResponseAt,
    })
    .from(consentLogs)
    .innerJoin(callLogs, eq(callLogs.id, consentLogs.callLogId))
    .where(eq(callLogs.referenceCheckId, checkId));
  return {
    checkId,
    publicId: check.publicId,
    productName,
    candidateName: check.candidateName,
    role: check.role,
    companyName: check.companyName,
    requesterEmail: check.requesterEmail,
    createdAt: check.createdAt,
    generatedAt: now,
    references: refs.map((r) => {
      const done = logs.find((l) => l.referenceIndex === r.referenceIndex && l.outcome === "completed");
      const consent = done ? consents.find((c) => c.callLogId === done.id) : undefined;
      return {
        index: r.referenceIndex,
        name: r.name,
        relationship: r.relationship,
        status: r.status,
        failureReason: r.failureReason,
        attempts: r.attemptsMade,
        callDate: done?.callStartTime ?? null,
        durationSeconds: done?.callDuration ?? null,
        analysis: (done?.aiAnalysis as unknown as ReferenceAnalysis) ?? null,
        transcript: (done?.transcriptTurns ?? []).map((t) => ({ speaker: t.speaker, text: t.text })),
        consent: consent ? { given: consent.given, at: consent.at } : null,
      };
    }),
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
