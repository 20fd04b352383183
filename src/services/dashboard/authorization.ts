import { eq } from "drizzle-orm";
import { candidateAuthorizations } from "../../db/schema";
import { transaction } from "../../db/tx";
import { AppError } from "../../errors";
import { jobs } from "../../jobs/registry";
import { findOwnedCheck } from "./checks";
import type { Deps } from "../deps";
import type { Owner } from "../checks/owner";
import { packetFor } from "../authorization/packet";

const notFound = () => new AppError("NOT_FOUND", "Reference check not found");

/**
 * The pre-adverse-action packet (the summary of rights, then the report) for the check's own
 * requester: another requester's check, or none, is the same 404.
 */
export async function packetForOwner(deps: Deps, owner: Owner, checkId: number) {
  const check = await findOwnedCheck(deps, owner, checkId);
  if (!check) throw notFound();
  if (check.status !== "completed")
    throw new AppError("CONFLICT", "The packet is ready once the report is: the check is still in progress");
  return packetFor(deps, checkId);
}

/**
 * The requester approves the candidate's request for their copy (they take the employment
 * decision): the copy, with the summary of rights, is e-mailed to the candidate once.
 */
export async function approveReportCopy(deps: Deps, owner: Owner, checkId: number) {
  const check = await findOwnedCheck(deps, owner, checkId);
  if (!check) throw notFound();
  return transaction(deps, async ({ db: tx, enqueue }) => {
    const [auth] = await tx
      .select()
      .from(candidateAuthorizations)
      .where(eq(candidateAuthorizations.referenceCheckId, checkId))
      .for("update");
    if (!auth?.reportCopyRequestedAt)
      throw new AppError("CONFLICT", "The candidate has not asked for a copy of this report");
    if (check.status !== "completed")
      throw new AppError("CONFLICT", "The copy can be sent once the report is ready");
    if (auth.reportCopyApprovedAt) return { success: true as const, approvedAt: auth.reportCopyApprovedAt };
    const now = deps.now();
    await tx
      .update(candidateAuthorizations)
      .set({ reportCopyApprovedAt: now, updatedAt: now })
      .where(eq(candidateAuthorizations.id, auth.id));
    await enqueue(
      jobs.authorizationEmail,
      { checkId, kind: "report-copy" },
      { singletonKey: `authorization-email:${checkId}:report-copy` },
    );
    return { success: true as const, approvedAt: now };
  });
}
