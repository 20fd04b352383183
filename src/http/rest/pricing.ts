import type { FastifyInstance } from "fastify";
import { appRouter } from "../../trpc/routers";
import { serveRest } from "./adapter";
import { bind } from "./binding";
import type { ContextMaker } from "./types";

const { pricing } = appRouter;

/** spec customer-side §7: the live price list and a price preview for a form. */
export const pricingRoutes = [
  bind("GET /api/dynamic-pricing", pricing.dynamic),
  bind("POST /api/calculate-pricing", pricing.calculate, ({ body }) => body),
];

export function registerPricingRest(app: FastifyInstance, ctx: ContextMaker) {
  serveRest(app, ctx, pricingRoutes);
}
