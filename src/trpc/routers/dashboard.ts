import { z } from "zod";
import { listCustomerChecks } from "../../services/dashboard/checks";
import { issueCheckoutToken } from "../../services/dashboard/checkout";
import { downloadReport } from "../../services/dashboard/download";
import { customerProcedure, router } from "../init";
import { approveReportCopy, packetForOwner } from "../../services/authorization/requester";

const checkId = z.coerce
  .number({ error: "id must be a check number" })
  .int("id must be a check number")
  .positive("id must be a check number")
  .max(2_147_483_647, "id must be a check number");

export const dashboardRouter = router({
  /** spec §7 GET /api/dashboard/checks: only checks requested with the signed-in address. */
  checks: customerProcedure.query(({ ctx }) => listCustomerChecks(ctx.deps, ctx.user.email)),

  /** A fresh checkout token for the signed-in requester's own check awaiting payment. */
  checkoutToken: customerProcedure
    .input(z.object({ id: checkId }))
    .mutation(({ ctx, input }) => issueCheckoutToken(ctx.deps, ctx.user.email, input.id)),

  /** A report PDF for the REST download paths (bytes; called in-process, not over /trpc). */
  report: customerProcedure
    .input(z.object({ id: checkId, design: z.enum(["standard", "enhanced"]) }))
    .query(({ ctx, input }) => downloadReport(ctx.deps, ctx.user.email, input.id, input.design)),

  /** The pre-adverse-action packet (summary of rights + report) of the requester's own check. */
  packet: customerProcedure
    .input(z.object({ id: checkId }))
    .query(({ ctx, input }) => packetForOwner(ctx.deps, ctx.user.email, input.id)),

  /** Approves the candidate's request for their copy of the report (e-mailed to them once). */
  approveReportCopy: customerProcedure
    .input(z.object({ id: checkId }))
    .mutation(({ ctx, input }) => approveReportCopy(ctx.deps, ctx.user.email, input.id)),
});
