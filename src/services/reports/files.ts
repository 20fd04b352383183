import { and, eq } from "drizzle-orm";
import { reportFiles } from "../../db/schema";
import { AppError } from "../../errors";
import type { Deps } from "../deps";
import { reportFileName } from "./data";
import type { ReportDesign } from "./render";

export interface ReportFile {
  /** Reference_Report_{name}_{id}.pdf or Beautiful_Report_{name}_{id}.pdf (spec customer-side §7). */
  fileName: string;
  content: Buffer;
}

/**
 * A check's stored PDF in one design, or null when it has not been rendered (the report is
 * rendered in the worker only once every reference is final). Callers authorize: the dashboard
 * for the requester's own checks, the operator console for any.
 */
export async function getReportFile(
  deps: Pick<Deps, "db">,
  checkId: number,
  design: ReportDesign,
): Promise<ReportFile | null> {
  const [row] = await deps.db
    .select({ fileName: reportFiles.fileName, content: reportFiles.content })
    .from(reportFiles)
    .where(and(eq(reportFiles.referenceCheckId, checkId), eq(reportFiles.design, design)));
  return row ? { fileName: row.fileName, content: row.content } : null;
}

/**
 * The PDF a requester downloads (dashboard or API), named by the spec's rule, or a 404 that says
 * why it is missing. The caller has authorized the check and decided it is ready.
 */
export async function downloadableReport(
  deps: Pick<Deps, "db">,
  check: { id: number; candidateName: string },
  design: ReportDesign,
): Promise<ReportFile> {
  const file = await getReportFile(deps, check.id, design);
  if (!file)
    throw new AppError(
      "NOT_FOUND",
      design === "enhanced"
        ? "The Enhanced report is not available for this check"
        : "The report is no longer available (reports are deleted after 90 days)",
    );
  return { fileName: reportFileName(design, check.candidateName, check.id), content: file.content };
}
