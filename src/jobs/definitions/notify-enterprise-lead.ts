import { z } from "zod";
import { defineJob } from "../define";

/** E-mail a new enterprise quote request to the operators. */
export const notifyEnterpriseLeadJob = defineJob({
  name: "notify-enterprise-lead",
  schema: z.object({ leadId: z.number().int().positive() }),
});
