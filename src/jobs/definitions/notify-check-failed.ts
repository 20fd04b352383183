import { z } from "zod";
import { defineJob } from "../define";

/** A check ended without a report: tell the requester what happened to each reference and what was refunded. */
export const notifyCheckFailedJob = defineJob({
  name: "notify-check-failed",
  schema: z.object({ checkId: z.number().int().positive() }),
  // Waits on the refunds it reports: a refund the provider refuses is retried with the notice.
  policy: { retryLimit: 8, retryDelay: 30 },
});
