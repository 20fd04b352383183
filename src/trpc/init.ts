import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";
import { isBadDataError, BAD_DATA_MESSAGE } from "../db/errors";
import { AppError, type AppErrorCode } from "../errors";
import type { Context } from "./context";
import { currentContext } from "../request-context";
import { inSpan, SpanKind, tracingEnabled } from "../telemetry";

const TRPC_CODE: Record<AppErrorCode, TRPCError["code"]> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PAYMENT_REQUIRED: "PAYMENT_REQUIRED",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  UNAVAILABLE: "SERVICE_UNAVAILABLE",
  INTERNAL: "INTERNAL_SERVER_ERROR",
};

export { describeFieldErrors, flattenZodError } from "../shared/field-errors";
import { flattenZodError } from "../shared/field-errors";

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const fieldErrors =
      cause instanceof ZodError
        ? flattenZodError(cause)
        : cause instanceof AppError
          ? (cause.fieldErrors ?? null)
          : null;
    return {
      ...shape,
      message:
        error.code === "INTERNAL_SERVER_ERROR" && !(cause instanceof AppError)
          ? "Internal error"
          : shape.message,
      data: { ...shape.data, stack: undefined, fieldErrors },
    };
  },
});

/** Turns AppErrors thrown by services into TRPCErrors with the right code. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE[cause.code], message: cause.message, cause });
  }
  if (!result.ok && isBadDataError(result.error.cause)) {
    const cause = new AppError("BAD_REQUEST", BAD_DATA_MESSAGE);
    throw new TRPCError({ code: "BAD_REQUEST", message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;
/** A span per procedure when traces are exported (src/telemetry.ts); nothing otherwise. */
const traced = t.middleware(({ path, type, next }) =>
  !tracingEnabled()
    ? next()
    : inSpan(
        `trpc ${path}`,
        {
          kind: SpanKind.INTERNAL,
          attributes: {
            "rpc.system": "trpc",
            "rpc.method": path,
            "refline.trpc.type": type,
            "refline.request_id": currentContext()?.requestId ?? "",
          },
        },
        () => next(),
        (r) => (r.ok ? null : r.error.code),
      ),
);

export const publicProcedure = t.procedure.use(traced).use(appErrors);

/** A signed-in customer. Narrows ctx.user to non-null. */
export const customerProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in required" });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** What an operator without the required second factor may still call. */
const ENROLMENT_PATHS = new Set([
  "admin.me",
  "admin.signOut",
  "admin.secondFactor",
  "admin.startSecondFactor",
  "admin.confirmSecondFactor",
]);

/**
 * An operator. The role is re-read from the database on every call, so a demoted admin loses
 * access at once rather than when the session ends. (The bearer API token is checked by the
 * session layer and yields a synthetic admin user with id 0.)
 */
export const adminProcedure = customerProcedure.use(async ({ ctx, next, path }) => {
  if (ctx.user.id !== 0) {
    const { users, operatorSecondFactors } = await import("../db/schema");
    const { eq } = await import("drizzle-orm");
    const [row] = await ctx.deps.db
      .select({ role: users.role, secondFactorOn: operatorSecondFactors.enabledAt })
      .from(users)
      .leftJoin(operatorSecondFactors, eq(operatorSecondFactors.userId, users.id))
      .where(eq(users.id, ctx.user.id));
    if (row?.role !== "admin") throw new TRPCError({ code: "FORBIDDEN", message: "Operators only" });
    // OPERATOR_TOTP_REQUIRED: until enrolled, an operator may only enrol, look at itself or sign out.
    if (ctx.deps.config.operatorTotpRequired && !row.secondFactorOn && !ENROLMENT_PATHS.has(path))
      throw new TRPCError({
        code: "FORBIDDEN",
        message: "Two-factor sign-in is required: set it up at /admin/security first",
      });
  } else if (ctx.user.role !== "admin") {
    throw new TRPCError({ code: "FORBIDDEN", message: "Operators only" });
  }
  return next();
});
