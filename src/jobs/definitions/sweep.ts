import { z } from "zod";
import { defineJob } from "../define";

/** Periodic: calls that never reported back, checks with no progress, retention. */
export const sweepJob = defineJob({
  name: "sweep",
  schema: z.object({}).default({}),
  policy: { retryLimit: 1, concurrency: 1 },
  cron: { pattern: "* * * * *", why: "Every minute: the backstop that finds work a lost job left behind." },
});
