import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors";
import { body, param, restRoute, type RestHandler } from "./adapter";
import type { ContextMaker } from "./types";
import { dispositionHeader } from "../../services/reports/download-header";

function download(design: "standard" | "enhanced"): RestHandler {
  return async (c, req, reply) => {
    const file = await c.dashboard.report({ id: param(req, "id") as never, design });
    return reply
      .type("application/pdf")
      .header("content-disposition", dispositionHeader(file.fileName))
      .header("cache-control", "private, no-store")
      .send(file.content);
  };
}

/** spec customer-side §7: sign-in, the current user, sign-out and the customer dashboard. */
export function registerAccountsRest(app: FastifyInstance, ctx: ContextMaker) {
  restRoute(app, ctx, "POST", "/api/auth/login", (c, req) => c.auth.login(body(req) as never));
  restRoute(app, ctx, "GET", "/api/auth/me", async (c) => {
    const { user } = await c.auth.me();
    if (!user) throw new AppError("UNAUTHORIZED", "Not signed in");
    return { user };
  });
  restRoute(app, ctx, "POST", "/api/auth/logout", (c) => c.auth.logout());
  restRoute(app, ctx, "GET", "/api/dashboard/checks", (c) => c.dashboard.checks());
  restRoute(app, ctx, "GET", "/api/dashboard/download/:id", download("standard"));
  restRoute(app, ctx, "GET", "/api/dashboard/download-beautiful/:id", download("enhanced"));
  // The candidate-authorization flow: the pre-adverse-action packet and the candidate's copy.
  restRoute(app, ctx, "GET", "/api/dashboard/packet/:id", async (c, req, reply) => {
    const file = await c.dashboard.packet({ id: param(req, "id") as never });
    return reply
      .type("application/pdf")
      .header("content-disposition", dispositionHeader(file.fileName))
      .header("cache-control", "private, no-store")
      .send(file.content);
  });
  restRoute(app, ctx, "POST", "/api/dashboard/report-copy/:id", (c, req) =>
    c.dashboard.approveReportCopy({ id: param(req, "id") as never }),
  );
}
