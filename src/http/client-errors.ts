import type { FastifyInstance } from "fastify";
import { z } from "zod";

const clientError = z.object({
  kind: z.enum(["error", "unhandledrejection", "render"]),
  message: z.string().max(1000),
  stack: z.string().max(8000).optional(),
  componentStack: z.string().max(8000).optional(),
  url: z.string().max(2000),
});

/**
 * POST /api/client-errors: the SPA reports its errors here (web/src/lib/error-reporting.ts) and
 * they are logged like the server's own, at error level with the request id, so one log search
 * finds both. Anyone can post, so the body is bounded and the route has a tight rate limit.
 */
export function registerClientErrors(app: FastifyInstance): void {
  app.post(
    "/api/client-errors",
    { bodyLimit: 32 * 1024, config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
    async (req, reply) => {
      const parsed = clientError.safeParse(req.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return reply
          .code(400)
          .type("text/plain; charset=utf-8")
          .send(`${issue.path.join(".") || "body"}: ${issue.message}`);
      }
      req.log.error(
        { source: "browser", browserError: parsed.data, userAgent: req.headers["user-agent"] },
        `browser ${parsed.data.kind}: ${parsed.data.message}`,
      );
      return reply.code(204).send();
    },
  );
}
