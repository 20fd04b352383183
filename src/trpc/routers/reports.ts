import { z } from "zod";
import { checkTurnaround, turnaroundSummary } from "../../services/reports/turnaround";
import { sendTestEmail } from "../../services/reports/test-email";
import { AppError } from "../../errors";
import { audited } from "../../services/admin/audit";
import { adminProcedure, router } from "../init";
import { perMinute } from "../rate-limit";

const checkId = z.object({ id: z.coerce.number().int().positive() });

/** Operator calls about reports: the test e-mail and the 2-hour promise. */
export const reportsRouter = router({
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
        { email: ctx.user.email, ip: ctx.ip, userAgent: ctx.userAgent },
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
});
