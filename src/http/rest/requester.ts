import type { FastifyInstance } from "fastify";
import { body, restRoute } from "./adapter";
import type { ContextMaker } from "./types";

/** spec customer-side §7: pricing, the free-check eligibility, the waitlist, plus our own additions. */
export function registerRequesterRest(app: FastifyInstance, ctx: ContextMaker) {
  restRoute(app, ctx, "GET", "/api/dynamic-pricing", (c) => c.requester.dynamicPricing());
  restRoute(app, ctx, "POST", "/api/calculate-pricing", (c, req) =>
    c.requester.calculatePricing(body(req) as never),
  );
  restRoute(app, ctx, "POST", "/api/validate-free-check", (c, req) =>
    c.requester.validateFreeCheck(body(req) as never),
  );
  restRoute(app, ctx, "POST", "/api/early-access", (c, req) => c.requester.earlyAccess(body(req) as never));
  // Not in the original catalogue (its enterprise form was wired to nothing): we store and forward it.
  restRoute(
    app,
    ctx,
    "POST",
    "/api/enterprise-leads",
    (c, req) => c.requester.enterpriseLead(body(req) as never),
    { status: 201 },
  );
  restRoute(app, ctx, "POST", "/api/analytics/events", (c, req) =>
    c.requester.trackEvent(body(req) as never),
  );
  restRoute(app, ctx, "GET", "/api/maintenance", (c) => c.requester.maintenance());
  restRoute(app, ctx, "POST", "/api/admin/maintenance", (c, req) =>
    c.requester.setMaintenance(body(req) as never),
  );
}
