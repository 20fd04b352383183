import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/**
 * Load balancers probe these by address, not by the public name, and Prometheus scrapes each
 * instance by its address. /metrics answers only a bearer token, which a rebound page in a victim's
 * browser cannot send, so the host check adds nothing there.
 */
const BY_ADDRESS = new Set(["/healthz", "/readyz", "/metrics"]);
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** The host names this process answers to: the public base URL's, and loopback outside production. */
export function allowedHostnames(config: Config): Set<string> {
  const names = new Set([new URL(config.publicBaseUrl).hostname.toLowerCase()]);
  if (!config.isProduction) for (const n of LOOPBACK) names.add(n);
  return names;
}

/**
 * DNS rebinding: a page on evil.example whose name is re-pointed at this server would be
 * same-origin with it in the victim's browser, and the cross-site check would see matching
 * Origin and Host. Refusing any Host that is not our own name closes that door (421). Loopback
 * names are not reachable that way, so development and tests on localhost/127.0.0.1 pass.
 */
export function registerHostCheck(app: FastifyInstance, config: Config) {
  const allowed = allowedHostnames(config);
  app.addHook("onRequest", async (req, reply) => {
    if (BY_ADDRESS.has(req.url.split("?")[0]!)) return;
    // req.hostname has no port, and follows X-Forwarded-Host only when TRUST_PROXY is on.
    if (allowed.has(req.hostname.toLowerCase())) return;
    return reply.code(421).type("text/plain; charset=utf-8").send("Misdirected request: unknown host name");
  });
}
