import { and, eq } from "drizzle-orm";
import { reportFiles } from "../../db/schema";
import { notFound } from "../../errors";
import type { Deps } from "../deps";

export interface ReportFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A check's rendered report (standard design) for an operator to open. */
export async function operatorReportFile(
  deps: Deps,
  checkId: number,
  design = "standard",
): Promise<ReportFile> {
  const [file] = await deps.db
    .select()
    .from(reportFiles)
    .where(and(eq(reportFiles.referenceCheckId, checkId), eq(reportFiles.design, design)));
  if (!file) throw notFound("Report");
  return { fileName: file.fileName, contentType: file.contentType, content: file.content };
}
