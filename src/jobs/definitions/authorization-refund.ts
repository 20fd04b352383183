import { z } from "zod";
import { defineJob } from "../define";

/**
 * Money back for the candidate-authorization flow: the whole price when the candidate declined or
 * never answered (`ended`), and the unused references' share when the candidate entered fewer
 * references than the check was priced for (`unused-references`).
 */
export const authorizationRefundJob = defineJob({
  name: "authorization-refund",
  schema: z.object({
    checkId: z.number().int().positive(),
    reason: z.enum(["ended", "unused-references"]),
  }),
  policy: { retryLimit: 8, retryDelay: 30 },
});
