import { getMaintenance } from "../../services/site/maintenance";
import { publicProcedure, router } from "../init";

/** The site's own state that every visitor sees (services/site); operators switch it in admin.setMaintenance. */
export const siteRouter = router({
  maintenance: publicProcedure.query(({ ctx }) => getMaintenance(ctx.deps.db)),
});
