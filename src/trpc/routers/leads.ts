import { earlyAccessSchema, enterpriseLeadSchema } from "../../shared/leads";
import { joinEarlyAccess } from "../../services/leads/early-access";
import { createEnterpriseLead } from "../../services/leads/enterprise";
import { publicProcedure, router } from "../init";
import { perMinute } from "../rate-limit";

/** The waitlist and the enterprise form (services/leads). */
export const leadsRouter = router({
  earlyAccess: publicProcedure
    .use(perMinute(10))
    .input(earlyAccessSchema)
    .mutation(({ ctx, input }) => joinEarlyAccess(ctx.deps, input, ctx.ip)),
  enterprise: publicProcedure
    .use(perMinute(10))
    .input(enterpriseLeadSchema)
    .mutation(({ ctx, input }) => createEnterpriseLead(ctx.deps, input, ctx.ip)),
});
