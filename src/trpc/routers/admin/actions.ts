import { adminProcedure } from "../../init";
import { checksQuerySchema } from "../../../services/admin/checks-list";
import { exportChecksCsv } from "../../../services/admin/csv-export";
import { forceCompleteCheck } from "../../../services/admin/force-complete";
import { operatorReportFile } from "../../../services/admin/report-file";
import { rollupAdminAnalytics } from "../../../services/admin/rollup";
import { settleSmsReply, smsReplyActionSchema } from "../../../services/admin/sms-replies";
import { retryStuckCheck } from "../../../services/admin/stuck";
import {
  audited,
  auditPage,
  auditPageQuerySchema,
  auditQuerySchema,
  listAudit,
} from "../../../services/admin/audit";
import { checkDetail } from "../../../services/admin/check-detail";
import { recallReference, resendReport } from "../../../services/admin/check-actions-run";
import { actorOf, checkIdInput, checkRefInput, referenceInput } from "./inputs";

/** What an operator can do to a check (spec §2.1 quick actions, §4). */
export const adminActionProcedures = {
  forceComplete: adminProcedure.input(checkIdInput).mutation(({ ctx, input }) =>
    audited(
      ctx.deps,
      actorOf(ctx),
      "force-complete",
      input.id,
      () => forceCompleteCheck(ctx.deps, input.id),
      (r) => ({
        outcome: r.outcome,
        referencesClosed: r.referencesClosed,
      }),
    ),
  ),
  /** Call one reference again now (its next attempt), within the attempt limit. */
  recallReference: adminProcedure.input(referenceInput).mutation(({ ctx, input }) =>
    audited(
      ctx.deps,
      actorOf(ctx),
      "recall-reference",
      input.id,
      () => recallReference(ctx.deps, input.id, input.referenceIndex),
      (r) => ({ referenceIndex: input.referenceIndex, attempt: r.attempt, reopened: r.reopened }),
    ),
  ),
  /** E-mail the delivered report to the requester again. */
  resendReport: adminProcedure.input(checkIdInput).mutation(({ ctx, input }) =>
    audited(
      ctx.deps,
      actorOf(ctx),
      "resend-report",
      input.id,
      () => resendReport(ctx.deps, input.id),
      (r) => ({
        to: r.to,
      }),
    ),
  ),
  /** The check's whole story for the detail view. */
  checkDetail: adminProcedure.input(checkRefInput).query(({ ctx, input }) => checkDetail(ctx.deps, input.id)),
  /** The operator audit log: all entries, or one check's. */
  auditLog: adminProcedure
    .input(auditQuerySchema.optional())
    .query(({ ctx, input }) => listAudit(ctx.deps, input)),
  /** The audit log list page: filtered by action, operator and check, a page at a time (read-only). */
  auditLogPage: adminProcedure
    .input(auditPageQuerySchema.optional())
    .query(({ ctx, input }) => auditPage(ctx.deps, input)),
  /** Settle a reference's free-text SMS reply: handled, or opt the number out. */
  smsReplyAction: adminProcedure.input(smsReplyActionSchema).mutation(({ ctx, input }) =>
    audited(
      ctx.deps,
      actorOf(ctx),
      "sms-reply-settled",
      null,
      () => settleSmsReply(ctx.deps, input),
      (r) => ({ messageId: r.id, action: r.action, referencesOptedOut: r.referencesOptedOut }),
    ),
  ),
  retryStuck: adminProcedure.input(checkIdInput).mutation(({ ctx, input }) =>
    audited(
      ctx.deps,
      actorOf(ctx),
      "retry",
      input.id,
      () => retryStuckCheck(ctx.deps, input.id),
      (r) => ({
        actions: r.actions.map((a) => a.kind),
      }),
    ),
  ),
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
