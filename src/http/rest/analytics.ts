import type { FastifyInstance } from "fastify";
import { appRouter } from "../../trpc/routers";
import { serveRest } from "./adapter";
import { bind } from "./binding";
import type { ContextMaker } from "./types";

const { analytics } = appRouter;

/** First-party analytics events (opt-in; decision 0017). */
export const analyticsRoutes = [bind("POST /api/analytics/events", analytics.track, ({ body }) => body)];

export function registerAnalyticsRest(app: FastifyInstance, ctx: ContextMaker) {
  serveRest(app, ctx, analyticsRoutes);
}
