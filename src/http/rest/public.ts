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
  // The candidate's authorization page (the token is the only key).
  const token = (req: Parameters<typeof param>[0]) => param(req, "token");
  restRoute(app, ctx, "GET", "/api/authorize/:token", (c, req) => c.authorization.get({ token: token(req) }));
  restRoute(app, ctx, "POST", "/api/authorize/:token", (c, req) =>
    c.authorization.authorize({ ...body(req), token: token(req) } as never),
  );
  restRoute(app, ctx, "POST", "/api/authorize/:token/decline", (c, req) =>
    c.authorization.decline({ token: token(req) }),
  );
  restRoute(app, ctx, "POST", "/api/authorize/:token/references", (c, req) =>
    c.authorization.references({ ...body(req), token: token(req) } as never),
  );
  restRoute(app, ctx, "POST", "/api/authorize/:token/report-copy", (c, req) =>
    c.authorization.requestCopy({ token: token(req) }),
  );
}
