import { z } from "zod";
import { listRefunds, refundCheck } from "../../../services/payments/refund";
import { audited } from "../../../services/insights/audit";
import { adminProcedure } from "../../init";
import { actorOf } from "./inputs";

const checkId = z.coerce
  .number({ message: "must be a whole number" })
  .int("must be a whole number")
  .positive("must be a positive whole number");

/** Operators: refund a check in full (no amount) or in part, and see its refunds (services/payments). */
export const adminPaymentProcedures = {
  refund: adminProcedure
    .input(
      z.object({
        checkId,
        reason: z.string().trim().min(1, "is required").max(500, "is too long"),
        amount: z.number().positive("must be more than 0").max(10_000).optional(),
      }),
    )
    .mutation(({ ctx, input }) =>
      audited(
        ctx.deps,
        actorOf(ctx),
        "refund",
        input.checkId,
        () => refundCheck(ctx.deps, input.checkId, input.reason, input.amount),
        (r) => ({ amount: r.amount, reason: input.reason, paymentStatus: r.paymentStatus }),
      ),
    ),
  refunds: adminProcedure
    .input(z.object({ checkId }))
    .query(({ ctx, input }) => listRefunds(ctx.deps, input.checkId)),
};
