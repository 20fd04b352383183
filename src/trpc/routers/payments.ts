import { z } from "zod";
import { confirmPayment } from "../../services/payments/confirm";
import { createCheckoutSessionForCheck } from "../../services/payments/checkout";
import { createPaymentIntentForCheck } from "../../services/payments/intent";
import { paymentReceipt } from "../../services/payments/receipt";
import { publicProcedure, router } from "../init";
import { perMinute } from "../rate-limit";

const checkId = z.coerce
  .number({ message: "must be a whole number" })
  .int("must be a whole number")
  .positive("must be a positive whole number");

/** The token the creation answer handed to the browser that created the check (services/payments/checkout-token). */
const checkoutToken = z
  .string({ error: "is required: submit the form again to start a new check" })
  .trim()
  .min(1, "is required: submit the form again to start a new check")
  .max(200, "is too long");

/**
 * spec §7's payload (email, referenceCount, amount) plus the check's id and its checkout token.
 * The e-mail, count and amount are accepted for compatibility and ignored: the token names the
 * check and the price is always the check's own.
 */
const paymentTarget = z.object({
  checkoutToken,
  referenceCheckId: checkId.optional(),
  email: z.unknown().optional(),
  referenceCount: z.unknown().optional(),
  amount: z.unknown().optional(),
});

export const paymentsRouter = router({
  createPaymentIntent: publicProcedure
    .use(perMinute(60))
    .input(paymentTarget)
    .mutation(({ ctx, input }) => createPaymentIntentForCheck(ctx.deps, input)),
  confirmPayment: publicProcedure
    .use(perMinute(60))
    .input(
      z.object({
        paymentIntentId: z.string().trim().min(1, "is required").max(255, "is too long"),
        referenceCheckId: checkId,
        checkoutToken,
      }),
    )
    .mutation(({ ctx, input }) => confirmPayment(ctx.deps, input)),
  createCheckoutSession: publicProcedure
    .use(perMinute(60))
    .input(paymentTarget)
    .mutation(({ ctx, input }) => createCheckoutSessionForCheck(ctx.deps, input)),
  // The success page polls every 3 seconds.
  receipt: publicProcedure
    .use(perMinute(120))
    .input(
      z.object({
        referenceCheckId: checkId,
        sessionId: z.string().trim().min(1, "is required").max(255, "is too long"),
        checkoutToken,
      }),
    )
    .query(({ ctx, input }) => paymentReceipt(ctx.deps, input)),
  config: publicProcedure.query(({ ctx }) => ({
    simulated: ctx.deps.providers.payments.mode === "simulated",
    publishableKey: ctx.deps.providers.payments.publishableKey,
    statementDescriptor: ctx.deps.config.env.STATEMENT_DESCRIPTOR,
  })),
});
