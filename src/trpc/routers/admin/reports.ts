import { z } from "zod";
import { AppError } from "../../../errors";
import { operatorReportFile } from "../../../services/reports/operator-file";
import { sendTestEmail } from "../../../services/reports/test-email";
import { checkTurnaround, turnaroundSummary } from "../../../services/insights/turnaround";
import { audited } from "../../../services/insights/audit";
import { adminProcedure } from "../../init";
import { perMinute } from "../../rate-limit";
import { actorOf, checkIdInput } from "./inputs";

const checkId = z.object({ id: z.coerce.number().int().positive() });

/** Reports (services/reports): a check's PDF, the test e-mail and the 2-hour promise. */
export const adminReportProcedures = {
  /** The PDF as base64 (the REST download streams the bytes). */
  reportFile: adminProcedure.input(checkIdInput).query(async ({ ctx, input }) => {
    const f = await operatorReportFile(ctx.deps, input.id);
    return { fileName: f.fileName, contentType: f.contentType, base64: f.content.toString("base64") };
  }),
  /** POST /api/send-test-email/{id} (operator-side §7). */
  sendTestEmail: adminProcedure
    .use(perMinute(20))
    .input(checkId)
    .mutation(({ ctx, input }) => {
      // The API-token operator has no mailbox of its own: the first configured operator gets it.
      const to = ctx.user.id === 0 ? ctx.deps.config.operatorEmails[0] : ctx.user.email;
      if (!to)
        throw new AppError("BAD_REQUEST", "No operator e-mail address is configured (OPERATOR_EMAILS)");
      return audited(
        ctx.deps,
        actorOf(ctx),
        "test-email",
        input.id,
        () => sendTestEmail(ctx.deps, { checkId: input.id, operatorEmail: to }),
        (r) => ({ to: r.to }),
      );
    }),
  /** The 2-hour promise across recent checks: medians, p90, share within, overdue checks. */
  turnaround: adminProcedure
    .input(
      z
        .object({
          sinceDays: z.number().int().min(1).max(365).default(30),
          limit: z.number().int().min(1).max(500).default(50),
        })
        .default({ sinceDays: 30, limit: 50 }),
    )
    .query(({ ctx, input }) =>
      turnaroundSummary(ctx.deps, {
        since: new Date(ctx.deps.now().getTime() - input.sinceDays * 86_400_000),
        limit: input.limit,
      }),
    ),
  checkTurnaround: adminProcedure.input(checkId).query(async ({ ctx, input }) => {
    const t = await checkTurnaround(ctx.deps, input.id);
    if (!t) throw new AppError("NOT_FOUND", "Reference check not found");
    return t;
  }),
};
