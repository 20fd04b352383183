import { z } from "zod";
import { defineJob } from "../define";

/** Daily (and on demand): writes the admin_analytics rows for the last few UTC days. */
export const adminRollupJob = defineJob({
  name: "admin-rollup",
  schema: z.object({ days: z.number().int().min(1).max(366).optional() }).default({}),
  policy: { retryLimit: 3, concurrency: 1 },
  cron: {
    pattern: "5 * * * *",
    why: "Hourly keeps today's admin_analytics row fresh; each run rewrites the last 3 days.",
  },
});
