import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPCError } from "@trpc/server";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { BAD_DATA_MESSAGE, isBadDataError } from "../db/errors";
import { AppError } from "../errors";
import { describeFieldErrors, flattenZodError } from "../trpc/init";

export interface ErrorBody {
  status: number;
  message: string;
  fieldErrors: Record<string, string[]> | null;
}

/** One mapping from any thrown error to a status and a message that reads well after "status: ". */
export function toErrorBody(err: unknown): ErrorBody {
  const cause = err instanceof TRPCError && err.cause ? err.cause : err;
  if (cause instanceof ZodError) {
    const fieldErrors = flattenZodError(cause);
    return { status: 400, message: describeFieldErrors(fieldErrors), fieldErrors };
  }
  if (cause instanceof AppError) {
    return {
      status: cause.status,
      message: cause.fieldErrors
        ? `${cause.message}: ${describeFieldErrors(cause.fieldErrors)}`
        : cause.message,
      fieldErrors: cause.fieldErrors ?? null,
    };
  }
  if (err instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(err);
    return { status, message: status >= 500 ? "Internal error" : err.message, fieldErrors: null };
  }
  if (isBadDataError(cause)) return { status: 400, message: BAD_DATA_MESSAGE, fieldErrors: null };
  const e = err as { statusCode?: number; message?: string; code?: string };
  if (typeof e?.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500) {
    const message =
      e.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
        ? "body: send JSON with content-type application/json"
        : e.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "body: request body is too large"
          : e.code === "FST_ERR_CTP_EMPTY_JSON_BODY" || e.code === "FST_ERR_CTP_INVALID_JSON_BODY"
            ? "body: must be valid JSON"
            : (e.message ?? "Bad request");
    return { status: e.statusCode, message, fieldErrors: null };
  }
  return { status: 500, message: "Internal error", fieldErrors: null };
}

/** Plain text by default (the SPA shows "status: text"); JSON when the client asks for it. */
export function sendError(req: FastifyRequest, reply: FastifyReply, err: unknown) {
  const body = toErrorBody(err);
  if (body.status >= 500) req.log.error({ err }, "request failed");
  const wantsJson = /application\/json/.test(String(req.headers.accept ?? ""));
  reply.code(body.status);
  if (wantsJson)
    return reply.type("application/json").send({ error: body.message, fieldErrors: body.fieldErrors });
  return reply.type("text/plain; charset=utf-8").send(body.message);
}
