import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createCallerFactory } from "../../trpc/init";
import { appRouter } from "../../trpc/routers";
import type { Context } from "../../trpc/context";
import { sendError } from "../errors";

export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

export type RestHandler = (
  caller: Caller,
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: Context,
) => Promise<unknown>;

/**
 * Registers a documented /api/... path as a thin adapter: it calls the same tRPC procedure
 * in-process through a server-side caller (no second HTTP hop) and maps errors to statuses.
 */
export function restRoute(
  app: FastifyInstance,
  makeContext: (req: FastifyRequest, reply: FastifyReply) => Promise<Context>,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  handler: RestHandler,
  opts: { status?: number } = {},
) {
  // Per-route rate limits are procedure middleware (src/trpc/rate-limit.ts), inherited here.
  app.route({
    method,
    url,
    handler: async (req, reply) => {
      try {
        const ctx = await makeContext(req, reply);
        const result = await handler(createCaller(ctx), req, reply, ctx);
        if (reply.sent) return reply;
        if (opts.status) reply.code(opts.status);
        return result ?? { success: true };
      } catch (err) {
        return sendError(req, reply, err);
      }
    },
  });
}

/** The request body as an object (an absent or non-object body becomes {} so zod names the fields). */
export function body(req: FastifyRequest): Record<string, unknown> {
  const b = req.body;
  return b && typeof b === "object" && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

export function param(req: FastifyRequest, name: string): string {
  return String((req.params as Record<string, unknown>)[name] ?? "");
}
