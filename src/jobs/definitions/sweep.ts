import { z } from "zod";
import { defineJob } from "../define";

/** Periodic: calls that never reported back, checks with no progress, retention. */
export const sweepJob = defineJob({
  name: "sweep",
  schema: z.object({}).default({}),
  policy: { retryLimit: 1, concurrency: 1 },
});
