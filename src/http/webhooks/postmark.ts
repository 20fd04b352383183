import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../services/deps";
import { applyPostmarkEvent, postmarkEventSchema } from "../../services/reports/postmark-events";

export const POSTMARK_WEBHOOK_PATH = "/api/webhooks/postmark";

/** True when the request carries the configured Basic credentials (compared in constant time). */
export function basicAuthMatches(req: FastifyRequest, user: string, password: string): boolean {
  const header = req.headers.authorization ?? "";
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!m) return false;
  const given = Buffer.from(m[1]!, "base64");
  const expected = Buffer.from(`${user}:${password}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Postmark's delivery and bounce webhooks. Postmark authenticates with HTTP Basic credentials in
 * the webhook URL; without POSTMARK_WEBHOOK_USER/PASSWORD configured the endpoint refuses every request.
 */
export function registerPostmarkWebhooks(app: FastifyInstance, deps: Deps) {
  app.post(POSTMARK_WEBHOOK_PATH, async (req, reply) => {
    const user = deps.config.env.POSTMARK_WEBHOOK_USER;
    const password = deps.config.env.POSTMARK_WEBHOOK_PASSWORD;
    // Unconfigured, nothing can authenticate: the endpoint refuses every request alike.
    if (!user || !password || !basicAuthMatches(req, user, password))
      return reply
        .code(401)
        .header("www-authenticate", 'Basic realm="postmark"')
        .type("text/plain")
        .send("Unauthorized");
    const parsed = postmarkEventSchema.safeParse(req.body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      return reply
        .code(400)
        .type("text/plain")
        .send(`${first?.path.join(".") || "body"}: ${first?.message ?? "invalid"}`);
    }
    const result = await applyPostmarkEvent(deps, parsed.data);
    return { ok: true, result };
  });
}
