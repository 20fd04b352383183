import { AppError } from "../../errors";
import { loadReportData } from "../reports/data";
import { downloadableReport } from "../reports/files";
import type { Deps } from "../deps";
import type { ApiPrincipal } from "./keys";
import { findApiCheck } from "./check-views";

const notReady = () =>
  new AppError("CONFLICT", "The report is not ready yet: the check is still in progress");

/** GET /api/v1/checks/{id}/report: the PDF of a finished check, either design. */
export async function apiReportPdf(
  deps: Deps,
  p: ApiPrincipal,
  id: string,
  design: "standard" | "enhanced",
): Promise<{ fileName: string; content: Buffer }> {
  const check = await findApiCheck(deps, p, id);
  if (!check.reportGenerated && check.status !== "completed") throw notReady();
  return downloadableReport(deps, check, design);
}

export interface ApiReportJson {
  object: "report";
  checkId: string;
  candidateName: string;
  role: string;
  companyName: string;
  generatedAt: Date;
  summary: {
    executiveSummary: string;
    score: number | null;
    verdict: string;
    confidence: string;
    reasoning: string[];
    interviewed: number;
    total: number;
    flagCounts: { red: number; yellow: number; green: number };
    comparison: string[];
  };
  flags: { level: string; title: string; quote: string; referenceIndex: number; referenceName: string }[];
  references: {
    index: number;
    name: string;
    relationship: string;
    status: string;
    failureReason: string | null;
    callDate: Date | null;
    durationSeconds: number | null;
    erased: boolean;
    assessment: {
      summary: string;
      rating: number;
      sentiment: string;
      recommendationStrength: string;
      keyInsights: string[];
      flags: { level: string; title: string; quote: string }[];
    } | null;
  }[];
}

/** GET /api/v1/checks/{id}/report.json: the analysis behind the PDF, read from the same data. */
export async function apiReportJson(deps: Deps, p: ApiPrincipal, id: string): Promise<ApiReportJson> {
  const check = await findApiCheck(deps, p, id);
  if (!check.reportGenerated && check.status !== "completed") throw notReady();
  const env = deps.config.env;
  const data = await loadReportData(deps.db, check.id, deps.now(), env.PRODUCT_NAME, env.SUPPORT_EMAIL);
  const s = data.summary;
  return {
    object: "report",
    checkId: check.publicId,
    candidateName: data.candidateName,
    role: data.role,
    companyName: data.companyName,
    generatedAt: data.generatedAt,
    summary: {
      executiveSummary: s.executiveSummary,
      score: s.score,
      verdict: s.verdict,
      confidence: s.confidence,
      reasoning: s.reasoning,
      interviewed: s.interviewed,
      total: s.total,
      flagCounts: s.counts,
      comparison: s.comparison,
    },
    flags: s.flags.map((f) => ({
      level: f.level,
      title: f.title,
      quote: f.evidence,
      referenceIndex: f.referenceIndex,
      referenceName: f.referenceName,
    })),
    references: data.references.map((r) => ({
      index: r.index,
      name: r.name,
      relationship: r.relationship,
      status: r.status,
      failureReason: r.failureReason,
      callDate: r.callDate,
      durationSeconds: r.durationSeconds,
      erased: !!r.erased,
      assessment:
        r.analysis && !r.erased
          ? {
              summary: r.analysis.summary,
              rating: r.analysis.rating,
              sentiment: r.analysis.sentiment,
              recommendationStrength: r.analysis.recommendationStrength,
              keyInsights: r.analysis.keyInsights,
              flags: r.analysis.flags.map((f) => ({ level: f.level, title: f.title, quote: f.evidence })),
            }
          : null,
    })),
  };
}
