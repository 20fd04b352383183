import { z } from "zod";
import { defineJob } from "../define";

/** A check was paid: e-mail the requester a receipt (when the payment provider does not send its own). */
export const sendReceiptJob = defineJob({
  name: "send-receipt",
  schema: z.object({ checkId: z.number().int().positive() }),
});
