import { z } from "zod";
import { defineJob } from "../define";

/** E-mail the operators that a chargeback was opened on a check's payment. */
export const notifyDisputeJob = defineJob({
  name: "notify-dispute",
  schema: z.object({ checkId: z.number().int().positive(), disputeId: z.string().min(1).max(255) }),
});
