import { AppError } from "../../../errors";
import { downloadableReport } from "../../reports/files";
import type { Deps } from "../../deps";
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
  return downloadableReport(deps, check, design);
}
