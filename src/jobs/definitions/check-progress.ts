import { z } from "zod";
import { defineJob } from "../define";

/** Re-evaluate a check after any reference changed: when every reference is final, build the report. */
export const checkProgressJob = defineJob({
  name: "check-progress",
  schema: z.object({ checkId: z.number().int().positive() }),
});
