import { z } from "zod";
import { defineJob } from "../define";

/**
 * One attempt at one webhook delivery. The retry schedule over a day (WEBHOOK_RETRY_SCHEDULE_SECONDS)
 * is the delivery's own; pg-boss's retries cover only a worker that died or a lease still held.
 */
export const deliverWebhookJob = defineJob({
  name: "deliver-webhook",
  schema: z.object({ deliveryId: z.number().int().positive() }),
  policy: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 120, concurrency: 4 },
});
