import type { AnyProcedure } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import { createCallerFactory } from "../../trpc/init";
import { appRouter } from "../../trpc/routers";
import { sendError } from "../errors";
import { serve, type Binding, type RouteKey } from "./binding";
import type { Deps } from "../../services/deps";
import type { ContextMaker } from "./types";

export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/**
 * Registers documented /api/... paths from a binding table (./binding): each calls its tRPC
 * procedure in-process (no second HTTP hop), errors become statuses with a plain-text (or JSON)
 * message, and a procedure that answers nothing answers { success: true }.
 */
export function serveRest(
  app: FastifyInstance,
  makeContext: ContextMaker,
  table: readonly Binding<RouteKey, AnyProcedure, unknown>[],
  /** For rows answered from a cache (`cached`); without it every request calls its procedure. */
  deps?: Deps,
) {
  // Per-route rate limits are procedure middleware (src/trpc/rate-limit.ts), inherited here.
  serve(app, makeContext, table, { onError: sendError, empty: { success: true }, deps });
}
