import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { buildOpenApiDocument } from "../../services/public-api/openapi";
import { dispositionHeader } from "../../services/reports/download-header";
import { AppError } from "../../errors";
import { registerDevelopersAssets } from "../developers";
import { toErrorBody } from "../errors";
import { body, createCaller, param, type RestHandler } from "./adapter";
import type { ContextMaker } from "./types";

const TITLES: Record<number, [string, string]> = {
  400: ["validation", "Your request is not valid"],
  401: ["unauthorized", "Authentication required"],
  403: ["forbidden", "Not allowed for this API key"],
  404: ["not-found", "Not found"],
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

/** Every /api/v1 route, in one table: the OpenAPI document is checked against it. */
export const PUBLIC_API_ROUTES: { method: "GET" | "POST" | "DELETE"; url: string }[] = [];

function apiRoute(
  app: FastifyInstance,
  makeContext: ContextMaker,
  base: string,
  method: "GET" | "POST" | "DELETE",
  url: string,
  handler: RestHandler,
  opts: { status?: number } = {},
) {
  PUBLIC_API_ROUTES.push({ method, url });
  app.route({
    method,
    url: url.slice(PREFIX.length),
    handler: async (req, reply) => {
      try {
        const ctx = await makeContext(req, reply);
        const result = await handler(createCaller(ctx), req, reply, ctx);
        if (reply.sent) return reply;
        reply.header("cache-control", "no-store");
        if (opts.status) reply.code(opts.status);
        return result;
      } catch (err) {
        return sendProblem(req, reply, err, base);
      }
    },
  });
}

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, string | undefined>;

/** The public API: /api/v1, Bearer API keys, problem details; the same services as the web form. */
export function registerPublicApiRest(root: FastifyInstance, ctx: ContextMaker, base: string) {
  registerDevelopersAssets(root);
  // Its own scope, so a body Fastify cannot parse and an unknown /api/v1 path are problem details too.
  void root.register(
    async (app) => {
      app.setErrorHandler((err, req, reply) => sendProblem(req, reply, err, base));
      app.setNotFoundHandler((req, reply) =>
        sendProblem(
          req,
          reply,
          new AppError("NOT_FOUND", `No such API route: ${req.method} ${req.url.split("?")[0]}`),
          base,
        ),
      );
      let document: unknown = null;
      // The description of this API (public, no key): generated from the routes' zod schemas.
      app.get("/openapi.json", async (_req, reply) => {
        document ??= buildOpenApiDocument(base);
        return reply.header("cache-control", "public, max-age=300").send(document);
      });
      registerRoutes(app, ctx, base);
    },
    { prefix: PREFIX },
  );
}

function registerRoutes(app: FastifyInstance, ctx: ContextMaker, base: string) {
  PUBLIC_API_ROUTES.length = 0;
  const route = (
    method: "GET" | "POST" | "DELETE",
    url: string,
    h: RestHandler,
    opts?: { status?: number },
  ) => apiRoute(app, ctx, base, method, url, h, opts);
  route("POST", "/api/v1/checks", async (c, req, reply) => {
    const key = req.headers["idempotency-key"];
    const answer = await c.publicApi.createCheck({
      body: body(req),
      idempotencyKey: typeof key === "string" ? key : null,
    });
    if (answer.replayed) reply.header("idempotent-replayed", "true");
    reply.header("location", `/api/v1/checks/${answer.body.id}`);
    reply.code(answer.status);
    return answer.body;
  });
  route("GET", "/api/v1/checks", (c, req) => c.publicApi.listChecks(query(req) as never));
  route("GET", "/api/v1/checks/:id", (c, req) => c.publicApi.getCheck({ id: param(req, "id") }));
  route("POST", "/api/v1/checks/:id/cancel", (c, req) => c.publicApi.cancelCheck({ id: param(req, "id") }));
  route("GET", "/api/v1/checks/:id/report", async (c, req, reply) => {
    const file = await c.publicApi.reportPdf({ id: param(req, "id"), design: query(req).design as never });
    return reply
      .type("application/pdf")
      .header("content-disposition", dispositionHeader(file.fileName))
      .header("cache-control", "private, no-store")
      .send(file.content);
  });
  route("GET", "/api/v1/checks/:id/report.json", (c, req) =>
    c.publicApi.reportJson({ id: param(req, "id") }),
  );
  route("POST", "/api/v1/webhooks", (c, req) => c.publicApi.createWebhook(body(req) as never), {
    status: 201,
  });
  route("GET", "/api/v1/webhooks", (c) => c.publicApi.listWebhooks());
  route("GET", "/api/v1/webhooks/:id", (c, req) => c.publicApi.getWebhook({ id: param(req, "id") }));
  route("DELETE", "/api/v1/webhooks/:id", (c, req) => c.publicApi.deleteWebhook({ id: param(req, "id") }));
  route("POST", "/api/v1/webhooks/:id/enable", (c, req) =>
    c.publicApi.enableWebhook({ id: param(req, "id") }),
  );
  route("GET", "/api/v1/webhooks/:id/deliveries", (c, req) =>
    c.publicApi.listDeliveries({ id: param(req, "id"), ...(query(req) as object) } as never),
  );
  route("POST", "/api/v1/webhooks/:id/deliveries/:deliveryId/replay", (c, req) =>
    c.publicApi.replayDelivery({ id: param(req, "id"), deliveryId: param(req, "deliveryId") }),
  );
}
