import type { FastifyInstance } from "fastify";
import type { ContextMaker } from "./types";
import { body, param, restRoute } from "./adapter";

/** spec customer-side §7: the public paths of the request journey. */
export function registerPublicRest(app: FastifyInstance, ctx: ContextMaker) {
  restRoute(app, ctx, "POST", "/api/reference-checks", (c, req) => c.checks.create(body(req) as never), {
    status: 201,
  });
  restRoute(app, ctx, "GET", "/api/status/:id", (c, req) => c.checks.status({ id: param(req, "id") }));
  restRoute(app, ctx, "GET", "/api/holiday-status", (c) => c.system.holidayStatus());
}
