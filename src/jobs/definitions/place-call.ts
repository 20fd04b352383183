import { z } from "zod";
import { defineJob } from "../define";

/**
 * Dial one reference for one attempt (1..3 scheduled; an operator's re-call of a reference that
 * could not be reached may go to 6). Recorded before dialling; never dials an attempt twice.
 */
export const placeCallJob = defineJob({
  name: "place-call",
  schema: z.object({
    checkId: z.number().int().positive(),
    referenceIndex: z.number().int().min(1).max(3),
    attempt: z.number().int().min(1).max(6),
  }),
  policy: { concurrency: 4, expireInSeconds: 120 },
});
