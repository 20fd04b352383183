import { AppError } from "../errors";
import { countHit } from "../services/rate-limits/hits";
import type { ApiScope } from "../shared/public-api";
import { publicProcedure } from "./init";

export const API_KEY_MISSING = "Send your API key as Authorization: Bearer <key>";
export const API_KEY_INVALID = "The API key is not valid or has been revoked";

/**
 * A public API (/api/v1) procedure: a valid, unrevoked customer API key (never a session
 * cookie), counted against the key's per-minute allowance (RateLimit and RateLimit-Policy on every answer),
 * holding `scope`. Narrows ctx.apiKey to non-null.
 */
export function apiProcedure(scope: ApiScope) {
  return publicProcedure.use(async ({ ctx, next }) => {
    const key = ctx.apiKey;
    if (!key) throw new AppError("UNAUTHORIZED", ctx.apiKeyPresented ? API_KEY_INVALID : API_KEY_MISSING);
    const limit = ctx.deps.config.env.API_RATE_LIMIT_PER_MINUTE;
    const now = ctx.deps.now();
    const hit = await countHit(ctx.deps.db, `api-key:${key.keyId}`, 60_000, now);
    const reset = Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
    const res = ctx.res;
    if (res && !res.sent) {
      // IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers): the policy is the
      // key's quota per 60-second window; RateLimit is what is left of it and when it refills.
      res.header("ratelimit-policy", `"api-key";q=${limit};w=60`);
      res.header("ratelimit", `"api-key";r=${Math.max(0, limit - hit.count)};t=${reset}`);
    }
    if (hit.count > limit) {
      if (res && !res.sent) res.header("retry-after", String(reset));
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `This API key made more than ${limit} requests this minute: try again in ${reset} seconds`,
      );
    }
    if (!key.scopes.includes(scope)) throw new AppError("FORBIDDEN", `This API key lacks the ${scope} scope`);
    return next({ ctx: { ...ctx, apiKey: key } });
  });
}
