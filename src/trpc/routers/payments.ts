import { z } from "zod";
import { confirmPayment } from "../../services/payments/confirm";
import { createCheckoutSessionForCheck } from "../../services/payments/checkout";
import { createPaymentIntentForCheck } from "../../services/payments/intent";
import { paymentReceipt } from "../../services/payments/receipt";
import { listRefunds, refundCheck } from "../../services/payments/refund";
import { adminProcedure, publicProcedure, router } from "../init";

const checkId = z.coerce
  .number({ message: "must be a whole number" })
  .int("must be a whole number")
  .positive("must be a positive whole number");

/**
 * spec §7's payload (email, referenceCount, amount) plus the check's id. The amount is accepted
 * for compatibility and ignored: the price is always the check's own.
 */
const paymentTarget = z
  .object({
    referenceCheckId: checkId.optional(),
    email: z.string().trim().email("Please enter a valid email address").optional(),
    referenceCount: z.coerce.number().int().min(1).max(3).optional(),
    amount: z.unknown().optional(),
  })
  .refine((v) => v.referenceCheckId !== undefined || v.email !== undefined, {
    message: "is required",
    path: ["referenceCheckId"],
  });

export const paymentsRouter = router({
  createPaymentIntent: publicProcedure
    .input(paymentTarget)
    .mutation(({ ctx, input }) => createPaymentIntentForCheck(ctx.deps, input)),
  confirmPayment: publicProcedure
    .input(
      z.object({
        paymentIntentId: z.string().trim().min(1, "is required").max(255, "is too long"),
        referenceCheckId: checkId,
      }),
    )
    .mutation(({ ctx, input }) => confirmPayment(ctx.deps, input)),
  createCheckoutSession: publicProcedure
    .input(paymentTarget)
    .mutation(({ ctx, input }) => createCheckoutSessionForCheck(ctx.deps, input)),
  receipt: publicProcedure
    .input(
      z.object({
        referenceCheckId: checkId,
        sessionId: z.string().trim().min(1, "is required").max(255, "is too long"),
      }),
    )
    .query(({ ctx, input }) => paymentReceipt(ctx.deps, input)),
  config: publicProcedure.query(({ ctx }) => ({
    simulated: ctx.deps.providers.payments.mode === "simulated",
    publishableKey: ctx.deps.providers.payments.publishableKey,
    statementDescriptor: ctx.deps.config.env.STATEMENT_DESCRIPTOR,
  })),

  /** Operators: refund a check in full (no amount) or in part, and see its refunds. */
  refund: adminProcedure
    .input(
      z.object({
        checkId,
        reason: z.string().trim().min(1, "is required").max(500, "is too long"),
        amount: z.number().positive("must be more than 0").max(10_000).optional(),
      }),
    )
    .mutation(({ ctx, input }) => refundCheck(ctx.deps, input.checkId, input.reason, input.amount)),
  refunds: adminProcedure
    .input(z.object({ checkId }))
    .query(({ ctx, input }) => listRefunds(ctx.deps, input.checkId)),
});
