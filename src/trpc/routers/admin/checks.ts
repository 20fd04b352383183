import { adminProcedure } from "../../init";
import { checksQuerySchema, listChecks } from "../../../services/lifecycle/operator/checks-list";
import { exportChecksCsv } from "../../../services/lifecycle/operator/csv-export";
import { forceCompleteCheck } from "../../../services/lifecycle/operator/force-complete";
import { retryStuckCheck } from "../../../services/lifecycle/operator/stuck";
import { audited } from "../../../services/insights/audit";
import { checkDetail } from "../../../services/lifecycle/operator/check-detail";
import { recallReference, resendReport } from "../../../services/lifecycle/operator/check-actions-run";
import { actorOf, checkIdInput, checkRefInput, recallInput, resendInput } from "./inputs";

/** The operator's checks (services/lifecycle/operator): the list, one check's story, and what can be done to it (spec §2.1 quick actions, §4). */
export const adminCheckProcedures = {
  checks: adminProcedure
    .input(checksQuerySchema.optional())
    .query(({ ctx, input }) => listChecks(ctx.deps, input)),
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
  recallReference: adminProcedure.input(recallInput).mutation(({ ctx, input }) =>
    audited(
      ctx.deps,
      actorOf(ctx),
      "recall-reference",
      input.id,
      () => recallReference(ctx.deps, input.id, input.referenceIndex, { language: input.language }),
      (r) => ({
        referenceIndex: input.referenceIndex,
        attempt: r.attempt,
        reopened: r.reopened,
        ...(input.language ? { language: input.language } : {}),
        ...(input.note ? { note: input.note } : {}),
      }),
    ),
  ),
  /** E-mail the delivered report to the requester again. */
  resendReport: adminProcedure.input(resendInput).mutation(({ ctx, input }) =>
    audited(
      ctx.deps,
      actorOf(ctx),
      "resend-report",
      input.id,
      () => resendReport(ctx.deps, input.id, input.to),
      (r) => ({
        to: r.to,
      }),
    ),
  ),
  /** The check's whole story for the detail view. */
  checkDetail: adminProcedure.input(checkRefInput).query(({ ctx, input }) => checkDetail(ctx.deps, input.id)),
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
    // Every row's requester e-mail and candidate name leave the console: the export is audited.
    .query(({ ctx, input }) =>
      audited(
        ctx.deps,
        actorOf(ctx),
        "csv-exported",
        null,
        () => exportChecksCsv(ctx.deps, input),
        (r) => ({ rows: r.rows, search: input?.search ?? "", status: input?.status ?? "all" }),
      ),
    ),
};
