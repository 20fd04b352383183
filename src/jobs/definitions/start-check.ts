import { z } from "zod";
import { defineJob } from "../define";

/** A check became payable-complete (free, or paid): schedule a first call for each reference. */
export const startCheckJob = defineJob({
  name: "start-check",
  schema: z.object({ checkId: z.number().int().positive() }),
});
