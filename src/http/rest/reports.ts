import type { FastifyInstance } from "fastify";
import { param, restRoute } from "./adapter";
import type { ContextMaker } from "./types";

/** Operator report paths (operator-side §7). */
export function registerReportsRest(app: FastifyInstance, ctx: ContextMaker) {
  restRoute(app, ctx, "POST", "/api/send-test-email/:id", (c, req) =>
    c.reports.sendTestEmail({ id: param(req, "id") }),
  );
}
