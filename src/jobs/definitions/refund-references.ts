import { z } from "zod";
import { defineJob } from "../define";

/** A paid check has references that could not be interviewed: refund each its share, once. */
export const refundReferencesJob = defineJob({
  name: "refund-references",
  schema: z.object({ checkId: z.number().int().positive() }),
  policy: { retryLimit: 8, retryDelay: 30, concurrency: 1 },
});
