import type { FastifyInstance } from "fastify";
import { appRouter } from "../../trpc/routers";
import { serveRest } from "./adapter";
import { bind } from "./binding";
import type { ContextMaker } from "./types";

const { freeCheck } = appRouter;

/** spec customer-side §7: whether an address may still have its free first check. */
export const freeCheckRoutes = [
  bind("POST /api/validate-free-check", freeCheck.validate, ({ body }) => body),
];

export function registerFreeCheckRest(app: FastifyInstance, ctx: ContextMaker) {
  serveRest(app, ctx, freeCheckRoutes);
}
