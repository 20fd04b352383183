import { adminProcedure } from "../../init";
import { checksQuerySchema } from "../../../services/admin/checks-list";
import { exportChecksCsv } from "../../../services/admin/csv-export";
import { forceCompleteCheck } from "../../../services/admin/force-complete";
import { operatorReportFile } from "../../../services/admin/report-file";
import { rollupAdminAnalytics } from "../../../services/admin/rollup";
import { settleSmsReply, smsReplyActionSchema } from "../../../services/admin/sms-replies";
import { retryStuckCheck } from "../../../services/admin/stuck";
import { checkIdInput } from "./inputs";

/** What an operator can do to a check (spec §2.1 quick actions, §4). */
export const adminActionProcedures = {
  forceComplete: adminProcedure
    .input(checkIdInput)
    .mutation(({ ctx, input }) => forceCompleteCheck(ctx.deps, input.id)),
  /** Settle a reference's free-text SMS reply: handled, or opt the number out. */
  smsReplyAction: adminProcedure
    .input(smsReplyActionSchema)
    .mutation(({ ctx, input }) => settleSmsReply(ctx.deps, input)),
  retryStuck: adminProcedure
    .input(checkIdInput)
    .mutation(({ ctx, input }) => retryStuckCheck(ctx.deps, input.id)),
  exportCsv: adminProcedure
    .input(checksQuerySchema.optional())
    .query(({ ctx, input }) => exportChecksCsv(ctx.deps, input)),
  /** The PDF as base64 (the REST download streams the bytes). */
  reportFile: adminProcedure.input(checkIdInput).query(async ({ ctx, input }) => {
    const f = await operatorReportFile(ctx.deps, input.id);
    return { fileName: f.fileName, contentType: f.contentType, base64: f.content.toString("base64") };
  }),
  runRollup: adminProcedure.mutation(({ ctx }) => rollupAdminAnalytics(ctx.deps)),
};
