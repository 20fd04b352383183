import type { FastifyInstance } from "fastify";
import type { Deps } from "../../services/deps";
import { registerAccountsRest } from "./accounts";
import { registerAdminRest } from "./admin";
import { registerAnalyticsRest } from "./analytics";
import { registerDataRequestsRest } from "./data-requests";
import { registerDevRest } from "./dev";
import { registerFreeCheckRest } from "./free-check";
import { registerLeadsRest } from "./leads";
import { registerOrganizationsRest } from "./organizations";
import { registerPaymentsRest } from "./payments";
import { registerPricingRest } from "./pricing";
import { registerPublicRest } from "./public";
import { registerPublicApiRest } from "./public-api";
import { registerSiteRest } from "./site";
import type { ContextMaker } from "./types";

/**
 * Every documented /api/... path, grouped by capability. Each group lives in its own file and
 * is added here with one line.
 */
export function registerRest(app: FastifyInstance, ctx: ContextMaker, deps: Deps) {
  registerPublicRest(app, ctx, deps);
  registerAccountsRest(app, ctx);
  registerOrganizationsRest(app, ctx);
  registerDataRequestsRest(app, ctx);
  registerPricingRest(app, ctx);
  registerFreeCheckRest(app, ctx);
  registerLeadsRest(app, ctx);
  registerAnalyticsRest(app, ctx);
  registerSiteRest(app, ctx);
  registerPaymentsRest(app, ctx);
  registerAdminRest(app, ctx);
  registerPublicApiRest(app, ctx, deps.config.publicBaseUrl);
  if (!deps.config.isProduction) registerDevRest(app, ctx, deps);
}
