/**
 * The one error type services throw. The tRPC formatter and the REST adapter map `code` to a
 * status; `message` is written to read well after "status: " as the SPA shows it.
 */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYMENT_REQUIRED"
  | "TOO_MANY_REQUESTS"
  | "UNAVAILABLE"
  | "INTERNAL";

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENT_REQUIRED: 402,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  constructor(
    public readonly code: AppErrorCode,
    message: string,
    /** Field-level reasons, keyed by the field's path ("reference1.phone"). */
    public readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "AppError";
  }
  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError("BAD_REQUEST", message, fieldErrors);
