import type { FastifyInstance } from "fastify";
import type { Deps } from "../../services/deps";
import { registerAccountsRest } from "./accounts";
import { registerAdminRest } from "./admin";
import { registerDataRequestsRest } from "./data-requests";
import { registerDevRest } from "./dev";
import { registerPaymentsRest } from "./payments";
import { registerPublicRest } from "./public";
import { registerPublicApiRest } from "./public-api";
import { registerReportsRest } from "./reports";
import { registerRequesterRest } from "./requester";
import type { ContextMaker } from "./types";

/**
 * Every documented /api/... path, grouped by capability. Each group lives in its own file and
 * is added here with one line.
 */
export function registerRest(app: FastifyInstance, ctx: ContextMaker, deps: Deps) {
  registerPublicRest(app, ctx);
  registerAccountsRest(app, ctx);
  registerDataRequestsRest(app, ctx);
  registerRequesterRest(app, ctx);
  registerPaymentsRest(app, ctx);
  registerReportsRest(app, ctx);
  registerAdminRest(app, ctx);
  registerPublicApiRest(app, ctx, deps.config.publicBaseUrl);
  if (!deps.config.isProduction) registerDevRest(app, ctx, deps);
}
