import { z } from "zod";
import { defineJob } from "../define";

/** A check was paid twice (two payment intents succeeded): the later payment is returned in full, once. */
export const refundDuplicatePaymentJob = defineJob({
  name: "refund-duplicate-payment",
  schema: z.object({
    checkId: z.number().int().positive(),
    paymentIntentId: z.string().min(1),
    amountCents: z.number().int().positive(),
  }),
  policy: { retryLimit: 8, retryDelay: 30, concurrency: 1 },
});
