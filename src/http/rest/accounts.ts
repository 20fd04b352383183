import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors";
import { restRoute } from "./adapter";
import type { ContextMaker } from "./types";

/** spec customer-side §7: sign-in, the current user, sign-out and the customer dashboard. */
export function registerAccountsRest(app: FastifyInstance, ctx: ContextMaker) {
  restRoute(app, ctx, "GET", "/api/auth/me", async (c) => {
    const { user } = await c.auth.me();
    if (!user) throw new AppError("UNAUTHORIZED", "Not signed in");
    return { user };
  });
  restRoute(app, ctx, "POST", "/api/auth/logout", (c) => c.auth.logout());
}
