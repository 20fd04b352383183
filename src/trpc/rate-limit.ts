import { AppError } from "../errors";
import { countHit } from "../services/rate-limits/hits";
import { middleware } from "./init";

/**
 * A per-procedure, per-client-address limit as procedure middleware (rule of thumb 9): the SPA's
 * tRPC calls and the REST adapter (a server-side caller of the same procedure) count against one
 * allowance, kept in Postgres so every web process shares it. Put it before `.input(...)`, so
 * requests refused as invalid still count. In-process callers without an address (the landing
 * page's server render) are not limited.
 */
export function perMinute(max: number) {
  return limitPer(max, 60_000);
}

export function limitPer(max: number, windowMs: number) {
  return middleware(async ({ ctx, path, next }) => {
    if (!ctx.ip) return next();
    const now = ctx.deps.now();
    const hit = await countHit(ctx.deps.db, `${path}:${ctx.ip}`, windowMs, now);
    if (hit.count > max) {
      const seconds = Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
      if (ctx.res && !ctx.res.sent) ctx.res.header("retry-after", String(seconds));
      throw new AppError("TOO_MANY_REQUESTS", `Too many requests: try again in ${seconds} seconds`);
    }
    return next();
  });
}
