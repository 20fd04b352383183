import type { FastifyInstance } from "fastify";
import { appRouter } from "../../trpc/routers";
import { serveRest } from "./adapter";
import { bind } from "./binding";
import type { ContextMaker } from "./types";

const { leads } = appRouter;

/** spec customer-side §7: the waitlist, and the enterprise form (not in the original catalogue: its form was wired to nothing; we store and forward it). */
export const leadsRoutes = [
  bind("POST /api/early-access", leads.earlyAccess, ({ body }) => body),
  bind("POST /api/enterprise-leads", leads.enterprise, ({ body }) => body, { status: 201 }),
];

export function registerLeadsRest(app: FastifyInstance, ctx: ContextMaker) {
  serveRest(app, ctx, leadsRoutes);
}
