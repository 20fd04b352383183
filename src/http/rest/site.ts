import type { FastifyInstance } from "fastify";
import { appRouter } from "../../trpc/routers";
import { serveRest } from "./adapter";
import { bind } from "./binding";
import type { ContextMaker } from "./types";

const { site } = appRouter;

/**
 * The site's state: whether maintenance mode is on (switching it is an operator route in
 * admin.ts) and today's holiday status (spec customer-side §7).
 */
export const siteRoutes = [
  bind("GET /api/maintenance", site.maintenance),
  bind("GET /api/holiday-status", site.holidayStatus),
];

export function registerSiteRest(app: FastifyInstance, ctx: ContextMaker) {
  serveRest(app, ctx, siteRoutes);
}
