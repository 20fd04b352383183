import { z } from "zod";
import { defineJob } from "../define";

/** E-mail the stored report to the requester, once, and complete the check. */
export const deliverReportJob = defineJob({
  name: "deliver-report",
  schema: z.object({ checkId: z.number().int().positive() }),
});
