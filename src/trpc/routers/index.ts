import { router } from "../init";
import { authRouter } from "./auth";
import { adminRouter, operatorRouter } from "./admin";
import { dashboardRouter } from "./dashboard";
import { dataRequestsRouter } from "./data-requests";
import { checksRouter } from "./checks";
import { devRouter } from "./dev";
import { requesterRouter } from "./requester";
import { paymentsRouter } from "./payments";
import { reportsRouter } from "./reports";
import { systemRouter } from "./system";
import { apiKeysRouter } from "./api-keys";
import { publicApiRouter } from "./public-api";
import { authorizationRouter } from "./authorization";

/** The app's one router. Each capability adds its sub-router here. */
export const appRouter = router({
  checks: checksRouter,
  system: systemRouter,
  dev: devRouter,
  auth: authRouter,
  requester: requesterRouter,
  payments: paymentsRouter,
  reports: reportsRouter,
  dashboard: dashboardRouter,
  dataRequests: dataRequestsRouter,
  admin: adminRouter,
  operator: operatorRouter,
  apiKeys: apiKeysRouter,
  publicApi: publicApiRouter,
  authorization: authorizationRouter,
});

export type AppRouter = typeof appRouter;
