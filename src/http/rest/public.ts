import type { FastifyInstance } from "fastify";
import { appRouter } from "../../trpc/routers";
import { serveRest } from "./adapter";
import { bind } from "./binding";
import { sendTagged } from "./etag";
import { freshCheckStatus } from "../../services/checks/status-cache";
import type { Deps } from "../../services/deps";
import type { ContextMaker } from "./types";

const { checks, authorization } = appRouter;

/** spec customer-side §7: the public paths of the request journey. */
export const publicRoutes = [
  bind("POST /api/reference-checks", checks.create, ({ body }) => body, { status: 201 }),
  // Polled by every open status page: a fresh cached answer is sent without calling the procedure
  // (which fills the cache), with an ETag and 304 when the poller already holds it.
  bind("GET /api/status/:id", checks.status, ({ params }) => ({ id: params.id }), {
    answer: (output, reply) => sendTagged(output, reply),
    cached: (params, deps) => freshCheckStatus(deps, params.id ?? ""),
  }),
  // The candidate's authorization page (the token is the only key).
  bind("GET /api/authorize/:token", authorization.get, ({ params }) => ({ token: params.token })),
  bind("POST /api/authorize/:token", authorization.authorize, ({ body, params }) => ({
    ...body,
    token: params.token,
  })),
  bind("POST /api/authorize/:token/decline", authorization.decline, ({ params }) => ({
    token: params.token,
  })),
  bind("POST /api/authorize/:token/references", authorization.references, ({ body, params }) => ({
    ...body,
    token: params.token,
  })),
  bind("POST /api/authorize/:token/report-copy", authorization.requestCopy, ({ params }) => ({
    token: params.token,
  })),
];

export function registerPublicRest(app: FastifyInstance, ctx: ContextMaker, deps: Deps) {
  serveRest(app, ctx, publicRoutes, deps);
}
