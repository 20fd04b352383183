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
  // The candidate's authorization page. The token is the only key, and it travels in the body only
  // (never in a URL, where an upstream access log, history or Referer would keep it).
  bind("POST /api/authorize/view", authorization.get, ({ body }) => ({ token: body.token })),
  bind("POST /api/authorize", authorization.authorize, ({ body }) => body),
  bind("POST /api/authorize/decline", authorization.decline, ({ body }) => ({ token: body.token })),
  bind("POST /api/authorize/references", authorization.references, ({ body }) => body),
  bind("POST /api/authorize/report-copy", authorization.requestCopy, ({ body }) => ({ token: body.token })),
];

export function registerPublicRest(app: FastifyInstance, ctx: ContextMaker, deps: Deps) {
  serveRest(app, ctx, publicRoutes, deps);
}
