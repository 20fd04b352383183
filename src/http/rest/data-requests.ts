import type { FastifyInstance } from "fastify";
import { body, param, restRoute } from "./adapter";
import type { ContextMaker } from "./types";

/**
 * References' correction and deletion requests (the form on /what-to-expect). The spec names no
 * paths; these follow its style (POST /api/<noun>, the id in the path). Tight per-minute limits
 * sit on top of the service's own per-number and per-network limits.
 */
export function registerDataRequestsRest(app: FastifyInstance, ctx: ContextMaker) {
  restRoute(app, ctx, "POST", "/api/data-requests", (c, req) => c.dataRequests.create(body(req) as never), {
    status: 201,
  });
  restRoute(app, ctx, "POST", "/api/data-requests/:id/verify", (c, req) =>
    c.dataRequests.verify({ ...body(req), id: param(req, "id") } as never),
  );
  restRoute(app, ctx, "POST", "/api/data-requests/:id/resend-code", (c, req) =>
    c.dataRequests.resendCode({ id: param(req, "id") }),
  );
}
