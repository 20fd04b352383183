import type { FastifyInstance, FastifyRequest } from "fastify";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Server-to-server callers (providers, the simulated carrier) do not send browser headers we can judge. */
const EXEMPT = [/^\/api\/webhooks\//, /^\/sim\//, /^\/voice\//];

/**
 * Cross-site request check on every state-changing request (Lucia's guidance): a browser's
 * Sec-Fetch-Site must be same-origin (or none, a typed URL); otherwise the Origin header must
 * match our own. Non-browser clients (curl, API users) send neither and pass.
 */
export function isCrossSite(req: FastifyRequest, allowedOrigins: string[]): boolean {
  if (!UNSAFE.has(req.method)) return false;
  const path = req.url.split("?")[0]!;
  if (EXEMPT.some((re) => re.test(path))) return false;
  const site = req.headers["sec-fetch-site"];
  if (typeof site === "string") return !(site === "same-origin" || site === "none");
  const origin = req.headers.origin;
  if (typeof origin === "string" && origin !== "null") {
    const host = req.headers.host;
    const own = host ? [`http://${host}`, `https://${host}`] : [];
    return ![...allowedOrigins, ...own].includes(origin);
  }
  if (origin === "null") return true;
  return false;
}

export function registerCrossSiteCheck(app: FastifyInstance, allowedOrigins: string[]) {
  app.addHook("onRequest", async (req, reply) => {
    if (isCrossSite(req, allowedOrigins)) {
      reply.code(403).type("text/plain; charset=utf-8").send("Cross-site request refused");
    }
  });
}
