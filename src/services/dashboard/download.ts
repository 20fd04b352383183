import { AppError } from "../../errors";
import { reportFileName } from "../reports/data";
import { getReportFile } from "../reports/files";
import type { Deps } from "../deps";
import { findOwnedCheck } from "./checks";

export type ReportDesign = "standard" | "enhanced";

/**
 * A report PDF for its owner. Any check that is not theirs (or does not exist) is the same 404,
 * so ids cannot be probed. Reports are offered only for completed checks (spec §4).
 */
export async function downloadReport(
  deps: Deps,
  email: string,
  checkId: number,
  design: ReportDesign,
): Promise<{ fileName: string; content: Buffer }> {
  const check = await findOwnedCheck(deps, email, checkId);
  if (!check) throw new AppError("NOT_FOUND", "Reference check not found");
  if (check.status !== "completed")
    throw new AppError("CONFLICT", "The report is not ready yet: the check is still in progress");
  const file = await getReportFile(deps, checkId, design);
  if (!file)
    throw new AppError(
      "NOT_FOUND",
      design === "enhanced"
        ? "The Enhanced report is not available for this check"
        : "The report is no longer available (reports are deleted after 90 days)",
    );
  return { fileName: reportFileName(design, check.candidateName, check.id), content: file.content };
}
