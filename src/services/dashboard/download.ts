import { AppError } from "../../errors";
import { downloadableReport } from "../reports/files";
import type { Deps } from "../deps";
import { writeAudit } from "../organizations/audit";
import type { Owner } from "../checks/owner";
import { findOwnedCheck } from "./checks";

export type ReportDesign = "standard" | "enhanced";

/**
 * A report PDF for its owner. Any check that is not theirs (or does not exist) is the same 404,
 * so ids cannot be probed. Reports are offered only for completed checks (spec §4).
 */
export async function downloadReport(
  deps: Deps,
  owner: Owner,
  checkId: number,
  design: ReportDesign,
): Promise<{ fileName: string; content: Buffer }> {
  const check = await findOwnedCheck(deps, owner, checkId);
  if (!check) throw new AppError("NOT_FOUND", "Reference check not found");
  if (check.status !== "completed")
    throw new AppError("CONFLICT", "The report is not ready yet: the check is still in progress");
  const file = await downloadableReport(deps, check, design);
  if (owner.kind === "organization")
    await writeAudit(
      deps.db,
      owner.organizationId,
      owner,
      "report.downloaded",
      { checkId: check.publicId, candidate: check.candidateName, design },
      deps.now(),
    );
  return file;
}
