import { z } from "zod";
import { setMaintenance } from "../../../services/site/maintenance";
import { audited } from "../../../services/insights/audit";
import { adminProcedure } from "../../init";
import { actorOf } from "./inputs";

/** The site's state (services/site): maintenance mode, which every visitor reads as site.maintenance. */
export const adminSiteProcedures = {
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
        actorOf(ctx),
        "maintenance-switched",
        null,
        () => setMaintenance(ctx.deps, input),
        () => ({ enabled: input.enabled }),
      ),
    ),
};
