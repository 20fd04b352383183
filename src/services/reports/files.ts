import { and, eq } from "drizzle-orm";
import { reportFiles } from "../../db/schema";
import type { Deps } from "../deps";
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
