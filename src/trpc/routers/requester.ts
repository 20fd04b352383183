import { z } from "zod";
import { analyticsEventSchema } from "../../shared/analytics";
import { earlyAccessSchema, enterpriseLeadSchema } from "../../shared/leads";
import { MESSAGES } from "../../shared/check-request";
import { recordAnalyticsEvent } from "../../services/analytics/record";
import { validateFreeCheck } from "../../services/free-check/validate";
import { joinEarlyAccess } from "../../services/leads/early-access";
import { createEnterpriseLead } from "../../services/leads/enterprise";
import { calculatePricing, calculatePricingInput, getDynamicPricing } from "../../services/pricing/calculate";
import { getMaintenance, setMaintenance } from "../../services/site/maintenance";
import { audited } from "../../services/admin/audit";
import { adminProcedure, publicProcedure, router } from "../init";
import { perMinute } from "../rate-limit";

/** The requester's journey before payment: pricing, the free check, leads, analytics, maintenance. */
export const requesterRouter = router({
  dynamicPricing: publicProcedure.query(({ ctx }) => getDynamicPricing(ctx.deps)),
  calculatePricing: publicProcedure
    .input(calculatePricingInput)
    .mutation(({ ctx, input }) => calculatePricing(ctx.deps, input, ctx.ip)),
  validateFreeCheck: publicProcedure
    .use(perMinute(30))
    .input(
      z.object({
        email: z
          .string({ error: MESSAGES.email })
          .trim()
          .toLowerCase()
          .max(254, MESSAGES.email)
          .email(MESSAGES.email),
        // Accepted for compatibility with the documented payload, never trusted: the IP is the request's.
        ipAddress: z.string().max(64).optional().nullable(),
      }),
    )
    .mutation(({ ctx, input }) => validateFreeCheck(ctx.deps, { email: input.email, ip: ctx.ip })),
  earlyAccess: publicProcedure
    .use(perMinute(10))
    .input(earlyAccessSchema)
    .mutation(({ ctx, input }) => joinEarlyAccess(ctx.deps, input, ctx.ip)),
  enterpriseLead: publicProcedure
    .use(perMinute(10))
    .input(enterpriseLeadSchema)
    .mutation(({ ctx, input }) => createEnterpriseLead(ctx.deps, input, ctx.ip)),
  trackEvent: publicProcedure
    .use(perMinute(120))
    .input(analyticsEventSchema)
    .mutation(({ ctx, input }) => recordAnalyticsEvent(ctx.deps, input)),
  maintenance: publicProcedure.query(({ ctx }) => getMaintenance(ctx.deps.db)),
  setMaintenance: adminProcedure
    .input(
      z.object({
        enabled: z.boolean({ error: "enabled must be true or false" }),
        message: z.string().max(500).optional().nullable(),
      }),
    )
    .mutation(({ ctx, input }) =>
      audited(
        ctx.deps,
        { email: ctx.user.email, ip: ctx.ip, userAgent: ctx.userAgent },
        "maintenance-switched",
        null,
        () => setMaintenance(ctx.deps, input),
        () => ({ enabled: input.enabled }),
      ),
    ),
});
