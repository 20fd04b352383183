import type { FastifyInstance } from "fastify";

const API = /^\/(api|trpc)\//;
export const NO_STORE = "private, no-store";

/**
 * API answers are personal (a signed-in user's checks, an operator's dashboard, a payment's client
 * secret, a receipt's private status id): no browser or shared cache may keep them. Every JSON
 * answer under /api and /trpc gets `Cache-Control: private, no-store` unless its route set its
 * own caching (downloads already say no-store). The tRPC adapter sends its own answers, so it gets
 * the header through its responseMeta (app.ts).
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook("onSend", async (req, reply, payload) => {
    if (!API.test(req.url) || reply.hasHeader("cache-control")) return payload;
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.includes("json")) reply.header("cache-control", NO_STORE);
    return payload;
  });
}
