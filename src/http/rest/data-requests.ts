import type { FastifyInstance } from "fastify";
import { appRouter } from "../../trpc/routers";
import { serveRest } from "./adapter";
import { bind } from "./binding";
import type { ContextMaker } from "./types";

const { dataRequests } = appRouter;

/**
 * References' correction and deletion requests (the form on /what-to-expect). The spec names no
 * paths; these follow its style (POST /api/<noun>, the id in the path). Tight per-minute limits
 * sit on top of the service's own per-number and per-network limits.
 */
export const dataRequestsRoutes = [
  bind("POST /api/data-requests", dataRequests.create, ({ body }) => body, { status: 201 }),
  bind("POST /api/data-requests/:id/verify", dataRequests.verify, ({ body, params }) => ({
    ...body,
    id: params.id,
  })),
  bind("POST /api/data-requests/:id/resend-code", dataRequests.resendCode, ({ params }) => ({
    id: params.id,
  })),
];

export function registerDataRequestsRest(app: FastifyInstance, ctx: ContextMaker) {
  serveRest(app, ctx, dataRequestsRoutes);
}
