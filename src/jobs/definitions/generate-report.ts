import { z } from "zod";
import { defineJob } from "../define";

/** Render both PDF designs for a check and store them. */
export const generateReportJob = defineJob({
  name: "generate-report",
  schema: z.object({ checkId: z.number().int().positive() }),
  policy: { concurrency: 1, expireInSeconds: 600 },
});
