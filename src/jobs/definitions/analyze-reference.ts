import { z } from "zod";
import { defineJob } from "../define";

/** Turn a finished interview's transcript into the reference's assessment and per-question analytics. */
export const analyzeReferenceJob = defineJob({
  name: "analyze-reference",
  schema: z.object({ checkId: z.number().int().positive(), callLogId: z.number().int().positive() }),
  policy: { concurrency: 2, expireInSeconds: 600 },
});
