import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { buildOpenApiDocument } from "../../services/public-api/openapi";
import { dispositionHeader } from "../../services/reports/download-header";
import { AppError } from "../../errors";
import { RetryLater } from "../../services/public-api/idempotency";
import { toErrorBody } from "../errors";
import { appRouter } from "../../trpc/routers";
import { bind, serve, type Method } from "./binding";
import type { ContextMaker } from "./types";

const TITLES: Record<number, [string, string]> = {
  400: ["validation", "Your request is not valid"],
  401: ["unauthorized", "Authentication required"],
  403: ["forbidden", "Not allowed for this API key"],
  404: ["not-found", "Not found"],
  405: ["method-not-allowed", "Method not allowed"],
  409: ["conflict", "Conflict"],
  413: ["too-large", "Request body too large"],
  415: ["unsupported-media-type", "Send JSON"],
  429: ["rate-limited", "Too many requests"],
  503: ["unavailable", "Service unavailable"],
};

/**
 * RFC 9457 problem details: `type` links to the error's description on /developers, `detail`
 * reads on its own, and `errors` names every field with its reason.
 */
export function sendProblem(req: FastifyRequest, reply: FastifyReply, err: unknown, base: string) {
  const e = toErrorBody(err);
  const cause = err instanceof Error && err.cause instanceof RetryLater ? err.cause : err;
  if (cause instanceof RetryLater) reply.header("retry-after", String(cause.retryAfterSeconds));
  if (e.status >= 500) req.log.error({ err }, "public API request failed");
  const [slug, title] =
    TITLES[e.status] ?? (e.status >= 500 ? ["internal", "Internal error"] : ["error", "Error"]);
  if (e.status === 401)
    reply.header(
      "www-authenticate",
      /^Bearer\s+\S/i.test(String(req.headers.authorization ?? ""))
        ? 'Bearer realm="RefLine API", error="invalid_token", error_description="The API key is not valid or has been revoked"'
        : 'Bearer realm="RefLine API"',
    );
  const errors = e.fieldErrors
    ? Object.entries(e.fieldErrors).flatMap(([field, msgs]) => msgs.map((message) => ({ field, message })))
    : undefined;
  return reply
    .code(e.status)
    .type("application/problem+json")
    .send({
      type: `${base}/developers#problem-${slug}`,
      title,
      status: e.status,
      detail: e.message,
      instance: req.url.split("?")[0],
      ...(errors ? { errors } : {}),
    });
}

const PREFIX = "/api/v1";

const { publicApi } = appRouter;

/** The public API's binding table: the OpenAPI document is checked against it. */
export const publicApiRoutes = [
  bind(
    "POST /api/v1/checks",
    publicApi.createCheck,
    ({ body, headers }) => {
      const key = headers["idempotency-key"];
      return { body, idempotencyKey: typeof key === "string" ? key : null };
    },
    {
      answer: (answer, reply) => {
        if (answer.replayed) reply.header("idempotent-replayed", "true");
        reply.header("location", `/api/v1/checks/${answer.body.id}`);
        reply.code(answer.status);
        return answer.body;
      },
    },
  ),
  bind("GET /api/v1/checks", publicApi.listChecks, ({ query }) => query),
  bind("GET /api/v1/checks/:id", publicApi.getCheck, ({ params }) => ({ id: params.id })),
  bind("POST /api/v1/checks/:id/cancel", publicApi.cancelCheck, ({ params }) => ({ id: params.id })),
  bind(
    "GET /api/v1/checks/:id/report",
    publicApi.reportPdf,
    ({ params, query }) => ({ id: params.id, design: query.design }),
    {
      answer: (file, reply) =>
        reply
          .type("application/pdf")
          .header("content-disposition", dispositionHeader(file.fileName))
          .header("cache-control", "private, no-store")
          .send(file.content),
    },
  ),
  bind("GET /api/v1/checks/:id/report.json", publicApi.reportJson, ({ params }) => ({ id: params.id })),
  bind("POST /api/v1/webhooks", publicApi.createWebhook, ({ body }) => body, { status: 201 }),
  bind("GET /api/v1/webhooks", publicApi.listWebhooks),
  bind("GET /api/v1/webhooks/:id", publicApi.getWebhook, ({ params }) => ({ id: params.id })),
  bind("DELETE /api/v1/webhooks/:id", publicApi.deleteWebhook, ({ params }) => ({ id: params.id })),
  bind("POST /api/v1/webhooks/:id/enable", publicApi.enableWebhook, ({ params }) => ({ id: params.id })),
  bind("GET /api/v1/webhooks/:id/deliveries", publicApi.listDeliveries, ({ params, query }) => ({
    id: params.id,
    ...query,
  })),
  bind("POST /api/v1/webhooks/:id/deliveries/:deliveryId/replay", publicApi.replayDelivery, ({ params }) => ({
    id: params.id,
    deliveryId: params.deliveryId,
  })),
];

/** Every /api/v1 route, as method and path. */
export const PUBLIC_API_ROUTES: { method: Method; url: string }[] = publicApiRoutes.map(
  ({ method, url }) => ({
    method,
    url,
  }),
);

/** The methods each /api/v1 path takes, so another method on a known path is 405 with `Allow`. */
const PATH_METHODS = (() => {
  const byPattern = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const { method, url } of PUBLIC_API_ROUTES) {
    const entry = byPattern.get(url) ?? {
      pattern: new RegExp(`^${url.replace(/:[A-Za-z]+/g, "[^/]+").replace(/\./g, "\\.")}/?$`),
      methods: new Set<string>(),
    };
    entry.methods.add(method);
    if (method === "GET") entry.methods.add("HEAD");
    byPattern.set(url, entry);
  }
  byPattern.set("/api/v1/openapi.json", {
    pattern: /^\/api\/v1\/openapi\.json$/,
    methods: new Set(["GET", "HEAD"]),
  });
  return [...byPattern.values()];
})();

export function allowedMethods(path: string): string[] {
  const hit = PATH_METHODS.find((p) => p.pattern.test(path));
  return hit ? [...hit.methods].sort() : [];
}

/** The public API: /api/v1, Bearer API keys, problem details; the same services as the web form. */
export function registerPublicApiRest(root: FastifyInstance, ctx: ContextMaker, base: string) {
  // Its own scope, so a body Fastify cannot parse and an unknown /api/v1 path are problem details too.
  void root.register(
    async (app) => {
      app.setErrorHandler((err, req, reply) => sendProblem(req, reply, err, base));
      // JSON bodies only: text/plain (or any other type) is 415, not a body read as empty.
      app.removeContentTypeParser("text/plain");
      // One family of rate-limit headers here: the key's RateLimit / RateLimit-Policy (the
      // site-wide per-address limit still applies, without its own x-ratelimit-* headers).
      app.addHook("onSend", async (_req, reply) => {
        for (const name of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"])
          reply.removeHeader(name);
      });
      app.setNotFoundHandler((req, reply) => {
        const path = req.url.split("?")[0]!;
        const allow = allowedMethods(path);
        if (allow.length) {
          reply.header("allow", allow.join(", "));
          return sendProblem(
            req,
            reply,
            Object.assign(new Error(`${req.method} is not allowed on ${path}: use ${allow.join(", ")}`), {
              statusCode: 405,
            }),
            base,
          );
        }
        return sendProblem(
          req,
          reply,
          new AppError("NOT_FOUND", `No such API route: ${req.method} ${path}`),
          base,
        );
      });
      let document: unknown = null;
      // The description of this API (public, no key): generated from the routes' zod schemas.
      app.get("/openapi.json", async (_req, reply) => {
        document ??= buildOpenApiDocument(base);
        return reply.header("cache-control", "public, max-age=300").send(document);
      });
      serve(app, ctx, publicApiRoutes, {
        prefix: PREFIX,
        onAnswer: (reply) => {
          reply.header("cache-control", "no-store");
        },
        onError: (req, reply, err) => sendProblem(req, reply, err, base),
      });
    },
    { prefix: PREFIX },
  );
}
