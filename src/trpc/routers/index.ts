import { router } from "../init";
import { accountsRouter } from "./accounts";
import { adminRouter } from "./admin";
import { analyticsRouter } from "./analytics";
import { dataRequestsRouter } from "./data-requests";
import { checksRouter } from "./checks";
import { devRouter } from "./dev";
import { freeCheckRouter } from "./free-check";
import { leadsRouter } from "./leads";
import { paymentsRouter } from "./payments";
import { pricingRouter } from "./pricing";
import { siteRouter } from "./site";
import { publicApiRouter } from "./public-api";
import { authorizationRouter } from "./authorization";
import { organizationsRouter } from "./organizations";

/**
 * The app's one router. Each capability adds its sub-router here under the name of its folder in
 * src/services (accounts ↔ services/accounts, freeCheck ↔ services/free-check …); every operator
 * procedure is in `admin` instead (see routers/admin/index.ts).
 */
export const appRouter = router({
  checks: checksRouter,
  site: siteRouter,
  dev: devRouter,
  accounts: accountsRouter,
  pricing: pricingRouter,
  freeCheck: freeCheckRouter,
  leads: leadsRouter,
  analytics: analyticsRouter,
  payments: paymentsRouter,
  dataRequests: dataRequestsRouter,
  admin: adminRouter,
  publicApi: publicApiRouter,
  authorization: authorizationRouter,
  organizations: organizationsRouter,
});

export type AppRouter = typeof appRouter;
