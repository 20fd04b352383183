import { z } from "zod";
import { checkRequestSchema } from "../../shared/check-request";
import { createCheck } from "../../services/lifecycle/create";
import { cachedCheckStatus } from "../../services/checks/status-cache";
import { publicProcedure, router } from "../init";
import { perMinute } from "../rate-limit";
import { orderingOwner } from "../organization";

export const checksRouter = router({
  create: publicProcedure
    .use(perMinute(30))
    .input(checkRequestSchema)
    .mutation(async ({ ctx, input }) => {
      const owner = await orderingOwner(ctx, input.requesterEmail);
      return createCheck(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent }, { owner });
    }),
  status: publicProcedure
    .input(z.object({ id: z.string().trim().min(1, "id is required").max(64, "id is too long") }))
    .query(({ ctx, input }) => cachedCheckStatus(ctx.deps, input.id)),
});
